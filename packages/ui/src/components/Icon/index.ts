export { Icon, type IconProps, IconTile, type IconTileProps } from './Icon.js';
export { type IconName, isIconName } from './icons.js';
