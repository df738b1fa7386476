import type { Locale, Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type StoryGlobals, storyCopy } from '../../ui/.storybook/locale.js';

export {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyLocale,
} from '../../ui/.storybook/locale.js';

const MESSAGES: Readonly<Record<Locale, Messages>> = { en, es };

/** All copy in a language, as the sites pass it. */
export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];

/**
 * All copy in the toolbar's language, or the pseudo-locale's (`storyCopy`): what a story renders
 * and what its play function looks for, so both follow the toolbar.
 */
export const storyMessages = (globals: StoryGlobals): Messages => storyCopy(MESSAGES, globals);

/**
 * Configuration for the blocks' stories and tests: example hosts, and the image proxy pointed at
 * Storybook's static folder (`.storybook/public/images` holds the paths the copy names).
 */
export const blockConfig = {
  appUrl: 'https://app.example.com',
  marketplaceUrl: 'https://market.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://covers.example.com/',
  imageBaseUrl: '/images',
  // Loaded only when the demo dialog opens.
  demoVideoSrc: 'https://video.example.com/embed/demo?autoplay=1',
  reviewsUrl: 'https://reviews.example.com/inkwell-ai',
  // Two made-up site names (the ones the copy itself carried before the sites became
  // configuration), so the stories' pictures did not change with it.
  reviewSites: ['ReviewHub', 'SoftwareRatings'] as const,
  reviewShotPaths: Array.from(
    { length: 12 },
    (_, i) => `2025/02/review-${String(i + 1).padStart(2, '0')}.svg`,
  ),
};

/**
 * No real network in stories: the marketplace strip and the bundle card stay on their placeholders
 * and sample values, which is also what the server renders. Use as a story's `beforeEach`.
 */
export function withoutNetwork(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => {});
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * An accessible-name matcher for a link or button whose name continues after its label, such as a
 * link that opens a new tab ("Start Free Trial (opens in a new tab)").
 */
export const startsWith = (label: string) => (name: string) => name.startsWith(label);
