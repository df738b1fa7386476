// The twelve review screenshots of the ebook landing's testimonials (the paths apps/ebook-site/src/media.ts
// lists as REVIEW_SHOT_PATHS, in the order of `testimonials.reviewImages.shots` in
// packages/content/src/locales/*/ebook.ts), drawn at 3:2 like the box the page reserves
// (packages/sections/src/ebook/EbookTestimonials/EbookTestimonials.css.ts). Each is a review on one of
// the two review sites: the site's header (the copy's `source` 0 or 1, told apart by colour and mark,
// never by a name), the reviewer, five stars and the review as bars, and beside it a picture of
// what the review is about, as its alt text says.
import { bar, C, lines, STAR, stars, svg } from './draw.js';

const W = 360;
const H = 240;

/** The header of review site 0 (teal, a round mark) or 1 (indigo, a square mark with a star). */
const HEADERS = [
  `<rect width="${W}" height="36" fill="${C.teal}"/><circle cx="22" cy="18" r="10" fill="${C.paper}"/><path d="M17 18l4 4 7-8" fill="none" stroke="${C.teal}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>${bar(40, 13, 58, 10, C.paper)}${bar(258, 14, 40, 8, C.mint)}${bar(306, 14, 40, 8, C.mint)}`,
  `<rect width="${W}" height="36" fill="${C.ink}"/><rect x="12" y="8" width="20" height="20" rx="5" fill="${C.gold}"/><use href="#s" transform="translate(22 18.5) scale(.65)" fill="${C.ink}"/>${bar(40, 13, 58, 10, C.paper)}${bar(258, 14, 40, 8, C.lilac)}${bar(306, 14, 40, 8, C.lilac)}`,
] as const;

/** Five stars as each site shows them: white in teal squares (site 0) or plain amber (site 1). */
const RATINGS = [
  `<g fill="${C.teal}">${[0, 1, 2, 3, 4].map((i) => `<rect x="${16 + i * 22}" y="94" width="19" height="19" rx="3"/>`).join('')}</g>${stars(25.5, 104, 22, 0.65, C.paper)}`,
  stars(26, 104, 22, 0.9, C.amber),
] as const;

/**
 * A review screenshot.
 *
 * @param title What the review is about, for `<title>`.
 * @param source Which of the two review sites (the copy's `source`).
 * @param avatar The reviewer's colour.
 * @param tint The picture's background.
 * @param picture What the review is about, drawn in a 140 × 176 box.
 */
const shot = (title: string, source: 0 | 1, avatar: string, tint: string, picture: string) =>
  svg(
    W,
    H,
    title,
    [
      `<defs>${STAR}</defs><rect width="${W}" height="${H}" fill="${C.paper}"/>`,
      HEADERS[source],
      `<circle cx="32" cy="66" r="16" fill="${avatar}"/><circle cx="32" cy="61" r="6" fill="${C.paper}"/><path d="M22 77a10 8 0 0 1 20 0Z" fill="${C.paper}"/>`,
      bar(56, 57, 80, 9, C.ink),
      bar(56, 72, 50, 7, C.grey),
      RATINGS[source],
      bar(16, 126, 130, 10, C.ink),
      lines(16, 148, [176, 168, 178, 96], 7, C.grey),
      `<rect x="206" y="50" width="140" height="176" rx="14" fill="${tint}"/><g transform="translate(206 50)">${picture}</g>`,
    ].join(''),
  );

/** A small picture: sun over two hills, clipped to its frame. */
const landscape = (x: number, y: number, w: number, h: number) =>
  `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 80 60"><rect width="80" height="60" fill="${C.mint}"/><circle cx="56" cy="20" r="10" fill="${C.gold}"/><path d="M0 44Q22 24 44 42T80 38V60H0Z" fill="${C.teal}"/><path d="M0 52Q30 40 80 54V60H0Z" fill="${C.violet}"/></svg>`;

const round = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';

