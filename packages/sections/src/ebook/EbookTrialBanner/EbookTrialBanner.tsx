import type { Locale, Messages } from '@landing/content';
import { buildRegistrationUrl } from '@landing/tracking';
import { CtaBanner } from '@landing/ui/components/CtaBanner';
import type { EbookConfig } from '../config.js';

export interface EbookTrialBannerProps {
  /** `messages.ebook.hero.trialBanner`. */
  copy: Messages['ebook']['hero']['trialBanner'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/** The create mode's risk-free trial banner (docs/PRODUCT.md §2.2 item 1). */
export function EbookTrialBanner({ copy, common, locale, config }: EbookTrialBannerProps) {
  return (
    <CtaBanner
      tone="trial"
      eyebrow={copy.badge}
      heading={copy.heading}
      text={copy.text}
      newTabLabel={common.opensInNewTab}
      actions={[
        {
          label: copy.cta.label,
          href: buildRegistrationUrl({ appUrl: config.appUrl, locale, action: copy.cta.action }),
          track: copy.cta.event,
          opensInNewTab: true,
        },
      ]}
    />
  );
}
