import {
  CLAIM_EVIDENCE,
  formatMessage,
  isTranslation,
  type Locale,
  type Messages,
  type ReviewSource,
} from '@landing/content';
import { Rotator } from '@landing/ui/components/Rotator';
import { CtaLink, Section } from '@landing/ui/components/Section';
import { StatsRow } from '@landing/ui/components/StatsRow';
import { visuallyHidden } from '@landing/ui/theme';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { proxiedImage, registrationCta, reviewsHref } from '../shared.js';
import * as styles from './EbookTestimonials.css.js';

export interface EbookTestimonialsProps {
  /** `messages.ebook.testimonials`, and the carousel's role descriptions (`messages.ebook.carousel`). */
  copy: Messages['ebook']['testimonials'] & { carousel: Messages['ebook']['carousel'] };
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /**
   * The registration host, the review listing, the two review sites' names and the screenshots
   * through the image proxy.
   */
  config: Pick<
    EbookConfig,
    'appUrl' | 'imageBaseUrl' | 'reviewsUrl' | 'reviewSites' | 'reviewShotPaths'
  >;
}

/**
 * Testimonials (docs/PRODUCT.md §2.2 item 7), anchor `testimonials`: the rotator (an island that
 * hydrates as it nears the viewport), the stats, the link to more reviews, the review screenshots
 * and a closing registration link. The copy says which of the two review sites each quote and
 * screenshot is from (`source`); the configuration names them. A quote its reviewer wrote in the
 * other language says it is a translation (`CLAIM_EVIDENCE`, packages/content/src/evidence.ts).
 */
export function EbookTestimonials({ copy, common, locale, config }: EbookTestimonialsProps) {
  const { controls, carousel } = copy;
  const siteOf = (source: ReviewSource) => config.reviewSites[source];
  return (
    <Section id="testimonials" heading={copy.heading} intro={copy.intro} tone="soft">
      <div className={shared.stack}>
        <EbookIsland
          name="Rotator"
          component={Rotator}
          hydrate="visible"
          props={{
            items: copy.items.map(({ id, quote, author, title, source, rating }) => ({
              id,
              quote,
              author,
              title,
              platform: siteOf(source),
              rating,
              translated: isTranslation(CLAIM_EVIDENCE.testimonials[id], locale),
            })),
            labels: {
              region: controls.label,
              pause: controls.pause,
              play: controls.play,
              goTo: controls.goTo,
              position: controls.position,
              rating: copy.ratingLabel,
              source: copy.sourceLabel,
              translated: copy.translatedLabel,
              roleDescription: carousel.roleDescription,
              slideRoleDescription: carousel.slideRoleDescription,
            },
          }}
        />
        <StatsRow items={copy.stats.items.map((s) => ({ ...s }))} />
        <p className={shared.center}>
          <a
            className={shared.link}
            href={reviewsHref(config.reviewsUrl, locale)}
            data-track="testimonials_read_reviews"
            target="_blank"
            rel="noopener"
          >
            {copy.readMore}
            <span className={visuallyHidden}> {common.opensInNewTab}</span>
          </a>
        </p>
        <h3 className={shared.subheading}>{copy.reviewImages.heading}</h3>
        <ul className={styles.shots}>
          {config.reviewShotPaths.map((path, i) => {
            const shot = copy.reviewImages.shots[i];
            return (
              <li key={path}>
                <img
                  className={styles.shot}
                  src={proxiedImage(config.imageBaseUrl, path)}
                  alt={shot ? formatMessage(shot.alt, { platform: siteOf(shot.source) }) : ''}
                  width={240}
                  height={160}
                  loading="lazy"
                />
              </li>
            );
          })}
        </ul>
        <div className={shared.row}>
          <CtaLink
            cta={registrationCta({ appUrl: config.appUrl, locale }, copy.cta, common.opensInNewTab)}
          />
        </div>
      </div>
    </Section>
  );
}
