import type { Messages } from '@landing/content';
import { CountryList } from '@landing/ui/components/CountryList';
import { type HeadingLevel, Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';
import * as shared from '../shared.css.js';
import { ExternalLink } from '../shared.js';
import * as styles from './AuthorConnect.css.js';

export interface AuthorConnectProps {
  /** `messages.author.connect`. */
  copy: Messages['author']['connect'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /**
   * Level of the section heading; the steps' and cards' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * Getting paid on the author landing (docs/PRODUCT.md §2.6): how connecting an account works, the
 * royalty and payout facts, the supported countries (the list expands without JavaScript) and the
 * alternatives elsewhere.
 */
export function AuthorConnect({ copy, common, headingLevel = 2 }: AuthorConnectProps) {
  const sub = (headingLevel + 1) as HeadingLevel;
  const Sub = `h${sub}` as const;
  const newTab = common.opensInNewTab;
  return (
    <Section heading={copy.heading} headingLevel={headingLevel} intro={copy.intro}>
      <p className={styles.kicker}>{copy.howHeading}</p>
      <StepList steps={[...copy.how]} headingLevel={sub} />
      <dl className={styles.facts}>
        {[copy.royalty, copy.payouts].map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
            <dd className={styles.factText}>{fact.text}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.grid}>
        <div className={shared.card}>
          <CountryList
            heading={copy.countriesHeading}
            headingLevel={sub}
            countries={[...copy.countries]}
            more={[...copy.moreCountries]}
            labels={{ showMore: copy.showMore, showLess: copy.showFewer }}
          />
          <p className={shared.note}>{copy.countriesIntro}</p>
          <p>
            <ExternalLink href={copy.fullList.href} newTabLabel={newTab}>
              {copy.fullList.label}
            </ExternalLink>
          </p>
        </div>
        <div className={shared.card}>
          <Sub className={shared.subheading}>{copy.elsewhere.heading}</Sub>
          <p className={shared.note}>{copy.elsewhere.text}</p>
          <Sub className={shared.subheading}>{copy.alternatives.heading}</Sub>
          <ul className={styles.alternatives}>
            {copy.alternatives.items.map((item) => (
              <li key={item.id} className={styles.alternative}>
                <ExternalLink href={item.href} newTabLabel={newTab}>
                  {item.name}
                </ExternalLink>
                <p className={shared.note}>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
