import type { Locale, Messages } from '@landing/content';
import { CtaLink, Section } from '@landing/ui/components/Section';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { registrationCta } from '../shared.js';
import { TickList } from '../TickList.js';

export interface EbookBenefitsProps {
  /** `messages.ebook.hero.benefits`. */
  copy: Messages['ebook']['hero']['benefits'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * The create mode's benefits (docs/PRODUCT.md §2.2 item 1): ticked points and "Get Free Sample",
 * with the note under it that says what the button gives (a sample written on the free trial).
 */
export function EbookBenefits({ copy, common, locale, config }: EbookBenefitsProps) {
  return (
    <Section heading={copy.heading} tone="soft">
      <div className={shared.stack}>
        <TickList items={copy.items} />
        <div className={shared.row}>
          <CtaLink
            cta={registrationCta({ appUrl: config.appUrl, locale }, copy.cta, common.opensInNewTab)}
          />
        </div>
        <p className={shared.center}>{copy.ctaNote}</p>
      </div>
    </Section>
  );
}
