import {
  type Fact,
  FORMAT_LOCALES,
  formatLongDate,
  formatMessage,
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

type PageCopy = Messages['legal']['pages'][LegalKey];
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
function Placeholder({ what, copy }: { what: string; copy: Messages['legal'] }) {
  return <mark className={styles.placeholder}>{formatMessage(copy.placeholder, { what })}</mark>;
}

/** A fact as the page shows it: `render`'s output, or the marked placeholder in its place. */
function fact<T>(
  value: Fact<T>,
  copy: Messages['legal'],
  render: (value: T) => ReactNode = (v) => v as ReactNode,
): ReactNode {
  return isPlaceholder(value) ? (
    <Placeholder what={value.placeholder} copy={copy} />
  ) : (
    render(value)
  );
}

/**
 * The browser storage entries of the cookie policy: each entry's name as a heading, then where it
 * lives, what it is for and how long it stays, as a definition list (it reads on a phone without
 * scrolling sideways).
 */
function StorageEntries({
  storage,
}: {
  storage: Extract<SectionCopy, { storage: unknown }>['storage'];
}) {
  const { labels } = storage;
  return storage.entries.map((entry) => (
    <Fragment key={entry.key}>
      <h3>
        <code>{entry.key}</code>
      </h3>
      <dl className={styles.details}>
        <div>
          <dt>{labels.place}</dt>
          <dd>{entry.place}</dd>
        </div>
        <div>
          <dt>{labels.purpose}</dt>
          <dd>{entry.purpose}</dd>
        </div>
        <div>
          <dt>{labels.duration}</dt>
          <dd>{entry.duration}</dd>
        </div>
      </dl>
    </Fragment>
  ));
}

function OperatorDetails({
  labels,
  operator,
  email,
  copy,
}: {
  labels: Extract<SectionCopy, { operator: unknown }>['operator'];
  operator: LegalFacts['operator'];
  email: ReactNode;
  copy: Messages['legal'];
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
  ];
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

/**
 * One of the five legal pages (docs/PRODUCT.md §2.8): the title as the page's `h1`, the date it was
 * last updated, an intro and short sections with `h2`s, each linkable by its id (`/privacy#rights`).
 * The copy's placeholders become links to the other legal pages, to the operator's address and to
 * the data protection authority, or the configured hosts. The cookie policy holds the browser
 * storage entries and the button the consent script opens the cookie settings from (`data-consent-open`);
 * the legal notice lists the operator's details. Static HTML: no island, no script.
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
  const values: Record<string, ReactNode> = {
    email,
    aepd: <a href={copy.aepd.href}>{copy.aepd.label}</a>,
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
            {'storage' in section ? <StorageEntries storage={section.storage} /> : null}
            {'operator' in section ? (
              <OperatorDetails
                labels={section.operator}
                operator={operator}
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
