import {
  type Fact,
  FORMAT_LOCALES,
  formatLongDate,
  formatMessage,
  formatNumber,
  isPlaceholder,
  LEGAL_FACTS,
  LEGAL_KEYS,
  type LegalFacts,
  type LegalKey,
  type Locale,
  type Messages,
  pathOf,
  type SiteId,
} from '@landing/content';
import { COOKIES, type CookieEntry, type CookieId } from '@landing/content/cookies';
import { Button } from '@landing/ui/components/Button';
import { Section } from '@landing/ui/components/Section';
import { Fragment, type ReactNode } from 'react';
import * as styles from './LegalPage.css.js';

/** The configured hosts the privacy policy names (the site configuration's values). */
export interface LegalPageConfig {
  /** The app host (`{app}`): sign-up and log-in. */
  appUrl: string;
  /** The marketplace API base (`{api}`). */
  apiBaseUrl: string;
  /** The cover storage base (`{storage}`, with the image base). */
  coverBaseUrl: string;
  /** The image proxy base (`{storage}`, with the cover base). */
  imageBaseUrl: string;
}

export interface LegalPageProps {
  /** Which of the five pages. */
  page: LegalKey;
  /** The legal copy of the page's language, `messages.legal`. */
  copy: Messages['legal'];
  /** The page's language: the date's format and the links to the other legal pages. */
  locale: Locale;
  /** The site, whose route table gives the links to the other legal pages. */
  site: SiteId;
  /** The hosts the privacy policy names. */
  config: LegalPageConfig;
  /**
   * The facts the pages state: who runs the sites (the legal notice; `{email}` everywhere), the
   * processors, retention, jurisdiction and the accessibility review. A fact still a placeholder
   * shows marked as one.
   * @default LEGAL_FACTS (packages/content/src/legal/facts.ts)
   */
  facts?: LegalFacts;
}

type LegalCopy = Messages['legal'];
type PageCopy = LegalCopy['pages'][LegalKey];
type SectionCopy = PageCopy['sections'][number];

/** The host of a configured URL ("books.example.com"), or the value itself if it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Copy with its `{placeholders}` filled by elements (links) or text: `formatMessage` fills strings
 * only. An unknown placeholder stays visible as written, as `formatMessage` leaves it.
 */
function fill(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/\{(\w+)\}/).map((part, index) => (
    // Even parts are text, odd parts placeholder names; the order never changes.
    <Fragment key={index}>{index % 2 === 0 ? part : (values[part] ?? `{${part}}`)}</Fragment>
  ));
}

/**
 * A fact nobody has given yet, marked so a reader can tell it from a fact: "[To set: Tax ID]" in
 * the copy's words around the placeholder's own description.
 */
function Placeholder({ what, copy }: { what: string; copy: LegalCopy }) {
  return <mark className={styles.placeholder}>{formatMessage(copy.placeholder, { what })}</mark>;
}

/** A fact as the page shows it: `render`'s output, or the marked placeholder in its place. */
function fact<T>(
  value: Fact<T>,
  copy: LegalCopy,
  render: (value: T) => ReactNode = (v) => v as ReactNode,
): ReactNode {
  return isPlaceholder(value) ? (
    <Placeholder what={value.placeholder} copy={copy} />
  ) : (
    render(value)
  );
}

type Unit = keyof LegalCopy['units'];

/** "14 days", "1 working day", "2 years": a count in a unit, by the language's plural rule. */
function formatCount(count: number, unit: Unit, copy: LegalCopy, locale: Locale): string {
  const rule = new Intl.PluralRules(FORMAT_LOCALES[locale]).select(count);
  const forms = copy.units[unit];
  return formatMessage(rule === 'one' ? forms.one : forms.other, {
    count: formatNumber(count, locale),
  });
}

/**
 * A cookie list duration in words: whole years or whole months where the days make them ("730"
 * is 2 years, "90" 3 months, "390" 13 months), days otherwise (182, 1); a session entry lasts
 * until the browser closes, session storage until the tab closes.
 */
export function formatCookieDuration(
  entry: Pick<CookieEntry, 'duration' | 'kind'>,
  copy: LegalCopy,
  locale: Locale,
): string {
  const { duration } = entry;
  const words = copy.cookieTable.durations;
  if (duration === 'untilCleared') return words.untilCleared;
  if (duration === 'session') return entry.kind === 'sessionStorage' ? words.tab : words.session;
  if ('minutes' in duration) return formatCount(duration.minutes, 'minute', copy, locale);
  const { days } = duration;
  if (days >= 365 && days % 365 === 0) return formatCount(days / 365, 'year', copy, locale);
  if (days >= 30 && days % 30 === 0) return formatCount(days / 30, 'month', copy, locale);
  return formatCount(days, 'day', copy, locale);
}

