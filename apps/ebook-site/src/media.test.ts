import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  PLACEHOLDER_ILLUSTRATION,
  STUB_ILLUSTRATIONS,
  type StubMarketplace,
  startStubMarketplace,
} from '@landing/marketplace-client/stub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SHOT_PATHS } from './media';

// Every picture the landing asks the image proxy for, in both languages: the feature sections'
// paths from the copy and the review screenshots' from ./media.ts. Checked here because only an app
// sees both and the stub (content and marketplace-client import none of our packages,
// docs/ARCHITECTURE.md "Layers").
const landingImages = [
  ...new Set([
    ...[en, es].flatMap((t) => t.ebook.hero.showcase.sections.map((s) => s.image.path)),
    ...REVIEW_SHOT_PATHS,
  ]),
];

let stub: StubMarketplace;
beforeAll(async () => {
  stub = await startStubMarketplace();
});
afterAll(() => stub.close());

describe('the images of the ebook landing', () => {
  it('are the four feature pictures and twelve review screenshots', () => {
    expect(landingImages).toHaveLength(16);
  });

  it.each(landingImages)(
    '%s is one the stub marketplace draws, not its placeholder',
    async (path) => {
      const response = await fetch(`${stub.url}/images/${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).not.toBe(PLACEHOLDER_ILLUSTRATION);
      expect(svg).toBe(STUB_ILLUSTRATIONS[path]);
    },
  );
});
