import type { AnalyticsEventName, IconName, PaletteName, ToolKey } from './vocabulary.js';

/**
 * Fields of the copy whose values are names from the shared vocabulary (src/vocabulary.ts), by
 * key: an icon, a palette colour, a tool page (a card's `route`, a page's `related` tools) or an
 * analytics event. `Messages` types them with those unions, so a typo fails `tsc`.
 */
export interface VocabularyFields {
  readonly icon: IconName;
  readonly colour: PaletteName;
  readonly route: ToolKey;
  readonly related: ToolKey;
  readonly event: AnalyticsEventName;
  readonly primaryEvent: AnalyticsEventName;
}

/**
 * Turns the literal types of `as const` copy into the plain shape every locale must match:
 * strings become `string`, tuples keep their length, objects keep their keys. A string under a
 * key of `VocabularyFields` (or in a list under one) becomes that key's union instead.
 */
export type DeepWiden<T, Vocabulary = never> = T extends string
  ? [Vocabulary] extends [never]
    ? string
    : Vocabulary
  : T extends number
    ? number
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