/** A country's name in the page's language, from its ISO 3166-1 code ("IE" is "Irlanda"). */
function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames(FORMAT_LOCALES[locale], { type: 'region' }).of(code) ?? code;
}

/** The days the stored cookie choice lasts: the consent entry of the cookie list. */
const CONSENT_DAYS = (() => {
  const entry = COOKIES.find((cookie) => cookie.id === 'consent');
  return entry && typeof entry.duration === 'object' && 'days' in entry.duration
    ? entry.duration.days
    : Number.NaN;
})();

/** Labels and values as a definition list: each label and its value on one line where they fit. */
function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The first letter in upper case: a list of roles starts a value ("Tag manager, …"). */
const capitalize = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleUpperCase(FORMAT_LOCALES[locale]) + text.slice(1);

/**
 * The companies that process data for the sites (the privacy policy), the host first: each one's
 * name as a heading, then what it does, where, and what covers a transfer outside the EEA. A host
 * not yet named is one marked placeholder under a marked heading.
 */
function Processors({
  labels,
  facts,
  copy,
  locale,
}: {
  labels: Extract<SectionCopy, { processors: unknown }>['processors'];
  facts: LegalFacts;
  copy: LegalCopy;
  locale: Locale;
}) {
  const words = copy.facts;
  const roles = new Intl.ListFormat(FORMAT_LOCALES[locale]);
  const hosting = isPlaceholder(facts.hosting) ? null : facts.hosting;
  return (
    <>
      {hosting === null ? (
        <Fragment key="hosting">
          <h3>{fact(facts.hosting, copy)}</h3>
          <Details rows={[[labels.roles, capitalize(words.roles.hosting, locale)]]} />
        </Fragment>
      ) : null}
      {[...(hosting ? [hosting] : []), ...facts.processors].map((processor) => (
        <Fragment key={processor.name}>
          <h3>{processor.name}</h3>
          <Details
            rows={[
              [
                labels.roles,
                capitalize(roles.format(processor.roles.map((role) => words.roles[role])), locale),
              ],
              [labels.country, fact(processor.country, copy, (code) => countryName(code, locale))],
              [
                labels.transfer,
                fact(processor.transfer, copy, (basis) => words.transfer[basis ?? 'eea']),
              ],
            ]}
          />
        </Fragment>
      ))}
    </>
  );
}

/** The accessibility review (the accessibility statement): status, date, method, answer time. */
function Review({
  labels,
  review,
  copy,
  locale,
}: {
  labels: Extract<SectionCopy, { review: unknown }>['review'];
  review: LegalFacts['accessibility'];
  copy: LegalCopy;
  locale: Locale;
}) {
  const words = copy.facts;
  return (
    <Details
      rows={[
        [labels.status, fact(review.status, copy, (status) => words.status[status])],
        [
          labels.reviewedOn,
          fact(review.reviewedOn, copy, (date) => (
            <time dateTime={date}>{formatLongDate(date, locale)}</time>
          )),
        ],
        [labels.method, fact(review.method, copy, (method) => words.method[method])],
        [
          labels.answerDays,
          fact(review.answerDays, copy, (days) =>
            formatMessage(words.answerWithin, {
              days: formatCount(days, 'workingDay', copy, locale),
            }),
          ),
        ],
      ]}
    />
  );
}

/**
 * The cookie policy's table: one row per entry of the cookie list (`COOKIES`), its words from the
 * copy's `cookieTable`. Six columns do not fit a phone, so the table scrolls sideways in a region
 * of its own, which the keyboard can reach and a screen reader names by the caption.
 */
