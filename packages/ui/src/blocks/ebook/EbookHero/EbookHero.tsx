import type { Locale, Messages } from '@landing/content';
import { DemoVideoDialog } from '../../../components/Dialog/DemoVideoDialog.js';
import { CtaLink } from '../../../components/Section/CtaLink.js';
import { Section } from '../../../components/Section/Section.js';
import { Island } from '../../../islands/Island.js';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { registrationCta } from '../shared.js';
import * as styles from './EbookHero.css.js';

export interface EbookHeroProps {
  /** The create mode's copy and the demo dialog's, from `messages.ebook.hero`. */
  copy: Pick<Messages['ebook']['hero'], 'create' | 'demo'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** Registration host and the demo video in the page's language. */
  config: Pick<EbookConfig, 'appUrl' | 'demoVideoSrc'>;
}

/**
 * The top of the "Create a book with AI" mode (docs/PRODUCT.md §2.2 item 1): the page's h1, the
 * subheadline, "Start Free Trial" and "Watch Demo", and the trust points. The demo dialog is an
 * island that hydrates when the page is idle (it sits in the first screen).
 */
export function EbookHero({ copy, common, locale, config }: EbookHeroProps) {
  const { create, demo } = copy;
  return (
    <Section heading={create.headline} headingLevel={1} intro={create.subheadline}>
      <div className={shared.stack}>
        <div className={shared.row}>
          <CtaLink
            size="lg"
            cta={registrationCta(
              { appUrl: config.appUrl, locale },
              {
                label: create.primaryCta,
                action: create.primaryAction,
                event: create.primaryEvent,
              },
              common.opensInNewTab,
            )}
          />
          <Island
            name="DemoVideoDialog"
            component={DemoVideoDialog}
            hydrate="interaction"
            props={{
              triggerLabel: create.secondaryCta,
              title: demo.title,
              closeLabel: demo.close,
              getStartedLabel: demo.cta,
              videoSrc: config.demoVideoSrc,
              videoTitle: demo.videoTitle,
            }}
          />
        </div>
        <ul className={styles.trust}>
          {create.trust.map((item) => (
            <li key={item.id}>
              <span className={shared.tick} aria-hidden="true">
                ✓
              </span>{' '}
              {item.text}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
