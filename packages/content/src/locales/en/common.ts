/** Copy shared by every page of both sites. */
export const common = {
  brand: 'Inkwell AI',
  skipToContent: 'Skip to main content',
  languageSwitcher: {
    label: 'Language',
    en: 'English',
    es: 'Español',
  },
  notFound: {
    heading: 'We couldn’t find that page',
    body: 'The link may be old, or the address may have a typo. Everything else is still here.',
    homeLink: 'Back to the home page',
  },
  footer: {
    rights: 'All rights reserved.',
  },
} as const;
