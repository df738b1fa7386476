import type { Locale, Messages } from '@landing/content';
import { CtaLink, type HeadingLevel, Section } from '@landing/ui/components/Section';
import { StatsRow } from '@landing/ui/components/StatsRow';
import { visuallyHidden } from '@landing/ui/theme';
import type { AuthorConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { authorCta } from '../shared.js';
import * as styles from './AuthorFinalCta.css.js';

export interface AuthorFinalCtaProps {
  /** The closing call to action's and the stats' copy, from `messages.author`. */
  copy: Pick<Messages['author'], 'finalCta' | 'stats'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<AuthorConfig, 'appUrl'>;
  /**
   * Level of the section heading; the stats' (hidden) heading is one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The closing call to action of the author landing (docs/PRODUCT.md §2.6), with the stats row. */
export function AuthorFinalCta({
  copy,
  common,
  locale,
  config,
  headingLevel = 2,
}: AuthorFinalCtaProps) {
  const { finalCta, stats } = copy;
  const Sub = `h${(headingLevel + 1) as HeadingLevel}` as const;
  const cta = authorCta(finalCta.cta, {
    appUrl: config.appUrl,
    locale,
    newTabLabel: common.opensInNewTab,
    track: 'final_publish_book',
  });
  return (
    <Section
      heading={finalCta.heading}
      headingLevel={headingLevel}
      intro={finalCta.text}
      tone="inverse"
    >
      <div className={shared.actions}>
        <CtaLink cta={cta} size="lg" variant="inverse" />
      </div>
      <Sub className={visuallyHidden}>{stats.label}</Sub>
      <StatsRow items={[...stats.items]} className={styles.stats} />
    </Section>
  );
}
