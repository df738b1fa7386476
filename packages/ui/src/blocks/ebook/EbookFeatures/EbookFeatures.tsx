import type { Messages } from '@landing/content';
import { FeatureGrid } from '../../../components/FeatureGrid/FeatureGrid.js';
import { CtaLink } from '../../../components/Section/CtaLink.js';
import { Section } from '../../../components/Section/Section.js';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { registrationCta } from '../shared.js';

export interface EbookFeaturesProps {
  /** `messages.ebook.features`. */
  copy: Messages['ebook']['features'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/** Features (docs/PRODUCT.md §2.2 item 4), anchor `features`: the tiles and a registration link. */
export function EbookFeatures({ copy, common, config }: EbookFeaturesProps) {
  return (
    <Section id="features" heading={copy.heading} intro={copy.intro}>
      <div className={shared.stack}>
        <FeatureGrid items={[...copy.items]} />
        <div className={shared.row}>
          <CtaLink cta={registrationCta(config.appUrl, copy.cta, common.opensInNewTab)} />
        </div>
      </div>
    </Section>
  );
}
