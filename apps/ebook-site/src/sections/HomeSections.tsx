import { type Locale, type Messages, pathOf } from '@landing/content';
import { buildCoverTemplateUrl, buildPublishUrl } from '@landing/tracking';
import {
  Accordion,
  AudienceCard,
  CoverGallery,
  CtaBanner,
  CtaLink,
  DemoVideoDialog,
  FeatureGrid,
  Island,
  ParticleBackground,
  PdfTemplateShowcase,
  Rotator,
  Section,
  StatsRow,
  StepList,
  ToolCard,
  visuallyHidden,
} from '@landing/ui';
import { config } from '../config';
import { registerHref } from '../links';
import { demoVideoSrc, proxiedImage, REVIEW_SHOT_PATHS, REVIEWS_URL } from '../media';
import { colourOf, iconOf, toolKeyOf } from './tokens';

/** Props every home section takes. */
export interface HomeSectionProps {
  messages: Messages;
  locale: Locale;
}

/**
 * The gallery hands off with `action=cover_use_template_{id}` (docs/PRODUCT.md §2.2 item 2); the island fills in
 * `{id}`, so the placeholder replaces template 1's action in a link built by the tracking package.
 */
function useTemplateHref(): string {
  const one = buildCoverTemplateUrl({ appUrl: config.appUrl, templateId: 1 });
  return one.replace(/cover_use_template_1$/, 'cover_use_template_{id}');
}

/** Cover templates gallery (docs/PRODUCT.md §2.2 item 2), anchor `templates`. */
export function GallerySection({ messages }: HomeSectionProps) {
  const g = messages.ebook.gallery;
  const c = messages.ebook.carousel;
  return (
    <Island
      name="CoverGallery"
      component={CoverGallery}
      hydrate="visible"
      props={{
        id: 'templates',
        heading: g.heading,
        intro: g.intro,
        templates: messages.templates.cover.map(({ id, name, description }) => ({
          id,
          name,
          description,
        })),
        labels: {
          previous: c.previous,
          next: c.next,
          goTo: c.goTo,
          counter: c.counter,
          open: g.open,
          useTemplate: g.useTemplate,
          viewAll: g.viewAll,
          close: g.close,
          newTab: messages.common.opensInNewTab,
          carousel: c.label,
        },
        useTemplateHref: useTemplateHref(),
        viewAllHref: buildCoverTemplateUrl({ appUrl: config.appUrl }),
      }}
    />
  );
}

/** How it works (docs/PRODUCT.md §2.2 item 3): three steps, a registration link and the demo. */
export function HowItWorksSection({ messages, locale }: HomeSectionProps) {
  const h = messages.ebook.howItWorks;
  const demo = messages.ebook.hero.demo;
  return (
    <Section id="how-it-works" heading={h.heading} intro={h.intro} tone="soft">
      <div className="ink-stack">
        <StepList steps={h.steps.map(({ id, title, text }) => ({ id, title, text }))} />
        <div className="ink-row">
          <CtaLink
            cta={{
              label: h.primaryCta.label,
              href: registerHref(h.primaryCta.action),
              track: h.primaryCta.event,
              opensInNewTab: true,
              newTabLabel: messages.common.opensInNewTab,
            }}
          />
          <Island
            name="DemoVideoDialog"
            component={DemoVideoDialog}
            hydrate="visible"
            props={{
              triggerLabel: h.secondaryCta.label,
              title: demo.title,
              closeLabel: demo.close,
              getStartedLabel: demo.cta,
              videoSrc: demoVideoSrc(locale),
              videoTitle: demo.videoTitle,
            }}
          />
        </div>
      </div>
    </Section>
  );
}

/** Features (docs/PRODUCT.md §2.2 item 4), anchor `features`. */
export function FeaturesSection({ messages }: HomeSectionProps) {
  const f = messages.ebook.features;
  return (
    <Section id="features" heading={f.heading} intro={f.intro}>
      <div className="ink-stack">
        <FeatureGrid
          items={f.items.map((item) => ({
            ...item,
            icon: iconOf(item.icon),
            colour: colourOf(item.colour),
          }))}
        />
        <div className="ink-row">
          <CtaLink
            cta={{
              label: f.cta.label,
              href: registerHref(f.cta.action),
              track: f.cta.event,
              opensInNewTab: true,
              newTabLabel: messages.common.opensInNewTab,
            }}
          />
        </div>
      </div>
    </Section>
  );
}

/** The eight PDF interiors (docs/PRODUCT.md §2.2 item 5). */
export function PdfTemplatesSection({ messages }: HomeSectionProps) {
  const p = messages.ebook.pdfTemplates;
  return (
    <Section heading={p.heading} intro={p.intro} tone="soft">
      <PdfTemplateShowcase
        templates={messages.templates.pdf.map((t) => ({ ...t, colors: { ...t.colors } }))}
        labels={{
          swatches: p.swatchesLabel,
          primary: p.swatches.primary,
          secondary: p.swatches.secondary,
          accent: p.swatches.accent,
        }}
      />
    </Section>
  );
}

/** Publish and sell (docs/PRODUCT.md §2.2 item 6): four steps and the publish-feature link. */
export function PublishSection({ messages, locale }: HomeSectionProps) {
  const p = messages.ebook.publish;
  return (
    <Section id="publish" heading={p.heading} intro={p.intro}>
      <div className="ink-stack">
        <StepList steps={p.steps.map(({ id, title, text }) => ({ id, title, text }))} />
        <div className="ink-row">
          <CtaLink
            cta={{
              label: p.cta.label,
              href: buildPublishUrl({ appUrl: config.appUrl, locale }),
              opensInNewTab: true,
              newTabLabel: messages.common.opensInNewTab,
            }}
          />
        </div>
      </div>
    </Section>
  );
}

