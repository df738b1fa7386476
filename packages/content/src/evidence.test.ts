import { describe, expect, it } from 'vitest';
import { CLAIM_EVIDENCE, isTranslation } from './evidence.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';

describe.each([
  ['en', en],
  ['es', es],
] as const)('the sources behind the %s copy', (_locale, messages) => {
  it('name one source for each testimonial of both sites, by its id, and none more', () => {
    const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id).sort();
    expect(Object.keys(CLAIM_EVIDENCE.testimonials).sort()).toEqual(
      ids(messages.ebook.testimonials.items),
    );
    expect(Object.keys(CLAIM_EVIDENCE.authorTestimonials).sort()).toEqual(
      ids(messages.author.testimonials.items),
    );
  });

  it('name one source for each review screenshot, in order', () => {
    expect(CLAIM_EVIDENCE.screenshots).toHaveLength(
      messages.ebook.testimonials.reviewImages.shots.length,
    );
  });
});

describe('a quote shown in translation', () => {
  const english = CLAIM_EVIDENCE.testimonials['maria-l'];

  it('is one whose reviewer wrote in the other language', () => {
    expect(isTranslation(english, 'es')).toBe(true);
    expect(isTranslation(english, 'en')).toBe(false);
    expect(isTranslation(undefined, 'es')).toBe(false);
  });

  it('says so in each language', () => {
    expect(es.ebook.testimonials.translatedLabel).toBe('traducido del inglés');
    expect(es.author.testimonials.translatedLabel).toBe('traducido del inglés');
    expect(en.ebook.testimonials.translatedLabel).toBe('translated from Spanish');
  });
});
