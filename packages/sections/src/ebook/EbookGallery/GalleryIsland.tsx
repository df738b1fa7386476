import type { Locale } from '@landing/content';
import {
  CoverGallery,
  type CoverGalleryProps,
  type CoverGalleryTemplate,
} from '@landing/ui/components/CoverGallery';
import { useEffect, useState } from 'react';
import { loadCoverDescriptions, loadedDescriptions as ready } from '../GalleryBehaviour/index.js';

export interface GalleryIslandProps extends Omit<CoverGalleryProps, 'templates'> {
  /** The templates without their descriptions, which the dialog alone shows. */
  templates: Omit<CoverGalleryTemplate, 'description'>[];
  /** The page's language: which descriptions to load. */
  locale: Locale;
}

/**
 * The cover gallery as the ebook landing renders it: an island whose props leave out the 20
 * descriptions (about 1.3 KB of the page) because only the preview dialog shows them. On the site
 * this component is the server render only: the island's client side is the gallery's DOM
 * behaviour (`coverGalleryIsland`, `../GalleryBehaviour/index.ts`), which loads the descriptions as
 * the visitor reaches into the gallery. Rendered in place (Storybook, tests), it loads them as it
 * mounts.
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
