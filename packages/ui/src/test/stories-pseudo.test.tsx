import { LOCALE_TABLE, LOCALES, notPseudoLocalized } from '@landing/content';
import { en } from '@landing/content/en';
import { composeStories, composeStory } from '@storybook/react-vite';
import { afterAll, describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../.storybook/locale.js';
import preview from '../../.storybook/preview.js';

/**
 * The pseudo-locale runs through the stories (docs/CONTRIBUTING.md "Stories and baselines"): every
 * story Storybook shows (the design system's, the site kit's and the sections', as .storybook/main.ts
 * lists them) renders with the toolbar on "Pseudo", and every string it shows with a Latin letter
 * is the pseudo-locale's, as a site's pseudo build is checked (`notPseudoLocalized`, the same rule).
 * A string a story or component writes itself instead of taking it from its copy fails here, with
 * the story and the string. Stories pinned to a language (`globals: { locale }`) are rendered in the
 * pseudo-locale too. Rendering only: play functions run in the browser (the `storybook` project
 * and the screenshot pass), not here.
 */

type StoryModule = Record<string, unknown> & { default: Parameters<typeof composeStory>[1] };

const modules = import.meta.glob<StoryModule>(
  [
    '../**/*.stories.tsx',
    '../../../site-kit/src/**/*.stories.tsx',
    '../../../sections/src/**/*.stories.tsx',
  ],
  { eager: true },
);

/** Strings no language translates, each exactly as shown. */
const ALLOWED = new Set<string>([
  // The brand.
  en.common.brand,
  // Each language's name in itself (the language switcher, the share cards' captions).
  ...LOCALES.map((locale) => LOCALE_TABLE[locale].nativeName),
  // The payout countries' ISO codes beside their names.
  ...[...en.author.connect.countries, ...en.author.connect.moreCountries].map(({ code }) => code),
]);

// What jsdom does not implement and components call; the browser's behaviour matters not here.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.show ??= function show(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
Element.prototype.scrollTo ??= () => {};

/** The strings a rendered story shows, each with where: text, and the attributes a person reads. */
function shownStrings(root: Element): Array<[where: string, text: string]> {
  const shown: Array<[string, string]> = [];
  const label = (el: Element) => `<${el.tagName.toLowerCase()}>`;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // As in a site's pseudo build: a `<code>` is a name the code knows, a `<time>` a date Intl
    // writes; neither is copy. Text marked with a language of its own (`lang`, the translation
    // samples) is in that language on purpose (the page's own `lang`, on `<html>`, is not).
    if (!parent || parent.closest('script, style, noscript, template, code, time')) continue;
    const marked = parent.closest('[lang]');
    if (marked && root.contains(marked)) continue;
    shown.push([label(parent), node.textContent ?? '']);
  }
  const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
  for (const el of root.querySelectorAll('*')) {
    for (const name of attributes) {
      const value = el.getAttribute(name);
      if (value !== null) shown.push([`${label(el)}[${name}]`, value]);
    }
  }
  return shown;
}

const stories = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(
    composeStories(module, preview) as Record<
      string,
      { id: string; parameters: Record<string, unknown> }
    >,
  ).map(([name, composed]) => ({
    id: composed.id,
    path,
    // What the story shows that is not copy (a stand-in page, invented facts), as it lists it.
    allowed: new Set([
      ...ALLOWED,
      ...((composed.parameters.pseudoLocale as { allowed?: string[] } | undefined)?.allowed ?? []),
    ]),
    // The story as the toolbar's "Pseudo" shows it, without its play function.
    story: composeStory(
      {
        ...(module[name] as object),
        globals: { ...(module[name] as { globals?: object }).globals, locale: PSEUDO_LOCALE },
        play: undefined,
      },
      { ...module.default, play: undefined },
      preview,
      name,
    ),
  })),
);

describe('every story in the pseudo-locale', () => {
  const started = performance.now();
  afterAll(() => {
    console.info(
      `${stories.length} stories rendered in the pseudo-locale in ${Math.round(performance.now() - started)} ms`,
    );
  });

  it('finds the stories of the three packages', () => {
    expect(stories.length).toBeGreaterThan(200);
    const of = (dir: string) => stories.filter(({ path }) => path.startsWith(dir)).length;
    expect(of('../components/')).toBeGreaterThan(0);
    expect(of('../../../site-kit/')).toBeGreaterThan(0);
    expect(of('../../../sections/')).toBeGreaterThan(0);
  });

  it.each(stories)('$id', async ({ story, allowed }) => {
    // What the story before left beside its canvas (the consent banner) goes first.
    document.body.replaceChildren();
    await story.run();
    const found = shownStrings(document.body)
      .map(([where, text]) => [where, notPseudoLocalized(text, allowed)] as const)
      .filter(([, miss]) => miss !== null)
      .map(([where, miss]) => `${where}: "${miss}"`);
    const strings = [...new Set(found)];
    expect(strings, `not in the pseudo-locale (hard-coded?):\n${strings.join('\n')}\n`).toEqual([]);
  });
});
