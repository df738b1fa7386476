import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  isPlaceholder,
  LEGAL_FACTS,
  type LegalFacts,
  type Processor,
  type ProcessorRole,
  type TransferBasis,
} from '@landing/content';

/**
 * The legal facts a deploy states (docs/GO-LIVE.md): `LEGAL_FACTS`
 * (packages/content/src/legal/facts.ts), with what a JSON file names in its place. Server only: the
 * legal pages are prerendered, so the facts never reach a browser bundle.
 */

/** What was read, and one line per value of the file that could not be used. */
export interface LegalFactsReading {
  facts: LegalFacts;
  problems: string[];
}

const ROLES: readonly ProcessorRole[] = [
  'hosting',
  'tagManager',
  'analytics',
  'advertising',
  'video',
];
const BASES: readonly TransferBasis[] = ['adequacy', 'dpf', 'scc', null];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const email = (value: unknown): value is string =>
  typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
const country = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value);
const days = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 3650;
const isoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf =
  <T>(options: readonly T[]) =>
  (value: unknown): value is T =>
    options.includes(value as T);

function processor(value: unknown): value is Processor {
  return (
    isObject(value) &&
    text(value.name) &&
    Array.isArray(value.roles) &&
    value.roles.length > 0 &&
    value.roles.every(oneOf(ROLES)) &&
    country(value.country) &&
    oneOf(BASES)(value.transfer)
  );
}

/**
 * The facts with a file's values in place of the defaults: each value the file gives that has the
 * right form replaces its default; one that has not keeps the default (a placeholder, which a
 * production build refuses) and says so in `problems`. A value left out keeps its default. Pure.
 */
export function readLegalFacts(json: unknown, base: LegalFacts = LEGAL_FACTS): LegalFactsReading {
  const problems: string[] = [];
  if (!isObject(json)) {
    return { facts: base, problems: ['the legal facts file must hold one JSON object'] };
  }
  // The value at `path` when it passes `valid`; else the default, with a line naming the path.
  function pick<T>(
    source: Json | undefined,
    path: string,
    fallback: T,
    valid: (v: unknown) => boolean,
    expected: string,
  ): T {
    const key = path.split('.').at(-1)!;
    if (!source || !(key in source)) return fallback;
    if (valid(source[key])) return source[key] as T;
    problems.push(`${path} must be ${expected} (got ${JSON.stringify(source[key])})`);
    return fallback;
  }
  const section = (key: string): Json | undefined => {
    if (!(key in json)) return undefined;
    if (isObject(json[key])) return json[key];
    problems.push(`${key} must be an object`);
    return undefined;
  };
  const operator = section('operator');
  const jurisdiction = section('jurisdiction');
  const accessibility = section('accessibility');
  const lines = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(text);
  const facts: LegalFacts = {
    operator: {
      brand: pick(operator, 'operator.brand', base.operator.brand, text, 'a name'),
      legalName: pick(operator, 'operator.legalName', base.operator.legalName, text, 'a name'),
      address: pick(operator, 'operator.address', base.operator.address, lines, 'a list of lines'),
      registry: pick(operator, 'operator.registry', base.operator.registry, text, 'text'),
      taxId: pick(operator, 'operator.taxId', base.operator.taxId, text, 'text'),
      email: pick(operator, 'operator.email', base.operator.email, email, 'an email address'),
    },
    privacyContact: pick(json, 'privacyContact', base.privacyContact, email, 'an email address'),
    pricesIncludeVat: pick(
      json,
      'pricesIncludeVat',
      base.pricesIncludeVat,
      (v) => typeof v === 'boolean',
      'true or false',
    ),
    hosting: pick(json, 'hosting', base.hosting, processor, 'a processor'),
    processors: pick(
      json,
      'processors',
      base.processors,
      (v) => Array.isArray(v) && v.every(processor),
      'a list of processors',
    ),
    serverLogDays: pick(json, 'serverLogDays', base.serverLogDays, days, 'a number of days'),
    jurisdiction: {
      law: pick(jurisdiction, 'jurisdiction.law', base.jurisdiction.law, country, 'a country code'),
      courts: pick(jurisdiction, 'jurisdiction.courts', base.jurisdiction.courts, text, 'text'),
    },
    accessibility: {
      status: pick(
        accessibility,
        'accessibility.status',
        base.accessibility.status,
        oneOf(['full', 'partial', 'none']),
        '"full", "partial" or "none"',
      ),
      reviewedOn: pick(
        accessibility,
        'accessibility.reviewedOn',
        base.accessibility.reviewedOn,
        isoDate,
        'an ISO date',
      ),
      method: pick(
        accessibility,
        'accessibility.method',
        base.accessibility.method,
        oneOf(['selfAssessment', 'thirdParty']),
        '"selfAssessment" or "thirdParty"',
      ),
      answerDays: pick(
        accessibility,
        'accessibility.answerDays',
        base.accessibility.answerDays,
        days,
        'a number of days',
      ),
    },
  };
  return { facts, problems };
}

/**
 * The legal facts of this build: `LEGAL_FACTS`, or the JSON file `LEGAL_FACTS_FILE` names (a path
 * from the working directory) read over them. A file that is missing or not JSON throws, naming
 * the variable: the build stops rather than publish facts nobody gave.
 */
export function loadLegalFacts(
  file: string | undefined = process.env.LEGAL_FACTS_FILE,
): LegalFactsReading {
  if (!file?.trim()) return { facts: LEGAL_FACTS, problems: [] };
  const path = resolve(file.trim());
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`LEGAL_FACTS_FILE: cannot read ${path} as JSON (${(error as Error).message})`);
  }
  const reading = readLegalFacts(json);
  return { ...reading, problems: reading.problems.map((line) => `LEGAL_FACTS_FILE: ${line}`) };
}

/** Every fact still a placeholder, as `path (what it is)`, in the order of `LegalFacts`. */
export function placeholdersOf(value: unknown, path = ''): string[] {
  if (isPlaceholder(value)) return [`${path} (${value.placeholder})`];
  if (Array.isArray(value))
    return value.flatMap((item, i) => placeholdersOf(item, `${path}[${i}]`));
  if (isObject(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      placeholdersOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
