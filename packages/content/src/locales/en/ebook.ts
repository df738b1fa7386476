import { CLAIMS } from '../../claims.js';
import { formatPrice, localizeClaim } from '../../formatters.js';

// Figures typed once, in claims.ts, and written by the shared formatters ("6,000", "$999.00").
const WORDS = localizeClaim(CLAIMS.trialWords, 'en');
const MAX_PRICE = formatPrice(CLAIMS.priceMax, 'en');
// What the trial's words are enough for, said the same way wherever the trial is offered: a
// 90+ page book needs more than the trial's words (docs/PRODUCT.md §9.3).
const TRIAL_SCOPE = 'enough for a short guide or your first chapters';

/**
 * Copy of the ebook-generator landing (docs/PRODUCT.md §2.2, items 1-10, plus the translate and
 * who-is-this-for sections of §2.4 and §2.5). Every number is a `CLAIMS` value (claims.ts), every
 * price `formatPrice`'s; `event` is a docs/PRODUCT.md §7.6 analytics name, `action` the
 * registration action (docs/PRODUCT.md §7.8, default `register`). Buttons without either (Watch
 * Demo) only open a dialog. Every label is one of the call-to-action set of docs/PRODUCT.md §7.12.
 *
 * Buttons are in title case, like the labels docs/PRODUCT.md §2.2 fixes ("Start Free Trial");
 * the two it fixes in sentence case stay in sentence case ("Use this template", and "Sign up to see
 * all templates" for its "View all templates", which opens sign-up: docs/PRODUCT.md §2.2).
 */
