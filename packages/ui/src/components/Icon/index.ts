export { Glyph, type GlyphProps } from './Glyph.js';
export { Icon, type IconProps, IconTile, type IconTileProps } from './Icon.js';
export { ICON_NAMES, type IconName, isIconName } from './icons.js';
