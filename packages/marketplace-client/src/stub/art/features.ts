// The four illustrations of the ebook landing's feature sections (packages/content/src/locales/*/ebook.ts,
// `hero.showcase.sections[].image`), drawn at 4:3 like the box the page reserves for them
// (packages/sections/src/ebook/EbookShowcase/EbookShowcase.tsx). Each depicts the section's alt text.
import { bar, C, card, lines, STAR, stars, svg } from './draw.js';

const W = 800;
const H = 600;

/** The pale ground with two soft discs behind the subject. */
const ground = (a: [number, number, number], b: [number, number, number]) =>
  `<rect width="${W}" height="${H}" fill="${C.ground}"/><circle cx="${a[0]}" cy="${a[1]}" r="${a[2]}" fill="${C.soft}"/><circle cx="${b[0]}" cy="${b[1]}" r="${b[2]}" fill="${C.soft}"/>`;

/** A four-point sparkle, the mark of the AI at work. */
const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${r / 20})" d="M0-20C3-5 5-3 20 0 5 3 3 5 0 20-3 5-5 3-20 0-5-3-3-5 0-20Z" fill="${fill}"/>`;

/** A five-chapter outline, an arrow, and the first page of the written chapter on its stack. */
const outlineToManuscript = svg(
  W,
  H,
  'A five-chapter outline turning into pages of written text',
  [
    ground([650, 140, 190], [110, 530, 130]),
    // The outline: a heading and five numbered chapters.
    card(60, 100, 280, 400),
    bar(92, 136, 170, 18, C.ink),
    bar(92, 166, 110, 10, C.lilac),
    [150, 118, 160, 104, 136]
      .map((w, i) => {
        const y = 222 + i * 58;
        return `<circle cx="112" cy="${y}" r="18" fill="${C.violet}"/><text x="112" y="${y + 7}" font-family="Georgia, serif" font-size="20" fill="${C.paper}" text-anchor="middle">${i + 1}</text>${bar(144, y - 7, w, 14, C.lilac)}`;
      })
      .join(''),
    // Outline to text.
    `<path d="M360 330C388 268 420 262 452 286" fill="none" stroke="${C.gold}" stroke-width="12" stroke-linecap="round"/><path d="M478 306 462 272 440 300Z" fill="${C.gold}"/>`,
    sparkle(398, 212, 24, C.amber),
    sparkle(432, 372, 13, C.gold),
    // The manuscript: two pages behind, then chapter 1 written out.
    `<rect x="492" y="94" width="262" height="384" rx="12" fill="${C.shade}" transform="rotate(7 623 286)"/>`,
    `<rect x="488" y="98" width="262" height="384" rx="12" fill="${C.paper}" stroke="${C.lilac}" stroke-width="3" transform="rotate(3.5 619 290)"/>`,
    card(480, 104, 262, 384, 12),
    `<rect x="510" y="136" width="40" height="24" rx="6" fill="${C.violet}"/><text x="530" y="155" font-family="Georgia, serif" font-size="18" fill="${C.paper}" text-anchor="middle">1</text>`,
    bar(562, 140, 140, 16, C.ink),
    lines(510, 188, [202, 194, 206, 140], 9, C.grey),
    lines(510, 270, [198, 206, 188, 116], 9, C.grey),
    lines(510, 352, [196, 206, 92], 9, C.grey),
    bar(602, 456, 20, 6, C.lilac),
  ].join(''),
);

/**
 * A chapter page: its illustration (a nested drawing, clipped to its frame) over the chapter's first
 * lines, turned by `angle` degrees about its centre.
 */
const page = (x: number, y: number, angle: number, scene: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle} 80 110) scale(1.1)"><rect x="8" y="8" width="160" height="220" rx="10" fill="${C.shade}"/><rect width="160" height="220" rx="10" fill="${C.paper}"/><svg x="14" y="14" width="132" height="100" viewBox="0 0 132 100">${scene}</svg>${bar(14, 130, 70, 12, C.ink)}${lines(14, 156, [132, 120, 128, 84], 6, C.grey)}</g>`;