export const ebook = {
  hero: {
    modes: {
      label: 'What would you like to do?',
      create: 'Create a book with AI',
      have: 'I already have a book',
    },
    create: {
      headline: 'Turn one idea into a full ebook draft',
      subheadline:
        'Pick a topic and how many chapters you want. In under 15 minutes, Inkwell AI writes them, illustrates them, designs the cover and hands you a finished draft to edit and publish.',
      primaryCta: 'Start Free Trial',
      primaryEvent: 'hero_start_trial',
      primaryAction: 'register',
      // The alt text of the hero's picture of the editor (@landing/sections assets/hero/editor.svg).
      visualAlt:
        'The Inkwell AI editor writing an illustrated chapter, beside the book’s cover, chapter list and progress',
      // Opens the demo dialog: no registration link and no docs/PRODUCT.md §7.6 event.
      secondaryCta: 'Watch Demo',
      trust: [
        { id: 'no-card', text: 'No credit card needed' },
        { id: 'cancel', text: 'Cancel anytime' },
        { id: 'words', text: `Up to ${WORDS} words free` },
        { id: 'days', text: '7-day free trial' },
      ],
    },
    // The block under this heading is the author-publishing composition (author.ts).
    have: {
      heading: 'Publish the book you’ve already written',
    },
    demo: {
      title: 'See Inkwell AI write a book',
      videoTitle: 'Inkwell AI demo: from a topic to a full draft',
      close: 'Close',
      // Closes the dialog (docs/PRODUCT.md §2.2 item 1).
      cta: 'Start Free Trial',
    },
    benefits: {
      heading: 'Everything between your idea and a published book',
      items: [
        {
          id: 'full-books',
          text: 'Books of 90+ pages with real structure: chapters, sections and a table of contents',
        },
        { id: 'speed', text: 'A finished draft in under 15 minutes, not months' },
        { id: 'images', text: 'An illustration for every chapter and an AI-designed cover' },
        { id: 'formats', text: 'PDF and DOCX downloads to keep editing, then print or sell' },
        { id: 'languages', text: 'Write in your language, then translate into 100+ others' },
        { id: 'ownership', text: 'Every book is yours to publish, sell or give away' },
      ],
      // docs/PRODUCT.md §2.2 names the button; the note says what it gives: a sample you write
      // yourself on the free trial, not one we send.
      cta: { label: 'Get Free Sample', event: 'hero_get_sample', action: 'register' },
      ctaNote: `Sign up free and write your own sample: up to ${WORDS} words, ${TRIAL_SCOPE}.`,
    },
    // Illustrated feature sections; `image.path` is year/month/file for the image proxy (docs/PRODUCT.md §7.4).
    showcase: {
      sections: [
        {
          id: 'manuscript',
          heading: 'From a one-line topic to a full manuscript',
          text: 'Tell Inkwell AI what your book is about and how many chapters it needs. It plans the outline, then writes every chapter in one consistent voice, so you start by editing a real draft instead of staring at a blank page.',
          image: {
            path: '2025/03/outline-to-manuscript.svg',
            alt: 'A five-chapter outline turning into pages of written text',
          },
        },
        {
          id: 'illustrations',
          heading: 'Pictures for every chapter, and a cover that sells',
          text: 'Each chapter gets its own illustration in a matching style, and the AI designs a cover from your title and genre. Start from one of 20 cover templates, or let it surprise you.',
          image: {
            path: '2025/03/chapter-illustrations.svg',
            alt: 'Three illustrated chapter pages beside a finished book cover',
          },
        },
        {
          id: 'lead-magnets',
          heading: 'Lead magnets and 50+ marketing tasks',
          text: 'Turn what you know into a free guide that grows your email list, then let Inkwell AI draft the sales page, emails and social posts around it. More than 50 marketing tasks, in the same place you wrote the book.',
          image: {
            path: '2025/03/lead-magnet.svg',
            alt: 'A short guide titled “The 7-Day Email Plan” next to an email sign-up form',
          },
        },
        {
          id: 'publishing',
          heading: 'Publish where your readers already are',
          text: 'List your book on the Inkwell AI marketplace in a few clicks, or download the PDF or DOCX for the large retail ebook platforms. Wherever you publish, the rights stay with you.',
          image: {
            path: '2025/03/marketplace-listing.svg',
            alt: 'A book on a marketplace page with its price and a Buy button',
          },
        },
      ],
      cta: { label: 'Start Free Trial', event: 'hero_start_book', action: 'register' },
    },
    trialBanner: {
      badge: 'Risk-free',
      heading: 'Try it for 7 days. Pay nothing.',
      text: `Write up to ${WORDS} words with every feature, ${TRIAL_SCOPE}. No credit card needed, and you can cancel anytime.`,
      cta: { label: 'Start Free Trial', event: 'hero_free_trial', action: 'register' },
    },
    voice: {
      badge: 'NEW',
      heading: 'Say it out loud. Get a first draft back.',
      text: 'Record your thoughts the way you would explain them to a friend. In about 2 minutes, Inkwell AI turns your voice into a first draft with organized chapters, ready for you to edit.',
      cta: {
        label: 'Turn Your Voice into a Book',
        event: 'hero_voice_to_book',
        action: 'register',
      },
      // The looping animation of docs/PRODUCT.md §4.5 (recording, then "Book ready!").
      animation: {
        label: 'Voice to book demo',
        recording: 'Recording…',
        ready: 'Book ready!',
        sampleTitle: 'Morning Habits That Stick',
        description:
          'Animation: a microphone records a short voice note, the sound waves fold into pages, and a book appears with the words “Book ready!”',
      },
    },
  },
  howItWorks: {
    heading: 'How it works',
    intro: 'Three steps from an idea to a finished draft you can publish.',
    stepLabel: 'Step {n}',
    steps: [
      {
        id: 'choose-topic',
        icon: 'lightbulb',
        title: 'Choose your topic',
        text: 'Type a subject, pick how many chapters you want and choose a tone. One sentence is enough to start.',
      },
      {
        id: 'ai-creates',
        icon: 'sparkles',
        title: 'AI creates the content',
        text: 'Inkwell AI outlines the book, writes each chapter, adds illustrations and designs the cover while you watch.',
      },
      {
        id: 'download-publish',
        icon: 'download',
        title: 'Download and publish',
        text: 'Change anything you like, then download a PDF or DOCX, or publish straight to our marketplace.',
      },
    ],
    primaryCta: { label: 'Start Free Trial', event: 'how_it_works_cta', action: 'register' },
    // Opens the demo dialog, like the hero's Watch Demo, and has its name: no docs/PRODUCT.md §7.6
    // event of its own.
    secondaryCta: { label: 'Watch Demo' },
  },
  features: {
    heading: 'Built for whole books, not just paragraphs',
    intro:
      'Inkwell AI takes on the parts of writing a book that take longest, so you can spend your time on what only you can add.',
    items: [
      {
        id: 'long-form',
        icon: 'bookOpen',
        colour: 'violet',
        title: 'Long-form writing',
        text: 'Books of 90+ pages with a clear outline, one consistent voice and chapters that build on each other.',
      },
      {
        id: 'chapter-images',
        icon: 'image',
        colour: 'blue',
        title: 'An image for every chapter',
        text: 'Illustrations generated for each chapter in one coherent style, no stock photo hunting.',
      },
      {
        id: 'ai-covers',
        icon: 'palette',
        colour: 'pink',
        title: 'AI cover design',
        text: 'A professional cover from your title and genre, or from one of 20 ready-made templates.',
      },
      {
        id: 'export',
        icon: 'download',
        colour: 'teal',
        title: 'PDF and DOCX export',
        text: 'A print-ready PDF in one of 8 interior designs, or a DOCX to keep editing in any word processor.',
      },
      {
        id: 'languages',
        icon: 'globe',
        colour: 'amber',
        title: 'Many languages',
        text: 'Write in your own language and translate the finished book into 100+ languages, layout intact.',
      },
      {
        id: 'marketing',
        icon: 'megaphone',
        colour: 'orange',
        title: '50+ marketing tasks',
        text: 'Blurbs, sales pages, emails and social posts that help your book find its readers.',
      },
    ],
    cta: { label: 'Start Free Trial', event: 'features_get_started', action: 'register' },
  },
  pdfTemplates: {
    heading: 'Interiors that look professionally typeset',
    intro:
      'Choose one of 8 PDF templates. Each sets the fonts, margins, headings and colors of every page in your book.',
    previewLabel: 'Sample page in the {name} template',
    swatchesLabel: 'Colors of {name}',
    swatches: {
      primary: 'Primary',
      secondary: 'Secondary',
      accent: 'Accent',
    },
    // The text drawn on each sample page preview.
    sample: {
      chapter: 'Chapter 1',
      title: 'The First Small Step',
      text: 'Every lasting habit starts small. Today, choose one thing you can do for five minutes, and do it before lunch.',
    },
  },
  publish: {
    heading: 'Publish and sell on the Inkwell AI marketplace',
    intro:
      'Just finished a book, or already have one? Put it in front of readers in four steps and keep 85% of every sale, or pay Inkwell AI no commission when you sell through your own checkout link.',
    steps: [
      {
        id: 'upload',
        icon: 'upload',
        title: 'Upload your manuscript',
        text: 'Bring a DOCX of up to 120 MB, or use a book you created with Inkwell AI.',
      },
      {
        id: 'pricing',
        icon: 'dollar',
        title: 'Set your price',
        text: `Anything from free to ${MAX_PRICE}, and you can change it whenever you like.`,
      },
      {
        id: 'listing',
        icon: 'edit',
        title: 'Create your listing',
        text: 'Add your cover, a description and categories so readers can find you. We can write the description for you.',
      },
      {
        id: 'sell',
        icon: 'rocket',
        title: 'Publish and sell',
        text: 'Once your account is verified, your book can be on sale in under 5 minutes. Follow your sales and get paid monthly.',
      },
    ],
    // The link carries utm_medium=publish_feature (docs/PRODUCT.md §2.7).
    cta: { label: 'Publish Your Book', action: 'register' },
  },
  testimonials: {
    heading: 'What writers, creators and businesses say',
    intro: 'Real books, finished and published. Here is what people say after their first one.',
    // The copy names no review site: `source` says which of the two configured ones (0 or 1) a
    // quote or a screenshot comes from, and the page prints that site's name for `{platform}`
    // (`VITE_REVIEW_SITES`, README "Configuration"; docs/PRODUCT.md §3.4).
    items: [
      {
        id: 'maria-l',
        quote:
          'I had my nutrition guide in my head for two years. Inkwell AI turned it into a 112-page draft in one afternoon, and the chapter images saved me a week of hunting through stock sites.',
        author: 'María L.',
        title: 'Registered dietitian',
        source: 0,
        rating: 5,
      },
      {
        id: 'daniel-k',
        quote:
          'My agency now ships a branded lead magnet in every new client’s first week. The PDF templates make them look like we hired a designer.',
        author: 'Daniel K.',
        title: 'Marketing agency founder',
        source: 1,
        rating: 5,
      },
      {
        id: 'aisha-r',
        quote:
          'Every unit I teach has its own workbook now. I type the topic, set the tone for twelve-year-olds and print the PDF the same day.',
        author: 'Aisha R.',
        title: 'Middle school teacher',
        source: 0,
        rating: 5,
      },
      {
        id: 'tom-w',
        quote:
          'Voice to book was the real surprise. I talked through my workshop notes on a walk, and a structured ebook was waiting when I got home.',
        author: 'Tom W.',
        title: 'Leadership coach',
        source: 1,
        rating: 5,
      },
      {
        id: 'lucia-m',
        quote:
          'I write in Spanish and translated my first book into English and Portuguese. Chapters, headings and formatting all came through intact, which I honestly did not expect.',
        author: 'Lucía M.',
        title: 'Self-published author',
        source: 0,
        rating: 5,
      },
      {
        id: 'kenji-o',
        quote:
          'I needed a book to hand out after my workshops. Two evenings of editing the AI draft, and it reads like me.',
        author: 'Kenji O.',
        title: 'Management consultant',
        source: 1,
        rating: 5,
      },
      {
        id: 'priya-s',
        quote:
          'I test a new ebook niche every month. Drafting, cover and listing used to take me weeks; now the whole loop fits in a weekend.',
        author: 'Priya S.',
        title: 'Digital entrepreneur',
        source: 0,
        rating: 5,
      },
      {
        id: 'marcus-b',
        quote:
          'The outline and chapter drafts gave my fantasy series a backbone. I rewrite every scene myself, but I never start from a blank page anymore.',
        author: 'Marcus B.',
        title: 'Fantasy novelist',
        source: 1,
        rating: 5,
      },
      {
        id: 'sofia-g',
        quote:
          'I made a bedtime story book for my twins with their names in it. The illustrations are lovely, and they ask for it every single night.',
        author: 'Sofía G.',
        title: 'Pediatric nurse',
        source: 0,
        rating: 5,
      },
      {
        id: 'ben-t',
        quote:
          'I turned my best recipe posts into a 95-page ebook for new newsletter subscribers. Finally there is something worth signing up for.',
        author: 'Ben T.',
        title: 'Food blogger',
        source: 1,
        rating: 5,
      },
      {
        id: 'hannah-f',
        quote:
          'Short buying guides made with Inkwell AI now bring my fitness affiliate links more clicks than my blog posts ever did.',
        author: 'Hannah F.',
        title: 'Affiliate marketer',
        source: 0,
        rating: 5,
      },
    ],
    ratingLabel: 'Rated {rating} out of 5 stars',
    sourceLabel: 'Review on {platform}',
    // After a quote the reviewer wrote in the other language (packages/content/src/evidence.ts).
    translatedLabel: 'translated from Spanish',
    stats: {
      label: 'Inkwell AI in numbers',
      items: [
        {
          id: 'rating',
          value: localizeClaim(CLAIMS.rating, 'en'),
          label: `average rating from ${localizeClaim(CLAIMS.reviewCount, 'en')} reviews`,
        },
        { id: 'users', value: localizeClaim(CLAIMS.happyUsers, 'en'), label: 'people signed up' },
        {
          id: 'ebooks',
          value: localizeClaim(CLAIMS.ebooksCreated, 'en'),
          label: 'ebook drafts generated',
        },
      ],
    },
    readMore: 'Read more reviews',
    reviewImages: {
      heading: 'Straight from the review sites',
      shots: [
        {
          source: 0,
          alt: 'Five-star {platform} review praising how quickly the first draft was ready',
        },
        {
          source: 1,
          alt: 'Five-star {platform} review about the quality of the chapter illustrations',
        },
        { source: 0, alt: '{platform} review from a teacher who prints classroom workbooks' },
        { source: 1, alt: '{platform} review calling the cover templates the best part' },
        { source: 0, alt: 'Five-star {platform} review of the voice to book feature' },
        { source: 1, alt: '{platform} review from an agency that makes lead magnets for clients' },
        { source: 0, alt: '{platform} review about translating a book into three languages' },
        { source: 1, alt: 'Five-star {platform} review praising the PDF interior designs' },
        { source: 0, alt: '{platform} review from a novelist who uses the outline generator' },
        { source: 1, alt: '{platform} review about selling a first ebook on the marketplace' },
        {
          source: 0,
          alt: 'Five-star {platform} review mentioning that no credit card was needed for the trial',
        },
        {
          source: 1,
          alt: '{platform} review from a consultant who gives the book away after talks',
        },
      ],
    },
    controls: {
      label: 'Testimonials',
      pause: 'Pause testimonials',
      play: 'Play testimonials',
      goTo: 'Go to testimonial {n}',
      position: 'Testimonial {current} of {total}',
    },
    cta: { label: 'Start Free Trial', event: 'testimonials_get_started', action: 'register' },
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        id: 'trial',
        question: 'How does the free trial work?',
        answer: `For 7 days you can use every feature and write up to ${WORDS} words for free, ${TRIAL_SCOPE}. You don’t need a credit card to start.`,
      },
      {
        id: 'formats',
        question: 'Which formats can I download?',
        answer:
          'Every book downloads as a PDF, laid out in one of 8 interior designs and ready to read, print or sell, and as a DOCX file you can keep editing in any word processor.',
      },
      {
        id: 'pages',
        question: 'How long can my books be?',
        answer: `Inkwell AI writes books of 90+ pages, with an illustration for every chapter. You choose the number of chapters, so a short lead magnet is just as easy as a full-length guide. The free trial covers up to ${WORDS} words; a full-length book needs a paid plan.`,
      },
      {
        id: 'time',
        question: 'How long does it take to create a book?',
        answer:
          'Under 15 minutes from topic to finished draft, cover and images included. With voice to book, a first draft based on your recording takes about 2 minutes.',
      },
      {
        id: 'languages',
        question: 'Can I write in languages other than English?',
        answer:
          'Yes. You can create books in many languages, and translate a finished book into 100+ languages from the editor: open Menu → Translate Book. Headings, chapters and typography stay exactly as they were.',
      },
      {
        id: 'ownership',
        question: 'Who owns the books I create?',
        answer:
          'You do. Everything you create with Inkwell AI belongs to you: publish it, sell it, give it away or change it however you like.',
      },
      {
        id: 'publishing',
        question: 'Can I sell the books I make?',
        answer:
          'Yes. Publish on the Inkwell AI marketplace and keep 85% of every sale, or pay Inkwell AI no commission when you sell through your own checkout link. You can also take your PDF or DOCX to the large retail ebook platforms.',
      },
      {
        id: 'cancel',
        question: 'Can I cancel anytime?',
        answer:
          'Yes. There is no long-term commitment: cancel whenever you like, and every book you have created stays yours.',
      },
    ],
  },
  // Both buttons only record their analytics event (docs/PRODUCT.md §2.2 item 9).
  finalCta: {
    heading: 'Start your book tonight',
    text: `Your 7-day free trial includes up to ${WORDS} words, ${TRIAL_SCOPE}. No credit card, cancel anytime.`,
    // Registration, and the how-it-works section whose Watch Demo opens the video (docs/PRODUCT.md
    // §2.2 item 9).
    primaryCta: { label: 'Start Free Trial', event: 'cta_start_trial', action: 'register' },
    secondaryCta: { label: 'Watch Demo', event: 'cta_view_demo', anchor: 'how-it-works' },
  },
  translate: {
    heading: 'Translate your whole book at once',
    text: 'Reach readers in 100+ languages. Inkwell AI translates every chapter and keeps your headings, chapter structure and typography just as you designed them.',
    howTo: 'In the editor, open Menu → Translate Book.',
    samplesLabel: 'One sentence in 8 of the 100+ languages',
    // `sample` is the same sentence written in each language, identical in both locales;
    // `lang` is its BCP 47 tag for the lang attribute.
    samples: [
      {
        id: 'english',
        language: 'English',
        sample: 'Every great book begins with a single idea.',
        lang: 'en',
      },
      {
        id: 'spanish',
        language: 'Spanish',
        sample: 'Todo gran libro empieza con una sola idea.',
        lang: 'es',
      },
      {
        id: 'german',
        language: 'German',
        sample: 'Jedes große Buch beginnt mit einer einzigen Idee.',
        lang: 'de',
      },
      {
        id: 'french',
        language: 'French',
        sample: 'Tout grand livre commence par une seule idée.',
        lang: 'fr',
      },
      {
        id: 'portuguese',
        language: 'Portuguese',
        sample: 'Todo grande livro começa com uma única ideia.',
        lang: 'pt',
      },
      {
        id: 'italian',
        language: 'Italian',
        sample: 'Ogni grande libro nasce da una sola idea.',
        lang: 'it',
      },
      {
        id: 'chinese',
        language: 'Chinese',
        sample: '每一本好书都始于一个想法。',
        lang: 'zh-Hans',
      },
      {
        id: 'japanese',
        language: 'Japanese',
        sample: 'すべての素晴らしい本は、ひとつのアイデアから始まります。',
        lang: 'ja',
      },
    ],
  },
  // Every audience button and the final one go to registration (docs/PRODUCT.md §2.5); the action of
  // an audience button is `audience_<id>`, built by the site from the id.
  audiences: {
    heading: 'Who Inkwell AI is for',
    intro: 'Whatever you want to publish, there is a faster way to get it done.',
    items: [
      {
        id: 'aspiring-authors',
        title: 'Aspiring authors',
        icon: 'feather',
        description:
          'You have always meant to write a book. Get past the blank page with a full draft you can shape into your own.',
        benefits: [
          'A complete first draft in under 15 minutes',
          'An outline that keeps you on track',
          'A professional cover from day one',
        ],
        cta: 'Write Your First Book',
      },
      {
        id: 'digital-entrepreneurs',
        title: 'Digital entrepreneurs',
        icon: 'rocket',
        description:
          'Build a catalog of digital products and test new niches without spending weeks on each one.',
        benefits: [
          'Niche and title ideas built in',
          'A new ebook ready every week',
          'Full ownership of everything you sell',
        ],
        cta: 'Build Your Product Line',
      },
      {
        id: 'content-creators',
        title: 'Content creators and influencers',
        icon: 'users',
        description:
          'Turn your videos, posts and know-how into a book your audience can buy or download.',
        benefits: [
          'Your content reshaped into chapters',
          'Voice to book straight from a recording',
          'A branded book for your community',
        ],
        cta: 'Turn Your Content into a Book',
      },
      {
        id: 'course-creators',
        title: 'Course creators',
        icon: 'graduationCap',
        description:
          'Give students a companion workbook, or a free guide that brings new students to your course.',
        benefits: [
          'Workbooks that follow your modules',
          'Printable PDFs for every lesson',
          'Course name ideas from our free tool',
        ],
        cta: 'Create Your Course Book',
      },
      {
        id: 'novelists',
        title: 'Creative writers and novelists',
        icon: 'pen',
        description:
          'Plot, outline and draft your story, then rewrite it in your own voice at your own pace.',
        benefits: [
          'Novel outlines and chapter plans',
          'Title ideas for your genre',
          'Scene drafts you can rewrite freely',
        ],
        cta: 'Start Your Novel',
      },
      {
        id: 'marketing-agencies',
        title: 'Marketing agencies',
        icon: 'megaphone',
        description:
          'Deliver ebooks, guides and lead magnets for every client without growing the team.',
        benefits: [
          'Polished PDF designs for client brands',
          '50+ marketing tasks in one tool',
          'Books in each client’s language',
        ],
        cta: 'Scale Your Client Work',
      },
      {
        id: 'small-business',
        title: 'Small business owners',
        icon: 'target',
        description:
          'Show customers what you know with a guide that builds trust and brings in new leads.',
        benefits: [
          'A lead magnet for your website',
          'Expert guides without hiring a writer',
          'Ready in under 15 minutes',
        ],
        cta: 'Create Your Business Guide',
      },
      {
        id: 'parents-teachers',
        title: 'Parents and teachers',
        icon: 'heart',
        description:
          'Make stories, readers and classroom workbooks written for the children you actually know.',
        benefits: [
          'Illustrated children’s stories',
          'Reading material for any level',
          'Print-ready PDFs for home or class',
        ],
        cta: 'Write for Your Kids',
      },
      {
        id: 'consultants',
        title: 'Consultants and experts',
        icon: 'briefcase',
        description:
          'Package your method into a book that opens doors to talks, clients and higher fees.',
        benefits: [
          'Your expertise structured into chapters',
          'A book to hand out after every workshop',
          'Authority that sets you apart',
        ],
        cta: 'Write Your Expert Book',
      },
      {
        id: 'affiliate-marketers',
        title: 'Affiliate marketers',
        icon: 'link',
        description:
          'Publish genuinely helpful guides around the products you recommend and give readers a reason to click.',
        benefits: [
          'Buyer’s guides and product roundups',
          'New niches tested in a weekend',
          'Search-friendly descriptions written for you',
        ],
        cta: 'Create Your First Guide',
      },
      {
        id: 'bloggers',
        title: 'Bloggers and writers',
        icon: 'edit',
        description: 'Turn your archive into ebooks and give your readers something to keep.',
        benefits: [
          'Blog posts reworked into chapters',
          'A sign-up bonus for your newsletter',
          'Translations for new audiences',
        ],
        cta: 'Turn Your Blog into a Book',
      },
      {
        id: 'self-publishers',
        title: 'Self-publishers',
        icon: 'book',
        description:
          'Publish more titles, faster, with covers and interiors that hold their own next to the bestsellers.',
        benefits: [
          '20 cover templates and 8 interior designs',
          'KDP keyword research built in',
          '85% royalties on our marketplace',
        ],
        cta: 'Grow Your Catalog',
      },
    ],
    finalCta: { label: 'Start Free Trial', action: 'register' },
  },
  // Cover templates gallery (docs/PRODUCT.md §2.2 item 2); the 20 names live in templates.cover.
  gallery: {
    heading: 'Start from 20 cover templates',
    intro:
      'Pick a look, and Inkwell AI fills it with your title, your name and fresh artwork. Open any cover to preview it.',
    number: 'Template {id}',
    open: 'Preview the {name} template',
    previewAlt: 'Preview of the {name} cover template',
    useTemplate: 'Use this template',
    viewAll: 'Sign up to see all templates',
    close: 'Close',
  },
  carousel: {
    label: 'Cover templates',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    previous: 'Previous',
    next: 'Next',
    goTo: 'Go to slide {n}',
    counter: '{current}/{total}',
  },
} as const;
