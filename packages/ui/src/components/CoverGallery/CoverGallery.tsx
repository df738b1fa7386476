import { formatMessage } from '@landing/content';
import { useLayoutEffect, useRef } from 'react';
import { enhanceCoverGallery } from '../../behaviours/coverGallery';
import { visuallyHidden } from '../../theme/utils.css';
import { CardCarousel } from '../CardCarousel';
import { CoverTemplatePreview } from '../CoverTemplatePreview/CoverTemplatePreview';
import { type CoverTemplateId, isCoverTemplateId } from '../CoverTemplatePreview/templates';
import { Dialog, TemplatePreviewContent } from '../Dialog';
import { type HeadingLevel, Section } from '../Section';
import * as styles from './CoverGallery.css';

/** One cover template as the gallery shows it (docs/PRODUCT.md §3.2). */
export interface CoverGalleryTemplate {
  /** Template number, 1-20. */
  id: number;
  /** Display name in the page's language, e.g. "Vaporwave". */
  name: string;
  /** One or two sentences shown in the preview dialog. */
  description: string;
}

/** Every string of the gallery; `{name}`, `{n}`, `{current}` and `{total}` are filled in. */
export interface CoverGalleryLabels {
  /** Previous-card button, e.g. "Previous". */
  previous: string;
  /** Next-card button, e.g. "Next". */
  next: string;
  /** Each dot, e.g. "Go to slide {n}". */
  goTo: string;
  /** Position counter, e.g. "{current}/{total}" → "3/20". */
  counter: string;
  /** Accessible name of each card, e.g. "Preview {name}". */
  open: string;
  /** Dialog link, e.g. "Use this template". */
  useTemplate: string;
  /** Dialog link, e.g. "Sign up to see all templates". */
  viewAll: string;
  /** Dialog close button, e.g. "Close". */
  close: string;
  /** Screen-reader text after new-tab links, e.g. "(opens in a new tab)". */
  newTab: string;
  /** Name of the carousel region. @default heading */
  carousel?: string;
}

export interface CoverGalleryProps {
  /** Section heading, e.g. "Start from 20 cover templates". */
  heading: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** The templates in order (docs/PRODUCT.md §3.2 has 20). Unknown ids are skipped. */
  templates: CoverGalleryTemplate[];
  /** Copy in the page's language. */
  labels: CoverGalleryLabels;
  /**
   * Registration link for "Use this template", and each card's own link (where it leads with no
   * script); `{id}` becomes the template id, e.g.
   * `https://app.example/register?source=homepage&action=cover_use_template_{id}` (docs/PRODUCT.md §2.7).
   */
  useTemplateHref: string;
  /** Registration link for the all-templates link (`action=view_all_templates`). */
  viewAllHref: string;
  /** Sample book title drawn on every cover. @default each template's name */
  sampleTitle?: string;
  /** Sample author drawn on every cover. @default undefined (no author line) */
  sampleAuthor?: string;
  /** Anchor id of the section. */
  id?: string;
  /** Level of the section heading. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Card the phone carousel starts on (0-based). Sites leave it at 0; stories show a position.
   * @default 0
   */
  initialIndex?: number;
  /**
   * Template whose preview dialog is open at first (it opens after hydration, never on the
   * server). Sites leave it unset; stories show the open dialog.
   * @default undefined (closed)
   */
  initialOpenId?: number;
}

type KnownTemplate = CoverGalleryTemplate & { id: CoverTemplateId };

/**
 * The card's name comes from its content, not `aria-label`, so what is read always contains what is
 * seen (WCAG 2.5.3): the words of `labels.open` around `{name}` are visually hidden. A `{name}`-less
 * template is read before the name.
 */
function CardName({ template, name }: { template: string; name: string }) {
  const at = template.indexOf('{name}');
  const before = (at < 0 ? template : template.slice(0, at)).trim();
  const after = at < 0 ? '' : template.slice(at + '{name}'.length).trim();
  return (
    <span className={styles.name}>
      {before ? <span className={visuallyHidden}>{before}</span> : null}
      {before ? ' ' : null}
      {name}
      {after ? ' ' : null}
      {after ? <span className={visuallyHidden}>{after}</span> : null}
    </span>
  );
}

/**
 * The cover templates section (docs/PRODUCT.md §2.2 item 2): the 20 templates as a swipe carousel with
 * previous/next, dots and a `3/20` counter on phones, and a grid of 2 then 4 columns above
 * (CardCarousel). Each card opens the preview dialog with the name, the description, a large
 * preview and two new-tab registration links, `action=cover_use_template_{id}` and
 * `action=view_all_templates`. An island: props are JSON only.
 *
 * React renders the markup: the cards and one closed preview dialog, its preview slot empty. What
 * happens after is one plain DOM behaviour (`enhanceCoverGallery`, `src/behaviours/coverGallery.ts`),
 * attached here once mounted and by the site's island on the prerendered markup without React, so
 * the page needs no React for it and a card answers as soon as the behaviour is attached. A card is
 * a link to what its preview's "Use this template" hands off to, so it leads somewhere with no
 * script. Marked `data-hold-until-hydrated`, a tap that comes before the behaviour is held until it
 * is attached (`packages/site-kit/src/islands/hydrate.ts`), then opens the preview.
 */
export function CoverGallery({
  heading,
  intro,
  templates,
  labels,
  useTemplateHref,
  viewAllHref,
  sampleTitle,
  sampleAuthor,
  id,
  headingLevel = 2,
  initialIndex = 0,
  initialOpenId,
}: CoverGalleryProps) {
  const items = templates.filter((t): t is KnownTemplate => isCoverTemplateId(t.id));
  const rootRef = useRef<HTMLElement>(null);
  const latest = useRef(items);
  latest.current = items;
  const shell = items.find((t) => t.id === initialOpenId) ?? items[0];

  // Attached as the DOM is committed, before anything can be tapped, and again when its links
  // change (another story on the same canvas); it reads the names and descriptions through
  // `latest`, since they may change or arrive later.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const find = (templateId: number) => latest.current.find((t) => t.id === templateId);
    return enhanceCoverGallery(root, {
      nameOf: (templateId) => find(templateId)?.name,
      describe: (templateId) => find(templateId)?.description ?? '',
      useTemplateHref,
      openId: initialOpenId,
    });
  }, [useTemplateHref, initialOpenId]);

  return (
    <Section ref={rootRef} id={id} heading={heading} headingLevel={headingLevel} intro={intro}>
      <CardCarousel
        items={items}
        label={labels.carousel ?? heading}
        labels={labels}
        initialIndex={initialIndex}
      >
        {(template) => (
          <a
            href={formatMessage(useTemplateHref, { id: template.id })}
            className={styles.card}
            aria-haspopup="dialog"
            data-template-id={template.id}
            data-hold-until-hydrated=""
          >
            <CoverTemplatePreview
              id={template.id}
              name={template.name}
              title={sampleTitle}
              author={sampleAuthor}
              className={styles.cover}
            />
            <CardName template={labels.open} name={template.name} />
          </a>
        )}
      </CardCarousel>
      {shell ? (
        <Dialog title={shell.name} closeLabel={labels.close}>
          <TemplatePreviewContent
            template={{ id: shell.id, name: shell.name, description: '' }}
            labels={labels}
            useTemplateHref={useTemplateHref}
            viewAllHref={viewAllHref}
          />
        </Dialog>
      ) : null}
    </Section>
  );
}
