import type { CookieId } from '../../legal/cookies.js';
import { LEGAL_UPDATED } from '../../legal/updated.js';

/**
 * The five legal pages of both product sites (docs/PRODUCT.md §2.8), written for visitors and
 * describing what the code does: storage keys, the tracking record, consent, the players and the
 * hosts the pages call. Change a page's words and its date (`legal/updated.ts`) together, in both
 * languages.
 *
 * A page is a title, an intro and short sections: paragraphs, then an optional list, the
 * operator's details, the processors, the accessibility review, the cookie table or the cookie
 * settings button, each drawn from the legal facts (`legal/facts.ts`) and the cookie list
 * (`legal/cookies.ts`) with the words below. In paragraphs and list items, `{email}` becomes the
 * operator's address as a mail link and `{privacyContact}` the data-protection contact's,
 * `{privacy}`, `{cookies}`, `{terms}`, `{legalNotice}` and `{accessibility}` links to those pages
 * (worded as in `links`), `{aepd}` links to the Spanish data protection authority, `{app}`,
 * `{api}` and `{storage}` become the host names the site is configured with, and `{serverLogDays}`,
 * `{consentDays}`, `{answerDays}`, `{law}` and `{courts}` the facts (a number of days, a country,
 * the courts), or a marked placeholder while a fact is not set.
 */
