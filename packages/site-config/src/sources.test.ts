import { CLAIM_EVIDENCE, CLAIMS, type ClaimEvidence, isPlaceholder } from '@landing/content';
import { describe, expect, it } from 'vitest';
import { readClaimSources } from './sources.js';

/** A file that sources the first testimonial, the first screenshot and one claim. */
const FILE = {
  testimonials: { 'maria-l': { address: 'https://reviews.example/r/1', date: '2026-10-02' } },
  screenshots: { '0': { address: 'Trustpilot 65a1f0c2', date: '2026-09-14' } },
  claims: { books: { source: 'Marketplace dashboard, books listed', asOf: '2026-11-01' } },
};

describe('a claim sources file', () => {
  it('replaces the samples it gives and keeps the rest, and each quote’s language', () => {
    const { evidence, problems } = readClaimSources(FILE);
    expect(problems).toEqual([]);
    expect(evidence.testimonials['maria-l']).toEqual({
      language: 'en',
      record: FILE.testimonials['maria-l'],
    });
    expect(evidence.screenshots[0]?.record).toEqual(FILE.screenshots['0']);
    expect(evidence.claims.books).toEqual(FILE.claims.books);
    expect(isPlaceholder(evidence.testimonials['daniel-k']?.record)).toBe(true);
    expect(isPlaceholder(evidence.screenshots[1]?.record)).toBe(true);
    expect(isPlaceholder(evidence.claims.authors)).toBe(true);
    expect(evidence.screenshots).toHaveLength(CLAIM_EVIDENCE.screenshots.length);
  });

  it('keeps the sample, and says so, for a record of the wrong form or a key no site has', () => {
    const { evidence, problems } = readClaimSources({
      testimonials: { 'maria-l': { address: 'https://reviews.example/r/1', date: 'last week' } },
      authorTestimonials: { nobody: { address: 'x', date: '2026-01-01' } },
      claims: { books: { source: '' }, users: { source: 'x', asOf: '2026-01-01' } },
      screenshots: [],
    });
    expect(problems).toEqual([
      'testimonials.maria-l must be an object with "address" (text) and "date" (an ISO date) (got {"address":"https://reviews.example/r/1","date":"last week"})',
      'authorTestimonials.nobody is not one the sites show',
      'screenshots must be an object',
      'claims.books must be an object with "source" (text) and "asOf" (an ISO date) (got {"source":""})',
      'claims.users is not a CLAIMS value',
    ]);
    expect(isPlaceholder(evidence.testimonials['maria-l']?.record)).toBe(true);
    expect(isPlaceholder(evidence.claims.books)).toBe(true);
  });

  it('refuses a file that is not one JSON object', () => {
    expect(readClaimSources([]).problems).toEqual([
      'the claim sources file must hold one JSON object',
    ]);
  });
});

describe('the embedded sources', () => {
  it('are all marked samples, one for every CLAIMS value', () => {
    const evidence: ClaimEvidence = CLAIM_EVIDENCE;
    expect(Object.keys(evidence.claims).sort()).toEqual(Object.keys(CLAIMS).sort());
    expect(Object.values(evidence.claims).every(isPlaceholder)).toBe(true);
  });
});
