import type { CLAIMS } from './claims.js';
import type { Fact, Placeholder } from './legal/facts.js';
import type { Locale } from './routes.js';

/**
 * What stands behind each claim the sites make (docs/GO-LIVE.md "Claims and reviews"): where each
 * testimonial and review screenshot was published, and where each number of `CLAIMS` comes from
 * and when it was true. Facts, not copy, like the legal facts (packages/content/src/legal/facts.ts):
 * the embedded defaults are marked samples so `npm start` shows the page, and a production build
 * refuses every one of them until a deploy gives the real source, here or in a JSON file named by
 * `CLAIM_SOURCES_FILE`.
 */

/** Where a published review is. */
export interface ReviewRecord {
  /**
   * The review's public address (its https URL, which names the platform), or the platform's name
   * and the review's id there ("Trustpilot 65a1f0c2…").
   */
  readonly address: string;
  /** The day the review was published, an ISO date. */
  readonly date: string;
}

/**
 * A testimonial's or a screenshot's source. `language` is the language the reviewer wrote in, and
 * stays with the quote's words in the copy: a page in another language shows the quote as a
 * translation («traducido del inglés»). Until the review is found, `record` is a placeholder.
 */
export interface ReviewEvidence {
  readonly language: Locale;
  readonly record: Fact<ReviewRecord>;
}

/** Where a number of `CLAIMS` comes from, and the day it was last true. */
export interface ClaimRecord {
  /** The document, report, dashboard or terms that show the figure. */
  readonly source: string;
  /** The day the figure was read there, an ISO date. */
  readonly asOf: string;
}

/** The name of each `CLAIMS` value. */
export type ClaimKey = keyof typeof CLAIMS;

/** Everything a production build checks a source for. */
export interface ClaimEvidence {
  /** The ebook landing's testimonials, by their copy `id`. */
  readonly testimonials: Readonly<Record<string, ReviewEvidence>>;
  /** The author landing's testimonials, by their copy `id`. */
  readonly authorTestimonials: Readonly<Record<string, ReviewEvidence>>;
  /** The review screenshots, in the order of the copy's `reviewImages.shots`. */
  readonly screenshots: readonly ReviewEvidence[];
  /** Each number of `CLAIMS`. */
  readonly claims: { readonly [Key in ClaimKey]: Fact<ClaimRecord> };
}

/**
 * Whether a page in `locale` shows the review in translation: the reviewer wrote in another
 * language, and the page says so next to the quote («traducido del inglés»). A review with no
 * evidence is shown as written.
 */
export function isTranslation(review: ReviewEvidence | undefined, locale: Locale): boolean {
  return review !== undefined && review.language !== locale;
}

const sample = (what: string): Placeholder => ({ placeholder: what });

/** A quote written in English for the sample page: no review stands behind it yet. */
const sampleQuote: ReviewEvidence = {
  language: 'en',
  record: sample('Sample quote: the review’s address and date'),
};

/** A number nobody has sourced yet: what to give for it. */
const toSource = (what: string): Placeholder => sample(`Source and date of ${what}`);

/** The sources of both sites: replace every sample before going live (docs/GO-LIVE.md). */
export const CLAIM_EVIDENCE: ClaimEvidence = {
  testimonials: Object.fromEntries(
    [
      'maria-l',
      'daniel-k',
      'aisha-r',
      'tom-w',
      'lucia-m',
      'kenji-o',
      'priya-s',
      'marcus-b',
      'sofia-g',
      'ben-t',
      'hannah-f',
    ].map((id) => [id, sampleQuote]),
  ),
  authorTestimonials: Object.fromEntries(
    ['mystery-novelist', 'cookbook-author', 'poet'].map((id) => [id, sampleQuote]),
  ),
  screenshots: Array.from({ length: 12 }, () => sampleQuote),
  claims: {
    bookPages: toSource('the page count of a full book (the generator’s output)'),
    creationMinutes: toSource('the time to generate a draft (product measurement)'),
    exportFormats: toSource('the export formats (the app’s export menu)'),
    trialDays: toSource('the trial length (the plan terms)'),
    trialWords: toSource('the trial’s word allowance (the plan terms)'),
    voiceToBookMinutes: toSource('the voice-to-book time (product measurement)'),
    marketingTasks: toSource('the count of marketing tasks (the app’s task list)'),
    translationLanguages: toSource('the count of translation languages (the app’s list)'),
    books: toSource('the count of books on the marketplace'),
    authors: toSource('the count of authors on the marketplace'),
    satisfactionPercent: toSource('the satisfaction figure (the survey, its question and sample)'),
    rating: toSource('the average rating (the review sites)'),
    reviewCount: toSource('the review count (the review sites)'),
    happyUsers: toSource('the count of users (accounts created)'),
    ebooksCreated: toSource('the count of ebooks generated'),
    countries: toSource('the supported countries (the payment provider’s list)'),
    categories: toSource('the count of marketplace categories'),
    publishMinutes: toSource('the publishing time (product measurement)'),
    accountMinutes: toSource('the account creation time (product measurement)'),
    royaltyConnected: toSource('the 85% royalty (the publishing terms)'),
    royaltyExternal: toSource('the 100% with an own checkout (the publishing terms)'),
    platformFee: toSource('the platform fee (the publishing terms)'),
    payouts: toSource('the payout schedule (the publishing terms)'),
    affiliateCommission: toSource('the usual affiliate commission (the affiliate terms)'),
    docxMaxMb: toSource('the upload limit (the app’s upload settings)'),
    priceMin: toSource('the lowest price (the marketplace’s price settings)'),
    priceMax: toSource('the highest price (the marketplace’s price settings)'),
    bundleMinBooks: toSource('the books a bundle needs (the marketplace’s bundle rules)'),
    bundleDiscountPercent: toSource('the bundle discount (the marketplace’s bundle rules)'),
    bundlePricePercent: toSource('the bundle price share (the marketplace’s bundle rules)'),
    royaltyRetail: toSource('the retail platform’s royalty range (its published terms)'),
    royaltyCreatorSales: toSource('the creator-sales platform’s share (its published terms)'),
    royaltyTraditional: toSource('the traditional publishing royalty range (an industry survey)'),
  },
};
