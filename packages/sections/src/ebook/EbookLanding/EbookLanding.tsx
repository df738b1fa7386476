import type { Locale, Messages } from '@landing/content';
import { HeroModeToggle } from '@landing/ui/components/HeroModeToggle';
import { Section } from '@landing/ui/components/Section';
import { AuthorLanding, type AuthorLandingConfig } from '../../AuthorLanding/AuthorLanding.js';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import { EbookAudiences } from '../EbookAudiences/EbookAudiences.js';
import { EbookBenefits } from '../EbookBenefits/EbookBenefits.js';
import { EbookFaq } from '../EbookFaq/EbookFaq.js';
import { EbookFeatures } from '../EbookFeatures/EbookFeatures.js';
import { EbookFinalCta } from '../EbookFinalCta/EbookFinalCta.js';
import { EbookGallery } from '../EbookGallery/EbookGallery.js';
import * as heroStyles from '../EbookHero/EbookHero.css.js';
import { EbookHero } from '../EbookHero/EbookHero.js';
import { EbookHowItWorks } from '../EbookHowItWorks/EbookHowItWorks.js';
import { EbookPdfTemplates } from '../EbookPdfTemplates/EbookPdfTemplates.js';
import { EbookPublish } from '../EbookPublish/EbookPublish.js';
import { EbookShowcase } from '../EbookShowcase/EbookShowcase.js';
import { EbookTestimonials } from '../EbookTestimonials/EbookTestimonials.js';
import { EbookTools } from '../EbookTools/EbookTools.js';
import { EbookTranslate } from '../EbookTranslate/EbookTranslate.js';
import { EbookTrialBanner } from '../EbookTrialBanner/EbookTrialBanner.js';
import { EbookVoice } from '../EbookVoice/EbookVoice.js';

/** Everything the landing links to, shows and calls; the site reads it from its configuration. */
export type EbookLandingConfig = EbookConfig & AuthorLandingConfig;

export interface EbookLandingProps {
  /** The copy of the ebook landing, of its have-book block (`author`), its tools and templates. */
  copy: Pick<Messages, 'ebook' | 'author' | 'tools' | 'templates'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language. */
  locale: Locale;
  /** Hosts of the links, images, videos and the marketplace call. */
  config: EbookLandingConfig;
}

/**
 * The ebook-generator landing (docs/PRODUCT.md §2.2), in page order. Both hero modes are in the
 * HTML: the create blocks and the have-book block (the author-publishing composition, embedded);
 * the URL hash shows one, by the toggle's stylesheet before any script and by its island after. The sections after the hero belong to the page in either mode.
 *
 * ```tsx
 * <EbookLanding copy={messages} common={messages.common} locale="es" config={landingConfig} />
 * ```
 */
export function EbookLanding({ copy, common, locale, config }: EbookLandingProps) {
  const { ebook } = copy;
  const { hero } = ebook;
  const site = { common, locale, config };
  return (
    <>
      <div data-page-view>
        <EbookIsland
          name="HeroModeToggle"
          component={HeroModeToggle}
          props={{
            labels: { list: hero.modes.label, create: hero.modes.create, have: hero.modes.have },
            createPanelId: 'hero-create',
            havePanelId: 'hero-have',
          }}
        />
        <div
          id="hero-create"
          role="tabpanel"
          aria-labelledby="hero-create-tab"
          data-hero-panel="create"
        >
          <EbookHero copy={hero} {...site} />
          <EbookBenefits copy={hero.benefits} {...site} />
          <EbookShowcase copy={hero.showcase} {...site} />
          <EbookTrialBanner copy={hero.trialBanner} {...site} />
          <EbookVoice copy={hero.voice} {...site} />
        </div>
        <div
          id="hero-have"
          role="tabpanel"
          aria-labelledby="hero-have-tab"
          data-hero-panel="have"
          hidden
        >
          {/* The page's h1 in this mode: the create block's is hidden, and the embedded
              composition starts at h2. Its lead-in (AuthorHaveBook) follows it closely. */}
          <Section
            heading={hero.have.heading}
            headingLevel={1}
            className={heroStyles.haveHeading}
          />
          <AuthorLanding
            copy={copy.author}
            common={{ opensInNewTab: common.opensInNewTab }}
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
      <EbookGallery
        copy={{ gallery: ebook.gallery, carousel: ebook.carousel, templates: copy.templates.cover }}
        {...site}
      />
      <EbookHowItWorks copy={{ ...ebook.howItWorks, demo: hero.demo }} {...site} />
      <EbookFeatures copy={ebook.features} {...site} />
      <EbookPdfTemplates copy={{ ...ebook.pdfTemplates, templates: copy.templates.pdf }} />
      <EbookPublish copy={ebook.publish} {...site} />
      <EbookTestimonials copy={{ ...ebook.testimonials, carousel: ebook.carousel }} {...site} />
      <EbookFaq copy={ebook.faq} />
      <EbookFinalCta copy={ebook.finalCta} {...site} />
      <EbookTools copy={copy.tools.section} locale={locale} />
      <EbookTranslate copy={ebook.translate} />
      <EbookAudiences copy={ebook.audiences} {...site} />
    </>
  );
}
