import {
  type ClaimEvidence,
  type ClaimKey,
  isPlaceholder,
  type LegalFacts,
  type ReviewEvidence,
} from '@landing/content';
import { placeholdersOf } from './legal.js';
import { DEFAULT_REVIEW_SOURCES, type SiteEnv, TAG_MANAGER_ID } from './site-config.js';

/**
 * What a production build refuses (docs/GO-LIVE.md): `landing build` with `SITE_ENV=production`
 * (`npm run build:production`) prints these lines and stops before writing `dist/`. The embedded
 * defaults that make `npm start` and the tests work on a fresh clone are all refused here.
 */

/** What the check reads. */
export interface ProductionCheck {
  /** The site's variables as the build will read them (files and the environment). */
  env: SiteEnv;
  /** Whether the site shows testimonials, so its review sources must be set (the ebook site). */
  reviews: boolean;
  /** The legal facts its pages state, for a site with legal pages. */
  legal?: LegalFacts;
  /** Where the legal facts came from, for the lines that name what to set. */
  legalSource?: string;
  /** The sources of what the site shows: its testimonials and screenshots, and every claim. */
  evidence?: Partial<ClaimEvidence>;
  /** Where the sources came from, for the lines that name what to set. */
  evidenceSource?: string;
}

/** What a set of reviews is called in a line of the check. */
const REVIEW_KINDS = {
  testimonials: 'testimonial',
  authorTestimonials: 'author testimonial',
  screenshots: 'review screenshot',
} as const;

/**
 * One line per testimonial, screenshot or claim whose source is still a sample, naming it and
 * where to set it (docs/GO-LIVE.md "Claims and reviews"). Pure.
 */
export function evidenceProblems(
  evidence: Partial<ClaimEvidence>,
  source = 'packages/content/src/evidence.ts',
): string[] {
  const problems: string[] = [];
  for (const kind of Object.keys(REVIEW_KINDS) as (keyof typeof REVIEW_KINDS)[]) {
    const reviews: ReadonlyArray<readonly [string, ReviewEvidence]> = Object.entries(
      evidence[kind] ?? {},
    );
    for (const [id, review] of reviews) {
      if (isPlaceholder(review.record)) {
        problems.push(
          `${source}: ${REVIEW_KINDS[kind]} ${id} has no source (${review.record.placeholder}): give the review's address and date, or take it off the page.`,
        );
      }
    }
  }
  for (const [key, record] of Object.entries(evidence.claims ?? {})) {
    if (isPlaceholder(record)) {
      problems.push(
        `${source}: claim ${key as ClaimKey} has no source (${record.placeholder}): give its source and the date it was true.`,
      );
    }
  }
  return problems;
}

/**
 * The host names no visitor can reach, or that RFC 2606 and RFC 6761 reserve (with the three
 * second-level example domains).
 */
const RESERVED_NAMES =
  /(^|\.)(localhost|example|test|invalid|local|internal|home\.arpa|example\.(com|net|org))$/i;

/** Whether an IPv4 address (four numbers) is this machine's, a private network's or reserved. */
function isPrivateV4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a! >= 224 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    // The documentation ranges (RFC 5737).
    (a === 192 && b === 0 && c === 2) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  );
}

/**
 * Whether a host is an address of this machine, a private network's or a reserved one (IPv4 or
 * IPv6, an IPv4 address written as IPv6 among them), or a reserved name; a final dot changes
 * nothing (`localhost.` is localhost).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (RESERVED_NAMES.test(host) || (!host.includes('.') && !host.includes(':'))) return true;
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) return isPrivateV4(v4.slice(1).map(Number));
  if (host.includes(':')) {
    // An IPv4-mapped address, as written (::ffff:127.0.0.1) or as the URL parser gives it back
    // (::ffff:7f00:1).
    const mapped = host.match(/^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/);
    if (mapped?.[1]) return isPrivateHost(mapped[1]);
    if (mapped) {
      const [high, low] = [parseInt(mapped[2]!, 16), parseInt(mapped[3]!, 16)];
      return isPrivateV4([high >> 8, high & 255, low >> 8, low & 255]);
    }
    return (
      host === '::1' ||
      host === '::' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      // Documentation (RFC 3849) and multicast.
      /^2001:db8:/.test(host) ||
      /^ff/.test(host)
    );
  }
  return false;
}

/** Why a URL cannot be a production origin, or null when it can. */
function publicHttpsProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:') return `is ${url.protocol}// (a production site is https)`;
  // Every visitor's browser would send, and every page would show, what is written there.
  if (url.username || url.password) return 'carries a user name or password';
  if (isPrivateHost(url.hostname)) return `points at ${url.hostname}, which no visitor can reach`;
  return null;
}

