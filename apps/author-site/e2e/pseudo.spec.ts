import {
  isPlaceholder,
  LEGAL_FACTS,
  LOCALE_TABLE,
  LOCALES,
  legalRoutesFor,
  pathOf,
} from '@landing/content';
import { en } from '@landing/content/en';
import { definePseudoLocaleTests } from '@landing/devkit/playwright/pseudo-locale';

/** Every string a value holds, at any depth (the legal facts' names, addresses and codes). */
const factStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(factStrings)
      : [];

// The pseudo-locale formats as English does: countries are named in English.
const regionNames = new Intl.DisplayNames(LOCALE_TABLE.en.formatTag, { type: 'region' });

// The author site's pseudo-locale build (dist-pseudo/, `landing build --pseudo`): its English
// pages, whose copy it replaces, and a missing one for the 404 (docs/ARCHITECTURE.md "Pseudo-locale").
definePseudoLocaleTests({
  paths: [
    pathOf('author', 'home', 'en'),
    ...legalRoutesFor('author').map((route) => route.paths.en),
    '/no-such-page',
  ],
  allowed: [
    // The brand is the same in every language.
    en.common.brand,
    // The language switcher names each language in itself.
    ...LOCALES.map((locale) => LOCALE_TABLE[locale].nativeName),
    // The payout countries' ISO codes beside their names.
    ...en.author.connect.countries.map((country) => country.code),
    // The legal facts (names, addresses and codes, not copy; placeholders, marked in the
    // pseudo-locale's words, until set) and the countries Intl names for them.
    ...factStrings(LEGAL_FACTS),
    ...[LEGAL_FACTS.hosting, ...LEGAL_FACTS.processors].flatMap((processor) =>
      isPlaceholder(processor) || isPlaceholder(processor.country)
        ? []
        : [regionNames.of(processor.country) ?? processor.country],
    ),
  ],
});
