import type { Messages } from '@landing/content';
import { CtaBanner } from '../../../components/CtaBanner/CtaBanner.js';
import { ParticleBackground } from '../../../components/ParticleBackground/ParticleBackground.js';
import { Island } from '../../../islands/Island.js';
import * as styles from './EbookFinalCta.css.js';

export interface EbookFinalCtaProps {
  /** `messages.ebook.finalCta`. */
  copy: Messages['ebook']['finalCta'];
}

/**
 * The final call to action (docs/PRODUCT.md §2.2 item 9) over the particle background (item 10),
 * an island that hydrates as it nears the viewport. Both buttons only record their event.
 */
export function EbookFinalCta({ copy }: EbookFinalCtaProps) {
  return (
    <div className={styles.root}>
      <Island
        name="ParticleBackground"
        component={ParticleBackground}
        hydrate="visible"
        props={{ density: 'medium', color: 'violet', seed: 7 }}
      />
      <CtaBanner
        heading={copy.heading}
        text={copy.text}
        actions={[
          { label: copy.primaryCta.label, track: copy.primaryCta.event },
          { label: copy.secondaryCta.label, track: copy.secondaryCta.event, variant: 'secondary' },
        ]}
      />
    </div>
  );
}