/**
 * Whether a site origin is one visitors reach (`https`, a public host): a build for it is a
 * production build, whatever command started it, and runs the checks (`landing build`).
 */
export function isPublicOrigin(value: string | undefined): boolean {
  return Boolean(value?.trim()) && publicHttpsProblem(value!.trim()) === null;
}

/** The site's URL variables, each with what it is for. */
const URL_VARIABLES = [
  ['VITE_SITE_URL', "the site's public origin"],
  ['VITE_APP_URL', 'the app host'],
  ['VITE_MARKETPLACE_URL', 'the marketplace host'],
  ['VITE_API_BASE_URL', 'the marketplace API'],
  ['VITE_COVER_BASE_URL', 'the cover storage'],
  ['VITE_IMAGE_BASE_URL', 'the image proxy'],
] as const;

/** An email address on a domain nobody receives mail for. */
const reservedEmail = (address: string) => RESERVED_NAMES.test(address.split('@').at(-1) ?? '');

/**
 * Every reason the build must not ship, one line each, naming the variable or file to set; empty
 * when the site is ready. Pure.
 */
export function productionProblems({
  env,
  reviews,
  legal,
  legalSource = 'packages/content/src/legal/facts.ts',
  evidence,
  evidenceSource,
}: ProductionCheck): string[] {
  const problems: string[] = [];
  const value = (name: keyof SiteEnv) => env[name]?.trim() || undefined;

  for (const [name, what] of URL_VARIABLES) {
    const url = value(name);
    if (!url) problems.push(`${name} is not set: give ${what} as an https URL.`);
    else {
      const problem = publicHttpsProblem(url);
      if (problem) problems.push(`${name} ${problem}: give ${what} as a public https URL.`);
    }
  }

  const gtm = value('VITE_GTM_ID');
  if (gtm && !TAG_MANAGER_ID.test(gtm.toUpperCase())) {
    problems.push(
      `VITE_GTM_ID "${gtm}" is not a container id: GTM- and 4 to 12 letters or digits.`,
    );
  }

  const contact = value('VITE_SECURITY_CONTACT');
  if (!contact) {
    problems.push(
      'VITE_SECURITY_CONTACT is not set: give a mailto: or https: URI for security reports.',
    );
  } else if (contact.startsWith('mailto:')) {
    if (reservedEmail(contact.slice('mailto:'.length))) {
      problems.push(
        `VITE_SECURITY_CONTACT ${contact} is on a reserved domain: give a real address.`,
      );
    }
  } else {
    const problem = publicHttpsProblem(contact);
    if (problem)
      problems.push(`VITE_SECURITY_CONTACT ${problem}: give a mailto: or public https: URI.`);
  }

  if (reviews) {
    const url = value('VITE_REVIEWS_URL');
    const urlProblem = url ? publicHttpsProblem(url) : 'is not set';
    if (urlProblem) {
      problems.push(
        `VITE_REVIEWS_URL ${urlProblem}: give the public https listing of your reviews.`,
      );
    }
    const sites = value('VITE_REVIEW_SITES');
    const names = sites?.split(',').map((name) => name.trim()) ?? [];
    if (names.length !== 2 || names.some((name) => !name)) {
      problems.push(
        'VITE_REVIEW_SITES is not two comma-separated names: name the two review sites.',
      );
    } else if (names.join(',') === DEFAULT_REVIEW_SOURCES.sites.join(',')) {
      problems.push('VITE_REVIEW_SITES is the default placeholder: name the two review sites.');
    }
  }

  if (legal) {
    for (const fact of placeholdersOf(legal)) {
      problems.push(`${legalSource}: ${fact} is a placeholder: set it.`);
    }
    for (const [path, address] of [
      ['operator.email', legal.operator.email],
      ['privacyContact', legal.privacyContact],
    ] as const) {
      if (reservedEmail(address)) {
        problems.push(
          `${legalSource}: ${path} ${address} is on a reserved domain: give a real address.`,
        );
      }
    }
  }
  if (evidence) problems.push(...evidenceProblems(evidence, evidenceSource));
  return problems;
}
