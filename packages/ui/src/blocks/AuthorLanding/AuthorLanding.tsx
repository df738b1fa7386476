import type { Locale, Messages } from '@landing/content';
import { buildPublishUrl, buildRegistrationUrl } from '@landing/tracking';
import { Accordion } from '../../components/Accordion/Accordion.js';
import { LiveBundleCard } from '../../components/BundleCard/LiveBundleCard.js';
import { ButtonLink } from '../../components/Button/Button.js';
import { CountryList } from '../../components/CountryList/CountryList.js';
import { FeatureGrid, type FeatureItem } from '../../components/FeatureGrid/FeatureGrid.js';
import { Icon } from '../../components/Icon/Icon.js';
import { type IconName, isIconName } from '../../components/Icon/icons.js';
import { LiveDemoCard } from '../../components/LiveDemoCard/LiveDemoCard.js';
import { LiveMarketplaceStrip } from '../../components/MarketplaceStrip/LiveMarketplaceStrip.js';
import { RoyaltyTable } from '../../components/RoyaltyTable/RoyaltyTable.js';
import { type CallToAction, CtaLink } from '../../components/Section/CtaLink.js';
import { type HeadingLevel, Section } from '../../components/Section/Section.js';
import { StatsRow } from '../../components/StatsRow/StatsRow.js';
import { StepList } from '../../components/StepList/StepList.js';
import { TestimonialCard } from '../../components/TestimonialCard/TestimonialCard.js';
import { Island } from '../../islands/Island.js';
import type { PaletteName } from '../../theme/tokens.js';
import { visuallyHidden } from '../../theme/utils.css.js';
import * as styles from './AuthorLanding.css.js';

/** Where the landing's links and its one data call go; the sites read it from their config. */
export interface AuthorLandingConfig {
  /** The app host; registration and publishing are `{appUrl}/register?…`. */
  appUrl: string;
  /** The marketplace host root (demo card link, "browse the marketplace", book pages). */
  marketplaceUrl: string;
  /** The marketplace API base of the top-books call (docs/PRODUCT.md §7.1). */
  apiBaseUrl: string;
  /** Cover storage base; a cover is this followed by the book's file name. */
  coverBaseUrl: string;
}

export interface AuthorLandingProps {
  /** The author landing's copy, `messages.author` of `@landing/content`. */
  copy: Messages['author'];
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: { opensInNewTab: string };
  /** The page's language; Spanish adds `lang=es` to the publish link. */
  locale: Locale;
  /** Hosts of the links and of the marketplace call. */
  config: AuthorLandingConfig;
  /**
   * Inside another page (the ebook site's "I already have a book" mode): the hero title is an
   * `h2`, section headings `h3`, and the `haveBook` introduction shows above the hero. Standalone,
   * the hero title is the page's `h1`.
   * @default false
   */
  embedded?: boolean;
}

// The feature tiles take their colours from the palette in turn, so neighbours never match.
const TILE_COLOURS: readonly PaletteName[] = [
  'violet',
  'blue',
  'teal',
  'amber',
  'rose',
  'indigo',
  'green',
  'orange',
  'cyan',
];

const iconOf = (name: string): IconName => (isIconName(name) ? name : 'check');

function featureItems(items: readonly { id: string; icon: string; title: string; text: string }[]) {
  return items.map<FeatureItem>((item, index) => ({
    id: item.id,
    icon: iconOf(item.icon),
    colour: TILE_COLOURS[index % TILE_COLOURS.length] ?? 'violet',
    title: item.title,
    text: item.text,
  }));
}

/**
 * The author-publishing landing (docs/PRODUCT.md §2.6), in page
 * order: hero with the badge and the live-publishing demo card, the 4 steps (`#steps-section`),
 * the live marketplace strip of 6 books, the bundle card, affiliates, the 9 editor features, the
 * DOCX upload card, the connected-account section with its countries and alternatives, the 6-step
 * workflow, 3 testimonials, the royalty comparison, the 6-question FAQ, the final call to action
 * and the stats row. Server-rendered: only the demo card, the strip, the bundle card and the FAQ
 * are islands (registered by each site under those names); everything else is static markup.
 *
 * ```tsx
 * <AuthorLanding copy={messages.author} common={messages.common} locale="es"
 *   config={{ appUrl, marketplaceUrl, apiBaseUrl, coverBaseUrl }} />
 * ```
 */