/** Testimonials (docs/PRODUCT.md §2.2 item 7): rotator, stats, review link and screenshots, closing link. */
export function TestimonialsSection({ messages }: HomeSectionProps) {
  const t = messages.ebook.testimonials;
  const c = messages.ebook.carousel;
  return (
    <Section id="testimonials" heading={t.heading} intro={t.intro} tone="soft">
      <div className="ink-stack">
        <Island
          name="Rotator"
          component={Rotator}
          hydrate="visible"
          props={{
            items: t.items.map((item) => ({ ...item })),
            labels: {
              region: t.controls.label,
              pause: t.controls.pause,
              play: t.controls.play,
              goTo: t.controls.goTo,
              position: t.controls.position,
              rating: t.ratingLabel,
              source: t.sourceLabel,
              roleDescription: c.roleDescription,
              slideRoleDescription: c.slideRoleDescription,
            },
          }}
        />
        <StatsRow items={t.stats.items.map((s) => ({ ...s }))} />
        <p className="ink-center">
          <a className="ink-link" href={REVIEWS_URL} target="_blank" rel="noopener">
            {t.readMore}
            <span className={visuallyHidden}> {messages.common.opensInNewTab}</span>
          </a>
        </p>
        <h3 className="ink-sub">{t.reviewImages.heading}</h3>
        <ul className="ink-shots">
          {REVIEW_SHOT_PATHS.map((path, i) => (
            <li key={path}>
              <img
                className="ink-shot"
                src={proxiedImage(path)}
                alt={t.reviewImages.alts[i] ?? ''}
                width={240}
                height={160}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <div className="ink-row">
          <CtaLink
            cta={{
              label: t.cta.label,
              href: registerHref(t.cta.action),
              track: t.cta.event,
              opensInNewTab: true,
              newTabLabel: messages.common.opensInNewTab,
            }}
          />
        </div>
      </div>
    </Section>
  );
}

/** FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`. */
export function FaqSection({ messages }: HomeSectionProps) {
  const f = messages.ebook.faq;
  return (
    <Section id="faq" heading={f.heading}>
      <Island
        name="Accordion"
        component={Accordion}
        hydrate="visible"
        props={{ items: f.items.map(({ id, question, answer }) => ({ id, question, answer })) }}
      />
    </Section>
  );
}

/** Final call to action (docs/PRODUCT.md §2.2 item 9) over the particle background (item 10). */
export function FinalCtaSection({ messages }: HomeSectionProps) {
  const f = messages.ebook.finalCta;
  return (
    <div className="ink-particles">
      <Island
        name="ParticleBackground"
        component={ParticleBackground}
        hydrate="visible"
        props={{ density: 'medium', color: 'violet', seed: 7 }}
      />
      <CtaBanner
        heading={f.heading}
        text={f.text}
        actions={[
          { label: f.primaryCta.label, track: f.primaryCta.event },
          { label: f.secondaryCta.label, track: f.secondaryCta.event, variant: 'secondary' },
        ]}
      />
    </div>
  );
}

/** Tools (docs/PRODUCT.md §2.3): 12 featured and 4 extra cards, anchor `tools`. */
export function ToolsSection({ messages, locale }: HomeSectionProps) {
  const t = messages.tools.section;
  const card = (c: (typeof t.featured)[number]) => (
    <li key={c.id}>
      <ToolCard
        name={c.name}
        description={c.description}
        icon={iconOf(c.icon)}
        colour={colourOf(c.colour)}
        href={pathOf('ebook', toolKeyOf(c.route), locale)}
      />
    </li>
  );
  return (
    <Section id="tools" heading={t.heading} intro={t.intro} tone="soft">
      <div className="ink-stack">
        <ul className="ink-grid">{t.featured.map(card)}</ul>
        <h3 className="ink-sub">{t.moreHeading}</h3>
        <ul className="ink-grid">{t.extra.map(card)}</ul>
      </div>
    </Section>
  );
}

/** Translate (docs/PRODUCT.md §2.4): eight samples, each in its own language. */
export function TranslateSection({ messages }: HomeSectionProps) {
  const t = messages.ebook.translate;
  return (
    <Section id="translate" heading={t.heading} intro={t.text}>
      <div className="ink-stack">
        <ul className="ink-samples" aria-label={t.samplesLabel}>
          {t.samples.map((s) => (
            <li key={s.id}>
              <strong>{s.language}</strong>
              <p lang={s.lang}>{s.sample}</p>
            </li>
          ))}
        </ul>
        <p className="ink-center">{t.howTo}</p>
      </div>
    </Section>
  );
}

/** Who-is-this-for (docs/PRODUCT.md §2.5): twelve audiences, each to registration with `audience_<id>`. */
export function AudiencesSection({ messages }: HomeSectionProps) {
  const a = messages.ebook.audiences;
  const newTab = messages.common.opensInNewTab;
  return (
    <Section id="audiences" heading={a.heading} intro={a.intro} tone="soft">
      <div className="ink-stack">
        <ul className="ink-grid">
          {a.items.map((item) => (
            <li key={item.id}>
              <AudienceCard
                title={item.title}
                icon={iconOf(item.icon)}
                description={item.description}
                benefits={[...item.benefits]}
                cta={{
                  label: item.cta,
                  href: registerHref(`audience_${item.id}`),
                  opensInNewTab: true,
                  newTabLabel: newTab,
                }}
              />
            </li>
          ))}
        </ul>
        <div className="ink-row">
          <CtaLink
            size="lg"
            cta={{
              label: a.finalCta.label,
              href: registerHref(a.finalCta.action),
              opensInNewTab: true,
              newTabLabel: newTab,
            }}
          />
        </div>
      </div>
    </Section>
  );
}
