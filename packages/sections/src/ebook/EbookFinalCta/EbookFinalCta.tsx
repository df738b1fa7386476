import type { Locale, Messages } from '@landing/content';
import { CtaBanner } from '@landing/ui/components/CtaBanner';
import { ParticleBackground } from '@landing/ui/components/ParticleBackground';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import { registrationCta } from '../shared.js';
import * as styles from './EbookFinalCta.css.js';

export interface EbookFinalCtaProps {
  /** `messages.ebook.finalCta`. */
  copy: Messages['ebook']['finalCta'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * The final call to action (docs/PRODUCT.md §2.2 item 9) over the particle background (item 10),
 * an island that hydrates as it nears the viewport. "Start Free Trial" is the registration link and
 * "Watch Demo" leads to the how-it-works section, where the demo video opens; both record their
 * event.
 */
export function EbookFinalCta({ copy, common, locale, config }: EbookFinalCtaProps) {
  const { primaryCta, secondaryCta } = copy;
  return (
    <div className={styles.root}>
      <EbookIsland
        name="ParticleBackground"
        component={ParticleBackground}
        hydrate="visible"
        props={{ density: 'medium', color: 'violet', seed: 7 }}
      />
      <CtaBanner
        heading={copy.heading}
        text={copy.text}
        newTabLabel={common.opensInNewTab}
        actions={[
          registrationCta({ appUrl: config.appUrl, locale }, primaryCta, common.opensInNewTab),
          {
            label: secondaryCta.label,
            href: `#${secondaryCta.anchor}`,
            track: secondaryCta.event,
            variant: 'secondary',
          },
        ]}
      />
    </div>
  );
}