/** Three chapter pages, each with its picture, beside the finished cover. */
const chapterIllustrations = svg(
  W,
  H,
  'Three illustrated chapter pages beside a finished book cover',
  [
    ground([660, 470, 200], [150, 110, 120]),
    // Sun over hills.
    page(
      40,
      226,
      -7,
      `<rect width="132" height="100" fill="${C.cream}"/><circle cx="92" cy="38" r="18" fill="${C.gold}"/><path d="M0 72Q36 40 74 70T132 64V100H0Z" fill="${C.teal}"/><path d="M0 86Q50 64 132 90V100H0Z" fill="${C.violet}"/>`,
    ),
    // A crescent moon and stars over a hill.
    page(
      192,
      170,
      0,
      `<rect width="132" height="100" fill="${C.ink}"/><circle cx="42" cy="36" r="20" fill="${C.cream}"/><circle cx="52" cy="30" r="18" fill="${C.ink}"/><g fill="${C.gold}"><circle cx="86" cy="22" r="3"/><circle cx="110" cy="44" r="2"/><circle cx="76" cy="54" r="2"/></g><path d="M0 80Q66 50 132 80V100H0Z" fill="${C.iris}"/>`,
    ),
    // A tree in a field.
    page(
      340,
      226,
      7,
      `<rect width="132" height="100" fill="${C.mint}"/><rect x="62" y="46" width="10" height="40" fill="${C.amber}"/><circle cx="67" cy="40" r="26" fill="${C.teal}"/><circle cx="50" cy="52" r="14" fill="${C.teal}"/><circle cx="86" cy="52" r="14" fill="${C.teal}"/><rect y="84" width="132" height="16" fill="${C.gold}"/>`,
    ),
    // The cover: spine, art, title and author as bars, and a seal.
    '<g transform="translate(0 40)">',
    `<rect x="552" y="104" width="210" height="320" rx="8" fill="${C.shade}"/><rect x="542" y="94" width="210" height="320" rx="8" fill="${C.violet}"/><rect x="542" y="94" width="18" height="320" rx="4" fill="${C.ink}"/>`,
    `<circle cx="656" cy="200" r="62" fill="${C.gold}"/><circle cx="656" cy="200" r="44" fill="${C.cream}"/><circle cx="656" cy="200" r="26" fill="${C.rose}"/>`,
    `<rect x="584" y="288" width="144" height="3" fill="${C.lilac}"/>`,
    bar(592, 306, 128, 16, C.paper),
    bar(608, 332, 96, 16, C.paper),
    bar(626, 372, 60, 9, C.lilac),
    `<circle cx="752" cy="112" r="32" fill="${C.gold}"/><defs>${STAR}</defs><use href="#s" transform="translate(752 112) scale(1.6)" fill="${C.paper}"/>`,
    '</g>',
  ].join(''),
);

/** A short guide, "The 7-Day Email Plan", next to an email sign-up form and a paper plane. */
const leadMagnet = svg(
  W,
  H,
  'A short guide called The 7-Day Email Plan next to an email sign-up form',
  [
    ground([620, 130, 170], [170, 500, 150]),
    // The guide: a big 7, its title, and its seven days.
    card(80, 110, 260, 370, 10),
    `<path d="M80 120a10 10 0 0 1 10-10h240a10 10 0 0 1 10 10v140H80Z" fill="${C.gold}"/><rect x="80" y="110" width="16" height="370" fill="${C.amber}"/>`,
    `<text x="218" y="236" font-family="Georgia, serif" font-size="130" font-weight="bold" fill="${C.ink}" text-anchor="middle">7</text>`,
    bar(122, 290, 190, 18, C.ink),
    bar(122, 320, 130, 18, C.ink),
    bar(122, 356, 100, 10, C.lilac),
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<rect x="${122 + i * 28}" y="408" width="20" height="20" rx="5" fill="${i < 3 ? C.violet : C.soft}"/>`,
      )
      .join(''),
    // The sign-up form: envelope, heading, email field and button.
    card(420, 160, 300, 300),
    `<circle cx="570" cy="214" r="36" fill="${C.soft}"/><rect x="546" y="198" width="48" height="34" rx="5" fill="${C.violet}"/><path d="M548 202 570 219 592 202" fill="none" stroke="${C.paper}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(485, 270, 170, 18, C.ink),
    bar(515, 298, 110, 10, C.lilac),
    `<rect x="452" y="328" width="236" height="44" rx="12" fill="${C.paper}" stroke="${C.lilac}" stroke-width="3"/><text x="476" y="358" font-family="Georgia, serif" font-size="22" fill="${C.iris}" text-anchor="middle">@</text>`,
    bar(496, 345, 100, 10, C.grey),
    `<rect x="452" y="388" width="236" height="48" rx="24" fill="${C.violet}"/>`,
    bar(526, 407, 88, 10, C.paper),
    // A paper plane leaving the form.
    `<path d="M632 134C664 112 690 108 712 104" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/><path d="M716 82 772 76 734 124 726 102Z" fill="${C.gold}"/><path d="M726 102 772 76 716 82Z" fill="${C.amber}"/>`,
  ].join(''),
);

