import { describe, expect, it } from 'vitest';
import { CLAIMS } from './claims.js';
import { formatNumber, formatPercent, formatPrice } from './formatters.js';
import { LEGAL_FACTS } from './legal/facts.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import type { Messages } from './messages.js';
import type { Locale } from './routes.js';

/*
 * Guards on how the copy reads, over every string of both locales: the walk below visits every
 * message object recursively, so new copy is covered without touching this file. Each guard is a
 * function of one string, and each is first run against strings it must reject, so it can still
 * fail.
 */

/** Fields whose values are data, not words: the same in every locale, never read as prose. */
const DATA_FIELDS = new Set([
  'id',
  'key',
  'icon',
  'colour',
  'event',
  'primaryEvent',
  'action',
  'primaryAction',
  'route',
  'related',
  'lang',
  'anchor',
  'secondaryAnchor',
  'path',
  'param',
  'href',
  'code',
  'updated',
  'policyPath',
]);

/** Every string a visitor can read, with its dotted path; data fields and hex colours are skipped. */
function copyStrings(node: unknown, path = ''): Array<[path: string, text: string]> {
  if (typeof node === 'string') return [[path, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) =>
    DATA_FIELDS.has(key) || key === 'colors'
      ? []
      : copyStrings(child, path ? `${path}.${key}` : key),
  );
}

const LOCALES: ReadonlyArray<readonly [Locale, Messages]> = [
  ['en', en],
  ['es', es],
];

// Shown as they are on the page: a no-break space reads as a space.
const shown = (text: string) => text.replace(/[\u00a0\u202f]/g, '·');

/** Every `[path, text]` where `check(text)` finds something, with what it found. */
function offenders(
  strings: ReadonlyArray<readonly [string, string]>,
  check: (text: string) => string[],
): string[] {
  return strings.flatMap(([path, text]) => check(text).map((hit) => `${path}: ${shown(hit)}`));
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[0]);

// ---------------------------------------------------------------------------------------------
// Numbers: one format per language, the one `formatNumber` writes (formatters.ts).

/**
 * Numbers Spanish copy must not contain: a thousands comma ("6,000" reads as six), a grouping
 * point ("45.000", which the decimal point of "4.9" would contradict), a four-digit number split
 * ("6 000": the formatter writes "6000"), five or more digits unsplit ("45000") or split by
 * anything but a no-break space ("45 000").
 */
function spanishNumberProblems(text: string): string[] {
  return [
    ...matches(text, /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g),
    ...matches(text, /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.])/g),
    ...matches(text, /(?<![\d\u00a0])\d\u00a0\d{3}(?![\d\u00a0])/g),
    ...matches(text, /(?<!\d)\d{5,}(?!\d)/g),
    ...matches(text, /(?<!\d)\d{1,3}(?:[ \u202f]\d{3})+(?!\d)/g),
  ];
}

/**
 * Numbers English copy must not contain: thousands without their comma ("6000 words", "45000").
 * Numbers from 1000 to 2099 pass, as years and reference numbers ("Lisbon, 1756", "invoice 1042")
 * are written whole.
 */
function englishNumberProblems(text: string): string[] {
  return matches(text, /(?<![\d,.])\d{4,}(?![\d,])/g).filter(
    (number) => !/^(?:1\d|20)\d\d$/.test(number),
  );
}

// ---------------------------------------------------------------------------------------------
// Prices: written only by `formatPrice` ("$999.00", "USD 999.00", docs/PRODUCT.md §7.11).

// A currency sign, code or word beside an amount, either way round.
const CURRENCY = String.raw`(?:US\$|USD|\$|€|EUR|£|GBP|MXN|ARS|COP|CLP|PEN)`;
const AMOUNT = String.raw`\d(?:[\d.,\u00a0]*\d)?`;
const WORD = '(?:dollars?|d[oó]lares|euros?|pesos)';
const PRICE = new RegExp(
  String.raw`${CURRENCY}[\s\u00a0]?${AMOUNT}|${AMOUNT}[\s\u00a0]?(?:${CURRENCY}|${WORD})(?![\w])`,
  'giu',
);

/** The amount a price token means in a locale's own grouping, or NaN. */
function amountOf(token: string, locale: Locale): number {
  const digits = token.replace(/[^\d.,\u00a0]/g, '');
  const plain = locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/\u00a0/g, '');
  return /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Prices in `text` that are not exactly what `formatPrice` writes for the locale. */
function pricesNotFromFormatter(text: string, locale: Locale): string[] {
  return matches(text, PRICE).filter((token) => {
    const amount = amountOf(token, locale);
    return Number.isNaN(amount) || token !== formatPrice(amount, locale);
  });
}

// ---------------------------------------------------------------------------------------------
// English spelling: American (docs/CONTRIBUTING.md house style).

// British families, matched anywhere in a word ("watercolour", "favourite", "kilometre").
const BRITISH_FAMILIES = new RegExp(
  [
    '(?:col|flav|fav|behavi|hon|hum|lab|neighb|rum|harb|sav|vap|endeav|arm|od|rig|vig|splend|clam|ferv)our',
    String.raw`(?:cent|theat|met|lit|fib|calib|somb|spect|meag|lust|sab)re(?:s|d)?\b`,
    'catalogu',
    'programme',
    String.raw`\blicence`,
    String.raw`\b(?:defen|offen|preten)ce`,
    String.raw`\bpractis`,
    String.raw`\b(?:judge|acknowledge)ment`,
    String.raw`\bageing`,
    String.raw`\bgreys?\b`,
    String.raw`\bcos(?:y|ier|iest)\b`,
    'sceptic',
    'paediatric',
    'encyclopaedia',
    'manoeuvre',
    'aeroplane',
    String.raw`\bwhilst\b`,
    String.raw`\bamongst\b`,
    String.raw`\b(?:learnt|spelt)\b`,
    String.raw`\benrol(?:s|ment)?\b`,
    String.raw`\bfulfil(?:s|ment)?\b`,
    'instalment',
    String.raw`\bcheques?\b`,
    String.raw`\btyres?\b`,
    'jeweller',
    String.raw`\bdraughts?\b`,
    String.raw`\bploughs?\b`,
    String.raw`\bstoreys\b`,
    'aluminium',
    String.raw`\bmum\b`,
    String.raw`\bmaths\b`,
    String.raw`\bpostcode`,
    String.raw`\benquir`,
    String.raw`\bspeciality`,
    String.raw`\b(?:travel|cancel|label|model|counsel|fuel|level|signal|marvel|total|channel|tunnel|funnel|quarrel|dial|equal|jewel|rival|shovel|pedal)l(?:ed|ing|er|ers)\b`,
    String.raw`\bMrs?\s`,
    String.raw`\bA&E\b`,
  ].join('|'),
  'giu',
);

