import { type Locale, type Messages, pathsOf } from '@landing/content';
import { AuthorLanding, Island, Section } from '@landing/ui';
import { HeroModeToggle } from '@landing/ui/components/HeroModeToggle';
import { Chrome } from '../Chrome';
import { config } from '../config';
import { HeroCreate } from '../sections/HeroCreate';
import {
  AudiencesSection,
  FaqSection,
  FeaturesSection,
  FinalCtaSection,
  GallerySection,
  HowItWorksSection,
  PdfTemplatesSection,
  PublishSection,
  TestimonialsSection,
  ToolsSection,
  TranslateSection,
} from '../sections/HomeSections';
import { inkTokens } from '../sections/tokens';

export interface HomePageProps {
  messages: Messages;
  locale: Locale;
}

/**
 * The ebook-generator landing (docs/PRODUCT.md §2.2). Both hero modes are in the HTML: the create block
 * and the have-book block (the author-publishing composition); the mode toggle island shows one.
 * The sections after the hero belong to the page in either mode.
 */
export function HomePage({ messages, locale }: HomePageProps) {
  const hero = messages.ebook.hero;
  const props = { messages, locale };
  return (
    <Chrome messages={messages} locale={locale} paths={pathsOf('ebook', 'home')}>
      <div style={inkTokens}>
        <div data-page-view>
          <Island
            name="HeroModeToggle"
            component={HeroModeToggle}
            props={{
              labels: { list: hero.modes.label, create: hero.modes.create, have: hero.modes.have },
              createPanelId: 'hero-create',
              havePanelId: 'hero-have',
            }}
          />
          <div id="hero-create" role="tabpanel" aria-labelledby="hero-create-tab">
            <HeroCreate {...props} />
          </div>
          <div id="hero-have" role="tabpanel" aria-labelledby="hero-have-tab" hidden>
            {/* The page's h1 in this mode: the create block's is hidden, and the embedded
                composition starts at h2. */}
            <Section heading={hero.have.heading} headingLevel={1} />
            <AuthorLanding
              copy={messages.author}
              common={{ opensInNewTab: messages.common.opensInNewTab }}
              locale={locale}
              config={{
                appUrl: config.appUrl,
                marketplaceUrl: config.marketplaceUrl,
                apiBaseUrl: config.apiBaseUrl,
                coverBaseUrl: config.coverBaseUrl,
              }}
              embedded
            />
          </div>
        </div>
        <GallerySection {...props} />
        <HowItWorksSection {...props} />
        <FeaturesSection {...props} />
        <PdfTemplatesSection {...props} />
        <PublishSection {...props} />
        <TestimonialsSection {...props} />
        <FaqSection {...props} />
        <FinalCtaSection {...props} />
        <ToolsSection {...props} />
        <TranslateSection {...props} />
        <AudiencesSection {...props} />
      </div>
    </Chrome>
  );
}
