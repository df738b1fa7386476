import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, ICON_NAMES, PALETTE_NAMES, TOOL_KEYS } from './vocabulary.js';

describe('the shared vocabulary', () => {
  it.each([
    ['ICON_NAMES', ICON_NAMES, /^[a-z]+([A-Z][a-z]+)*$/],
    ['PALETTE_NAMES', PALETTE_NAMES, /^[a-z]+$/],
    ['TOOL_KEYS', TOOL_KEYS, /^[a-z]+([A-Z][a-z]+)*$/],
    ['ANALYTICS_EVENT_NAMES', ANALYTICS_EVENT_NAMES, /^[a-z]+(_[a-z]+)+$/],
  ] as const)('%s names each entry once, in one letter case', (_name, list, form) => {
    expect(new Set(list).size).toBe(list.length);
    for (const entry of list) expect(entry).toMatch(form);
  });

  it('has one tool key per tool page: 14', () => {
    expect(TOOL_KEYS).toHaveLength(14);
  });

  it('has the 12 palette colours cards take in turn', () => {
    expect(PALETTE_NAMES).toHaveLength(12);
  });

  it('includes every analytics event of docs/PRODUCT.md §7 and the page view', () => {
    for (const name of [
      'cta_start_trial',
      'cta_view_demo',
      'features_get_started',
      'hero_start_trial',
      'hero_get_sample',
      'hero_start_book',
      'hero_free_trial',
      'hero_voice_to_book',
      'how_it_works_cta',
      'testimonials_get_started',
      'page_view',
    ]) {
      expect(ANALYTICS_EVENT_NAMES).toContain(name);
    }
  });
});
