import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@landing/content';
import { STUB_ILLUSTRATIONS } from '@landing/marketplace-client/stub';
import { describe, expect, it } from 'vitest';
import { blockConfig, messagesFor } from './blocks.fixtures';

// Storybook (packages/ui/.storybook) serves its public folder at its root, so a story's image proxy
// (`/images`) reads these.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../ui/.storybook/public/images');
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .sort();

describe("Storybook's image proxy (packages/ui/.storybook/public/images)", () => {
  it.each(files)(
    '%s is the stub marketplace drawing (else run `pnpm run draw` in packages/ui)',
    (path) => {
      expect(readFileSync(join(root, path), 'utf8')).toBe(STUB_ILLUSTRATIONS[path]);
    },
  );

  it('holds every image the blocks ask for, in both languages', () => {
    const asked = [
      ...LOCALES.flatMap((locale) =>
        messagesFor(locale).ebook.hero.showcase.sections.map((s) => s.image.path),
      ),
      ...blockConfig.reviewShotPaths,
    ];
    expect(files).toEqual(expect.arrayContaining(asked));
  });
});
