import type { Locale, Messages } from '@landing/content';
import { buildPublishUrl } from '@landing/tracking';
import { ButtonLink } from '@landing/ui/components/Button';
import { Icon } from '@landing/ui/components/Icon';
import { LiveDemoCard } from '@landing/ui/components/LiveDemoCard';
import { visuallyHidden } from '@landing/ui/theme';
import { AuthorIsland } from '../../islands';
import type { AuthorConfig } from '../config.js';
import * as shared from '../shared.css.js';
import * as styles from './AuthorHero.css.js';

export interface AuthorHeroProps {
  /** The hero's and the demo card's copy, from `messages.author`. */
  copy: Pick<Messages['author'], 'hero' | 'demoCard'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language; a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host and the marketplace the demo card links to. */
  config: Pick<AuthorConfig, 'appUrl' | 'marketplaceUrl'>;
  /**
   * Inside another page: the title is an `h2` and the host page marks its own hero for the page
   * view. Standalone, the title is the page's `h1`.
   * @default false
   */
  embedded?: boolean;
  /**
   * Whether the demo card switches to "live" after its delay. Stories hold it on "Processing..."
   * (`false`), so a screenshot never depends on how long the page took to load.
   * @default true
   */
  demoAutoPlay?: boolean;
}

/**
 * The author landing's hero (docs/PRODUCT.md §2.6): the badge, the title, the publish link and the
 * in-page link to the steps, the trust points and the live-publishing demo card, an island that
 * hydrates at once (it animates in the first screen).
 */
export function AuthorHero({
  copy,
  common,
  locale,
  config,
  embedded = false,
  demoAutoPlay = true,
}: AuthorHeroProps) {
  const { hero, demoCard } = copy;
  const Title = embedded ? 'h2' : 'h1';
  const newTab = common.opensInNewTab;
  return (
    <section
      className={styles.root}
      aria-labelledby="author-hero-heading"
      data-page-view={embedded ? undefined : ''}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.badge}>{hero.badge}</p>
          <Title
            id="author-hero-heading"
            className={embedded ? styles.titleEmbedded : styles.title}
          >
            {hero.headline}
          </Title>
          <p className={styles.lead}>{hero.subheadline}</p>
          <div className={styles.actions}>
            <ButtonLink
              href={buildPublishUrl({ appUrl: config.appUrl, locale })}
              size="lg"
              opensInNewTab
              newTabLabel={newTab}
              data-track="author_publish_cta"
            >
              {hero.primaryCta}
            </ButtonLink>
            <ButtonLink href={`#${hero.secondaryAnchor}`} size="lg" variant="secondary">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
          <p className={visuallyHidden}>{hero.trustLabel}</p>
          <ul className={styles.trustList}>
            {hero.trustPoints.map((point) => (
              <li key={point.id} className={styles.trustItem}>
                <Icon name={point.icon} size={20} className={shared.pointIcon} />
                {point.text}
              </li>
            ))}
          </ul>
        </div>
        <figure className={styles.demo} aria-label={demoCard.label}>
          <AuthorIsland
            name="LiveDemoCard"
            component={LiveDemoCard}
            // Its 5 s starts once it is on screen: after load here, when shown in the ebook
            // site's have-book mode.
            hydrate="visible"
            props={{
              labels: {
                title: demoCard.progressTitle,
                processing: demoCard.processing,
                live: demoCard.liveTitle,
                viewLink: demoCard.marketplaceLink,
                newTab,
              },
              href: config.marketplaceUrl,
              opensInNewTab: true,
              // Only when held: the sites' island props stay as they were.
              ...(demoAutoPlay ? {} : { autoPlay: false }),
            }}
          />
          <figcaption className={styles.caption}>{demoCard.caption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
