import type { Locale, Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type ComponentType, createElement, type ReactElement } from 'react';
import {
  INITIAL_GLOBALS,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../ui/.storybook/locale.js';

export { INITIAL_GLOBALS } from '../../ui/.storybook/locale.js';

const MESSAGES: Readonly<Record<Locale, Messages>> = { en, es };

/** All copy in a language, as the sites pass it. */
export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];

/**
 * All copy in the toolbar's language, or the pseudo-locale's (`storyCopy`): what a story renders
 * and what its play function looks for, so both follow the toolbar.
 */
export const storyMessages = (globals: StoryGlobals): Messages => storyCopy(MESSAGES, globals);

/**
 * The args and the `render` of a block's stories whose copy follows the toolbar. `pick` says which
 * of the block's props come from the copy of a language (its copy, and whatever else follows the
 * language: `common`, `locale`…); typed `Partial<Props>`, so a pick the block cannot take fails
 * `tsc` in the story. What it returns:
 * - `args`: the picked props in the default language, the stories' args (their controls and their
 *   type: a story's own args go over them);
 * - `render`: the block with the story's args and, over them, the props of the toolbar's language
 *   or the pseudo-locale, so switching the toolbar switches the copy;
 * - `renderedArgs(args, globals)`: a play function's args with the same props over them, what the
 *   block rendered, for the play to look for.
 */
export function localizedStoryArgs<Props extends object, Picked extends Partial<Props>>(
  component: ComponentType<Props>,
  pick: (messages: Messages, locale: Locale) => Picked,
) {
  const pickedFor = (globals: StoryGlobals): Picked =>
    pick(storyMessages(globals), storyLocale(globals));
  return {
    args: pickedFor(INITIAL_GLOBALS),
    render: (args: Props, { globals }: { globals: StoryGlobals }): ReactElement =>
      createElement(component, { ...args, ...pickedFor(globals) }),
    renderedArgs: (args: Props, globals: StoryGlobals): Props & Picked => ({
      ...args,
      ...pickedFor(globals),
    }),
  };
}

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
 * What a site passes each block that links to its app or marketplace besides the block's own copy:
 * the shared strings, the page's language and the configuration above. For a story's pick
 * (`localizedStoryArgs`): `(m, locale) => ({ copy: …, ...siteProps(m, locale) })`.
 */
export const siteProps = (messages: Messages, locale: Locale) => ({
  common: messages.common,
  locale,
  config: blockConfig,
});

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
