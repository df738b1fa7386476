import { describe, expect, it } from 'vitest';

/**
 * Every component with stories has a designer's docs page: an MDX file beside its stories
 * file, attached to it, with the status, the words it is also called by, the four kinds of guidance designers look for, do and
 * don't examples, and accessibility notes. The components are the stories files themselves, so a
 * new component without its page fails here, naming it and what its page lacks.
 */

const storiesFiles = Object.keys(import.meta.glob('../components/*/*.stories.tsx'));
const pages = import.meta.glob<string>('../components/*/*.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What a designer's page must hold, each as it is written in the MDX. */
const REQUIRED = [
  '<Status />',
  // The other words designers call it by, as a heading the sidebar search reads
  // (src/foundations/FindAComponent.mdx), so a search for one of them lists this page.
  '## Also called: ',
  '## When to use it',
  '## When not to',
  "## Do and don't",
  '<DoDont>',
  '<Do ',
  '<Dont ',
  '## Content rules',
  '## Accessibility',
] as const;

/** A component's name and folder from its stories file (`../components/Dialog/Dialog.stories.tsx`). */
function componentOf(storiesFile: string): { name: string; page: string } {
  const name = storiesFile.slice(storiesFile.lastIndexOf('/') + 1, -'.stories.tsx'.length);
  return { name, page: storiesFile.replace(/\.stories\.tsx$/, '.mdx') };
}

/** What the page of a component lacks: the file, its attachment to the stories, or a part. */
function missingFrom(name: string, page: string): string[] {
  const text = pages[page];
  if (text === undefined) return ['the page'];
  const attached = text.includes(`<Meta of={${name}Stories} />`);
  const imported = new RegExp(`import \\* as ${name}Stories from '\\./${name}\\.stories';`).test(
    text,
  );
  return [
    ...(attached && imported ? [] : [`<Meta of={${name}Stories} /> of ./${name}.stories`]),
    ...REQUIRED.filter((part) => !text.includes(part)),
  ];
}

describe('the designer docs pages', () => {
  it('finds the components from their stories files', () => {
    // Every component folder has a stories file: 31 when the pages were written.
    expect(storiesFiles.length).toBeGreaterThanOrEqual(31);
  });

  it('has a page for every component with stories, attached to them, with every part', () => {
    const lacking = storiesFiles
      .map(componentOf)
      .map(({ name, page }) => ({ name, missing: missingFrom(name, page) }))
      .filter(({ missing }) => missing.length > 0);
    expect(lacking).toEqual([]);
  });
});
