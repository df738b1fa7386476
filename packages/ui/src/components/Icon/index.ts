export { Icon, type IconProps, IconTile, type IconTileProps } from './Icon.js';
export { isIconName } from './icons.js';