/** A shopping cart, in white, for the Buy button. */
const cart = (x: number, y: number) =>
  `<path d="M${x - 24} ${y - 12}h8l6 20h24l6-14h-32" fill="none" stroke="${C.paper}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${x - 6}" cy="${y + 14}" r="4" fill="${C.paper}"/><circle cx="${x + 12}" cy="${y + 14}" r="4" fill="${C.paper}"/>`;

/** A book's page on a marketplace, in a browser window: cover, title, rating, price and Buy. */
const marketplaceListing = svg(
  W,
  H,
  'A book on a marketplace page with its price and a Buy button',
  [
    ground([690, 500, 170], [110, 90, 130]),
    card(60, 70, 680, 460, 18),
    `<path d="M60 88a18 18 0 0 1 18-18h644a18 18 0 0 1 18 18v32H60Z" fill="${C.soft}"/><circle cx="92" cy="95" r="7" fill="${C.rose}"/><circle cx="114" cy="95" r="7" fill="${C.gold}"/><circle cx="136" cy="95" r="7" fill="${C.teal}"/><rect x="166" y="83" width="420" height="24" rx="12" fill="${C.paper}"/>`,
    // The cover.
    `<rect x="118" y="168" width="200" height="300" rx="6" fill="${C.shade}"/><rect x="108" y="158" width="200" height="300" rx="6" fill="${C.teal}"/><rect x="108" y="158" width="16" height="300" rx="3" fill="${C.ink}"/>`,
    `<svg x="124" y="158" width="184" height="170" viewBox="0 0 184 170"><circle cx="120" cy="64" r="30" fill="${C.gold}"/><path d="M0 130Q50 86 100 120T184 104V170H0Z" fill="${C.mint}"/></svg>`,
    bar(146, 362, 130, 14, C.paper),
    bar(162, 386, 98, 14, C.paper),
    bar(188, 424, 46, 8, C.mint),
    // Title, author, rating, blurb.
    bar(350, 168, 300, 24, C.ink),
    bar(350, 202, 190, 24, C.ink),
    bar(350, 244, 120, 12, C.lilac),
    `<defs>${STAR}</defs>`,
    stars(362, 286, 28, 1.1, C.amber),
    bar(494, 281, 46, 10, C.grey),
    lines(350, 318, [340, 326, 250], 9, C.grey),
    // Price and Buy.
    `<text x="350" y="438" font-family="Georgia, serif" font-size="44" font-weight="bold" fill="${C.ink}">$12</text>`,
    `<rect x="486" y="396" width="200" height="56" rx="28" fill="${C.violet}"/>`,
    cart(592, 424),
    `<path d="M650 436v46l11-11 9 20 9-4-9-19h16Z" fill="${C.ink}" stroke="${C.paper}" stroke-width="3" stroke-linejoin="round"/>`,
  ].join(''),
);

export const FEATURE_ART = {
  '2025/03/outline-to-manuscript.svg': outlineToManuscript,
  '2025/03/chapter-illustrations.svg': chapterIllustrations,
  '2025/03/lead-magnet.svg': leadMagnet,
  '2025/03/marketplace-listing.svg': marketplaceListing,
} as const satisfies Record<string, string>;
