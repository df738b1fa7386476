export { Glyph, type GlyphProps } from './Glyph';
export { Icon, type IconProps, IconTile, type IconTileProps } from './Icon';
export { ICON_NAMES, type IconName, isIconName } from './icons';