export const REVIEW_ART = {
  // A stopwatch with speed lines: the first draft was ready fast.
  '2025/02/review-01.svg': shot(
    'A five-star review praising how quickly the first draft was ready',
    0,
    C.violet,
    C.soft,
    `<rect x="66" y="34" width="16" height="12" rx="3" fill="${C.violet}"/><circle cx="74" cy="96" r="42" fill="${C.paper}" stroke="${C.violet}" stroke-width="9"/><path d="M74 96V68M74 96l18 12" ${round} stroke="${C.amber}" stroke-width="6"/><circle cx="74" cy="96" r="5" fill="${C.ink}"/>${bar(6, 78, 16, 6, C.gold)}${bar(0, 94, 20, 6, C.gold)}${bar(6, 110, 16, 6, C.gold)}`,
  ),
  // A framed chapter illustration with a sparkle: their quality.
  '2025/02/review-02.svg': shot(
    'A five-star review about the quality of the chapter illustrations',
    1,
    C.teal,
    C.cream,
    `<rect x="26" y="34" width="96" height="116" rx="6" fill="${C.shade}"/><rect x="20" y="28" width="96" height="116" rx="6" fill="${C.paper}"/>${landscape(28, 36, 80, 60)}${lines(28, 108, [60, 80, 70], 6, C.grey)}<path transform="translate(116 30)" d="M0-18C3-5 5-3 18 0 5 3 3 5 0 18-3 5-5 3-18 0-5-3-3-5 0-18Z" fill="${C.gold}"/>`,
  ),
  // A printer printing a workbook page, an apple on top: a teacher's classroom workbooks.
  '2025/02/review-03.svg': shot(
    'A review from a teacher who prints classroom workbooks',
    0,
    C.rose,
    C.mint,
    `<rect x="40" y="44" width="60" height="34" fill="${C.paper}"/><rect x="18" y="70" width="104" height="50" rx="10" fill="${C.ink}"/><circle cx="106" cy="84" r="4" fill="${C.gold}"/><rect x="30" y="106" width="80" height="6" rx="3" fill="${C.iris}"/><rect x="38" y="110" width="64" height="52" fill="${C.paper}"/>${lines(46, 120, [48, 40, 48, 30], 4, C.lilac)}<circle cx="96" cy="60" r="12" fill="${C.rose}"/><path d="M96 48q4-10 12-8-2 8-12 8Z" fill="${C.teal}"/>`,
  ),
  // Four cover templates, one marked with a heart: the cover templates were the best part.
  '2025/02/review-04.svg': shot(
    'A review calling the cover templates the best part',
    1,
    C.amber,
    C.blush,
    `<rect x="24" y="22" width="42" height="62" rx="4" fill="${C.violet}"/><circle cx="45" cy="46" r="12" fill="${C.gold}"/>${bar(32, 68, 26, 5, C.paper)}<rect x="76" y="22" width="42" height="62" rx="4" fill="${C.teal}"/><path d="M76 70l21-24 21 24Z" fill="${C.mint}"/>${bar(84, 30, 26, 5, C.paper)}<rect x="24" y="94" width="42" height="62" rx="4" fill="${C.ink}"/><circle cx="45" cy="118" r="10" fill="${C.cream}"/><circle cx="50" cy="114" r="9" fill="${C.ink}"/>${bar(32, 140, 26, 5, C.lilac)}<rect x="76" y="94" width="42" height="62" rx="4" fill="${C.gold}"/><rect x="84" y="104" width="26" height="26" fill="${C.rose}"/>${bar(84, 140, 26, 5, C.ink)}<circle cx="66" cy="22" r="14" fill="${C.rose}"/><path d="M66 30l-7-7a4.2 4.2 0 0 1 7-5 4.2 4.2 0 0 1 7 5Z" fill="${C.paper}"/>`,
  ),
  // A microphone with sound waves: the voice to book feature.
  '2025/02/review-05.svg': shot(
    'A five-star review of the voice to book feature',
    0,
    C.iris,
    C.soft,
    `<rect x="54" y="30" width="32" height="62" rx="16" fill="${C.violet}"/>${lines(62, 44, [16, 16, 16], 4, C.lilac)}<path d="M42 76a28 28 0 0 0 56 0M70 104v22M52 130h36" ${round} stroke="${C.ink}" stroke-width="6"/><path d="M30 50q-12 20 0 40M16 40q-20 30 0 60M110 50q12 20 0 40M124 40q20 30 0 60" ${round} stroke="${C.gold}" stroke-width="5"/>`,
  ),
  // A magnet drawing in three emails: an agency's lead magnets for clients.
  '2025/02/review-06.svg': shot(
    'A review from an agency that makes lead magnets for clients',
    1,
    C.ink,
    C.blush,
    `<path d="M40 92v30a30 30 0 0 0 60 0V92" fill="none" stroke="${C.rose}" stroke-width="24"/><rect x="28" y="80" width="24" height="16" fill="${C.grey}"/><rect x="88" y="80" width="24" height="16" fill="${C.grey}"/><g fill="${C.violet}"><rect x="12" y="34" width="30" height="20" rx="3"/><rect x="55" y="14" width="30" height="20" rx="3"/><rect x="98" y="34" width="30" height="20" rx="3"/></g><path d="M14 36l13 9 13-9M57 16l13 9 13-9M100 36l13 9 13-9" ${round} stroke="${C.paper}" stroke-width="2.5"/><path d="M27 62v8M70 42v8M113 62v8" ${round} stroke="${C.rose}" stroke-width="3" stroke-dasharray="2 5"/>`,
  ),
  // A globe and three copies of one book: translated into three languages.
  '2025/02/review-07.svg': shot(
    'A review about translating a book into three languages',
    0,
    C.amber,
    C.mint,
    `<circle cx="70" cy="66" r="42" fill="${C.teal}"/><g ${round} stroke="${C.mint}" stroke-width="3"><ellipse cx="70" cy="66" rx="17" ry="42"/><path d="M28 66h84M34 44h72M34 88h72"/></g><rect x="26" y="112" width="26" height="48" rx="3" fill="${C.violet}"/><rect x="57" y="106" width="26" height="54" rx="3" fill="${C.gold}"/><rect x="88" y="112" width="26" height="48" rx="3" fill="${C.rose}"/>${bar(31, 122, 16, 4, C.paper)}${bar(62, 116, 16, 4, C.ink)}${bar(93, 122, 16, 4, C.paper)}`,
  ),
  // An open PDF spread with a heading, a drop cap and a picture: the interior designs.
  '2025/02/review-08.svg': shot(
    'A five-star review praising the PDF interior designs',
    1,
    C.teal,
    C.cream,
    `<path d="M18 48q26-8 52 0 26-8 52 0v100q-26-8-52 0-26-8-52 0Z" fill="${C.shade}" transform="translate(5 5)"/><path d="M14 44q28-8 56 0v104q-28-8-56 0Z" fill="${C.paper}"/><path d="M70 44q28-8 56 0v104q-28-8-56 0Z" fill="${C.paper}"/><path d="M70 44v104" stroke="${C.lilac}" stroke-width="2"/>${bar(22, 52, 38, 7, C.violet)}<rect x="22" y="66" width="14" height="14" rx="2" fill="${C.gold}"/>${lines(40, 67, [20, 20], 4, C.grey)}${lines(22, 84, [40, 36, 40, 38, 40, 24], 4, C.grey)}${landscape(78, 50, 40, 30)}${lines(78, 88, [40, 36, 40, 38, 28], 4, C.grey)}`,
  ),
  // An outline of nested chapters and a quill: a novelist's outline generator.
  '2025/02/review-09.svg': shot(
    'A review from a novelist who uses the outline generator',
    0,
    C.ink,
    C.soft,
    `<path d="M24 40v88M24 68h18M24 98h18M24 128h18" fill="none" stroke="${C.lilac}" stroke-width="4"/><circle cx="24" cy="36" r="9" fill="${C.violet}"/>${bar(40, 31, 58, 10, C.ink)}<g fill="${C.iris}"><circle cx="48" cy="68" r="6"/><circle cx="48" cy="98" r="6"/><circle cx="48" cy="128" r="6"/></g>${bar(60, 64, 30, 8, C.lilac)}${bar(60, 94, 22, 8, C.lilac)}${bar(60, 124, 26, 8, C.lilac)}<path d="M134 58c-26 10-38 50-38 96 12-20 34-46 38-96Z" fill="${C.gold}"/><path d="M96 154l3-12M105 128c8-18 18-40 29-64" ${round} stroke="${C.amber}" stroke-width="3"/>`,
  ),
  // A shopping bag with a book in it and a tick: a first ebook sold on the marketplace.
  '2025/02/review-10.svg': shot(
    'A review about selling a first ebook on the marketplace',
    1,
    C.rose,
    C.mint,
    `<path d="M50 68V56a20 20 0 0 1 40 0v12" fill="none" stroke="${C.ink}" stroke-width="6"/><rect x="52" y="42" width="32" height="44" rx="3" fill="${C.gold}" transform="rotate(-10 68 64)"/><path d="M26 68h88l-7 88H33Z" fill="${C.violet}"/>${bar(50, 96, 40, 6, C.lilac)}<circle cx="108" cy="138" r="20" fill="${C.teal}"/><path d="M99 138l6 6 12-13" ${round} stroke="${C.paper}" stroke-width="5"/>`,
  ),
  // A credit card under a "no" sign: no card needed for the trial.
  '2025/02/review-11.svg': shot(
    'A five-star review mentioning that no credit card was needed for the trial',
    0,
    C.violet,
    C.blush,
    `<rect x="16" y="54" width="108" height="70" rx="10" fill="${C.violet}"/><rect x="16" y="66" width="108" height="12" fill="${C.ink}"/><rect x="28" y="88" width="20" height="15" rx="3" fill="${C.gold}"/>${bar(28, 110, 64, 6, C.lilac)}<circle cx="70" cy="89" r="52" fill="none" stroke="${C.rose}" stroke-width="10"/><path d="M33 52l74 74" stroke="${C.rose}" stroke-width="10"/>`,
  ),
  // A lectern and a gift-wrapped book: a consultant's book given away after talks.
  '2025/02/review-12.svg': shot(
    'A review from a consultant who gives the book away after talks',
    1,
    C.teal,
    C.cream,
    `<path d="M44 56l-6-22" ${round} stroke="${C.ink}" stroke-width="3"/><circle cx="37" cy="30" r="6" fill="${C.ink}"/><path d="M10 58h66l-5 14H15Z" fill="${C.violet}"/><path d="M20 72h46l-6 84H26Z" fill="${C.ink}"/>${bar(30, 84, 26, 5, C.iris)}<rect x="80" y="92" width="48" height="64" rx="4" fill="${C.teal}"/><rect x="100" y="92" width="8" height="64" fill="${C.gold}"/><rect x="80" y="118" width="48" height="8" fill="${C.gold}"/><path d="M104 92c-14-16-22-4-12 0ZM104 92c14-16 22-4 12 0Z" fill="none" stroke="${C.gold}" stroke-width="5" stroke-linejoin="round"/>`,
  ),
} as const satisfies Record<string, string>;
