// Markup the stub generates. Every value that came from a book or a request is escaped here, so a
// seeded title such as `El Niño & the Sea` or a crafted query string stays text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML and XML content and quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** A stable hue per string, so a file keeps its colour between runs. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/**
 * A 2:3 book cover with the title set on a plain colour.
 *
 * @param title The decoded title.
 * @param hue Background hue, 0–359.
 */
export function coverSvg(title: string, hue: number): string {
  const lines = wrapWords(title, 14, 5);
  const top = 300 - (lines.length - 1) * 24;
  const text = lines
    .map((line, index) => `<tspan x="200" y="${top + index * 48}">${escapeMarkup(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">',
    `<title>${escapeMarkup(title)}</title>`,
    `<rect width="400" height="600" fill="hsl(${hue} 45% 32%)"/>`,
    `<rect width="22" height="600" fill="hsl(${hue} 45% 20%)"/>`,
    `<rect x="60" y="120" width="280" height="3" fill="hsl(${hue} 70% 82%)"/>`,
    `<rect x="60" y="477" width="280" height="3" fill="hsl(${hue} 70% 82%)"/>`,
    `<text font-family="Georgia, serif" font-size="38" fill="#fff" text-anchor="middle">${text}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A 3:2 illustration for the image proxy path `year/month/file` (docs/PRODUCT.md §7.4), labelled with the
 * file name so a developer can tell which image a page asked for.
 *
 * @param path `yyyy/mm/file` as requested.
 */
export function illustrationSvg(path: string): string {
  const hue = hueOf(path);
  const label = escapeMarkup(path.split('/').at(-1) ?? path);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
    `<title>${label}</title>`,
    `<rect width="1200" height="800" fill="hsl(${hue} 60% 92%)"/>`,
    `<circle cx="880" cy="300" r="220" fill="hsl(${hue} 65% 70%)"/>`,
    `<rect x="180" y="240" width="420" height="300" rx="24" fill="hsl(${(hue + 40) % 360} 55% 55%)"/>`,
    `<path d="M0 640 Q300 520 600 640 T1200 640 V800 H0Z" fill="hsl(${hue} 45% 40%)"/>`,
    `<text x="600" y="740" font-family="system-ui, sans-serif" font-size="36" fill="#fff" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A small complete HTML page.
 *
 * @param title Page title, escaped here.
 * @param body Body markup, already escaped by the caller.
 * @param lang The page's language. @default 'en'
 */
export function htmlPage(title: string, body: string, lang: 'en' | 'es' = 'en'): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>',
    `</head><body><main>${body}</main></body></html>`,
  ].join('');
}
