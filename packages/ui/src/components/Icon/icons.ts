/**
 * The icon set, drawn for this library on a 24×24 grid as stroke paths (2 px, round caps). Dots are
 * zero-length segments (`h.01`) that the round cap turns into a 2 px disc. Kept as path data, not
 * components, so the whole set costs one string each.
 */

import type { IconName } from '@landing/content';
import { CHECK_PATH, EXTERNAL_LINK_PATH, MIC_PATH } from './glyphs.js';

/** A circle as path data: two half arcs, so every icon stays a single `<path>`. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Path data of each icon: one per name of the vocabulary, in its order. */
export const ICON_PATHS: Record<IconName, string> = {
  lightbulb:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  sparkles:
    'M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7-4.7-1.8 4.7-1.8zM18.5 14l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8zM5 16v4M3 18h4',
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7h6',
  bookOpen: 'M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2zM22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z',
  feather: 'M20.2 3.8a6 6 0 0 0-8.5 0L5 10.5V19h8.5l6.7-6.7a6 6 0 0 0 0-8.5zM16 8L2 22M17.5 15H9',
  search: `${circle(11, 11, 7)}M21 21l-5-5`,
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  pen: 'M4 20v-4L15.5 4.5a2.2 2.2 0 0 1 3 3L8 20zM13.5 6.5l4 4',
  music: `M9 18V5l12-2v13${circle(6, 18, 3)}${circle(18, 16, 3)}`,
  graduationCap: 'M22 10L12 5 2 10l10 5zM6 12v5c3 2 9 2 12 0v-5M22 10v6',
  megaphone:
    'M3 10.5v3a1 1 0 0 0 1 1h2l11 5.5V4L6 9.5H4a1 1 0 0 0-1 1zM7 14.5l1.5 5.5h3l-1.2-4.4M20.5 10v4',
  user: `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`,
  users: `${circle(9, 8, 4)}M1.5 21a7.5 7.5 0 0 1 15 0M16 4.1a4 4 0 0 1 0 7.8M19 14.5a7.5 7.5 0 0 1 3.5 6.5`,
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 6.5l9 6.5 9-6.5',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4z',
  target: `${circle(12, 12, 9)}${circle(12, 12, 5)}M12 12h.01`,
  globe: `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`,
  layers: 'M12 2l10 5-10 5L2 7zM2 12l10 5 10-5M2 17l10 5 10-5',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  check: CHECK_PATH,
  upload: 'M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4',
  rocket: `M9 12l3 3M12 15c5-1.5 8.5-5 9-12-7 .5-10.5 4-12 9M9 12H5l3-4h4.5M12 15v4l4-3v-4.5M6.5 15.5C5 16.5 4.5 19.5 4.5 19.5s3-.5 4-2${circle(16, 8, 1.5)}`,
  chart: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-8',
  shield: 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  mic: MIC_PATH,
  image: `M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z${circle(8.5, 9, 1.5)}M21 15l-5-5L5 20`,
  palette:
    'M12 3a9 9 0 0 0 0 18c1.2 0 2-.8 2-1.8 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.6 1.8-1.6H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3zM7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01M17 11h.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4',
  briefcase:
    'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18',
  heart: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z',
  dollar: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  edit: 'M11 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6M18.5 2.5a2.1 2.1 0 0 1 3 3L12 15l-4 1 1-4z',
  lock: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  refresh: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 3v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16M20 21v-5h-5',
  zap: 'M13 2L4 14h7l-1 8 9-12h-7z',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3.5C6 4 6.5 8 12 8zM12 8s1.5-5 4-4.5C18 4 17.5 8 12 8z',
  link: 'M10 13.5a4.5 4.5 0 0 0 6.4.4l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.7 1.7M14 10.5a4.5 4.5 0 0 0-6.4-.4l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.7-1.7',
  percent: `M19 5L5 19${circle(6.5, 6.5, 2.5)}${circle(17.5, 17.5, 2.5)}`,
  calendar:
    'M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  play: 'M7 4.5v15L19 12z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  externalLink: EXTERNAL_LINK_PATH,
};

/**
 * Every icon name, in the vocabulary's order (`ICON_NAMES` of `@landing/content`): the gallery
 * story and the controls of the Icon stories read it.
 */
export const ICON_NAMES = Object.keys(ICON_PATHS) as readonly IconName[];

/** Whether a string names an icon of the set (content validation, defensive rendering). */
export function isIconName(value: string): value is IconName {
  return Object.hasOwn(ICON_PATHS, value);
}
