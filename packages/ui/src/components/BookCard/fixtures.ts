import type { Locale } from '@landing/content';

/**
 * Story and test data: covers drawn as inline SVG data URIs (no network, identical on every
 * machine: shapes only, no text, so fonts cannot change a screenshot) and sample books in both
 * languages. Not exported from the package.
 */

const COVER_COLOURS = [
  ['#1e3a8a', '#fbbf24'],
  ['#7c2d12', '#fde68a'],
  ['#064e3b', '#a7f3d0'],
  ['#4c1d95', '#f9a8d4'],
  ['#0f172a', '#38bdf8'],
  ['#831843', '#fef3c7'],
] as const;

/** A 2:3 cover as a data URI: a background, a circle and two bands, varied by index. */
export function coverDataUri(index: number): string {
  const [bg, fg] = COVER_COLOURS[index % COVER_COLOURS.length]!;
  const cy = 90 + (index % 3) * 40;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">` +
    `<rect width="200" height="300" fill="${bg}"/>` +
    `<circle cx="${60 + (index % 4) * 25}" cy="${cy}" r="${38 + (index % 2) * 14}" fill="${fg}" opacity="0.9"/>` +
    `<rect x="24" y="214" width="152" height="12" rx="3" fill="${fg}"/>` +
    `<rect x="24" y="236" width="96" height="8" rx="3" fill="${fg}" opacity="0.7"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A sample book, as the strip receives it. */
export interface SampleBook {
  id: string;
  title: string;
  coverUrl: string;
  price: number | null;
  href: string;
}

const TITLES = {
  en: [
    "The Lighthouse Keeper's Daughter",
    'Sourdough for Busy People',
    'Quiet Money: Budgeting Without Guilt',
    'Tides of Ashford Bay',
    'Twelve Small Habits That Change a Year',
    'The Garden Year',
  ],
  es: [
    'La hija del farero',
    'Masa madre sin prisas',
    'Dinero tranquilo: ahorra sin culpa',
    'Mareas de la bahía de Ashford',
    'Doce hábitos pequeños que cambian un año',
    'Un año en el huerto',
  ],
} as const;

// A free book, a book whose price could not be read (null) and ordinary prices.
const PRICES = [12.99, 0, 7.5, null, 19, 4.99] as const;

/** Six sample books in the language of the story. */
export function sampleBooks(locale: Locale): SampleBook[] {
  return TITLES[locale].map((title, i) => ({
    id: String(101 + i),
    title,
    coverUrl: coverDataUri(i),
    price: PRICES[i] ?? null,
    href: `https://marketplace.example.com/book/${101 + i}/sample-${i + 1}`,
  }));
}
