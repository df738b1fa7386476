/** Copy of the ebook-generator landing (spec section 2, "Landing page for the ebook generator"). */
export const ebook = {
  hero: {
    modes: {
      label: 'What would you like to do?',
      create: 'Create a book with AI',
      have: 'I already have a book',
    },
    create: {
      headline: 'Turn one idea into a finished ebook',
      subheadline:
        'Pick a topic and a chapter count. Inkwell AI writes the chapters, illustrates them, designs the cover and hands you a PDF ready to publish.',
      primaryCta: 'Start Free Trial',
      secondaryCta: 'Watch Demo',
    },
  },
} as const;
