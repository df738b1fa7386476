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
 * The picture for an image proxy path the stub has no drawing for (its drawings are in ./art): a
 * plain framed landscape at 3:2 under a generic title. It takes no path, so a file name never shows
 * on a page.
 */
export const PLACEHOLDER_ILLUSTRATION = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
  '<title>Illustration</title>',
  '<rect width="1200" height="800" fill="#f5f3ff"/>',
  '<rect x="450" y="260" width="300" height="240" rx="24" fill="#ede9fe"/>',
  '<circle cx="665" cy="335" r="30" fill="#ddd6fe"/>',
  '<path d="M474 476 560 370 630 450 666 410 726 476Z" fill="#ddd6fe"/>',
  '</svg>',
].join('');

/**
 * A small complete HTML page.
 *
 * @param title Page title, escaped here.
 * @param body Body markup, already escaped by the caller.
 * @param lang The page's language. @default 'en'
 */
export function htmlPage(title: string, body: string, lang = 'en'): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>',
    `</head><body><main>${body}</main></body></html>`,
  ].join('');
}
