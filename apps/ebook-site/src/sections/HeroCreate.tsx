import type { Locale, Messages } from '@landing/content';
import {
  CtaBanner,
  CtaLink,
  DemoVideoDialog,
  Island,
  Section,
  VoiceToBookAnimation,
} from '@landing/ui';
import { registerHref } from '../links';
import { demoVideoSrc, proxiedImage } from '../media';

/** Props of the create-mode hero block. */
export interface HeroCreateProps {
  messages: Messages;
  locale: Locale;
}

// Illustrations are drawn at 4:3; fixed attributes reserve their box so nothing shifts (docs/ARCHITECTURE.md "Components").
const FEATURE_IMAGE = { width: 640, height: 480 } as const;

/**
 * The "Create a book with AI" block (docs/PRODUCT.md §2.2 item 1): headline, the two hero actions, the benefits,
 * the illustrated feature sections, the risk-free trial banner and the voice-to-book animation.
 */
export function HeroCreate({ messages, locale }: HeroCreateProps) {
  const hero = messages.ebook.hero;
  const newTab = messages.common.opensInNewTab;
  const cta = (label: string, action: string, track: string) => ({
    label,
    href: registerHref(action),
    track,
    opensInNewTab: true,
    newTabLabel: newTab,
  });
  return (
    <>
      <Section heading={hero.create.headline} headingLevel={1} intro={hero.create.subheadline}>
        <div className="ink-stack">
          <div className="ink-row">
            <CtaLink
              size="lg"
              cta={cta(hero.create.primaryCta, hero.create.primaryAction, hero.create.primaryEvent)}
            />
            <Island
              name="DemoVideoDialog"
              component={DemoVideoDialog}
              hydrate="idle"
              props={{
                triggerLabel: hero.create.secondaryCta,
                title: hero.demo.title,
                closeLabel: hero.demo.close,
                getStartedLabel: hero.demo.cta,
                videoSrc: demoVideoSrc(locale),
                videoTitle: hero.demo.videoTitle,
              }}
            />
          </div>
          <ul className="ink-trust">
            {hero.create.trust.map((item) => (
              <li key={item.id}>
                <span className="ink-tick" aria-hidden="true">
                  ✓
                </span>{' '}
                {item.text}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section heading={hero.benefits.heading} tone="soft">
        <div className="ink-stack">
          <ul className="ink-list">
            {hero.benefits.items.map((item) => (
              <li key={item.id}>
                <span className="ink-tick" aria-hidden="true">
                  ✓
                </span>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
          <div className="ink-row">
            <CtaLink
              cta={cta(hero.benefits.cta.label, hero.benefits.cta.action, hero.benefits.cta.event)}
            />
          </div>
        </div>
      </Section>

      {hero.showcase.sections.map((s, i) => (
        <Section key={s.id} heading={s.heading} align="start">
          <div className="ink-feature" data-flip={i % 2 === 1 ? '' : undefined}>
            <img
              className="ink-media"
              src={proxiedImage(s.image.path)}
              alt={s.image.alt}
              loading="lazy"
              {...FEATURE_IMAGE}
            />
            <div className="ink-stack">
              <p>{s.text}</p>
              {i === hero.showcase.sections.length - 1 ? (
                <div className="ink-row ink-row--start">
                  <CtaLink
                    cta={cta(
                      hero.showcase.cta.label,
                      hero.showcase.cta.action,
                      hero.showcase.cta.event,
                    )}
                  />
                </div>
              ) : null}
            </div>
          </div>
        </Section>
      ))}

      <CtaBanner
        tone="trial"
        eyebrow={hero.trialBanner.badge}
        heading={hero.trialBanner.heading}
        text={hero.trialBanner.text}
        newTabLabel={newTab}
        actions={[
          {
            label: hero.trialBanner.cta.label,
            href: registerHref(hero.trialBanner.cta.action),
            track: hero.trialBanner.cta.event,
            opensInNewTab: true,
          },
        ]}
      />

      <Section heading={hero.voice.heading} tone="soft" align="start">
        <div className="ink-voice">
          <div>
            <span className="ink-badge">{hero.voice.badge}</span>
            <p>{hero.voice.text}</p>
            <CtaLink cta={cta(hero.voice.cta.label, hero.voice.cta.action, hero.voice.cta.event)} />
          </div>
          <Island
            name="VoiceToBookAnimation"
            component={VoiceToBookAnimation}
            hydrate="visible"
            props={{
              labels: {
                recording: hero.voice.animation.recording,
                ready: hero.voice.animation.ready,
                description: hero.voice.animation.description,
              },
            }}
          />
        </div>
      </Section>
    </>
  );
}