export const legal = {
  lastUpdated: 'Last updated: {date}',
  // Stands in for a fact the team running the sites has not given yet (legal/facts.ts), marked
  // on the page; `{what}` is the placeholder's own description.
  placeholder: '[To set: {what}]',
  // A number of days, months or years, by the plural rule of the language (`{count}` is the number).
  units: {
    minute: { one: '{count} minute', other: '{count} minutes' },
    day: { one: '{count} day', other: '{count} days' },
    workingDay: { one: '{count} working day', other: '{count} working days' },
    month: { one: '{count} month', other: '{count} months' },
    year: { one: '{count} year', other: '{count} years' },
  },
  // The words for the facts that are a choice among a few (legal/facts.ts).
  facts: {
    vat: {
      included: 'Prices shown on these websites include VAT.',
      excluded: 'Prices shown on these websites do not include VAT.',
    },
    roles: {
      hosting: 'hosting of these websites',
      tagManager: 'tag manager (Google Tag Manager)',
      analytics: 'visit statistics (Google Analytics)',
      advertising: 'advertising measurement (Google Ads)',
      video: 'demo video player',
    },
    transfer: {
      adequacy:
        'Covered by an adequacy decision of the European Commission for the country it goes to',
      dpf: 'Covered by the EU-US Data Privacy Framework, under which the recipient in the United States is certified',
      scc: 'Covered by the standard contractual clauses approved by the European Commission',
      eea: 'None: the data stays in the European Economic Area',
    },
    status: {
      full: 'Fully conformant: the websites meet every WCAG 2.2 level AA success criterion.',
      partial:
        'Partially conformant: some parts do not yet meet every WCAG 2.2 level AA success criterion (see the known limitations below).',
      none: 'Not conformant: most of the websites do not yet meet WCAG 2.2 level AA.',
    },
    method: {
      selfAssessment: 'Self-assessment by our own team',
      thirdParty: 'Audit by an outside reviewer',
    },
    answerWithin: 'Within {days}',
  },
  // The cookie policy's table: one row per entry of the cookie list (legal/cookies.ts), in its
  // order. `rows` says what each entry is for; a missing row fails tsc.
  cookieTable: {
    caption: 'Cookies and browser storage entries',
    columns: {
      name: 'Name',
      owner: 'Provider',
      purpose: 'What it is for',
      duration: 'How long it lasts',
      kind: 'Type',
      consent: 'Consent',
    },
    owners: {
      site: 'Inkwell AI (this website)',
      google: 'Google',
      youtube: 'YouTube (Google)',
      vimeo: 'Vimeo',
    },
    // A third party's entry names its domain after the provider: "Google, on {domain}".
    ownerOn: '{owner}, on {domain}',
    kinds: {
      cookie: 'Cookie',
      localStorage: 'Local storage',
      sessionStorage: 'Session storage',
    },
    consents: {
      necessary: 'Not needed (necessary for the site)',
      analytics: 'Analytics',
      marketing: 'Marketing',
      video: 'Set when you open a video',
    },
    durations: {
      session: 'Until you close the browser',
      tab: 'Until you close the tab',
      untilCleared: 'Until you clear your browser’s data',
    },
    rows: {
      consent:
        'Your cookie choice (analytics yes or no, marketing yes or no) and when you made it.',
      languageNotice: 'That you closed the suggestion to read the page in the other language.',
      tracking:
        'The campaign details of your visit, the website that sent you and the page you landed on, carried by the sign-up links.',
      ga: 'A random ID that tells your visits apart from other visitors’ in Google Analytics.',
      gaSession: 'Keeps track of your current visit in Google Analytics.',
      gcl: 'Links a click on one of our Google ads to a sign-up, so we can tell whether the ad works.',
      gac: 'Details of the Google ad campaign that brought you here, which Google Analytics shares with Google Ads.',
      ide: 'Google’s advertising cookie, used to measure and show ads.',
      testCookie: 'Checks whether your browser accepts Google’s advertising cookies.',
      youtubeVisitor:
        'An ID and an estimate of your connection speed, which YouTube uses to pick the video quality.',
      youtubeSession:
        'A random ID for this browsing session, which YouTube uses for viewing statistics and to detect abuse.',
      youtubePlayer: 'The YouTube player’s settings, such as a device you cast the video to.',
      vimeoBot:
        'Cloudflare’s check, for Vimeo’s player, that the visitor is a person and not a bot.',
      vimeoLoad: 'Spreads and limits requests to Vimeo’s player (Cloudflare).',
    } satisfies Record<CookieId, string>,
  },
  // Link text of the legal pages when a sentence mentions them.
  links: {
    privacy: 'privacy policy',
    cookies: 'cookie policy',
    terms: 'terms of use',
    legalNotice: 'legal notice',
    accessibility: 'accessibility statement',
  },
  aepd: { label: 'Spanish Data Protection Agency (AEPD)', href: 'https://www.aepd.es/' },
  pages: {
    privacy: {
      seo: {
        title: 'Privacy policy – Inkwell AI',
        description:
          'What the Inkwell AI websites keep in your browser, what they send to other services, and the rights you have over your data.',
      },
      title: 'Privacy policy',
      updated: LEGAL_UPDATED.privacy,
      intro:
        'What happens to information about you when you visit the Inkwell AI websites: what they keep, where it goes, and what you can do about it. These pages do very little with your data, so this policy is short.',
      sections: [
        {
          id: 'who',
          heading: 'Who is responsible',
          paragraphs: [
            'The company named in our {legalNotice} runs these websites and is responsible for the personal data they handle. For anything in this policy, including the rights below, write to {privacyContact}.',
          ],
        },
        {
          id: 'summary',
          heading: 'The short version',
          paragraphs: [],
          items: [
            'You can read every page without an account, and no form on these pages asks for your name or email address.',
            'The pages’ own code sets no cookies; it keeps up to three small entries in your browser’s storage. Google’s tags, once you accept analytics or marketing, and the video players, once you open a video, can set the cookies our {cookies} lists.',
            'Analytics and advertising tools store nothing on your device until you say yes. A Global Privacy Control or Do Not Track signal from your browser counts as a no.',
            'Signing up and logging in happen in our app, where the app’s own privacy terms apply.',
          ],
        },
        {
          id: 'campaign',
          heading: 'How you found us',
          paragraphs: [
            'If the link that brought you here carries campaign details, the page reads five of them from its address: utm_source, utm_medium, utm_campaign, utm_term and utm_content. It also notes the website that sent you (only its host name, such as example.com, never the full address) and the page you landed on (its path, without anything after it).',
            'Until you accept analytics, none of this is stored: it only travels in the sign-up link you tap on the page where you arrived. Once you accept, it is kept in your browser’s session storage under the name landing_tracking, so that sign-up links on the next pages you open can carry it too. Session storage is emptied when you close the tab or the browser.',
            'This tells us which campaigns and websites bring the people who sign up. We never add your name, your email address or any other identifier to it.',
          ],
        },
        {
          id: 'analytics',
          heading: 'Analytics',
          paragraphs: [
            'When you tap a sign-up button or another of the main buttons, the page notes which one it was, and for each page you view it notes its path. These events go into a list inside the page, called a data layer, where a tag manager can read them.',
            'A tag manager (Google Tag Manager) loads only if we have set one up, and only after you accept analytics or marketing in the cookie settings: until then nothing goes to Google. It starts with Google Consent Mode denying analytics storage and advertising storage, then allows only what you accepted: analytics, marketing or both.',
            'If your browser sends a Global Privacy Control or Do Not Track signal, we take it as a no to both without asking, and no event leaves the page.',
          ],
        },
        {
          id: 'choices',
          heading: 'Remembering your choices',
          paragraphs: [
            'Your browser’s local storage keeps your cookie choice under landing_consent: analytics yes or no, marketing yes or no, and when you chose. After {consentDays} (about six months) it is dropped and we ask again. If you close the suggestion to read a page in the other language, the browser also remembers that, under landing_language_notice, so the suggestion stays away. Both stay on your device until they expire or you clear them.',
          ],
        },
        {
          id: 'videos',
          heading: 'Demo videos',
          paragraphs: [
            'Some pages offer a demo video. Its player loads only when you open the video: in English from YouTube’s privacy-enhanced host, youtube-nocookie.com; in Spanish from Vimeo, with its do-not-track option switched on. Once the player loads, YouTube (a Google service) or Vimeo receives your IP address and the usual details about your browser, under its own privacy policy.',
          ],
        },
        {
          id: 'books',
          heading: 'Books and images',
          paragraphs: [
            'Some pages show popular books from our marketplace. To get them, your browser asks our marketplace service at {api} for the current list. We add nothing about you to that request; like every request on the internet, it arrives with your IP address and basic details about your browser.',
            'Book covers and illustrations load the same way from our storage at {storage}. The servers that deliver these pages, books and images receive those basic details with every request, as any web server does, and record them in server logs, which keep the service running and help us stop attacks.',
          ],
        },
        {
          id: 'app',
          heading: 'Signing up and logging in',
          paragraphs: [
            'Our app at {app} is a separate service. A sign-up link takes along that you came from these pages and which button you tapped (source and action), lang=es if you were reading in Spanish, the campaign details described above and, on a free-tool page, what you typed into the tool. The log-in link takes along only lang=es, on Spanish pages.',
            'Once you are in the app, its own privacy terms apply.',
          ],
        },
        {
          id: 'processors',
          heading: 'Who processes data for us',
          paragraphs: [
            'These companies handle data on our behalf. Apart from the host, which sees every request, each one receives something only when our {cookies} and your choices allow it. For each, the last line says what protects your data if it leaves the European Economic Area (EEA).',
          ],
          processors: {
            roles: 'What it does',
            country: 'Where it processes data',
            transfer: 'Transfers outside the EEA',
          },
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          paragraphs: [],
          items: [
            'Server logs, with your IP address: {serverLogDays}, then they are deleted.',
            'Your cookie choice (landing_consent): {consentDays} in your browser, then we ask again.',
            'How you found us (landing_tracking): until you close the tab, when your browser empties its session storage.',
            'That you closed the language suggestion (landing_language_notice): until you clear your browser’s data.',
            'The cookies of Google and of the video players: as long as the table in our {cookies} says for each.',
          ],
        },
        {
          id: 'grounds',
          heading: 'Why we may do this',
          paragraphs: [],
          items: [
            'Analytics and marketing measurement: your consent, which you can withdraw at any time in the cookie settings.',
            'Carrying campaign details in the sign-up link you tap, and remembering your choices: our legitimate interest in knowing which campaigns work and in respecting what you chose. You can object at any time.',
            'Delivering pages, books and images, and keeping the servers safe: our legitimate interest in running websites that work.',
          ],
        },
        {
          id: 'rights',
          heading: 'Your rights',
          paragraphs: [
            'You can ask us for a copy of the personal data we hold about you, and ask us to correct it, delete it, limit how we use it, or hand it to you or to someone else in a portable format. You can object to any use based on our legitimate interest, and withdraw your consent whenever you like; withdrawing does not undo what happened before.',
            'Most of what these pages handle never leaves your browser: clearing this site’s data in your browser settings deletes it. For everything else, write to {privacyContact}. We may ask you to confirm who you are before we act.',
            'If you think we have not handled your data properly, you can complain to a data protection authority, in particular the one where you live or work. In Spain, that is the {aepd}.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'When these websites start doing something new with your data, we update this page and the date at the top.',
          ],
        },
      ],
    },
    cookies: {
      seo: {
        title: 'Cookie policy – Inkwell AI',
        description:
          'Every cookie and browser storage entry the Inkwell AI websites or the services they load can set, when, for how long, and how to change your choice.',
      },
      title: 'Cookie policy',
      updated: LEGAL_UPDATED.cookies,
      intro:
        'Every cookie and storage entry these websites, or a service they load, can leave in your browser. The pages’ own code sets no cookies: it keeps up to three small entries in your browser’s storage. Google’s tags can set cookies only after you accept analytics or marketing, and the video players only once you open a video.',
      sections: [
        {
          id: 'list',
          heading: 'What may be stored in your browser',
          paragraphs: [
            'Each entry is listed under the name your browser shows for it; an asterisk stands for any ending. Those on doubleclick.net, youtube.com, youtube-nocookie.com and vimeo.com are stored under Google’s, YouTube’s or Vimeo’s own domain; the rest under this website’s.',
          ],
          cookieTable: true,
        },
        {
          id: 'own',
          heading: 'What these pages store themselves',
          paragraphs: [
            'The pages’ own code uses web storage, not cookies: it stays in your browser and is not sent along with every request to a server. It holds your cookie choice (landing_consent) for {consentDays}, after which we ask again; that you closed the language suggestion (landing_language_notice); and, only once you accept analytics, how you found us (landing_tracking), until you close the tab.',
          ],
        },
        {
          id: 'analytics',
          heading: 'Analytics and marketing',
          paragraphs: [
            'If we have set up Google Tag Manager, it loads only once you accept analytics or marketing; the tag manager itself sets no cookie. Google Consent Mode then lets Google’s tags set only the cookies of what you accepted: those of Google Analytics (_ga, _ga_*) for analytics, and those of Google Ads (_gcl_* and _gac_* on this website, IDE and test_cookie on doubleclick.net) for marketing. If you reject both, it never loads.',
            'A Global Privacy Control or Do Not Track signal from your browser counts as a no, and we don’t ask.',
          ],
        },
        {
          id: 'videos',
          heading: 'Demo videos',
          paragraphs: [
            'The demo video players load only when you open a video: YouTube’s privacy-enhanced mode (youtube-nocookie.com) in English and Vimeo, with do-not-track switched on, in Spanish. Once loaded, a player may set the YouTube or Vimeo entries in the table, under YouTube’s or Vimeo’s own policy.',
          ],
        },
        {
          id: 'change',
          heading: 'Changing your mind',
          paragraphs: [
            'You can change your choice at any time, here or with “Cookie settings” at the bottom of every page.',
            'If you withdraw analytics or marketing, we delete that purpose’s Google cookies stored under this website’s domain (_ga and _ga_* for analytics, _gcl_* and _gac_* for marketing) and reload the page, so that no Google tag keeps running on your old choice.',
          ],
          settingsButton: 'Change cookie settings',
        },
        {
          id: 'clear',
          heading: 'Clearing what is stored',
          paragraphs: [
            'We can’t delete what is stored under another company’s domain (doubleclick.net, youtube.com, youtube-nocookie.com, vimeo.com): your browser’s settings can. To delete everything at once, clear this site’s data there too; we will then ask for your choice again. Our {privacy} explains the rest of what happens to your data.',
          ],
        },
      ],
    },
    terms: {
      seo: {
        title: 'Terms of use – Inkwell AI',
        description:
          'The rules for using the Inkwell AI websites: what they are for, fair use, our content, links to other sites and the law that applies.',
      },
      title: 'Terms of use',
      updated: LEGAL_UPDATED.terms,
      intro:
        'These terms cover your use of these websites. Using the Inkwell AI app itself is covered by the terms you accept when you create your account.',
      sections: [
        {
          id: 'who',
          heading: 'Who we are',
          paragraphs: [
            'These websites are run by the company named in our {legalNotice}. By using them you accept these terms; if you don’t accept them, please don’t use the websites.',
          ],
        },
        {
          id: 'purpose',
          heading: 'What these pages are for',
          paragraphs: [
            'They describe Inkwell AI, offer free tools that continue in our app, and show books from our marketplace. Descriptions, figures and examples are there to help you decide; what you get is set by the app and the plan you choose there.',
            'The offer that applies to you, including the free trial, is the one the app shows you when you sign up.',
          ],
        },
        {
          id: 'fair-use',
          heading: 'Using the websites fairly',
          paragraphs: [],
          items: [
            'Don’t try to break into, overload or disrupt the websites or the services behind them.',
            'Don’t copy the websites’ content in bulk with automated tools, except as search engines do to list public pages.',
            'Don’t use the websites to mislead anyone about who you are or about Inkwell AI.',
          ],
        },
        {
          id: 'content',
          heading: 'Our content',
          paragraphs: [
            'The text, design, drawings and software of these websites belong to us or to those who licensed them to us. You may link to any page and quote short parts if you name the source; anything else needs our written permission. Books shown from our marketplace belong to their authors.',
          ],
        },
        {
          id: 'links',
          heading: 'Links to other websites',
          paragraphs: [
            'We link to other websites, such as payment providers and video players. We don’t control them, and their own terms apply there.',
          ],
        },
        {
          id: 'availability',
          heading: 'Availability and responsibility',
          paragraphs: [
            'We work to keep the websites accurate and available, but we can’t promise they will always be free of mistakes or interruptions. Nothing in these terms limits the rights the law gives you as a consumer.',
          ],
        },
        {
          id: 'trademarks',
          heading: 'Trademarks',
          paragraphs: [
            'Amazon, Kindle and Kindle Direct Publishing (KDP) are trademarks of Amazon.com, Inc. or its affiliates. We mention them only to say where our tools help you publish; Inkwell AI has no connection with Amazon, which neither sponsors nor endorses it.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to these terms',
          paragraphs: ['We may update these terms; the date at the top shows the current version.'],
        },
        {
          id: 'law',
          heading: 'Applicable law and courts',
          paragraphs: [
            'These terms are governed by the law of {law}.',
            'If you use these websites for your business, disputes with us go to these courts: {courts}.',
            'If you are a consumer, you can always bring a claim before the courts where you live, and nothing in these terms takes away the protection that the consumer law of your country gives you.',
          ],
        },
        {
          id: 'contact',
          heading: 'Questions',
          paragraphs: ['Write to {email}.'],
        },
      ],
    },
    legalNotice: {
      seo: {
        title: 'Legal notice – Inkwell AI',
        description:
          'Who runs the Inkwell AI websites: company name, registered address, registry entry, tax ID and how to contact us.',
      },
      title: 'Legal notice',
      updated: LEGAL_UPDATED.legalNotice,
      intro:
        'The details Spain’s information society services law (LSSI-CE, article 10) asks every website to publish about who runs it.',
      sections: [
        {
          id: 'operator',
          heading: 'Who runs these websites',
          paragraphs: ['The Inkwell AI websites are run by:'],
          operator: {
            legalName: 'Company',
            address: 'Registered address',
            registry: 'Registry entry',
            taxId: 'Tax ID',
            email: 'Email',
            prices: 'VAT',
          },
        },
        {
          id: 'purpose',
          heading: 'What the websites are for',
          paragraphs: [
            'They present the Inkwell AI app, which writes and designs ebooks with AI, and its marketplace, where authors publish and sell their books. Accounts, purchases and publishing happen in the app, under its own terms.',
          ],
        },
        {
          id: 'contact',
          heading: 'How to reach us',
          paragraphs: [
            'Write to {email} about anything on these websites, including accessibility barriers. For privacy requests, write to {privacyContact}.',
          ],
        },
        {
          id: 'trademarks',
          heading: 'Trademarks',
          paragraphs: [
            'Amazon, Kindle and Kindle Direct Publishing (KDP) are trademarks of Amazon.com, Inc. or its affiliates. We mention them only to say where our tools help you publish; Inkwell AI has no connection with Amazon, which neither sponsors nor endorses it.',
          ],
        },
        {
          id: 'related',
          heading: 'Related pages',
          paragraphs: [],
          items: [
            'What happens to your data: our {privacy}.',
            'What we keep in your browser: our {cookies}.',
            'The rules for using these websites: our {terms}.',
            'How we make the pages usable for everyone: our {accessibility}.',
          ],
        },
      ],
    },
    accessibility: {
      seo: {
        title: 'Accessibility statement – Inkwell AI',
        description:
          'The accessibility target of the Inkwell AI websites (WCAG 2.2 AA), how we test it and how to tell us about a barrier.',
      },
      title: 'Accessibility statement',
      updated: LEGAL_UPDATED.accessibility,
      intro:
        'Everyone should be able to read these pages and reach our app, whatever device or assistive technology they use.',
      sections: [
        {
          id: 'status',
          heading: 'Conformance status',
          paragraphs: [
            'We hold these websites, in English and in Spanish, to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 asks for.',
          ],
          review: {
            status: 'Status',
            reviewedOn: 'Last reviewed',
            method: 'How it was reviewed',
            answerDays: 'Answer to a reported barrier',
          },
        },
        {
          id: 'testing',
          heading: 'How we check it',
          paragraphs: [],
          items: [
            'Every time our browser tests run, automated accessibility checks (axe) go through every page in both languages, at phone and desktop sizes.',
            'Each building block of the pages is checked with axe in every state we test, and found by its role and name, as assistive technology finds it.',
            'We go through the pages with the keyboard alone and with a screen reader, checking names, headings and what gets announced.',
          ],
        },
        {
          id: 'expect',
          heading: 'What you can expect',
          paragraphs: [],
          items: [
            'Every link and control can be reached and used with the keyboard, and shows clearly where the focus is.',
            'A “Skip to main content” link comes first on every page.',
            'Text and links work without JavaScript.',
            'If your device asks for reduced motion, animations stop or stay still, and the testimonials carousel has a pause button.',
            'Each page states its language, and samples in other languages are marked as such.',
          ],
        },
        {
          id: 'limits',
          heading: 'Known limitations',
          paragraphs: [
            'The demo videos play in YouTube’s and Vimeo’s own players, which we don’t control. If something in a player stops you, tell us and we will help you another way.',
          ],
        },
        {
          id: 'report',
          heading: 'Report a barrier',
          paragraphs: [
            'If something on these pages is hard or impossible for you to use, write to {email}. Tell us the page’s address and what you were trying to do and, if you are happy to share them, the device, browser and assistive technology you use.',
            'We will answer within {answerDays}, and if we can’t fix the problem quickly, we will get you the information or the service another way.',
            'The same address takes complaints about the accessibility of these websites, including about an answer of ours you are not happy with.',
          ],
        },
      ],
    },
  },
} as const;
