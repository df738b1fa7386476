import type { Locale } from '@landing/content';
import {
  CoverGallery,
  type CoverGalleryProps,
  type CoverGalleryTemplate,
} from '@landing/ui/components/CoverGallery';
import { useEffect, useState } from 'react';

type Descriptions = Readonly<Record<number, string>>;

/** Each language's descriptions module: an import Vite can see, one chunk per language. */
const DESCRIPTIONS: Readonly<Record<Locale, () => Promise<{ coverDescriptions: Descriptions }>>> = {
  en: () => import('@landing/content/gallery/en'),
  es: () => import('@landing/content/gallery/es'),
};

const loading = new Map<Locale, Promise<Descriptions>>();
/** Descriptions already loaded, read without waiting. */
const ready = new Map<Locale, Descriptions>();

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
        ready.set(locale, loaded);
        return loaded;
      });
    loading.set(locale, descriptions);
  }
  return descriptions;
}

export interface GalleryIslandProps extends Omit<CoverGalleryProps, 'templates'> {
  /** The templates without their descriptions, which the dialog alone shows. */
  templates: Omit<CoverGalleryTemplate, 'description'>[];
  /** The page's language: which descriptions to load. */
  locale: Locale;
}

/**
 * The cover gallery as the ebook landing ships it: an island whose props leave out the 20
 * descriptions (about 1.3 KB of the page) because only the preview dialog shows them. The site's
 * loader ({@link loadGalleryIsland}) fetches them with the component, so the dialog a first tap
 * opens already has its description; rendered in place (Storybook, tests), the island loads them
 * as it mounts. The server render shows no dialog, so it matches either way.
 */
export function GalleryIsland({ templates, locale, ...gallery }: GalleryIslandProps) {
  const [descriptions, setDescriptions] = useState(() => ready.get(locale));
  useEffect(() => {
    if (descriptions) return;
    let current = true;
    void loadCoverDescriptions(locale).then((loaded) => {
      if (current) setDescriptions(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, descriptions]);
  return (
    <CoverGallery
      {...gallery}
      templates={templates.map((t) => ({ ...t, description: descriptions?.[t.id] ?? '' }))}
    />
  );
}

/**
 * The site's island loader for {@link GalleryIsland}: the component and its descriptions in the
 * page's language, loaded together, so hydration (and the replayed first tap) waits for both.
 */
export async function loadGalleryIsland({
  locale,
}: Pick<GalleryIslandProps, 'locale'>): Promise<typeof GalleryIsland> {
  await loadCoverDescriptions(locale);
  return GalleryIsland;
}
