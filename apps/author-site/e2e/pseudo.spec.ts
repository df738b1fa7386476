import { LEGAL_OPERATOR, LOCALE_TABLE, LOCALES, legalRoutesFor, pathOf } from '@landing/content';
import { en } from '@landing/content/en';
import { definePseudoLocaleTests } from '@landing/devkit/playwright/pseudo-locale';

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
    // The operator's registered details (names and addresses, not copy; placeholders until set).
    ...Object.values(LEGAL_OPERATOR).flat(),
  ],
});
