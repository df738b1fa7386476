import type { Locale, Messages } from '@landing/content';
import { DemoVideoDialog } from '@landing/ui/components/Dialog';
import { CtaLink, Section } from '@landing/ui/components/Section';
import editorArt from '../../assets/hero/editor.svg';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import * as shared from '../shared.css.js';
import { demoDialogProps, registrationCta } from '../shared.js';
import * as styles from './EbookHero.css.js';

export interface EbookHeroProps {
  /** The create mode's copy (the picture's `visualAlt` too) and the demo dialog's, from `messages.ebook.hero`. */
  copy: Pick<Messages['ebook']['hero'], 'create' | 'demo'>;
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** Registration host and the demo video in the page's language. */
  config: Pick<EbookConfig, 'appUrl' | 'demoVideoSrc'>;
}

// The editor drawing's own size (assets/hero/editor.svg): the attributes and the CSS aspect ratio
// reserve its box before it loads, so nothing moves (docs/PRODUCT.md §9).
const EDITOR_ART = { width: 560, height: 420 } as const;

/**
 * The top of the "Create a book with AI" mode (docs/PRODUCT.md §2.2 item 1): the page's h1, the
 * subheadline, "Start Free Trial" and "Watch Demo", the trust points, and a picture of the product
 * at work (the editor writing a chapter) beside them on a desktop, under them on a phone. The demo
 * dialog is an island that hydrates when the page is idle (it sits in the first screen).
 *
 * The picture is a file, not inline markup (docs/ARCHITECTURE.md "Drawings are files"), and has no
 * words in it, so one file serves both languages; only its alt text is translated. It is in the
 * first screen (beside the h1 on a desktop, starting under the trust points on a phone), so it
 * loads at once with high priority: lazy loading would wait for layout and delay the largest paint
 * of a desktop visit. It belongs to this mode only: the have-book block has its own picture.
 */
export function EbookHero({ copy, common, locale, config }: EbookHeroProps) {
  const { create, demo } = copy;
  return (
    <Section
      heading={create.headline}
      headingLevel={1}
      intro={create.subheadline}
      className={styles.hero}
    >
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
          <EbookIsland
            name="DemoVideoDialog"
            component={DemoVideoDialog}
            hydrate="interaction"
            props={demoDialogProps(
              create.secondaryCta,
              demo,
              { appUrl: config.appUrl, locale },
              config,
              common.opensInNewTab,
            )}
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
      <img
        className={styles.visual}
        src={editorArt}
        alt={create.visualAlt}
        fetchPriority="high"
        {...EDITOR_ART}
      />
    </Section>
  );
}
