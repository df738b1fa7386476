import type { Locale, Messages } from '@landing/content';
import { LiveBundleCard } from '@landing/site-kit/live/LiveBundleCard';
import { LiveMarketplaceStrip } from '@landing/site-kit/live/LiveMarketplaceStrip';
import { AuthorIsland } from '../../islands';
import type { AuthorConfig } from '../config.js';
import { authorCta, ExternalLink } from '../shared.js';
import * as styles from './AuthorMarketplace.css.js';

export interface AuthorMarketplaceProps {
  /** The strip's and the bundle card's copy, from `messages.author`. */
  copy: Pick<Messages['author'], 'strip' | 'bundle'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: prices, and `lang=es` on its links from a Spanish page. */
  locale: Locale;
  /** The marketplace call's hosts and the registration host. */
  config: AuthorConfig;
  /**
   * Level of the strip's and the bundle card's headings.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The live marketplace of the author landing (docs/PRODUCT.md §2.6): the strip of the 6 top books,
 * the link to the whole marketplace and the bundle card priced from the same books. The strip and
 * the card are islands that hydrate as they near the viewport and share the one data call
 * (docs/PRODUCT.md §7.1); the server renders their placeholders and sample values.
 */
export function AuthorMarketplace({
  copy,
  common,
  locale,
  config,
  headingLevel = 2,
}: AuthorMarketplaceProps) {
  const { strip, bundle } = copy;
  const newTab = common.opensInNewTab;
  const marketplace = {
    apiBaseUrl: config.apiBaseUrl,
    coverBaseUrl: config.coverBaseUrl,
    marketplaceUrl: config.marketplaceUrl,
  };
  return (
    <>
      <AuthorIsland
        name="LiveMarketplaceStrip"
        component={LiveMarketplaceStrip}
        hydrate="visible"
        props={{
          ...marketplace,
          heading: strip.heading,
          headingLevel,
          intro: strip.intro,
          labels: { loading: strip.loading, free: strip.free, price: strip.price },
          locale,
        }}
      />
      <div className={styles.band} data-block="bundle">
        <p className={styles.viewAll}>
          <ExternalLink href={config.marketplaceUrl} newTabLabel={newTab} track="marketplace_open">
            {strip.viewAll}
          </ExternalLink>
        </p>
        <div className={styles.bundle}>
          <AuthorIsland
            name="LiveBundleCard"
            component={LiveBundleCard}
            hydrate="visible"
            props={{
              ...marketplace,
              heading: bundle.heading,
              headingLevel,
              badge: bundle.badge,
              text: bundle.text,
              cta: authorCta(bundle.cta, {
                appUrl: config.appUrl,
                locale,
                newTabLabel: newTab,
                track: 'publish_create_account',
              }),
              labels: {
                firstPrice: bundle.firstBook,
                total: bundle.total,
                bundlePrice: bundle.bundlePrice,
                saved: bundle.saved,
                liveNote: bundle.liveNote,
                sampleNote: bundle.sampleNote,
              },
              locale,
            }}
          />
        </div>
      </div>
    </>
  );
}
