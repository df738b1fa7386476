export interface GlyphProps {
  /** Path data on the 24×24 grid. */
  d: string;
  /**
   * Width and height in px.
   * @default 24
   */
  size?: number;
  /**
   * Fill closed shapes with the current colour as well as stroking them.
   * @default false
   */
  filled?: boolean;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * The drawing of one decorative icon from its path data, in the set's style (2 px round stroke in
 * `currentColor`), always `aria-hidden`. `Icon` draws by name; islands draw with `Glyph` and a
 * path constant so the whole set stays out of their bundles.
 */
export function Glyph({ d, size = 24, filled = false, className }: GlyphProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