function CookieTable({ copy, locale }: { copy: LegalCopy; locale: Locale }) {
  const table = copy.cookieTable;
  const { columns } = table;
  return (
    <section
      className={styles.tableScroll}
      aria-labelledby="cookie-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id="cookie-table-caption">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.owner}</th>
            <th scope="col">{columns.purpose}</th>
            <th scope="col">{columns.duration}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.consent}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((entry: CookieEntry & { id: CookieId }) => (
            <tr key={entry.id}>
              <th scope="row">
                <code>{entry.name}</code>
              </th>
              <td>
                {entry.domain === 'site'
                  ? table.owners[entry.owner]
                  : fill(table.ownerOn, {
                      owner: table.owners[entry.owner],
                      domain: <code>{entry.domain}</code>,
                    })}
              </td>
              <td>{table.rows[entry.id]}</td>
              <td>{formatCookieDuration(entry, copy, locale)}</td>
              <td>{table.kinds[entry.kind]}</td>
              <td>{table.consents[entry.purpose]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OperatorDetails({
  labels,
  operator,
  pricesIncludeVat,
  email,
  copy,
}: {
  labels: Extract<SectionCopy, { operator: unknown }>['operator'];
  operator: LegalFacts['operator'];
  pricesIncludeVat: LegalFacts['pricesIncludeVat'];
  email: ReactNode;
  copy: LegalCopy;
}) {
  const rows: Array<[string, ReactNode]> = [
    [labels.legalName, fact(operator.legalName, copy)],
    [
      labels.address,
      fact(operator.address, copy, (lines) =>
        lines.map((line, index) => (
          <Fragment key={line}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        )),
      ),
    ],
    [labels.registry, fact(operator.registry, copy)],
    [labels.taxId, fact(operator.taxId, copy)],
    [labels.email, email],
    [
      labels.prices,
      fact(pricesIncludeVat, copy, (included) =>
        included ? copy.facts.vat.included : copy.facts.vat.excluded,
      ),
    ],
  ];
  return <Details rows={rows} />;
}

/**
 * One of the five legal pages (docs/PRODUCT.md §2.8): the title as the page's `h1`, the date it was
 * last updated, an intro and short sections with `h2`s, each linkable by its id (`/privacy#rights`).
 * The copy's placeholders become links to the other legal pages, to the operator's and the
 * data-protection contact's addresses and to the data protection authority, the configured hosts,
 * or facts (days, a country, the courts). The facts come from `facts` (`LEGAL_FACTS`): the legal
 * notice lists the operator's details and the VAT statement, the privacy policy the processors,
 * the accessibility statement the review; a fact still a placeholder shows marked as one. The
 * cookie policy holds the table of the cookie list (`COOKIES`) and the button the consent script
 * opens the cookie settings from (`data-consent-open`). Static HTML: no island, no script.
 */
export function LegalPage({
  page,
  copy,
  locale,
  site,
  config,
  facts = LEGAL_FACTS,
}: LegalPageProps) {
  const content: PageCopy = copy.pages[page];
  const { operator } = facts;
  const email = <a href={`mailto:${operator.email}`}>{operator.email}</a>;
  const storageHosts = [...new Set([config.coverBaseUrl, config.imageBaseUrl].map(hostOf))];
  const days = (value: LegalFacts['serverLogDays']) =>
    fact(value, copy, (n) => formatCount(n, 'day', copy, locale));
  const values: Record<string, ReactNode> = {
    email,
    privacyContact: <a href={`mailto:${facts.privacyContact}`}>{facts.privacyContact}</a>,
    aepd: <a href={copy.aepd.href}>{copy.aepd.label}</a>,
    serverLogDays: days(facts.serverLogDays),
    consentDays: days(CONSENT_DAYS),
    answerDays: fact(facts.accessibility.answerDays, copy, (n) =>
      formatCount(n, 'workingDay', copy, locale),
    ),
    law: fact(facts.jurisdiction.law, copy, (code) => countryName(code, locale)),
    courts: fact(facts.jurisdiction.courts, copy),
    app: hostOf(config.appUrl),
    api: hostOf(config.apiBaseUrl),
    storage: new Intl.ListFormat(FORMAT_LOCALES[locale]).format(storageHosts),
  };
  for (const key of LEGAL_KEYS) {
    values[key] = <a href={pathOf(site, key, locale)}>{copy.links[key]}</a>;
  }
  const date = <time dateTime={content.updated}>{formatLongDate(content.updated, locale)}</time>;

  return (
    <Section heading={content.title} headingLevel={1} align="start" intro={content.intro}>
      <div className={styles.root}>
        <p className={styles.updated}>{fill(copy.lastUpdated, { date })}</p>
        {content.sections.map((section) => (
          <section key={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{fill(text, values)}</p>
            ))}
            {'items' in section ? (
              <ul>
                {section.items.map((text) => (
                  <li key={text}>{fill(text, values)}</li>
                ))}
              </ul>
            ) : null}
            {'cookieTable' in section && section.cookieTable ? (
              <CookieTable copy={copy} locale={locale} />
            ) : null}
            {'processors' in section ? (
              <Processors labels={section.processors} facts={facts} copy={copy} locale={locale} />
            ) : null}
            {'review' in section ? (
              <Review
                labels={section.review}
                review={facts.accessibility}
                copy={copy}
                locale={locale}
              />
            ) : null}
            {'operator' in section ? (
              <OperatorDetails
                labels={section.operator}
                operator={operator}
                pricesIncludeVat={facts.pricesIncludeVat}
                email={email}
                copy={copy}
              />
            ) : null}
            {'settingsButton' in section ? (
              <Button variant="secondary" data-consent-open="">
                {section.settingsButton}
              </Button>
            ) : null}
          </section>
        ))}
      </div>
    </Section>
  );
}
