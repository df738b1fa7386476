import type { Locale, Messages } from '@landing/content';
import { CtaLink, Section } from '@landing/ui/components/Section';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { proxiedImage, registrationCta } from '../shared.js';
import * as styles from './EbookShowcase.css.js';

export interface EbookShowcaseProps {
  /** `messages.ebook.hero.showcase`. */
  copy: Messages['ebook']['hero']['showcase'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host and the image proxy. */
  config: Pick<EbookConfig, 'appUrl' | 'imageBaseUrl'>;
}

// Illustrations are drawn at 4:3; fixed attributes reserve their box so nothing shifts
// (docs/ARCHITECTURE.md "Components").
const FEATURE_IMAGE = { width: 640, height: 480 } as const;

/**
 * The create mode's illustrated features (docs/PRODUCT.md §2.2 item 1): one section each, picture
 * and text side by side from the tablet width, alternating sides; the last one ends with a call to
 * action.
 */
export function EbookShowcase({ copy, common, locale, config }: EbookShowcaseProps) {
  const last = copy.sections.length - 1;
  return copy.sections.map((s, i) => (
    <Section key={s.id} heading={s.heading} align="start">
      <div className={styles.feature} data-flip={i % 2 === 1 ? '' : undefined}>
        <img
          className={styles.media}
          src={proxiedImage(config.imageBaseUrl, s.image.path)}
          alt={s.image.alt}
          loading="lazy"
          {...FEATURE_IMAGE}
        />
        <div className={shared.stack}>
          <p className={styles.text}>{s.text}</p>
          {i === last ? (
            <div className={shared.rowStart}>
              <CtaLink
                cta={registrationCta(
                  { appUrl: config.appUrl, locale },
                  copy.cta,
                  common.opensInNewTab,
                )}
              />
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  ));
}
