import type { Messages } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import * as shared from '../shared.css.js';
import * as styles from './EbookTranslate.css.js';

export interface EbookTranslateProps {
  /** `messages.ebook.translate`. */
  copy: Messages['ebook']['translate'];
}

/**
 * Translate (docs/PRODUCT.md §2.4), anchor `translate`: one sentence in eight languages, each
 * marked with its own `lang` so it is read and shaped as that language.
 */
export function EbookTranslate({ copy }: EbookTranslateProps) {
  return (
    <Section id="translate" heading={copy.heading} intro={copy.text}>
      <div className={shared.stack}>
        <ul className={styles.samples} aria-label={copy.samplesLabel}>
          {copy.samples.map((s) => (
            <li key={s.id} className={styles.sample}>
              <strong className={styles.language}>{s.language}</strong>
              <p className={styles.text} lang={s.lang}>
                {s.sample}
              </p>
            </li>
          ))}
        </ul>
        <p className={shared.center}>{copy.howTo}</p>
      </div>
    </Section>
  );
}
