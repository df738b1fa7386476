import type { Locale, Messages } from '@landing/content';
import { FeatureGrid } from '@landing/ui/components/FeatureGrid';
import { CtaLink, Section } from '@landing/ui/components/Section';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { registrationCta } from '../shared.js';

export interface EbookFeaturesProps {
  /** `messages.ebook.features`. */
  copy: Messages['ebook']['features'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/** Features (docs/PRODUCT.md §2.2 item 4), anchor `features`: the tiles and a registration link. */
export function EbookFeatures({ copy, common, locale, config }: EbookFeaturesProps) {
  return (
    <Section id="features" heading={copy.heading} intro={copy.intro}>
      <div className={shared.stack}>
        <FeatureGrid items={[...copy.items]} />
        <div className={shared.row}>
          <CtaLink
            cta={registrationCta({ appUrl: config.appUrl, locale }, copy.cta, common.opensInNewTab)}
          />
        </div>
      </div>
    </Section>
  );
}
