import type { Locale, Messages } from '@landing/content';
import { buildCoverTemplateUrl } from '@landing/tracking';
import { EbookIsland } from '../../islands';
import type { EbookConfig } from '../config.js';
import { GalleryIsland } from './GalleryIsland.js';

export interface EbookGalleryProps {
  /**
   * The gallery's and carousel's copy (`messages.ebook`) and the 20 templates' ids and names
   * (`messages.templates.cover`); their descriptions load with the island (GalleryIsland).
   */
  copy: Pick<Messages['ebook'], 'gallery' | 'carousel'> & {
    templates: readonly Pick<Messages['templates']['cover'][number], 'id' | 'name'>[];
  };
  /** Shared copy: the screen-reader note after links that open a new tab. */
  common: Pick<Messages['common'], 'opensInNewTab'>;
  /** The page's language: a Spanish page hands off with `lang=es` (docs/PRODUCT.md §2.7). */
  locale: Locale;
  /** The registration host. */
  config: Pick<EbookConfig, 'appUrl'>;
}

/**
 * The gallery hands off with `action=cover_use_template_{id}` (docs/PRODUCT.md §2.2 item 2); the
 * island fills in `{id}`, so the placeholder replaces template 1's action in a link built by the
 * tracking package.
 */
function useTemplateHref(appUrl: string, locale: Locale): string {
  const one = buildCoverTemplateUrl({ appUrl, locale, templateId: 1 });
  return one.replace(/cover_use_template_1$/, 'cover_use_template_{id}');
}

/**
 * The cover templates gallery (docs/PRODUCT.md §2.2 item 2), anchor `templates`: an island whose
 * client side is a small DOM behaviour, no React (`../GalleryBehaviour/index.ts`), attached as soon
 * as the first paint is shown, so the carousel's arrows and a card answer the first tap; the
 * templates' descriptions load as the visitor reaches into the gallery.
 */
export function EbookGallery({ copy, common, locale, config }: EbookGalleryProps) {
  const { gallery: g, carousel: c } = copy;
  return (
    <EbookIsland
      name="CoverGallery"
      component={GalleryIsland}
      props={{
        id: 'templates',
        heading: g.heading,
        intro: g.intro,
        templates: copy.templates.map(({ id, name }) => ({ id, name })),
        locale,
        labels: {
          previous: c.previous,
          next: c.next,
          goTo: c.goTo,
          counter: c.counter,
          open: g.open,
          useTemplate: g.useTemplate,
          viewAll: g.viewAll,
          close: g.close,
          newTab: common.opensInNewTab,
          carousel: c.label,
        },
        useTemplateHref: useTemplateHref(config.appUrl, locale),
        viewAllHref: buildCoverTemplateUrl({ appUrl: config.appUrl, locale }),
      }}
    />
  );
}