export function AuthorLanding({
  copy,
  common,
  locale,
  config,
  embedded = false,
}: AuthorLandingProps) {
  const heroLevel: HeadingLevel = embedded ? 2 : 1;
  const level: HeadingLevel = embedded ? 3 : 2;
  const sub: HeadingLevel = embedded ? 4 : 3;
  const Hero = `h${heroLevel}` as const;
  const Sub = `h${sub}` as const;
  const newTab = common.opensInNewTab;
  const publishUrl = buildPublishUrl({ appUrl: config.appUrl, locale });
  const marketplace = {
    apiBaseUrl: config.apiBaseUrl,
    coverBaseUrl: config.coverBaseUrl,
    marketplaceUrl: config.marketplaceUrl,
  };

  // Content names an action; `publish` is the publish link of docs/PRODUCT.md §2.7, anything else registration.
  const cta = (content: { label: string; action: string }): CallToAction =>
    content.action === 'publish'
      ? {
          label: content.label,
          href: publishUrl,
          track: 'author_publish_cta',
          opensInNewTab: true,
          newTabLabel: newTab,
        }
      : {
          label: content.label,
          href: buildRegistrationUrl({ appUrl: config.appUrl, action: content.action }),
          track: 'publish_create_account',
          opensInNewTab: true,
          newTabLabel: newTab,
        };

  const external = (href: string, label: string) => (
    <a className={styles.externalLink} href={href} target="_blank" rel="noopener">
      {label}
      <Icon name="externalLink" size={16} />
      <span className={visuallyHidden}> {newTab}</span>
    </a>
  );

  const { hero, demoCard } = copy;
  return (
    <div className={styles.root}>
      {embedded ? (
        <div className={styles.haveBook}>
          <p className={styles.haveBookHeading}>{copy.haveBook.heading}</p>
          <p className={styles.haveBookText}>{copy.haveBook.text}</p>
        </div>
      ) : null}

      <section
        className={styles.hero}
        aria-labelledby="author-hero-heading"
        data-page-view={embedded ? undefined : ''}
      >
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.badge}>{hero.badge}</p>
            <Hero id="author-hero-heading" className={styles.heroTitle}>
              {hero.headline}
            </Hero>
            <p className={styles.heroLead}>{hero.subheadline}</p>
            <div className={styles.heroActions}>
              <ButtonLink
                href={publishUrl}
                size="lg"
                opensInNewTab
                newTabLabel={newTab}
                data-track="author_publish_cta"
              >
                {hero.primaryCta}
              </ButtonLink>
              <ButtonLink href={`#${hero.secondaryAnchor}`} size="lg" variant="secondary">
                {hero.secondaryCta}
              </ButtonLink>
            </div>
            <p className={visuallyHidden}>{hero.trustLabel}</p>
            <ul className={styles.trustList}>
              {hero.trustPoints.map((point) => (
                <li key={point.id} className={styles.trustItem}>
                  <Icon name={iconOf(point.icon)} size={20} className={styles.trustIcon} />
                  {point.text}
                </li>
              ))}
            </ul>
          </div>
          <figure className={styles.demo} aria-label={demoCard.label}>
            <Island
              name="LiveDemoCard"
              component={LiveDemoCard}
              props={{
                labels: {
                  title: demoCard.progressTitle,
                  processing: demoCard.processing,
                  live: demoCard.liveTitle,
                  viewLink: demoCard.marketplaceLink,
                  newTab,
                },
                href: config.marketplaceUrl,
                opensInNewTab: true,
              }}
            />
            <figcaption className={styles.demoCaption}>{demoCard.caption}</figcaption>
          </figure>
        </div>
      </section>

      <Section
        id={copy.steps.id}
        heading={copy.steps.heading}
        headingLevel={level}
        intro={copy.steps.intro}
        tone="soft"
      >
        <StepList steps={[...copy.steps.items]} headingLevel={sub} />
      </Section>

      <Island
        name="LiveMarketplaceStrip"
        component={LiveMarketplaceStrip}
        hydrate="visible"
        props={{
          ...marketplace,
          heading: copy.strip.heading,
          headingLevel: level,
          intro: copy.strip.intro,
          labels: { loading: copy.strip.loading, free: copy.strip.free, price: copy.strip.price },
          locale,
        }}
      />

      <div className={styles.band} data-block="bundle">
        <p className={styles.viewAll}>
          <a
            className={styles.externalLink}
            href={config.marketplaceUrl}
            target="_blank"
            rel="noopener"
            data-track="marketplace_open"
          >
            {copy.strip.viewAll}
            <Icon name="externalLink" size={16} />
            <span className={visuallyHidden}> {newTab}</span>
          </a>
        </p>
        <div className={styles.bundle}>
          <Island
            name="LiveBundleCard"
            component={LiveBundleCard}
            hydrate="visible"
            props={{
              ...marketplace,
              heading: copy.bundle.heading,
              headingLevel: level,
              badge: copy.bundle.badge,
              text: copy.bundle.text,
              cta: cta(copy.bundle.cta),
              labels: {
                firstPrice: copy.bundle.firstBook,
                total: copy.bundle.total,
                bundlePrice: copy.bundle.bundlePrice,
                saved: copy.bundle.saved,
                liveNote: copy.bundle.liveNote,
                sampleNote: copy.bundle.sampleNote,
              },
              locale,
            }}
          />
        </div>
      </div>

      <Section
        heading={copy.affiliate.heading}
        headingLevel={level}
        intro={copy.affiliate.intro}
        tone="soft"
      >
        <FeatureGrid items={featureItems(copy.affiliate.points)} columns={4} headingLevel={sub} />
        <div className={styles.actions}>
          <CtaLink cta={cta(copy.affiliate.cta)} size="lg" />
        </div>
      </Section>

      <Section heading={copy.editor.heading} headingLevel={level} intro={copy.editor.intro}>
        <FeatureGrid items={featureItems(copy.editor.features)} columns={3} headingLevel={sub} />
      </Section>

      <Section
        heading={copy.upload.heading}
        headingLevel={level}
        intro={copy.upload.text}
        tone="soft"
      >
        <div className={styles.card}>
          <dl className={styles.rules} aria-label={copy.upload.rulesLabel}>
            {copy.upload.rules.map((rule) => (
              <div key={rule.id} className={styles.rule}>
                <dt className={styles.ruleLabel}>
                  <Icon name={iconOf(rule.icon)} size={20} className={styles.trustIcon} />
                  {rule.label}
                </dt>
                <dd className={styles.ruleValue}>{rule.value}</dd>
              </div>
            ))}
          </dl>
          <Sub className={styles.subheading}>{copy.upload.checksHeading}</Sub>
          <ul className={styles.checks}>
            {copy.upload.checks.map((check) => (
              <li key={check.id} className={styles.check}>
                <Icon name="check" size={18} className={styles.trustIcon} />
                {check.text}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{copy.upload.fixes}</p>
        </div>
      </Section>

      <Section heading={copy.connect.heading} headingLevel={level} intro={copy.connect.intro}>
        <p className={styles.kicker}>{copy.connect.howHeading}</p>
        <StepList steps={[...copy.connect.how]} headingLevel={sub} />
        <dl className={styles.facts}>
          {[copy.connect.royalty, copy.connect.payouts].map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
              <dd className={styles.factText}>{fact.text}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.connectGrid}>
          <div className={styles.card}>
            <CountryList
              heading={copy.connect.countriesHeading}
              headingLevel={sub}
              countries={[...copy.connect.countries]}
              more={[...copy.connect.moreCountries]}
              labels={{ showMore: copy.connect.showMore, showLess: copy.connect.showFewer }}
            />
            <p className={styles.note}>{copy.connect.countriesIntro}</p>
            <p>{external(copy.connect.fullList.href, copy.connect.fullList.label)}</p>
          </div>
          <div className={styles.card}>
            <Sub className={styles.subheading}>{copy.connect.elsewhere.heading}</Sub>
            <p className={styles.note}>{copy.connect.elsewhere.text}</p>
            <Sub className={styles.subheading}>{copy.connect.alternatives.heading}</Sub>
            <ul className={styles.alternatives}>
              {copy.connect.alternatives.items.map((item) => (
                <li key={item.id} className={styles.alternative}>
                  {external(item.href, item.name)}
                  <p className={styles.note}>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        heading={copy.workflow.heading}
        headingLevel={level}
        intro={copy.workflow.intro}
        tone="soft"
      >
        <StepList steps={[...copy.workflow.steps]} headingLevel={sub} columns={3} />
        <p className={styles.centerNote}>{copy.workflow.note}</p>
      </Section>

      <Section heading={copy.testimonials.heading} headingLevel={level}>
        <ul className={styles.testimonials}>
          {copy.testimonials.items.map((item) => (
            <li key={item.id}>
              <TestimonialCard
                quote={item.quote}
                author={item.author}
                title={item.title}
                rating={item.rating}
                labels={{ rating: copy.testimonials.ratingLabel }}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        heading={copy.royalties.heading}
        headingLevel={level}
        intro={copy.royalties.intro}
        tone="soft"
      >
        <RoyaltyTable
          caption={copy.royalties.caption}
          columns={[
            copy.royalties.columns.platform,
            copy.royalties.columns.royalty,
            copy.royalties.columns.note,
          ]}
          rows={copy.royalties.rows.map((row) => ({
            id: row.id,
            platform: row.platform,
            royalty: row.royalty,
            note: row.note,
            highlight: row.isOurs,
          }))}
        />
        <p className={styles.centerNote}>{copy.royalties.footnote}</p>
      </Section>

      <Section heading={copy.faq.heading} headingLevel={level}>
        <div className={styles.faq}>
          <Island
            name="Accordion"
            component={Accordion}
            hydrate="visible"
            props={{
              items: copy.faq.items.map(({ id, question, answer }) => ({ id, question, answer })),
              headingLevel: sub,
            }}
          />
        </div>
      </Section>

      <Section
        heading={copy.finalCta.heading}
        headingLevel={level}
        intro={copy.finalCta.text}
        tone="inverse"
      >
        <div className={styles.actions}>
          <CtaLink cta={cta(copy.finalCta.cta)} size="lg" variant="inverse" />
        </div>
        <Sub className={visuallyHidden}>{copy.stats.label}</Sub>
        <StatsRow items={[...copy.stats.items]} className={styles.stats} />
      </Section>
    </div>
  );
}
