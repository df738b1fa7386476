/**
 * The example site's own words (apps/example-site, the smallest third site). Everything else on
 * its page is a slice of the author landing's copy (`author.steps`, `author.faq`).
 */
export const example = {
  hero: {
    headline: 'Publish the book you’ve already written',
    text: 'Upload the manuscript you already have, set a price and start selling on the Inkwell AI marketplace.',
    cta: { label: 'Start Free Trial', action: 'register' },
  },
} as const;
