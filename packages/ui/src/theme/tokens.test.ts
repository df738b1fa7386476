import { PALETTE_NAMES as VOCABULARY_PALETTE_NAMES } from '@landing/content';
import { describe, expect, it } from 'vitest';
import { PALETTE_NAMES, tokens } from './tokens.js';

describe('the palette tokens', () => {
  it('hold one colour per palette name of the shared vocabulary, in its order', () => {
    expect(PALETTE_NAMES).toEqual(VOCABULARY_PALETTE_NAMES);
    for (const name of PALETTE_NAMES) expect(tokens.palette[name]).toMatch(/^#[0-9a-f]{6}$/);
  });
});