// American words that end like a British -ise/-yse verb; anything else so spelt is British
// ("organise", "summarising", "optimisation", "analyse").
const AMERICAN_ISE = new Set(
  (
    'advis advertis aris bruis chastis circumcis compris compromis concis cruis demis denis despis devis ' +
    'disguis elis enterpris excis exercis expertis franchis guis improvis incis likewis louis merchandis ' +
    'mortis nois otherwis paradis pois porpois precis premis prais promis rais repris revis ris supervis ' +
    'surpris televis tortois treatis turquois uprais valis wis clockwis sunris apprais appris mayonnais ' +
    'malais brais chais'
  ).split(' '),
);

function britishSpellings(text: string): string[] {
  const ise = matches(
    text,
    /\b\p{L}+?(?:is|ys)(?:e|es|ed|ing|er|ers|ation|ations|able)\b/giu,
  ).filter((word) => {
    const stem = word.toLowerCase().replace(/(?:e|es|ed|ing|er|ers|ation|ations|able)$/, '');
    return /ys$/.test(stem) || !AMERICAN_ISE.has(stem);
  });
  return [...matches(text, BRITISH_FAMILIES), ...ise];
}

// ---------------------------------------------------------------------------------------------
// Buttons: one casing per language.

/** Fields that hold a button's label: a string, or `{ label }` under one of these keys. */
const BUTTON_FIELDS = new Set([
  'cta',
  'primaryCta',
  'secondaryCta',
  'finalCta',
  'submit',
  'button',
]);

function buttonLabels(messages: Messages): Array<[string, string]> {
  return copyStrings(messages).filter(([path]) => {
    const keys = path.split('.');
    const last = keys.at(-1) ?? '';
    return BUTTON_FIELDS.has(last) || (last === 'label' && BUTTON_FIELDS.has(keys.at(-2) ?? ''));
  });
}

// Words English title case leaves in lower case inside a label (docs/PRODUCT.md §2.2 capitalises
// "For" in "Get Started For Free", so either case passes for them).
const SMALL_WORDS = new Set(
  'a an the and or but nor for to of in on at by with into from as via vs per'.split(' '),
);

/** Words of an English button label that break title case ("Start free trial" → "free", "trial"). */
function notTitleCase(label: string): string[] {
  return label
    .split(/\s+/)
    .filter(
      (word, index) =>
        !/^[\p{Lu}\d]/u.test(word) && (index === 0 || !SMALL_WORDS.has(word.toLowerCase())),
    );
}

// Buttons docs/PRODUCT.md names in sentence case: its wording wins over the house casing.
const SPEC_SENTENCE_CASE = new Set(['See how it works']);

// Spanish capitalises only the first word, and names.
const SPANISH_NAMES = new Set(['Inkwell', 'AI', 'IA', 'DOCX', 'PDF', 'KDP', 'SEO']);

/** Words of a Spanish button label capitalised the English way ("Empieza Gratis" → "Gratis"). */
function notSentenceCase(label: string): string[] {
  return label
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word) && !SPANISH_NAMES.has(word.replace(/\W+$/u, '')));
}

// ---------------------------------------------------------------------------------------------
// Wording the copy once had and must not have again.

const REJECTED_SPANISH = [
  // "Target audience" is "público objetivo" in Spanish marketing.
  /audiencia objetivo/i,
  // "Tu género" also reads as "your gender": say whose genre.
  /\btu género\b/i,
  // Ungrammatical: "quedarse" takes "con".
  /quédate hasta/i,
  // Word-for-word translations, rewritten.
  /\bTrae (?:un|el|tu)\b/,
  /Sea lo que sea que/i,
  /Ahora, que te dé ingresos/i,
  /Todo lo que hay entre/i,
  /Dilo en voz alta/i,
  /Ponlo frente a/i,
  /Directo de los sitios/i,
  /Compara lo que te quedas/i,
  // Calques and agreement errors rewritten since (docs/PRODUCT.md §7.12).
  /autores vendiendo/i,
  /Descansa la vista/i,
  /serie de detective aficionada/i,
  /\bes tuy[oa]s? para\b/i,
  /te mantiene en el camino/i,
  /\bNombrar mi\b/i,
];

// Claims a reader can check, said the way that is true (docs/PRODUCT.md §7.12): a finished draft,
// not a book ready to publish; no commission with one's own checkout, not 100% of every sale; the
// translation takes menu steps; a short lead magnet has no 90+ pages.
const OVERPROMISES: Record<Locale, RegExp[]> = {
  en: [
    /\bbook ready to publish\b/i,
    /\bkeep (?:up to )?100%/i,
    /\b100% (?:of (?:every|each) sale|with)\b/i,
    /\bin one click\b/i,
    /\blead magnet of \d+\+? pages\b/i,
  ],
  es: [
    /\blibro listo para publicar\b/i,
    /\bcon(?: el)? 100\u00a0?% (?:de cada venta|con|si)\b/i,
    /hasta el 100\u00a0?%/i,
    /\bcon un (?:solo )?clic\b/i,
    /lead magnet de (?:más de )?\d+\+? páginas/i,
  ],
};

// English details: US units, one spelling of "nonfiction".
const REJECTED_ENGLISH = [/\bkm\b/, /\bkilomet/i, /\bnon-fiction\b/i];

// ---------------------------------------------------------------------------------------------
// The style sheet of docs/PRODUCT.md §7.12.

/** Spanish percentages without the no-break space before the sign ("85%", "85 %"). */
function spanishPercentProblems(text: string): string[] {
  return matches(text, /\d[ \u202f]?%/g);
}

/**
 * "N+" in Spanish running text ("de 90+ páginas", "50+ tareas"): it is «más de 90». Only a figure
 * standing alone, as in a stats row ("2500+", "45 000+"), keeps its sign.
 */
function spanishPlusProblems(text: string): string[] {
  if (/^[\d\u00a0.]+\+$/.test(text)) return [];
  return matches(text, /\d\+/g);
}

