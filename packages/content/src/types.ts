import type { AnalyticsEventName, IconName, PaletteName, ToolKey } from './vocabulary.js';

/**
 * Which of the two review sites a testimonial or a review screenshot comes from (docs/PRODUCT.md
 * §3.4): the copy names no site, the site's configuration (`VITE_REVIEW_SITES`) names both, in
 * this order.
 */
export type ReviewSource = 0 | 1;

/**
 * Fields of the copy whose values are names from the shared vocabulary (src/vocabulary.ts), by
 * key: an icon, a palette colour, a tool page (a card's `route`, a page's `related` tools) or an
 * analytics event; and a review's `source`. `Messages` types them with those unions, so a typo
 * fails `tsc`.
 */
export interface VocabularyFields {
  readonly icon: IconName;
  readonly colour: PaletteName;
  readonly route: ToolKey;
  readonly related: ToolKey;
  readonly event: AnalyticsEventName;
  readonly primaryEvent: AnalyticsEventName;
  readonly source: ReviewSource;
}

/**
 * Turns the literal types of `as const` copy into the plain shape every locale must match:
 * strings become `string`, numbers `number`, tuples keep their length, objects keep their keys. A
 * string or number under a key of `VocabularyFields` (or in a list under one) becomes that key's
 * union instead.
 */
export type DeepWiden<T, Vocabulary = never> = T extends string
  ? [Vocabulary] extends [never]
    ? string
    : Vocabulary
  : T extends number
    ? [Vocabulary] extends [never]
      ? number
      : Vocabulary
    : T extends boolean
      ? boolean
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: DeepWiden<T[K], Vocabulary> }
        : T extends object
          ? {
              readonly [K in keyof T]: DeepWiden<
                T[K],
                K extends keyof VocabularyFields ? VocabularyFields[K] : never
              >;
            }
          : T;
