import type { IconName } from '@landing/content';
import type { PaletteName } from '../../theme/tokens.js';
import { cx } from '../../utils/cx.js';
import * as styles from './Icon.css.js';
import { ICON_PATHS } from './icons.js';

export interface IconProps {
  /** Which icon of the set to draw. */
  name: IconName;
  /**
   * Width and height in px (the drawing is on a 24×24 grid).
   * @default 24
   */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right whenever text beside it already says the same thing.
   */
  label?: string;
  /**
   * Fill closed shapes (star, heart) with the current colour as well as stroking them.
   * @default false
   */
  filled?: boolean;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * An icon of the library's set, drawn inline in `currentColor`, so it takes the colour of the text
 * around it. Decorative (`aria-hidden`) unless given a `label`.
 *
 * ```tsx
 * <Icon name="rocket" />
 * <Icon name="close" label="Close" />
 * ```
 */
export function Icon({ name, size = 24, label, filled = false, className }: IconProps) {
  return (
    <svg
      className={cx(styles.root, className)}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

export interface IconTileProps {
  /** Which icon of the set to draw. */
  name: IconName;
  /** Background colour of the tile, a palette name from the theme. */
  colour: PaletteName;
  /**
   * Tile size: `sm` 40 px, `md` 48 px, `lg` 56 px.
   * @default 'md'
   */
  size?: keyof typeof styles.TILE_SIZES;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A decorative icon on a rounded tile of a palette colour, as feature, tool and audience cards
 * show it. Always `aria-hidden`: the card's heading carries the meaning.
 */
export function IconTile({ name, colour, size = 'md', className }: IconTileProps) {
  return (
    <span
      className={cx(styles.tile, styles.tileSize[size], styles.tileColour[colour], className)}
      aria-hidden="true"
      data-colour={colour}
    >
      <Icon name={name} size={styles.TILE_SIZES[size] / 2} />
    </span>
  );
}
