import type { Locale, Messages } from '@landing/content';
import { AuthorAffiliate } from '../author/AuthorAffiliate/AuthorAffiliate.js';
import { AuthorConnect } from '../author/AuthorConnect/AuthorConnect.js';
import { AuthorEditor } from '../author/AuthorEditor/AuthorEditor.js';
import { AuthorFaq } from '../author/AuthorFaq/AuthorFaq.js';
import { AuthorFinalCta } from '../author/AuthorFinalCta/AuthorFinalCta.js';
import { AuthorHaveBook } from '../author/AuthorHaveBook/AuthorHaveBook.js';
import { AuthorHero } from '../author/AuthorHero/AuthorHero.js';
import { AuthorMarketplace } from '../author/AuthorMarketplace/AuthorMarketplace.js';
import { AuthorRoyalties } from '../author/AuthorRoyalties/AuthorRoyalties.js';
import { AuthorSteps } from '../author/AuthorSteps/AuthorSteps.js';
import { AuthorTestimonials } from '../author/AuthorTestimonials/AuthorTestimonials.js';
import { AuthorUpload } from '../author/AuthorUpload/AuthorUpload.js';
import { AuthorWorkflow } from '../author/AuthorWorkflow/AuthorWorkflow.js';
import type { AuthorConfig } from '../author/config.js';
import * as styles from './AuthorLanding.css.js';

/** Where the landing's links and its one data call go; the sites read it from their config. */
export type AuthorLandingConfig = AuthorConfig;

export interface AuthorLandingProps {
  /** The author landing's copy, `messages.author` of `@landing/content`. */
  copy: Messages['author'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** Hosts of the links and of the marketplace call. */
  config: AuthorLandingConfig;
  /**
   * Inside another page (the ebook site's "I already have a book" mode): the hero title is an
   * `h2`, section headings `h3`, and the `haveBook` introduction shows above the hero. Standalone,
   * the hero title is the page's `h1`.
   * @default false
   */
  embedded?: boolean;
}

/**
 * The author-publishing landing (docs/PRODUCT.md §2.6), in page order: hero with the badge and the
 * live-publishing demo card, the 4 steps (`#steps-section`), the live marketplace strip of 6 books
 * and the bundle card, affiliates, the 9 editor features, the DOCX upload card, the
 * connected-account section with its countries and alternatives, the 6-step workflow,
 * 3 testimonials, the royalty comparison, the 6-question FAQ, and the final call to action with the
 * stats row. Server-rendered: only the demo card, the strip, the bundle card and the FAQ are islands
 * (registered by each site under those names); everything else is static markup.
 *
 * ```tsx
 * <AuthorLanding copy={messages.author} common={messages.common} locale="es"
 *   config={{ appUrl, marketplaceUrl, apiBaseUrl, coverBaseUrl }} />
 * ```
 */
export function AuthorLanding({
  copy,
  common,
  locale,
  config,
  embedded = false,
}: AuthorLandingProps) {
  const headingLevel = embedded ? 3 : 2;
  const site = { common, locale, config };
  // The anchors the author site's header and footer link to. Embedded, the host page has its own
  // `#faq`, and its links never point here (a hash other than `#have-book` shows the other mode).
  const anchor = (id: string) => (embedded ? undefined : id);
  return (
    <div className={styles.root}>
      {embedded ? <AuthorHaveBook copy={copy.haveBook} /> : null}
      <AuthorHero copy={copy} {...site} embedded={embedded} />
      <AuthorSteps copy={copy.steps} headingLevel={headingLevel} />
      <AuthorMarketplace copy={copy} {...site} headingLevel={headingLevel} />
      <AuthorAffiliate copy={copy.affiliate} {...site} headingLevel={headingLevel} />
      <AuthorEditor copy={copy.editor} headingLevel={headingLevel} />
      <AuthorUpload copy={copy.upload} headingLevel={headingLevel} />
      <AuthorConnect copy={copy.connect} common={common} headingLevel={headingLevel} />
      <AuthorWorkflow copy={copy.workflow} headingLevel={headingLevel} />
      <AuthorTestimonials copy={copy.testimonials} locale={locale} headingLevel={headingLevel} />
      <AuthorRoyalties
        copy={copy.royalties}
        id={anchor(copy.royalties.id)}
        headingLevel={headingLevel}
      />
      <AuthorFaq copy={copy.faq} id={anchor(copy.faq.id)} headingLevel={headingLevel} />
      <AuthorFinalCta copy={copy} {...site} headingLevel={headingLevel} />
    </div>
  );
}
