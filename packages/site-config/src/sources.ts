import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CLAIM_EVIDENCE,
  type ClaimEvidence,
  type ClaimKey,
  type ClaimRecord,
  type ReviewEvidence,
  type ReviewRecord,
} from '@landing/content';

/**
 * The sources a deploy gives for the sites' claims (docs/GO-LIVE.md "Claims and reviews"):
 * `CLAIM_EVIDENCE` (packages/content/src/evidence.ts), with what a JSON file names in its place.
 * Server only, like the legal facts: the build reads it, no page does.
 */

/** What was read, and one line per value of the file that could not be used. */
export interface ClaimSourcesReading {
  evidence: ClaimEvidence;
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const reviewRecord = (value: unknown): value is ReviewRecord =>
  isObject(value) && text(value.address) && isoDate(value.date);
const claimRecord = (value: unknown): value is ClaimRecord =>
  isObject(value) && text(value.source) && isoDate(value.asOf);

const REVIEW_FORM = 'an object with "address" (text) and "date" (an ISO date)';
const CLAIM_FORM = 'an object with "source" (text) and "asOf" (an ISO date)';

/**
 * The sources with a file's records in place of the samples: a record of the right form replaces
 * the default of the same key; one of the wrong form, or for a key the sites do not have, keeps
 * nothing and says so in `problems`. The language of a quote stays the default's: it belongs with
 * the quote's words, in the copy. Pure.
 */
export function readClaimSources(
  json: unknown,
  base: ClaimEvidence = CLAIM_EVIDENCE,
): ClaimSourcesReading {
  const problems: string[] = [];
  if (!isObject(json)) {
    return { evidence: base, problems: ['the claim sources file must hold one JSON object'] };
  }
  const section = (key: string): Json => {
    if (!(key in json)) return {};
    if (isObject(json[key])) return json[key];
    problems.push(`${key} must be an object`);
    return {};
  };

  function reviews<K extends string>(
    key: string,
    defaults: Readonly<Record<K, ReviewEvidence>>,
  ): Record<K, ReviewEvidence> {
    const given = section(key);
    const merged: Record<K, ReviewEvidence> = { ...defaults };
    for (const [id, value] of Object.entries(given)) {
      const known = defaults[id as K];
      if (!known) problems.push(`${key}.${id} is not one the sites show`);
      else if (!reviewRecord(value))
        problems.push(`${key}.${id} must be ${REVIEW_FORM} (got ${JSON.stringify(value)})`);
      else merged[id as K] = { language: known.language, record: value };
    }
    return merged;
  }

  const testimonials = reviews('testimonials', base.testimonials);
  const authorTestimonials = reviews('authorTestimonials', base.authorTestimonials);
  const shots = reviews(
    'screenshots',
    Object.fromEntries(base.screenshots.map((shot, i) => [String(i), shot])),
  );
  const claims = { ...base.claims };
  for (const [key, value] of Object.entries(section('claims'))) {
    if (!(key in base.claims)) problems.push(`claims.${key} is not a CLAIMS value`);
    else if (!claimRecord(value))
      problems.push(`claims.${key} must be ${CLAIM_FORM} (got ${JSON.stringify(value)})`);
    else claims[key as ClaimKey] = value;
  }
  return {
    evidence: {
      testimonials,
      authorTestimonials,
      screenshots: base.screenshots.map((_, i) => shots[String(i)]!),
      claims,
    },
    problems,
  };
}

/**
 * The sources of this build: `CLAIM_EVIDENCE`, or the JSON file `CLAIM_SOURCES_FILE` names (a path
 * from the working directory) read over them. A file that is missing or not JSON throws, naming
 * the variable: the build stops rather than publish claims nobody sourced.
 */
export function loadClaimSources(
  file: string | undefined = process.env.CLAIM_SOURCES_FILE,
): ClaimSourcesReading {
  if (!file?.trim()) return { evidence: CLAIM_EVIDENCE, problems: [] };
  const path = resolve(file.trim());
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(
      `CLAIM_SOURCES_FILE: cannot read ${path} as JSON (${(error as Error).message})`,
    );
  }
  const reading = readClaimSources(json);
  return { ...reading, problems: reading.problems.map((line) => `CLAIM_SOURCES_FILE: ${line}`) };
}
