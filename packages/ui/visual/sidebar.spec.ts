import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * What Storybook's sidebar reads from the static build's index (`storybook-static/index.json`), checked
 * without a browser: the words designers search with, and each component's status. The index is
 * what the sidebar is built from, and it exists only after `pnpm build-storybook`, which is why these
 * checks run in the stories pass rather than in the `unit` project.
 */

interface DocsAnchor {
  id: string;
  title: string;
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
  anchors?: DocsAnchor[];
}

const indexFile = join(import.meta.dirname, '../storybook-static/index.json');
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} not found: build Storybook first (pnpm build-storybook).`);
}
const entries: IndexEntry[] = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries);

/** The glossary of designers' words (src/foundations/FindAComponent.mdx). */
const GLOSSARY = 'Foundations/Find a component';

/**
 * The texts the sidebar's search matches an entry on: its name, the parts of its title, and a docs
 * page's headings (`anchors`, present with `features.experimentalSearchDocsHeadings` in
 * .storybook/main.ts).
 */
function searchedTexts(entry: IndexEntry): string[] {
  return [
    entry.name,
    ...entry.title.split('/'),
    ...(entry.anchors ?? []).map(({ title }) => title),
  ];
}

/**
 * Whether a word of `text` starts with `query`, ignoring case: the plainest match Storybook's fuzzy
 * search makes (it also forgives a typo, which this does not need to).
 */
function hasWordStarting(text: string, query: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.startsWith(query.toLowerCase()));
}

/** The last part of a title: the name the sidebar shows for the component or page. */
const lastPart = (title: string) => title.slice(title.lastIndexOf('/') + 1);

/**
 * The glossary's headings ("Name · Name: words"), each as the names it lists (the last parts of
 * titles in the sidebar) and the words it gives for them.
 */
function glossaryHeadings(): Array<{ names: string[]; words: string }> {
  const glossary = entries.find((entry) => entry.title === GLOSSARY);
  return (glossary?.anchors ?? []).flatMap(({ title }) => {
    const match = /^(.+): (.+)$/.exec(title);
    return match?.[1] && match[2] ? [{ names: match[1].split(' · '), words: match[2] }] : [];
  });
}

/**
 * The titles the search leads a designer to for `query`: the entries it matches by name, title or
 * docs heading, and for a matching glossary heading, the entries it names.
 */
function titlesFoundBy(query: string): Set<string> {
  const titles = pagesFoundBy(query);
  const byName = new Map(entries.map((entry) => [lastPart(entry.title), entry.title]));
  for (const { names, words } of glossaryHeadings()) {
    if (!hasWordStarting(words, query)) continue;
    for (const name of names) titles.add(byName.get(name) ?? `unknown "${name}"`);
  }
  return titles;
}

/** The titles whose own entries the search lists for `query`, without the glossary's help. */
function pagesFoundBy(query: string): Set<string> {
  const titles = new Set<string>();
  for (const entry of entries) {
    if (entry.title === GLOSSARY) continue;
    if (searchedTexts(entry).some((text) => hasWordStarting(text, query))) titles.add(entry.title);
  }
  return titles;
}

test.describe('the sidebar search finds components by the words designers use', () => {
  test('"modal" finds the dialogs, on their own pages (their "Also called" heading)', () => {
    expect([...pagesFoundBy('modal')].sort()).toEqual([
      'Components/Overlays/DemoVideoDialog',
      'Components/Overlays/Dialog',
      'Components/Overlays/TemplatePreviewContent',
      'Components/Overlays/TemplatePreviewDialog',
    ]);
  });

  test('"token" finds the foundations pages', () => {
    expect([...titlesFoundBy('token')].sort()).toEqual([
      'Foundations/Colour',
      'Foundations/Introduction',
      'Foundations/Type, space and motion',
    ]);
  });

  test('"input" finds the form of the tool pages', () => {
    expect([...titlesFoundBy('input')].sort()).toEqual(['Sections/Tools/ToolIntro']);
  });

  test('every component is named under some words of the glossary', () => {
    const named = new Set(glossaryHeadings().flatMap(({ names }) => names));
    const components = new Set(
      entries
        .filter((entry) => entry.title.startsWith('Components/'))
        .map((e) => lastPart(e.title)),
    );
    expect([...components].filter((name) => !named.has(name))).toEqual([]);
  });
});

/**
 * The statuses a component can have, in the `tags` of its stories file or MDX page
 * (docs/CONTRIBUTING.md "Add a component").
 */
const STATUSES = ['stable', 'beta'];

test('every component declares exactly one status', () => {
  const components = entries.filter((entry) => entry.title.startsWith('Components/'));
  expect(components.length).toBeGreaterThan(0);
  const wrong = components
    .map((entry) => ({
      entry: `${entry.title} › ${entry.name} (${entry.importPath})`,
      statuses: STATUSES.filter((status) => entry.tags?.includes(status)),
    }))
    .filter(({ statuses }) => statuses.length !== 1);
  expect(wrong, 'entries without exactly one of stable, beta').toEqual([]);
});

/** A landing's stories (`Pages/EbookLanding`, `Pages/AuthorLanding`, `Pages/ToolLanding`). */
const LANDING = /^Pages\/\w+Landing$/;

/** The name of each landing's docs page that shows it in every language at two widths at once. */
const SIDE_BY_SIDE = 'Side by side';

/**
 * The story a side-by-side page shows: the `storyId` its MDX gives the block
 * (src/docs/SideBySide.tsx). The index's `importPath` is relative to the folder Storybook ran in,
 * this package's.
 */
function storyShownBy(page: IndexEntry): string | undefined {
  const source = readFileSync(join(import.meta.dirname, '..', page.importPath), 'utf8');
  return /<SideBySide\s+storyId="([^"]+)"/.exec(source)?.[1];
}

test('every landing has a side-by-side page showing one of its own stories', () => {
  const landings = [...new Set(entries.map(({ title }) => title).filter((t) => LANDING.test(t)))];
  expect(landings.length).toBeGreaterThan(0);
  const wrong = landings.flatMap((title) => {
    const page = entries.find(
      (entry) => entry.type === 'docs' && entry.title === title && entry.name === SIDE_BY_SIDE,
    );
    if (!page) return [`${title}: no "${SIDE_BY_SIDE}" page`];
    const shown = storyShownBy(page);
    const own = entries.some(
      (entry) => entry.type === 'story' && entry.title === title && entry.id === shown,
    );
    return own ? [] : [`${title}: its page shows "${shown}", not a story of this landing`];
  });
  expect(wrong).toEqual([]);
});
