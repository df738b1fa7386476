import type { Locale } from '@landing/content';

/**
 * The demo videos of docs/PRODUCT.md §2.2 item 1: English from the video site's privacy-enhanced embed, Spanish
 * from the embed service's player, both autoplaying. The ids are the product team's published demo
 * cuts; change them here only (the CSP's frame-src already allows both hosts).
 */
export const DEMO_VIDEO_IDS = { en: 'q7Rk2mVx9Lw', es: '912384756' } as const;

/**
 * The autoplaying embed address of the demo video in a language. Both players keep no session data:
 * the English one by its cookieless host, the Spanish one by `dnt=1` (no cookies, no stats).
 */
export function demoVideoSrc(locale: Locale): string {
  return {
    en: `https://www.youtube-nocookie.com/embed/${DEMO_VIDEO_IDS.en}?autoplay=1&rel=0`,
    es: `https://player.vimeo.com/video/${DEMO_VIDEO_IDS.es}?autoplay=1&dnt=1`,
  }[locale];
}

/** The 12 review screenshots (docs/PRODUCT.md §2.2 item 7), small SVG thumbnails through the image proxy. */
export const REVIEW_SHOT_PATHS = Array.from(
  { length: 12 },
  (_, i) => `2025/02/review-${String(i + 1).padStart(2, '0')}.svg`,
);
