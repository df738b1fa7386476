/** Title (≤ 60 characters) and description (≤ 155) of every route, per site. */
export const seo = {
  ebook: {
    home: {
      title: 'Write and publish a full ebook with AI – Inkwell AI',
      description:
        'Give Inkwell AI a topic and get a finished draft of your ebook, with chapters, images and a designed cover, as PDF or DOCX. Start free, no card needed.',
    },
    notFound: {
      title: 'Page not found – Inkwell AI',
      description:
        'This page does not exist. Head back to Inkwell AI to write and publish ebooks with AI.',
    },
  },
  author: {
    home: {
      title: 'Publish your book and keep 85% of each sale – Inkwell AI',
      description:
        'Upload your finished DOCX manuscript, polish it with an AI editor, set your price and sell on our marketplace. 85% royalties, monthly payouts.',
    },
    notFound: {
      title: 'Page not found – Inkwell AI for authors',
      description:
        'This page does not exist. Head back to Inkwell AI to publish and sell your book.',
    },
  },
  example: {
    home: {
      title: 'Publish the book you’ve written – Inkwell AI example',
      description:
        'The example site of Inkwell AI: upload your manuscript, set a price and sell on our marketplace. Four steps and the questions authors ask.',
    },
    notFound: {
      title: 'Page not found – Inkwell AI example',
      description:
        'This page does not exist. Head back to the example home page to see how publishing with Inkwell AI works.',
    },
  },
} as const;
