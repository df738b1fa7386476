/** Copy of the author-publishing landing (spec section 2, "Landing page for author publishing"). */
export const author = {
  hero: {
    badge: 'For authors with finished manuscripts',
    headline: 'Your book is written. Now let it earn.',
    subheadline:
      'Upload your DOCX, polish it with an AI editor, add an AI cover, set your price and go live on our marketplace. Keep 85% of every sale, or 100% with your own checkout.',
    primaryCta: 'Publish your book',
  },
  strip: {
    heading: 'Selling now on the marketplace',
    loading: 'Loading books',
    viewAll: 'Browse the marketplace',
  },
} as const;
