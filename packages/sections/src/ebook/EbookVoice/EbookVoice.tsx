import type { Locale, Messages } from '@landing/content';
import { CtaLink, Section } from '@landing/ui/components/Section';
import { VoiceToBookAnimation } from '@landing/ui/components/VoiceToBookAnimation';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import { registrationCta } from '../shared.js';
import * as styles from './EbookVoice.css.js';

export interface EbookVoiceProps {
  /** `messages.ebook.hero.voice`. */
  copy: Messages['ebook']['hero']['voice'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * Voice to book (docs/PRODUCT.md §2.2 item 1): the "NEW" badge, the text, a registration link and
 * the looping animation, an island that hydrates as it nears the viewport.
 */
export function EbookVoice({ copy, common, locale, config }: EbookVoiceProps) {
  return (
    <Section heading={copy.heading} tone="soft" align="start">
      <div className={styles.root}>
        <div>
          <span className={styles.badge}>{copy.badge}</span>
          <p>{copy.text}</p>
          <CtaLink
            cta={registrationCta({ appUrl: config.appUrl, locale }, copy.cta, common.opensInNewTab)}
          />
        </div>
        <EbookIsland
          name="VoiceToBookAnimation"
          component={VoiceToBookAnimation}
          hydrate="visible"
          props={{
            labels: {
              recording: copy.animation.recording,
              ready: copy.animation.ready,
              description: copy.animation.description,
            },
          }}
        />
      </div>
    </Section>
  );
}
