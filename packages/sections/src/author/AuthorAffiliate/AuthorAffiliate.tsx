import type { Locale, Messages } from '@landing/content';
import { FeatureGrid } from '@landing/ui/components/FeatureGrid';
import { CtaLink, type HeadingLevel, Section } from '@landing/ui/components/Section';
import type { AuthorConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { authorCta, featureItems } from '../shared.js';

export interface AuthorAffiliateProps {
  /** `messages.author.affiliate`. */
  copy: Messages['author']['affiliate'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<AuthorConfig, 'appUrl'>;
  /**
   * Level of the section heading; the points' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The affiliate programme of the author landing (docs/PRODUCT.md §2.6): four points and a call to action. */
export function AuthorAffiliate({
  copy,
  common,
  locale,
  config,
  headingLevel = 2,
}: AuthorAffiliateProps) {
  const cta = authorCta(copy.cta, {
    appUrl: config.appUrl,
    locale,
    newTabLabel: common.opensInNewTab,
    track: 'affiliate_create_account',
  });
  return (
    <Section heading={copy.heading} headingLevel={headingLevel} intro={copy.intro} tone="soft">
      <FeatureGrid
        items={featureItems(copy.points)}
        columns={4}
        headingLevel={(headingLevel + 1) as HeadingLevel}
      />
      <div className={shared.actions}>
        <CtaLink cta={cta} size="lg" />
      </div>
    </Section>
  );
}
