/**
 * Copy shared by every page of both sites. Navigation `anchor`s name a section id on the site's
 * home page (the site prefixes the home path when the link sits on another page); `action` is a
 * registration action (docs/PRODUCT.md §7.8).
 */
export const common = {
  brand: 'Inkwell AI',
  skipToContent: 'Skip to main content',
  // Appended, visually hidden, to every link that opens a new tab (registration, reviews).
  opensInNewTab: '(opens in a new tab)',
  loading: {
    label: 'Loading…',
    image: 'Loading image…',
    video: 'Loading video…',
  },
  languageSwitcher: {
    label: 'Language',
    current: 'Current language',
  },
  header: {
    navLabel: 'Main',
    homeLink: 'Inkwell AI home page',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    // Per site: the author site's visitors come to publish a book they have, so its header says so
    // (docs/PRODUCT.md §7.12 "Buttons"), in the set's short form: "Publish Your Book" is 27 px
    // wider and left the phone bar no room (it wrapped on a 412 px phone in the fallback font).
    cta: {
      ebook: { label: 'Start Free Trial', action: 'register' },
      author: { label: 'Publish a Book', action: 'publish' },
      example: { label: 'Start Free Trial', action: 'register' },
    },
    // The app's log-in page, in the same tab (docs/PRODUCT.md §2.7).
    login: 'Log in',
    links: {
      ebook: [
        { id: 'how-it-works', label: 'How it works', anchor: 'how-it-works' },
        { id: 'features', label: 'Features', anchor: 'features' },
        { id: 'templates', label: 'Templates', anchor: 'templates' },
        { id: 'tools', label: 'Tools', anchor: 'tools' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
      author: [
        { id: 'how-it-works', label: 'How it works', anchor: 'steps-section' },
        { id: 'royalties', label: 'Royalties', anchor: 'royalties' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
      example: [
        { id: 'how-it-works', label: 'How it works', anchor: 'steps-section' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
    },
  },
  notFound: {
    heading: 'We couldn’t find that page',
    body: 'The link may be old, or the address may have a typo. Everything else is still here.',
    homeLink: 'Back to the home page',
  },
  footer: {
    tagline: 'Write, design and publish books with AI.',
    navLabel: 'Footer',
    productHeading: 'Product',
    toolsHeading: 'Tools',
    // The legal pages of the site (docs/PRODUCT.md §2.8) and the button that opens the cookie
    // settings (`data-consent-open`).
    legalHeading: 'Legal',
    legal: {
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      terms: 'Terms of use',
      legalNotice: 'Legal notice',
      accessibility: 'Accessibility',
      cookieSettings: 'Cookie settings',
    },
    links: {
      ebook: [
        { id: 'how-it-works', label: 'How it works', anchor: 'how-it-works' },
        { id: 'templates', label: 'Cover templates', anchor: 'templates' },
        { id: 'translate', label: 'Translate a book', anchor: 'translate' },
        { id: 'publish', label: 'Sell your book', anchor: 'have-book' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
      author: [
        { id: 'how-it-works', label: 'How publishing works', anchor: 'steps-section' },
        { id: 'royalties', label: 'Royalties', anchor: 'royalties' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
      example: [
        { id: 'how-it-works', label: 'How publishing works', anchor: 'steps-section' },
        { id: 'faq', label: 'FAQ', anchor: 'faq' },
      ],
    },
    rights: 'All rights reserved.',
  },
} as const;
