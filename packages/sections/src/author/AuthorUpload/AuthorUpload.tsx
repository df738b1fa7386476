import type { Messages } from '@landing/content';
import { Icon } from '@landing/ui/components/Icon';
import { type HeadingLevel, Section } from '@landing/ui/components/Section';
import * as shared from '../shared.css.js';
import * as styles from './AuthorUpload.css.js';

export interface AuthorUploadProps {
  /** `messages.author.upload`. */
  copy: Messages['author']['upload'];
  /**
   * Level of the section heading; the card's heading is one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * DOCX upload on the author landing (docs/PRODUCT.md §2.6): the file rules, the checks the upload
 * runs and what it fixes, in one card.
 */
export function AuthorUpload({ copy, headingLevel = 2 }: AuthorUploadProps) {
  const Sub = `h${(headingLevel + 1) as HeadingLevel}` as const;
  return (
    <Section heading={copy.heading} headingLevel={headingLevel} intro={copy.text} tone="soft">
      <div className={shared.card}>
        <dl className={styles.rules} aria-label={copy.rulesLabel}>
          {copy.rules.map((rule) => (
            <div key={rule.id} className={styles.rule}>
              <dt className={styles.ruleLabel}>
                <Icon name={rule.icon} size={20} className={shared.pointIcon} />
                {rule.label}
              </dt>
              <dd className={styles.ruleValue}>{rule.value}</dd>
            </div>
          ))}
        </dl>
        <Sub className={shared.subheading}>{copy.checksHeading}</Sub>
        <ul className={styles.checks}>
          {copy.checks.map((check) => (
            <li key={check.id} className={styles.check}>
              <Icon name="check" size={18} className={shared.pointIcon} />
              {check.text}
            </li>
          ))}
        </ul>
        <p className={shared.note}>{copy.fixes}</p>
      </div>
    </Section>
  );
}
