import { CLAIMS, SUPPORTED_COUNTRIES } from '../../claims.js';
import { formatPercent, formatPrice } from '../../formatters.js';

// The top of the price range (docs/PRODUCT.md §5.3) as the shared formatter writes it: "$999.00".
const MAX_PRICE = formatPrice(CLAIMS.priceMax, 'en');

/**
 * Copy of the author-publishing landing (docs/PRODUCT.md §2.6),
 * section by section in page order, plus what docs/PRODUCT.md §1, §4, §5, §6 and §9 say about authors.
 * The same composition is the author site's home page and the ebook site's `#have-book` block.
 *
 * Data that is not text (ids, country codes, icons, actions, hrefs, ratings) is identical in every
 * locale; only the words change. CTA `action`s: `publish` is the publish link of docs/PRODUCT.md §2.7 (outbound
 * links: registration with the publish_feature campaign), `register` is the plain registration
 * hand-off; the sites turn both into URLs from configuration. External `href`s exist only where
 * docs/PRODUCT.md §2.7 names external links (the payment provider's country list, three checkout providers).
 * The card payment provider itself is never named in visible copy.
 */
export const author = {
  hero: {
    badge: 'For authors with finished manuscripts',
    headline: 'Your book is written. Now let it earn.',
    subheadline:
      'Upload your DOCX, polish it with an AI editor, add an AI cover, set your price and go live on our marketplace. Keep 85% of every sale, or pay us no commission with your own checkout.',
    primaryCta: 'Publish Your Book',
    primaryAction: 'publish',
    // docs/PRODUCT.md §2.6 names this button in sentence case, and its wording wins.
    secondaryCta: 'See how it works',
    // Smooth-scroll target: the id of the 4-step section below (docs/PRODUCT.md §2.6).
    secondaryAnchor: 'steps-section',
    trustLabel: 'Why authors publish with Inkwell AI',
    trustPoints: [
      {
        id: 'royalty',
        icon: 'percent',
        text: 'Keep 85% of each sale, or pay no commission with your own checkout',
      },
      { id: 'no-exclusivity', icon: 'shield', text: 'No exclusivity: keep selling anywhere else' },
      { id: 'payouts', icon: 'calendar', text: 'Royalties paid out every month' },
      {
        id: 'speed',
        icon: 'clock',
        text: 'On sale in under 5 minutes, once your account is verified',
      },
    ],
  },

  // docs/PRODUCT.md §4.8: starts as "Publishing progress / Processing..." and switches after 5 s to "LIVE".
  demoCard: {
    label: 'Publishing demo',
    caption: 'An example of what publishing looks like',
    progressTitle: 'Publishing progress',
    processing: 'Processing…',
    liveTitle: 'Your book is LIVE',
    liveText: 'Listed on the marketplace and ready for its first readers.',
    marketplaceLink: 'Browse the marketplace',
    sampleBook: {
      title: 'The Salt Road Letters',
      author: 'Nora Calloway',
    },
    byline: 'by {author}',
    steps: [
      { id: 'uploading', label: 'Uploading manuscript' },
      { id: 'formatting', label: 'Formatting chapters' },
      { id: 'cover', label: 'Designing the cover' },
      { id: 'listing', label: 'Creating the listing' },
    ],
    stepDone: 'Done',
    stepPending: 'In progress',
    statusProcessing: 'Publishing in progress. Your book is being processed.',
    statusLive: 'Publishing complete. Your book is live on the marketplace.',
  },

  steps: {
    id: 'steps-section',
    heading: 'From manuscript to marketplace in 4 steps',
    intro:
      'No layout software, no designer, no waiting for a gatekeeper. Once your identity and bank details are verified, you can be on sale in under 5 minutes.',
    stepLabel: 'Step {number}',
    items: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Upload your manuscript',
        text: 'Drop in the DOCX you already have, up to 120 MB. We check the layout and fix the small things for you.',
      },
      {
        id: 'edit',
        icon: 'sparkles',
        title: 'Edit with AI',
        text: 'Tighten a paragraph, clean up grammar, reorder chapters and generate a cover, all in one editor.',
      },
      {
        id: 'price',
        icon: 'dollar',
        title: 'Set your price',
        text: `Anything from free to ${MAX_PRICE}. Sell through our card payment partner, or paste your own checkout link.`,
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publish and earn',
        text: 'Publish to the marketplace, follow your sales and get paid every month.',
      },
    ],
  },

  // docs/PRODUCT.md §4.11 and §7.1: 6 most-viewed books, with 6 grey placeholders until they arrive.
  strip: {
    heading: 'Selling now on the marketplace',
    intro:
      'The most-viewed books on the Inkwell AI marketplace right now, published by authors like you.',
    loading: 'Loading books',
    free: 'Free',
    price: '{price}',
    bookLink: '{title} on the marketplace',
    coverAlt: 'Cover of {title}',
    viewAll: 'Browse the marketplace',
  },

  // docs/PRODUCT.md §9.6: 2+ books; the price shown is 70% of the first 3 listed books (30% saving), with
  // sample values when fewer than 3 books load.
  bundle: {
    badge: 'Bundle deal',
    heading: 'Sell more with bundles',
    text: 'Group 2 or more of your books into one discounted bundle. Readers get a better deal, and you get a bigger order.',
    firstBook: 'First book',
    total: '3 books bought separately',
    bundlePrice: 'Bundle price',
    saved: '{percent}% saved',
    liveNote: `Based on the first 3 books listed above, bundled at ${formatPercent(CLAIMS.bundleDiscountPercent, 'en')} off.`,
    sampleNote: 'Sample prices, shown until the books above load.',
    cta: { label: 'Create Your First Bundle', action: 'register' },
  },

  // docs/PRODUCT.md §1.3, §6.2 and §6.3: the publisher sets the commission, approves affiliates and tracks results;
  // influencers and reviewers get unique links.
  affiliate: {
    heading: 'Let readers sell your book for you',
    intro: `Turn influencers, reviewers and loyal fans into a sales team. You set the commission, typically ${CLAIMS.affiliateCommission}, and it is only paid when a sale happens.`,
    points: [
      {
        id: 'commission',
        icon: 'percent',
        title: 'Set your commission',
        text: `Choose what affiliates earn per sale; commissions are typically ${CLAIMS.affiliateCommission}.`,
      },
      {
        id: 'approval',
        icon: 'users',
        title: 'Approve your affiliates',
        text: 'Review who wants to promote your book and approve the people who fit it.',
      },
      {
        id: 'links',
        icon: 'link',
        title: 'Unique links for everyone',
        text: 'Each influencer or reviewer gets a personal link, so every sale is credited to the right person.',
      },
      {
        id: 'tracking',
        icon: 'chart',
        title: 'Track what works',
        text: 'See clicks, sales and commissions for every affiliate in your dashboard.',
      },
    ],
    cta: { label: 'Start Your Affiliate Program', action: 'register' },
  },

  editor: {
    heading: 'An AI editor made for finishing, not starting',
    intro: 'Everything between “final draft” and “on sale,” in one place.',
    features: [
      {
        id: 'ai-rewrite',
        icon: 'sparkles',
        title: 'AI rewrite',
        text: 'Select a passage and get clearer, tighter versions that still sound like you.',
      },
      {
        id: 'grammar',
        icon: 'check',
        title: 'Grammar and spelling',
        text: 'Catch typos, agreement slips and repeated words before a reader does.',
      },
      {
        id: 'chapters',
        icon: 'list',
        title: 'Chapter management',
        text: 'Split, merge, rename and reorder chapters without touching a layout tool.',
      },
      {
        id: 'ai-cover',
        icon: 'image',
        title: 'AI cover design',
        text: 'Describe the mood of your story and get a cover ready for the marketplace.',
      },
      {
        id: 'description-seo',
        icon: 'search',
        title: 'Description written for search',
        text: 'An SEO-friendly sales description is generated for you. Keep it, edit it or write your own.',
      },
      {
        id: 'categories',
        icon: 'layers',
        title: '20+ categories',
        text: 'Place your book where its readers browse, from cozy mysteries to personal finance.',
      },
      {
        id: 'formatting',
        icon: 'palette',
        title: 'Clean formatting',
        text: 'Headings, spacing and typography tidied up so your book reads well on any screen.',
      },
      {
        id: 'preview',
        icon: 'bookOpen',
        title: 'Reader preview',
        text: 'See exactly what buyers will see before you press publish.',
      },
      {
        id: 'edit-after-publishing',
        icon: 'refresh',
        title: 'Edit after publishing',
        text: 'Fix a typo, swap the cover or change the price whenever you like, even once you are live.',
      },
    ],
  },

  // docs/PRODUCT.md §5, stated in marketing copy only.
  upload: {
    heading: 'Bring the manuscript you already have',
    text: 'Upload a Word document and we check it on arrival, so your book looks right on every screen.',
    rulesLabel: 'Upload requirements',
    rules: [
      { id: 'format', icon: 'upload', label: 'File format', value: 'DOCX only' },
      { id: 'size', icon: 'download', label: 'Maximum size', value: '120 MB' },
      { id: 'price', icon: 'dollar', label: 'Price range', value: `Free to ${MAX_PRICE}` },
    ],
    checksHeading: 'What we check when you upload',
    checks: [
      { id: 'page-size', text: 'Page size' },
      { id: 'margins', text: 'Margins' },
      { id: 'images', text: 'Images' },
      { id: 'table-of-contents', text: 'Table of contents' },
      { id: 'embedded', text: 'Embedded images and fonts' },
    ],
    fixes:
      'Minor issues are fixed automatically. Anything that needs your judgment is flagged for you to review.',
  },

  // docs/PRODUCT.md §1.3, §4.10 and §6.5: connected-account checkout (85%, monthly payouts), and an external checkout
  // URL (100%) for authors in countries the payment provider does not support.
  connect: {
    heading: 'Get paid through our card payment partner',
    intro:
      'Connect a payout account once and sell to readers who pay by card. Royalties land in your bank account every month.',
    howHeading: 'How it works',
    how: [
      {
        id: 'profile',
        icon: 'user',
        title: 'Create your publisher profile',
        text: 'Set up the author profile readers see next to your books.',
      },
      {
        id: 'connect',
        icon: 'link',
        title: 'Connect and verify',
        text: 'Connect a payout account with our card payment partner and verify your identity and bank details.',
      },
      {
        id: 'activate',
        icon: 'shield',
        title: 'Your account activates',
        text: 'As soon as verification is complete, your account is ready to take payments.',
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publish and get paid',
        text: 'List your books, sell by card and receive your royalties every month.',
      },
    ],
    royalty: {
      value: '85%',
      label: 'royalty on every sale',
      text: 'Inkwell AI keeps 15% for running the marketplace.',
    },
    payouts: {
      value: 'Monthly',
      label: 'payouts',
      text: 'Your royalties are paid out once a month.',
    },
    countriesHeading: 'Supported countries',
    countriesIntro: `Authors in these ${SUPPORTED_COUNTRIES.length} countries can connect a payout account. Our payment partner adds countries over time: its full list is always the latest.`,
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'CA', name: 'Canada' },
      { code: 'AU', name: 'Australia' },
      { code: 'DE', name: 'Germany' },
      { code: 'FR', name: 'France' },
      { code: 'ES', name: 'Spain' },
      { code: 'IT', name: 'Italy' },
      { code: 'NL', name: 'Netherlands' },
      { code: 'IE', name: 'Ireland' },
      { code: 'MX', name: 'Mexico' },
      { code: 'BR', name: 'Brazil' },
      { code: 'JP', name: 'Japan' },
      { code: 'SG', name: 'Singapore' },
      { code: 'NZ', name: 'New Zealand' },
      { code: 'CH', name: 'Switzerland' },
      { code: 'SE', name: 'Sweden' },
      { code: 'BE', name: 'Belgium' },
      { code: 'AT', name: 'Austria' },
      { code: 'PT', name: 'Portugal' },
    ],
    moreCountries: [
      { code: 'DK', name: 'Denmark' },
      { code: 'FI', name: 'Finland' },
      { code: 'NO', name: 'Norway' },
      { code: 'PL', name: 'Poland' },
      { code: 'CZ', name: 'Czechia' },
      { code: 'GR', name: 'Greece' },
      { code: 'HU', name: 'Hungary' },
      { code: 'RO', name: 'Romania' },
      { code: 'BG', name: 'Bulgaria' },
      { code: 'HR', name: 'Croatia' },
      { code: 'SK', name: 'Slovakia' },
      { code: 'SI', name: 'Slovenia' },
      { code: 'EE', name: 'Estonia' },
      { code: 'LV', name: 'Latvia' },
      { code: 'LT', name: 'Lithuania' },
      { code: 'LU', name: 'Luxembourg' },
      { code: 'MT', name: 'Malta' },
      { code: 'CY', name: 'Cyprus' },
      { code: 'HK', name: 'Hong Kong' },
      { code: 'AE', name: 'United Arab Emirates' },
      { code: 'MY', name: 'Malaysia' },
      { code: 'TH', name: 'Thailand' },
    ],
    showMore: 'Show {count} more countries',
    showFewer: 'Show fewer',
    fullList: {
      label: 'See the full list of supported countries',
      href: 'https://stripe.com/global',
    },
    newTab: '(opens in a new tab)',
    elsewhere: {
      heading: 'Country not on the list?',
      text: 'You can still publish. Add an external checkout URL to your book and pay Inkwell AI no commission on its sales.',
    },
    alternatives: {
      heading: 'Checkout providers authors often use',
      items: [
        {
          id: 'gumroad',
          name: 'Gumroad',
          text: 'A simple storefront and checkout for digital products, popular with writers and creators.',
          href: 'https://gumroad.com',
        },
        {
          id: 'lemon-squeezy',
          name: 'Lemon Squeezy',
          text: 'A hosted checkout for digital goods that takes care of sales tax for you.',
          href: 'https://www.lemonsqueezy.com',
        },
        {
          id: 'paddle',
          name: 'Paddle',
          text: 'A payments platform that handles checkout, tax and invoicing for digital products.',
          href: 'https://www.paddle.com',
        },
      ],
    },
  },

  // docs/PRODUCT.md §4.9: the 6-stage workflow; editing, cover and price stay open after publishing.
  workflow: {
    heading: 'Your publishing workflow, start to finish',
    intro: 'Six stages in one dashboard, and you decide when to move on.',
    steps: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Upload',
        text: 'Add your DOCX manuscript. It is checked and tidied as it arrives.',
      },
      {
        id: 'edit',
        icon: 'edit',
        title: 'Edit',
        text: 'Refine the text with AI, organize your chapters and design the cover.',
      },
      {
        id: 'prepare',
        icon: 'list',
        title: 'Prepare for publishing',
        text: 'Review the generated description, choose your categories and preview the book.',
      },
      {
        id: 'price-checkout',
        icon: 'dollar',
        title: 'Set price and checkout',
        text: `Pick any price from free to ${MAX_PRICE} and sell through your connected account or your own checkout URL.`,
      },
      {
        id: 'publish',
        icon: 'rocket',
        title: 'Publish',
        text: 'Publish, and your book appears on the marketplace for readers to find.',
      },
      {
        id: 'earn-track',
        icon: 'chart',
        title: 'Earn and track',
        text: 'Follow sales, bundles and affiliate results, and get paid every month.',
      },
    ],
    note: 'Published is not the same as final: you can keep editing, change the cover and update the price at any time.',
  },

  testimonials: {
    heading: 'Authors already selling with Inkwell AI',
    ratingLabel: '{rating} out of 5 stars',
    // After a quote the reviewer wrote in the other language (packages/content/src/evidence.ts).
    translatedLabel: 'translated from Spanish',
    items: [
      {
        id: 'mystery-novelist',
        quote:
          'My manuscript sat in a folder for two years. I uploaded it on a Sunday morning, fixed two flagged images and it was on sale before lunch.',
        author: 'Renata V.',
        title: 'Mystery novelist',
        rating: 5,
      },
      {
        id: 'cookbook-author',
        quote:
          'I bundled my three baking books at a discount, and the bundle now outsells every single title. Keeping 85% of each sale makes a real difference.',
        author: 'Gabriel N.',
        title: 'Cookbook author',
        rating: 5,
      },
      {
        id: 'poet',
        quote:
          'Book reviewers in my niche promote my collection with their own affiliate links. I can see exactly who sends sales, and I pay them 15%.',
        author: 'Ingrid P.',
        title: 'Poet and writing coach',
        rating: 5,
      },
    ],
  },

  // docs/PRODUCT.md §9.11 royalty comparison. Other platforms are described, never named.
  royalties: {
    // The anchor of the site's "Royalties" links (common.header.links.author).
    id: 'royalties',
    heading: 'Compare what you keep',
    intro:
      'Your royalty is the share of each sale that reaches you. Here is how the usual routes compare.',
    caption: 'Author royalty per sale, by publishing route',
    regionLabel: 'Royalty comparison, scrollable',
    columns: {
      platform: 'Publishing route',
      royalty: 'Your royalty',
      note: 'Good to know',
    },
    rows: [
      {
        id: 'retail',
        platform: 'A large retail ebook platform',
        royalty: CLAIMS.royaltyRetail,
        note: 'The higher rate only applies within set price bands and markets.',
        isOurs: false,
      },
      {
        id: 'creator-sales',
        platform: 'A creator-sales platform',
        royalty: formatPercent(CLAIMS.royaltyCreatorSales, 'en'),
        note: 'A high share, but every buyer has to come from your own audience.',
        isOurs: false,
      },
      {
        id: 'traditional',
        platform: 'Traditional publishing',
        royalty: CLAIMS.royaltyTraditional,
        note: 'Paid once any advance has earned out, usually twice a year.',
        isOurs: false,
      },
      {
        id: 'inkwell',
        platform: 'Inkwell AI',
        royalty: formatPercent(CLAIMS.royaltyConnected, 'en'),
        note: 'Per sale on the marketplace through our card payment partner. With your own checkout link: 100% of the price, less that provider’s fees. No exclusivity.',
        isOurs: true,
      },
    ],
    footnote: 'Figures for other routes are typical rates and vary by contract, price and market.',
  },

  faq: {
    // The anchor of the site's "FAQ" links (common.header.links.author).
    id: 'faq',
    heading: 'Questions authors ask us',
    items: [
      {
        id: 'royalties',
        question: 'How much do I earn from each sale?',
        answer:
          'You keep 85% of every sale made through our card payment partner, and Inkwell AI keeps 15%. If you sell through your own external checkout URL, you pay Inkwell AI no commission: 100% of the price is yours, less your payment provider’s fees.',
      },
      {
        id: 'payouts',
        question: 'When do I get paid?',
        answer:
          'Payouts are monthly. Royalties from card sales are paid out to your connected account once a month.',
      },
      {
        id: 'exclusivity',
        question: 'Do I have to publish exclusively with Inkwell AI?',
        answer:
          'No. There is no exclusivity, so you can keep selling your book in any other store at the same time.',
      },
      {
        id: 'file',
        question: 'What file can I upload?',
        answer:
          'A DOCX file of up to 120 MB. We check page size, margins, images, the table of contents and embedded images and fonts. Minor issues are fixed automatically, and anything that needs a decision is flagged for you.',
      },
      {
        id: 'pricing',
        question: 'How should I price my book?',
        answer: `Any price from free to ${MAX_PRICE}. You can change it after publishing, for example to run a launch discount.`,
      },
      {
        id: 'bundles-affiliates',
        question: 'Can I sell bundles or work with affiliates?',
        answer: `Yes. Combine 2 or more of your books into a discounted bundle, and run your own affiliate program: set a commission (typically ${CLAIMS.affiliateCommission}), approve affiliates, give them unique links and track clicks, sales and commissions.`,
      },
    ],
  },

  finalCta: {
    heading: 'Your readers are waiting',
    text: 'Create your free account in under 2 minutes. Once your identity and bank details are verified, publishing takes under 5.',
    cta: { label: 'Publish Your Book', action: 'publish' },
  },

  // docs/PRODUCT.md §9.10 marketing claims, taken from CLAIMS so both sites say the same thing.
  stats: {
    label: 'Inkwell AI in numbers',
    items: [
      { id: 'books', value: CLAIMS.books, label: 'books on the marketplace' },
      { id: 'authors', value: CLAIMS.authors, label: 'authors selling there' },
      { id: 'satisfaction', value: `${CLAIMS.satisfactionPercent}%`, label: 'author satisfaction' },
      { id: 'countries', value: CLAIMS.countries, label: 'supported countries' },
      { id: 'categories', value: CLAIMS.categories, label: 'book categories' },
      {
        id: 'publish-time',
        value: `Under ${CLAIMS.publishMinutes} min`,
        label: 'to publish, once verified',
      },
    ],
  },

  // Shown above this composition in the ebook site's "I already have a book" mode (docs/PRODUCT.md §2.6).
  haveBook: {
    heading: 'Already have a finished book?',
    text: 'Skip the writing and go straight to selling. Publish your manuscript on the Inkwell AI marketplace, keep 85% of every sale (or pay no commission with your own checkout) and get paid monthly.',
  },
} as const;
