import type { Locale } from '@landing/content';
import { enhanceCarousel } from '@landing/ui/behaviours/carousel';
import { enhanceCoverGallery } from '@landing/ui/behaviours/coverGallery';
import type { CoverGalleryLabels, CoverGalleryTemplate } from '@landing/ui/components/CoverGallery';

type Descriptions = Readonly<Record<number, string>>;

/** Each language's descriptions module: an import Vite can see, one chunk per language. */
const DESCRIPTIONS: Readonly<Record<Locale, () => Promise<{ coverDescriptions: Descriptions }>>> = {
  en: () => import('@landing/content/gallery/en'),
  es: () => import('@landing/content/gallery/es'),
};

const loading = new Map<Locale, Promise<Descriptions>>();
/** Descriptions already loaded, read without waiting. */
export const loadedDescriptions = new Map<Locale, Descriptions>();

/**
 * The cover templates' descriptions in one language, loaded once from their own small module
 * (`@landing/content/gallery/{en,es}`). A module that fails to load gives no descriptions: the
 * dialog still opens with the name, the preview and both links.
 */
export function loadCoverDescriptions(locale: Locale): Promise<Descriptions> {
  let descriptions = loading.get(locale);
  if (!descriptions) {
    descriptions = DESCRIPTIONS[locale]()
      .then(
        (module) => module.coverDescriptions,
        (): Descriptions => ({}),
      )
      .then((loaded) => {
        loadedDescriptions.set(locale, loaded);
        return loaded;
      });
    loading.set(locale, descriptions);
  }
  return descriptions;
}

/** The cover gallery island's props, as the ebook landing writes them (`EbookGallery`). */
export interface CoverGalleryIslandProps {
  /** The templates without their descriptions, which the dialog alone shows. */
  templates: Omit<CoverGalleryTemplate, 'description'>[];
  /** The page's language: which descriptions to load. */
  locale: Locale;
  labels: Pick<CoverGalleryLabels, 'counter'>;
  /** "Use this template"; `{id}` becomes the template id. */
  useTemplateHref: string;
}

/** Signs that the visitor is about to use the gallery: its descriptions start loading then. */
const EARLY = ['pointerover', 'touchstart', 'focusin'] as const;
/** Or once the gallery is within a screen of the view: loaded by the time a visitor scrolls to it. */
const NEAR: IntersectionObserverInit = { rootMargin: '100% 0px' };

/**
 * The cover gallery's client side on the ebook landing (`domIsland` in the site's registry): the
 * carousel's and the gallery's DOM behaviours (`enhanceCarousel`, `enhanceCoverGallery`) on its
 * prerendered markup, with no React. The
 * page leaves the 20 descriptions out (about 1.3 KB); they load once the gallery is within a
 * screen of the view, or on the first sign of a visitor reaching into it, and a preview opened
 * before they arrive shows its description when they do.
 */
export function coverGalleryIsland(root: HTMLElement, props: CoverGalleryIslandProps): void {
  const { locale } = props;
  const near =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadEarly();
        }, NEAR);
  const loadEarly = () => {
    for (const type of EARLY) root.removeEventListener(type, loadEarly);
    near?.disconnect();
    void loadCoverDescriptions(locale);
  };
  for (const type of EARLY) root.addEventListener(type, loadEarly, { passive: true });
  // `display: contents` boxes have no geometry: the island's section is what comes into view.
  if (root.firstElementChild) near?.observe(root.firstElementChild);
  const carousel = root.querySelector('ul')?.parentElement;
  if (carousel) enhanceCarousel(carousel, { counter: props.labels.counter });
  enhanceCoverGallery(root, {
    nameOf: (id) => props.templates.find((t) => t.id === id)?.name,
    useTemplateHref: props.useTemplateHref,
    describe: (id) => loadCoverDescriptions(locale).then((loaded) => loaded[id] ?? ''),
  });
}
