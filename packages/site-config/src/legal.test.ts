import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEGAL_FACTS } from '@landing/content';
import { describe, expect, it } from 'vitest';
import { loadLegalFacts, placeholdersOf, readLegalFacts } from './legal.js';

describe('the legal facts a deploy gives', () => {
  it('replaces each default it gives, keeps the others', () => {
    const { facts, problems } = readLegalFacts({
      operator: { legalName: 'Tinta Digital S.L.' },
      serverLogDays: 14,
    });
    expect(problems).toEqual([]);
    expect(facts.operator.legalName).toBe('Tinta Digital S.L.');
    expect(facts.operator.taxId).toEqual(LEGAL_FACTS.operator.taxId);
    expect(facts.serverLogDays).toBe(14);
    expect(facts.processors).toBe(LEGAL_FACTS.processors);
  });

  it('keeps the default of a value in the wrong form, and says which', () => {
    const { facts, problems } = readLegalFacts({
      operator: { email: 'not an address', address: [] },
      serverLogDays: -3,
      pricesIncludeVat: 'yes',
      jurisdiction: { law: 'Spain' },
      accessibility: { reviewedOn: '2026-13-45', status: 'mostly' },
      hosting: { name: 'Host', roles: ['storage'], country: 'DE', transfer: null },
      processors: 'Google',
    });
    expect(facts).toEqual(LEGAL_FACTS);
    expect(problems).toEqual([
      'operator.address must be a list of lines (got [])',
      'operator.email must be an email address (got "not an address")',
      'pricesIncludeVat must be true or false (got "yes")',
      'hosting must be a processor (got {"name":"Host","roles":["storage"],"country":"DE","transfer":null})',
      'processors must be a list of processors (got "Google")',
      'serverLogDays must be a number of days (got -3)',
      'jurisdiction.law must be a country code (got "Spain")',
      'accessibility.status must be "full", "partial" or "none" (got "mostly")',
      'accessibility.reviewedOn must be an ISO date (got "2026-13-45")',
    ]);
  });

  it('refuses a file that is not one object', () => {
    expect(readLegalFacts([1, 2]).problems).toEqual([
      'the legal facts file must hold one JSON object',
    ]);
  });

  it('lists every placeholder with its path', () => {
    expect(placeholdersOf(LEGAL_FACTS)).toContain('operator.legalName (Company legal name)');
    expect(placeholdersOf(LEGAL_FACTS).some((p) => p.startsWith('processors[1].transfer'))).toBe(
      true,
    );
  });

  it('reads the file LEGAL_FACTS_FILE names, and stops on one it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legal-'));
    const file = join(dir, 'legal.json');
    writeFileSync(file, JSON.stringify({ operator: { taxId: 'B00000000' }, serverLogDays: 'x' }));
    const reading = loadLegalFacts(file);
    expect(reading.facts.operator.taxId).toBe('B00000000');
    expect(reading.problems).toEqual([
      'LEGAL_FACTS_FILE: serverLogDays must be a number of days (got "x")',
    ]);
    expect(loadLegalFacts(undefined).facts).toBe(LEGAL_FACTS);
    writeFileSync(file, '{ not json');
    expect(() => loadLegalFacts(file)).toThrow(
      /^LEGAL_FACTS_FILE: cannot read .*legal\.json as JSON/,
    );
    expect(() => loadLegalFacts(join(dir, 'missing.json'))).toThrow(
      /^LEGAL_FACTS_FILE: cannot read/,
    );
  });
});