/** Quotation marks other than the language's own: “curly” in English, «angular» in Spanish. */
const FOREIGN_QUOTES: Record<Locale, RegExp> = { en: /["'«»]/g, es: /["'“”„‘]/g };
const quoteProblems = (locale: Locale) => (text: string) => matches(text, FOREIGN_QUOTES[locale]);

/** Spanish region (neutral Latin American, es-419): decimal point, "video", no Spain-only words. */
const REGION_REJECTED = [
  /\d,\d/g,
  /\bvídeos?\b/giu,
  /\bordenador(?:es)?\b/giu,
  /\bmóvil(?:es)?\b/giu,
  /\bvosotr[oa]s\b/giu,
  /\bcog(?:er|e|es|ió)\b/giu,
  /\bdeberes\b/giu,
  /\bpuls(?:ar|a|as|e)\b/giu,
  // Spain's words where Latin America says «agregar», «costo», «centavo», «en vivo».
  /\bañad\p{L}*/giu,
  /\bcostes?\b/giu,
  /\bcéntimos?\b/giu,
  /\btickets?\b/giu,
  /\ben directo\b/giu,
  /\bpermanencia\b/giu,
  // Leísmo: «convencer» takes a direct object, «convencerlos».
  /\bconvencerles?\b/giu,
];
const regionProblems = (text: string) => REGION_REJECTED.flatMap((re) => matches(text, re));

/**
 * The call-to-action set of docs/PRODUCT.md §7.12: every button label is one of these, except the
 * task buttons (`TASK_BUTTON`), which name the one task they start.
 */
const CTA_SET: Record<
  Locale,
  Record<'trial' | 'demo' | 'sample' | 'publish' | 'publishInHeader' | 'steps', string>
> = {
  en: {
    trial: 'Start Free Trial',
    demo: 'Watch Demo',
    sample: 'Get Free Sample',
    publish: 'Publish Your Book',
    publishInHeader: 'Publish a Book',
    steps: 'See how it works',
  },
  es: {
    trial: 'Empieza gratis',
    demo: 'Mira la demo',
    sample: 'Escribe tu muestra gratis',
    publish: 'Publica tu libro',
    publishInHeader: 'Publica tu libro',
    steps: 'Mira cómo funciona',
  },
};

// Audience cards, tool forms, the voice section and the author features' own buttons.
const TASK_BUTTON =
  /^(?:ebook\.audiences\.items\.\d+\.cta|tools\.pages\.\w+\.form\.submit|ebook\.hero\.voice\.cta\.label|author\.(?:bundle|affiliate)\.cta\.label)$/;

/**
 * What a task button must not be: a near-variant of a set label ("Get Started", "Free", "Now"),
 * or in English a first-person "My"; in Spanish an infinitive ("Escribir mi relato"), "mi", or a
 * trial variant ("gratis", "ya", "ahora"). Buttons speak to the reader: "Your", «tu».
 */
function taskButtonProblems(locale: Locale, label: string): string[] {
  if (locale === 'en') return matches(label, /\b(?:My|Free|Now|Trial|Get Started|Demo)\b/g);
  return [
    ...matches(label, /^\p{L}+(?:ar|er|ir)(?=\s|$)/gu),
    ...matches(label, /\b(?:mi|mis|gratis|ya|ahora|demo)\b/giu),
  ];
}

/** The titles of every route: home and not-found pages, tool pages and legal pages. */
function pageTitles(messages: Messages): Array<[string, string]> {
  return copyStrings(messages).filter(
    ([path]) => /^seo\.\w+\.\w+\.title$/.test(path) || /\.seo\.title$/.test(path),
  );
}

// Names English titles capitalise inside a sentence-case title.
const TITLE_NAMES = new Set(['Inkwell', 'AI', 'KDP', 'PDF', 'DOCX']);

/** Words of an English title in Title Case ("Novel Title Ideas" → "Title", "Ideas"). */
function titleCaseWords(title: string): string[] {
  return title
    .split(/\s+/)
    .filter((_word, index, words) => index > 0 && !/[:–]$/.test(words[index - 1] ?? ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !TITLE_NAMES.has(word.replace(/\W+$/u, '')));
}

/** A first name folded for comparison: "María" and "Maria" are one name. */
const firstName = (author: string) =>
  (author.split(/\s+/)[0] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Names that are one person's: the same, or one the other plus an ending ("Daniel", "Daniela"). */
const sameName = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Every testimonial of both sites in one locale: the ebook landing's and the author landing's. */
const testimonials = (messages: Messages) => [
  ...messages.ebook.testimonials.items.map((item) => ['ebook', item.author] as const),
  ...messages.author.testimonials.items.map((item) => ['author', item.author] as const),
];

// A sitting head of state once named a sample author; sample people are invented.
const REJECTED_NAMES = [/Daniel Ortega/i];

// ---------------------------------------------------------------------------------------------
// Interactive labels: each one says where it goes (docs/PRODUCT.md §7.12 "Labels say where they go").

/** Where an interactive label takes the reader: registration, a place (page, section, site), or nowhere (it acts on the page). */
type Destination = 'signUp' | 'place' | 'control';

/** Keys whose string is a link's or a control's label, besides the buttons of `BUTTON_FIELDS`. */
const LABEL_KEYS = new Set([
  ...BUTTON_FIELDS,
  'viewAll',
  'readMore',
  'marketplaceLink',
  'useTemplate',
  'homeLink',
  'openTool',
  'login',
  'bookLink',
  'allTools',
  'policyLink',
  'cookieSettings',
  'settingsButton',
  'skipToContent',
  'switchTo',
  'close',
  'closeMenu',
  'openMenu',
  'open',
  'showMore',
  'showFewer',
  'pause',
  'play',
  'goTo',
  'next',
  'previous',
  'accept',
  'reject',
  'save',
  'dismiss',
]);

/**
 * Where the labels whose copy does not say it go (no `action`, `anchor` or `href` beside them): the
 * sections that render each one send it there. A new label that is in no row fails the guard.
 */
const DESTINATIONS: ReadonlyArray<readonly [RegExp, Destination]> = [
  // The gallery's preview dialog: both links hand off to registration (docs/PRODUCT.md §2.2).
  [/^ebook\.gallery\.(?:viewAll|useTemplate)$/, 'signUp'],
  // Tool forms generate on the page; tool cards open their page.
  [/^tools\.pages\.\w+\.form\.submit$/, 'control'],
  [/^tools\.labels\.(?:openTool|allTools)$/, 'place'],
  // Audience cards hand off with `action=audience_<id>` (docs/PRODUCT.md §2.5).
  [/^ebook\.audiences\.items\.\d+\.cta$/, 'signUp'],
  // The skip link moves focus on the page: a control, worded as one («Saltar al contenido»).
  [/^common\.skipToContent$/, 'control'],
  // The demo buttons open the video dialog; its own call to action closes it into registration.
  [/^ebook\.hero\.create\.secondaryCta$/, 'control'],
  [/^ebook\.hero\.demo\.cta$/, 'signUp'],
  [/^ebook\.(?:howItWorks|finalCta)\.secondaryCta\.label$/, 'control'],
  [/^author\.hero\.(?:primaryCta)$/, 'signUp'],
  [/^author\.hero\.secondaryCta$/, 'place'],
  [/^author\.demoCard\.marketplaceLink$/, 'place'],
  [/^author\.strip\.(?:viewAll|bookLink)$/, 'place'],
  [/^ebook\.testimonials\.readMore$/, 'place'],
  [/^common\.(?:header\.login|header\.homeLink|notFound\.homeLink)$/, 'place'],
  [/\.(?:policyLink|switchTo)$/, 'place'],
];

/** Every interactive label with where it goes, or `undefined` where neither copy nor table says. */
function interactiveLabels(
  node: unknown,
  path = '',
  parent: Readonly<Record<string, unknown>> = {},
): Array<[path: string, label: string, to: Destination | undefined]> {
  if (typeof node === 'string') {
    const keys = path.split('.');
    const key = keys.at(-1) ?? '';
    const owner = key === 'label' ? (keys.at(-2) ?? '') : key;
    const structural =
      key === 'label' && ('anchor' in parent || 'href' in parent || 'action' in parent);
    if (!LABEL_KEYS.has(owner) && !structural) return [];
    const action = key === 'primaryCta' ? parent.primaryAction : parent.action;
    const listed = DESTINATIONS.find(([pattern]) => pattern.test(path))?.[1];
    const to: Destination | undefined = action
      ? 'signUp'
      : 'anchor' in parent || 'href' in parent
        ? 'place'
        : (listed ??
          (/^(?:close|closeMenu|openMenu|open|showMore|showFewer|pause|play|goTo|next|previous|accept|reject|save|dismiss|settingsButton|cookieSettings)$/.test(
            key,
          )
            ? 'control'
            : undefined));
    return [[path, node, to]];
  }
  if (node === null || typeof node !== 'object') return [];
  const record = node as Readonly<Record<string, unknown>>;
  return Object.entries(record).flatMap(([key, child]) =>
    DATA_FIELDS.has(key) ? [] : interactiveLabels(child, path ? `${path}.${key}` : key, record),
  );
}

/** A label that promises a look (View, See, Ver, Mira, Explora) rather than a sign-up. */
const LOOK_LABEL = /^(?:View|See|Browse|Ver|Mira|Explora|Consulta)\b/;

/** Sign-up links whose label promises only a look. */
function lookingLabelsToSignUp(labels: ReturnType<typeof interactiveLabels>): string[] {
  return labels
    .filter(([, label, to]) => to === 'signUp' && LOOK_LABEL.test(label))
    .map(([path, label]) => `${path}: ${label}`);
}

// ---------------------------------------------------------------------------------------------
// Claims a reader can check, said the way they are true (docs/PRODUCT.md §7.12).

/** Phrases that promise more than the product gives, or a feeling nobody measured. */
const OVERCLAIMS: Record<Locale, RegExp[]> = {
  en: [
    /\bfinished ebook\b/i,
    /\bready to (?:print|sell|publish), /i,
    /\bloved by\b/i,
    /\bhappy (?:users|customers|authors)\b/i,
    /\b(?:your book|a book based on your recording) is ready in\b/i,
    /\binstantly\b/i,
    /\bpublish your book this week\b/i,
  ],
  es: [
    /\bebook terminado\b/i,
    /\blisto para (?:imprimir|vender|publicar), /i,
    /\busuarios (?:felices|satisfechos|contentos)\b/i,
    /\b(?:tu libro|el libro basado en tu grabación) está listo en\b/i,
    /\b(?:a la venta|en el marketplace) al instante\b/i,
    /\bpublica tu libro esta semana\b/i,
  ],
};

/** The publishing-speed claim, and the caveat that must stand beside it (same string or object). */
const PUBLISH_SPEED: Record<Locale, RegExp> = {
  en: new RegExp(`\\bunder ${CLAIMS.publishMinutes}\\b`, 'i'),
  es: new RegExp(`\\bmenos de ${CLAIMS.publishMinutes}\\b`, 'i'),
};
const VERIFIED: Record<Locale, RegExp> = { en: /\bverified\b/i, es: /\bverificad[oa]s?\b/i };

/** Objects that state the publishing speed with no verification caveat among their strings. */
function speedWithoutCaveat(node: unknown, locale: Locale, path = ''): string[] {
  if (node === null || typeof node !== 'object') return [];
  const entries = Object.entries(node);
  const own = entries.flatMap(([, value]) => (typeof value === 'string' ? [value] : []));
  const here =
    own.some((text) => PUBLISH_SPEED[locale].test(text)) &&
    !own.some((text) => VERIFIED[locale].test(text))
      ? [path]
      : [];
  return [
    ...here,
    ...entries.flatMap(([key, child]) =>
      speedWithoutCaveat(child, locale, path ? `${path}.${key}` : key),
    ),
  ];
}

/** The `CLAIMS` values that are percentages, as the copy may show them: "85", "10–20". */
const PERCENT_CLAIMS = new Set(
  (
    [
      'royaltyConnected',
      'royaltyExternal',
      'platformFee',
      'satisfactionPercent',
      'bundleDiscountPercent',
      'bundlePricePercent',
      'royaltyCreatorSales',
      'royaltyRetail',
      'royaltyTraditional',
      'affiliateCommission',
    ] as const
  ).map((key) => String(CLAIMS[key]).replace(/%$/, '')),
);

/** Every percentage of a string as "85" or "10–20": ranges with a dash or in words («del 10 al 20 %»). */
function percentages(text: string): string[] {
  const found: string[] = [];
  const rest = text.replace(
    /(?:\b(?:del|entre el) (\d+) (?:al|y el) (\d+)|(\d+)[–-](\d+))\u00a0?%/g,
    (_match, a, b, c, d) => {
      found.push(`${a ?? c}–${b ?? d}`);
      return '';
    },
  );
  return [...found, ...matches(rest, /\d+(?:\.\d+)?(?=\u00a0?%)/g)];
}

/** Percentages that are no `CLAIMS` value. */
const unclaimedPercentages = (text: string) =>
  percentages(text).filter((p) => !PERCENT_CLAIMS.has(p));

// ---------------------------------------------------------------------------------------------
// The two languages say the same figures.

/** The numbers of a string, grouping removed: "6,000" and "6 000" are both "6000". */
const numbersOf = (text: string) =>
  matches(text.replace(/(\d)[,\u00a0 ](?=\d{3}\b)/g, '$1'), /\d+(?:\.\d+)?/g).sort();

/**
 * Strings whose figures differ between the languages on purpose: examples written for each
 * language's readers (their own names, dates and places), and sentences that say a number in
 * words in one language and in figures in the other.
 */
const LOCAL_EXAMPLES: readonly RegExp[] = [
  // Lisbon, 1756 / Cartagena de Indias, 1741: each language's own history.
  /^tools\.pages\.novelIdeas\.examples\.items\.2\.output$/,
  // "Middle-grade" has no Spanish word: «de 9 a 12 años».
  /^tools\.pages\.novelOutline\.examples\.items\.2\.input$/,
  // Three miles / 5 km: US units in English, metric in Spanish.
  /^tools\.pages\.marketingStrategy\.examples\.items\.1\.output$/,
  // "The 1980s" / «los años 80».
  /^templates\.cover\.13\.description$/,
];

/** Paths where the English and the Spanish string carry different numbers. */
function numberMismatches(
  english: ReadonlyArray<readonly [string, string]>,
  spanish: ReadonlyMap<string, string>,
): string[] {
  return english.flatMap(([path, text]) => {
    const twin = spanish.get(path);
    if (twin === undefined || LOCAL_EXAMPLES.some((re) => re.test(path))) return [];
    const [a, b] = [numbersOf(text).join(' '), numbersOf(twin).join(' ')];
    return a === b ? [] : [`${path}: ${a} / ${b}`];
  });
}

// ---------------------------------------------------------------------------------------------
// English mechanics (US): period and comma inside the closing quote, one ellipsis character, an en
// dash in a range, and no serial comma ("chapters, images and a cover").

function englishMechanicsProblems(text: string): string[] {
  return [
    ...matches(text, /”[.,]/g),
    ...matches(text, /\.\.\./g),
    ...matches(text, /\b\d+-\d+\b/g),
    ...matches(text, /\b[\w’-]+(?: [\w’-]+)?, [\w’-]+(?: [\w’-]+)?, (?:and|or) /g),
  ];
}

// ---------------------------------------------------------------------------------------------
// Spanish (es-419): one word per concept, and a capital after a salutation's colon.

/** For each concept, the one term the copy uses and the ones it does not. */
const ONE_TERM: ReadonlyArray<readonly [term: string, others: RegExp]> = [
  ['enlace de pago', /\b(?:URL|link) de pago\b/i],
  ['prueba gratis', /\b(?:prueba gratuita|período de prueba|periodo de prueba)\b/i],
  ['paquete', /\b(?:bundles?|lotes?)\b/i],
  ['reseña', /\bopiniones\b/i],
  ['procesador de pagos', /\b(?:pasarela|socio) de pagos?\b/i],
  ['te quedas con el', /\b(?:quédate con el \d+|te quedas el)\b/i],
];
const otherTerms = (text: string) =>
  ONE_TERM.flatMap(([term, others]) =>
    matches(text, new RegExp(others, 'gi')).map((hit) => `${hit} (${term})`),
  );

/** «Hola, Jorge: tu pedido…»: after a salutation's colon, Spanish starts with a capital (RAE). */
const lowercaseAfterSalutation = (text: string) =>
  matches(text, /\b(?:Hola|Estimad[oa]s?|Querid[oa]s?)\b[^:.!?]{0,40}: \p{Ll}/gu);

// ---------------------------------------------------------------------------------------------

describe('the copy guards reject what they are meant to', () => {
  it('finds thousands commas and stray groupings in Spanish', () => {
    expect(spanishNumberProblems('Hasta 6,000 palabras')).toEqual(['6,000']);
    expect(spanishNumberProblems('Más de 45.000 usuarios')).toEqual(['45.000']);
    expect(spanishNumberProblems('Hasta 6\u00a0000 palabras')).toEqual(['6\u00a0000']);
    expect(spanishNumberProblems('Más de 45000 usuarios')).toEqual(['45000']);
    expect(spanishNumberProblems('Más de 45 000 usuarios')).toEqual(['45 000']);
    expect(spanishNumberProblems('Más de 1,234,567')).toEqual(['1,234,567']);
    expect(spanishNumberProblems('Hasta 6000 palabras, 45\u00a0000+ usuarios, 4.9/5')).toEqual([]);
  });

  it('finds ungrouped thousands in English, but not years', () => {
    expect(englishNumberProblems('Up to 6000 words')).toEqual(['6000']);
    expect(englishNumberProblems('45000+ happy users')).toEqual(['45000']);
    expect(englishNumberProblems('Up to 6,000 words since 2025, invoice 1042, 4.9/5')).toEqual([]);
  });

  it('finds prices the formatter did not write', () => {
    expect(pricesNotFromFormatter('Anything from free to $999.', 'en')).toEqual(['$999']);
    expect(pricesNotFromFormatter('From 19 dollars', 'en')).toEqual(['19 dollars']);
    expect(pricesNotFromFormatter('Only USD 16.99', 'en')).toEqual(['USD 16.99']);
    expect(pricesNotFromFormatter('Desde gratis hasta US$999', 'es')).toEqual(['US$999']);
    expect(pricesNotFromFormatter('Desde gratis hasta $999', 'es')).toEqual(['$999']);
    expect(pricesNotFromFormatter('Cuesta USD 16.99', 'es')).toEqual(['USD 16.99']);
    expect(pricesNotFromFormatter('Cuesta 16,99 US$', 'es')).toEqual(['16,99 US$']);
    expect(pricesNotFromFormatter('Cuesta 999 dólares', 'es')).toEqual(['999 dólares']);
    expect(pricesNotFromFormatter(`From free to ${formatPrice(999, 'en')}.`, 'en')).toEqual([]);
    expect(pricesNotFromFormatter(`Hasta ${formatPrice(12345.5, 'es')}.`, 'es')).toEqual([]);
    expect(pricesNotFromFormatter('Keep 85% of every sale, 20+ categories', 'en')).toEqual([]);
  });

  it('finds British spellings, and leaves American -ise words alone', () => {
    const british =
      'The colour of my favourite catalogue: a centred programme, organised and summarised, a licence for its behaviour in the theatre, travelled and modelling, analyse it, optimisation';
    expect(britishSpellings(british).map((word) => word.toLowerCase())).toEqual([
      'colour',
      'favour',
      'catalogu',
      'centred',
      'programme',
      'licence',
      'behaviour',
      'theatre',
      'travelled',
      'modelling',
      'organised',
      'summarised',
      'analyse',
      'optimisation',
    ]);
    expect(
      britishSpellings(
        'A surprise: we advise, revise and promise expertise, exercise and enterprise; otherwise raise the price, a cozy color catalog, organized and licensed.',
      ),
    ).toEqual([]);
  });

  it('finds English buttons out of title case and Spanish ones out of sentence case', () => {
    expect(notTitleCase('Start free trial')).toEqual(['free', 'trial']);
    expect(notTitleCase('Turn My Blog into a Book')).toEqual([]);
    expect(notTitleCase('Get Started For Free')).toEqual([]);
    expect(notSentenceCase('Empieza Tu Prueba Gratis')).toEqual(['Tu', 'Prueba', 'Gratis']);
    expect(notSentenceCase('Publica con Inkwell AI')).toEqual([]);
  });

  it('finds Spanish percentages without the no-break space, and "N+" in running text', () => {
    expect(spanishPercentProblems('Quédate con el 85% o el 100 %')).toEqual(['5%', '0 %']);
    expect(spanishPercentProblems('Quédate con el 85\u00a0%, entre el 10 y el 20\u00a0%')).toEqual(
      [],
    );
    expect(spanishPlusProblems('un ebook de 90+ páginas y 50+ tareas')).toEqual(['0+', '0+']);
    expect(spanishPlusProblems('45\u00a0000+')).toEqual([]);
    expect(spanishPlusProblems('más de 90 páginas')).toEqual([]);
  });

  it('finds quotation marks of the other language or straight ones', () => {
    expect(quoteProblems('en')('A "Cookie settings" link, «this» and it\'s')).toEqual([
      '"',
      '"',
      '«',
      '»',
      "'",
    ]);
    expect(quoteProblems('en')('A “Cookie settings” link, and it’s fine')).toEqual([]);
    expect(quoteProblems('es')('Añade “formal” o "breve"')).toEqual(['“', '”', '"', '"']);
    expect(quoteProblems('es')('Añade «formal» o «breve»')).toEqual([]);
  });

  it('finds Spain-only words and decimal commas in Spanish', () => {
    expect(regionProblems('Mira el vídeo en tu móvil: 4,9 de 5')).toEqual([
      '4,9',
      'vídeo',
      'móvil',
    ]);
    expect(regionProblems('Mira el video en tu teléfono: 4.9 de 5, USD 16.99')).toEqual([]);
  });

  it('finds task buttons that read as a near-variant or break the form', () => {
    expect(taskButtonProblems('en', 'Write My Story')).toEqual(['My']);
    expect(taskButtonProblems('en', 'Get Started For Free')).toEqual(['Get Started', 'Free']);
    expect(taskButtonProblems('en', 'Write Your Story')).toEqual([]);
    expect(taskButtonProblems('es', 'Escribir mi relato')).toEqual(['Escribir', 'mi']);
    expect(taskButtonProblems('es', 'Empieza ya')).toEqual(['ya']);
    expect(taskButtonProblems('es', 'Escribe tu relato')).toEqual([]);
  });

  it('finds a look-only label that opens sign-up, and a label no rule covers', () => {
    const labels = interactiveLabels({
      gallery: { viewAll: 'View all templates' },
      cta: { label: 'See Your Options', action: 'register' },
      more: { label: 'See the list', href: 'https://x.example' },
      mystery: 'A label nobody placed',
    });
    expect(lookingLabelsToSignUp(labels)).toEqual(['cta.label: See Your Options']);
    expect(
      lookingLabelsToSignUp(interactiveLabels({ ebook: { gallery: { viewAll: 'Ver todas' } } })),
    ).toEqual(['ebook.gallery.viewAll: Ver todas']);
    expect(interactiveLabels({ x: { viewAll: 'Browse' } })).toEqual([
      ['x.viewAll', 'Browse', undefined],
    ]);
    expect(
      lookingLabelsToSignUp(
        interactiveLabels({ cta: { label: 'Start Free Trial', action: 'register' } }),
      ),
    ).toEqual([]);
  });

  it('finds the overclaims, and a publishing speed without its caveat', () => {
    const hits = (locale: Locale, text: string) =>
      OVERCLAIMS[locale].filter((re) => re.test(text)).length;
    expect(hits('en', 'Turn one idea into a finished ebook, ready to print, sell or keep')).toBe(2);
    expect(hits('en', 'Loved by 45,000+ happy users. Your book is ready in about 2 minutes.')).toBe(
      3,
    );
    expect(hits('en', 'Your book goes live instantly.')).toBe(1);
    expect(hits('es', 'Un ebook terminado, listo para imprimir, vender o editar')).toBe(2);
    expect(hits('es', '45 000+ usuarios satisfechos; tu libro está listo en 2 minutos')).toBe(2);
    expect(hits('en', 'A full ebook draft to edit, then print or sell.')).toBe(0);
    expect(speedWithoutCaveat({ a: { text: 'On sale in under 5 minutes' } }, 'en')).toEqual(['a']);
    expect(
      speedWithoutCaveat({ s: { value: 'Menos de 5 min', label: 'para publicar' } }, 'es'),
    ).toEqual(['s']);
    expect(
      speedWithoutCaveat({ s: { value: 'Under 5 min', label: 'to publish, once verified' } }, 'en'),
    ).toEqual([]);
  });

  it('finds percentages that are no CLAIMS value, ranges included', () => {
    expect(unclaimedPercentages('Keep 85% of each sale, or 100%; 29% saved')).toEqual(['29']);
    expect(unclaimedPercentages('Typically 10–20%, a platform 35–70%, or 12-18%')).toEqual([
      '12–18',
    ]);
    expect(
      unclaimedPercentages('entre el 10 y el 20\u00a0%, del 5 al 9\u00a0%, 96\u00a0%'),
    ).toEqual(['5–9']);
  });

  it('finds an English string whose Spanish twin has other figures', () => {
    const en = [
      ['a', 'Up to 6,000 words in 7 days'],
      ['b', 'Rated 4.9/5'],
    ] as const;
    const es = new Map([
      ['a', 'Hasta 6000 palabras en 7 días'],
      ['b', 'Valoración 4.8/5'],
    ]);
    expect(numberMismatches(en, es)).toEqual(['b: 4.9 5 / 4.8 5']);
  });

  it('finds English quotes, ellipses, ranges and serial commas out of the house style', () => {
    expect(englishMechanicsProblems('Better than “Module 1”. Processing... 35-70%')).toEqual([
      '”.',
      '...',
      '35-70',
    ]);
    expect(englishMechanicsProblems('Chapters, images, and a cover')).toEqual([
      'Chapters, images, and ',
    ]);
    expect(
      englishMechanicsProblems(
        'Better than “Module 1.” Processing… 35–70%, chapters, images and a cover, a 30-minute dinner',
      ),
    ).toEqual([]);
  });

  it('finds Spain’s words, a second term for one concept, and a small letter after «Hola, X:»', () => {
    expect(
      regionProblems(
        'Añade el coste en céntimos, el ticket en directo, sin permanencia; convencerles',
      ),
    ).toEqual([
      'Añade',
      'coste',
      'céntimos',
      'ticket',
      'en directo',
      'permanencia',
      'convencerles',
    ]);
    expect(
      regionProblems('Agrega el costo en centavos, en vivo, sin plazo mínimo; convencerlos'),
    ).toEqual([]);
    expect(otherTerms('tu URL de pago, la prueba gratuita, quédate con el 85 %')).toEqual([
      'URL de pago (enlace de pago)',
      'prueba gratuita (prueba gratis)',
      'quédate con el 85 (te quedas con el)',
    ]);
    expect(otherTerms('tu enlace de pago y la prueba gratis: te quedas con el 85 %')).toEqual([]);
    expect(lowercaseAfterSalutation('Hola, Jorge: tu pedido. Hola, Ana: Tu libro')).toEqual([
      'Hola, Jorge: t',
    ]);
  });

  it('finds Title Case in an English title, and names two testimonials as one person', () => {
    expect(titleCaseWords('Novel Title Ideas Generator – Inkwell AI')).toEqual([
      'Title',
      'Ideas',
      'Generator',
    ]);
    expect(titleCaseWords('Novel outline generator: plan every chapter – Inkwell AI')).toEqual([]);
    expect(firstName('María L.')).toBe(firstName('Maria K.'));
    expect(sameName(firstName('Daniel K.'), firstName('Daniela R.'))).toBe(true);
    expect(sameName(firstName('Renata V.'), firstName('Ingrid P.'))).toBe(false);
  });
});

describe.each(LOCALES)('every string of the %s copy', (locale, messages) => {
  const strings = copyStrings(messages);
  // The legal facts print on the legal pages of both languages as they are written.
  const operator = copyStrings(LEGAL_FACTS, 'LEGAL_FACTS');

  it('is found by the walk, so new copy is covered without listing it', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.some(([path]) => path.startsWith('tools.pages.'))).toBe(true);
    expect(strings.some(([path]) => path.startsWith('legal.pages.'))).toBe(true);
  });

  it('writes numbers the one way formatNumber writes them', () => {
    const check = locale === 'es' ? spanishNumberProblems : englishNumberProblems;
    expect(offenders(strings, check)).toEqual([]);
    // The figure the guard is about: the trial's words.
    const words = formatNumber(CLAIMS.trialWords, locale);
    expect(strings.filter(([, text]) => text.includes(words)).length).toBeGreaterThan(3);
  });

  it('writes every price the way formatPrice writes it', () => {
    expect(offenders(strings, (text) => pricesNotFromFormatter(text, locale))).toEqual([]);
    const maxPrice = formatPrice(CLAIMS.priceMax, locale);
    expect(strings.filter(([, text]) => text.includes(maxPrice)).length).toBeGreaterThan(3);
  });

  it('labels the buttons in one casing', () => {
    const labels = buttonLabels(messages);
    expect(labels.length).toBeGreaterThan(40);
    const wrong =
      locale === 'en'
        ? offenders(
            labels.filter(([, label]) => !SPEC_SENTENCE_CASE.has(label)),
            notTitleCase,
          )
        : offenders(labels, notSentenceCase);
    expect(wrong).toEqual([]);
  });

  it('labels every button from the call-to-action set of docs/PRODUCT.md §7.12', () => {
    const set = CTA_SET[locale];
    const labels = buttonLabels(messages);
    const tasks = labels.filter(([path]) => TASK_BUTTON.test(path));
    expect(tasks.length).toBeGreaterThan(25);
    const allowed = new Set(Object.values(set));
    expect(
      labels.filter(([path, label]) => !TASK_BUTTON.test(path) && !allowed.has(label)),
    ).toEqual([]);
    expect(
      tasks.flatMap(([path, label]) =>
        taskButtonProblems(locale, label).map((hit) => `${path}: ${hit}`),
      ),
    ).toEqual([]);
    // A task button is never a set label in disguise.
    expect(tasks.filter(([, label]) => allowed.has(label))).toEqual([]);
  });

  it('gives each call to action its set label where the rule of docs/PRODUCT.md §7.12 puts it', () => {
    const set = CTA_SET[locale];
    const { hero, howItWorks, finalCta, features, testimonials, audiences, publish } =
      messages.ebook;
    // Every button that opens or leads to the demo video.
    for (const label of [
      hero.create.secondaryCta,
      howItWorks.secondaryCta.label,
      finalCta.secondaryCta.label,
    ]) {
      expect(label).toBe(set.demo);
    }
    // Every registration link whose only promise is the trial.
    for (const label of [
      messages.common.header.cta.ebook.label,
      messages.common.header.cta.example.label,
      hero.create.primaryCta,
      hero.demo.cta,
      hero.showcase.cta.label,
      hero.trialBanner.cta.label,
      howItWorks.primaryCta.label,
      features.cta.label,
      testimonials.cta.label,
      audiences.finalCta.label,
      finalCta.primaryCta.label,
      messages.example.hero.cta.label,
      ...Object.values(messages.tools.pages)
        .filter((page) => page.cta.action !== 'tool_authorBio')
        .map((page) => page.cta.button),
    ]) {
      expect(label).toBe(set.trial);
    }
    // Every link to the author offer.
    expect(messages.common.header.cta.author.label).toBe(set.publishInHeader);
    for (const label of [
      messages.author.hero.primaryCta,
      messages.author.finalCta.cta.label,
      publish.cta.label,
      messages.tools.pages.authorBio.cta.button,
    ]) {
      expect(label).toBe(set.publish);
    }
    expect(hero.benefits.cta.label).toBe(set.sample);
    expect(messages.author.hero.secondaryCta).toBe(set.steps);
    // The final pair goes somewhere: registration, and the section whose button opens the demo.
    expect(finalCta.primaryCta.action).toBe('register');
    expect(finalCta.secondaryCta.anchor).toBe('how-it-works');
  });

  it('puts the brand in every page title', () => {
    const titles = pageTitles(messages);
    expect(titles.length).toBeGreaterThanOrEqual(25);
    expect(titles.filter(([, title]) => !title.includes('Inkwell AI'))).toEqual([]);
  });

  it('keeps one quotation style: “curly” in English, «angular» in Spanish', () => {
    expect(offenders(strings, quoteProblems(locale))).toEqual([]);
  });

  it('says what a reader can check the way it is true', () => {
    const hits = strings.filter(([, text]) => OVERPROMISES[locale].some((re) => re.test(text)));
    expect(hits).toEqual([]);
  });

  it('claims nothing the product does not give, and no feeling nobody measured', () => {
    const hits = strings.filter(([, text]) => OVERCLAIMS[locale].some((re) => re.test(text)));
    expect(hits).toEqual([]);
  });

  it('states the publishing speed only with its caveat: once the account is verified', () => {
    expect(speedWithoutCaveat(messages, locale)).toEqual([]);
    // The claim is still made (docs/PRODUCT.md §9.10), so the guard has something to check.
    expect(strings.filter(([, text]) => PUBLISH_SPEED[locale].test(text)).length).toBeGreaterThan(
      3,
    );
  });

  it('shows only percentages that are CLAIMS values', () => {
    expect(offenders(strings, unclaimedPercentages)).toEqual([]);
    expect(strings.filter(([, text]) => percentages(text).length > 0).length).toBeGreaterThan(10);
  });

  it('says where each interactive label goes, and a look-only label never opens sign-up', () => {
    const labels = interactiveLabels(messages);
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter(([, , to]) => to === undefined).map(([path]) => path)).toEqual([]);
    expect(labels.filter(([, , to]) => to === 'signUp').length).toBeGreaterThan(40);
    expect(lookingLabelsToSignUp(labels)).toEqual([]);
  });

  it('invents its sample people', () => {
    const hits = [...strings, ...operator].filter(([, text]) =>
      REJECTED_NAMES.some((name) => name.test(text)),
    );
    expect(hits).toEqual([]);
  });
});

describe('the English copy', () => {
  it('spells English the American way', () => {
    const strings = [...copyStrings(en), ...copyStrings(LEGAL_FACTS, 'LEGAL_FACTS')];
    expect(offenders(strings, britishSpellings)).toEqual([]);
  });

  it('uses US units and one spelling of "nonfiction"', () => {
    const hits = copyStrings(en).filter(([, text]) => REJECTED_ENGLISH.some((re) => re.test(text)));
    expect(hits).toEqual([]);
  });

  it('writes page titles in sentence case, like the headings', () => {
    expect(offenders(pageTitles(en), titleCaseWords)).toEqual([]);
  });

  it('punctuates the US way: inside quotes, “…”, en dashes in ranges, no serial comma', () => {
    const strings = [...copyStrings(en), ...copyStrings(LEGAL_FACTS, 'LEGAL_FACTS')];
    expect(offenders(strings, englishMechanicsProblems)).toEqual([]);
  });

  it('gives each string the same figures as its Spanish twin', () => {
    const spanish = new Map(copyStrings(es));
    expect(numberMismatches(copyStrings(en), spanish)).toEqual([]);
  });
});

describe('the testimonials of both sites', () => {
  it('are each a different person: no first name twice, in either language', () => {
    for (const messages of [en, es]) {
      const names = testimonials(messages).map(
        ([site, author]) => [site, author, firstName(author)] as const,
      );
      const clashes = names.flatMap(([site, author, first], i) =>
        names
          .slice(i + 1)
          .filter(([, , other]) => sameName(first, other))
          .map(([otherSite, otherAuthor]) => `${site} ${author} / ${otherSite} ${otherAuthor}`),
      );
      expect(clashes).toEqual([]);
      expect(names.length).toBe(14);
    }
  });

  it('name each person the same way in both languages', () => {
    expect(testimonials(es)).toEqual(testimonials(en));
  });
});

describe('the Spanish copy', () => {
  const strings = copyStrings(es);

  it('keeps out the wording and the calques rewritten before', () => {
    const hits = strings.filter(([, text]) => REJECTED_SPANISH.some((re) => re.test(text)));
    expect(hits).toEqual([]);
  });

  it('writes "85 %" with a no-break space, as the RAE and Fundéu do', () => {
    expect(offenders(strings, spanishPercentProblems)).toEqual([]);
    const royalty = formatPercent(CLAIMS.royaltyConnected, 'es');
    expect(strings.filter(([, text]) => text.includes(royalty)).length).toBeGreaterThan(5);
  });

  it('writes "más de 90" in running text, keeping "N+" for a figure standing alone', () => {
    expect(offenders(strings, spanishPlusProblems)).toEqual([]);
    expect(strings.some(([, text]) => text.includes('más de 90 páginas'))).toBe(true);
  });

  it('keeps to its region, neutral Latin American Spanish (docs/PRODUCT.md §7.11)', () => {
    expect(offenders(strings, regionProblems)).toEqual([]);
    // The decimal point and the currency code before the amount, as the formatters write them.
    expect(formatNumber(4.9, 'es')).toBe('4.9');
    expect(formatPrice(16.99, 'es').replace(/\u00a0/g, ' ')).toBe('USD 16.99');
    expect(strings.some(([, text]) => /\bvideo\b/.test(text))).toBe(true);
  });

  it('labels every button in the imperative with «tu», never an infinitive or «mi»', () => {
    const wrong = buttonLabels(es).flatMap(([path, label]) =>
      matches(label, /^\p{L}+(?:ar|er|ir)(?=\s|$)|\bmi\b/giu).map((hit) => `${path}: ${hit}`),
    );
    expect(wrong).toEqual([]);
  });

  it('uses one term per concept', () => {
    expect(offenders(strings, otherTerms)).toEqual([]);
  });

  it('starts with a capital after a salutation’s colon («Hola, Jorge: Tu pedido…»)', () => {
    expect(offenders(strings, lowercaseAfterSalutation)).toEqual([]);
    expect(strings.some(([, text]) => /Hola, \p{Lu}\p{L}+: \p{Lu}/u.test(text))).toBe(true);
  });

  it('labels every link in the imperative, as the buttons', () => {
    const links = interactiveLabels(es).filter(([, , to]) => to !== 'control');
    const infinitives = links.flatMap(([path, label]) =>
      matches(label, /^\p{L}+(?:ar|er|ir)(?=\s|$)/gu).map((hit) => `${path}: ${hit}`),
    );
    expect(infinitives).toEqual([]);
  });

  it('names "escribir un libro con IA" in the home title', () => {
    expect(es.seo.ebook.home.title.toLowerCase()).toContain('escribir un libro con ia');
  });
});

describe.each(LOCALES)('the free trial in the %s copy', (locale, { ebook }) => {
  const words = formatNumber(CLAIMS.trialWords, locale);
  const paidPlan = locale === 'en' ? /\bpaid plan\b/ : /\bplan de pago\b/;

  it('says what the trial’s words are enough for where it is offered', () => {
    const enough = locale === 'en' ? /\benough for\b/ : /\bsuficiente para\b/;
    const trial = ebook.faq.items.find((item) => item.id === 'trial')?.answer ?? '';
    for (const text of [
      ebook.hero.benefits.ctaNote,
      ebook.hero.trialBanner.text,
      ebook.finalCta.text,
      trial,
    ]) {
      expect(text).toContain(words);
      expect(text).toMatch(enough);
    }
  });

  it('says a book of 90+ pages needs a paid plan wherever it states the trial beside it', () => {
    const pages = ebook.faq.items.find((item) => item.id === 'pages')?.answer ?? '';
    expect(pages).toContain(words);
    expect(pages).toMatch(paidPlan);
    for (const [path, text] of copyStrings(ebook)) {
      if (text.includes(words) && /\b90\b/.test(text)) expect(text, path).toMatch(paidPlan);
    }
  });

  it('no longer promises a finished book tonight beside the trial', () => {
    expect(ebook.finalCta.heading).not.toMatch(/finished tonight|terminado esta noche/i);
  });

  it('keeps docs/PRODUCT.md’s "Get Free Sample" and says what it gives', () => {
    if (locale === 'en') expect(ebook.hero.benefits.cta.label).toBe('Get Free Sample');
    expect(ebook.hero.benefits.ctaNote).toMatch(locale === 'en' ? /\bsample\b/ : /\bmuestra\b/);
  });
});
