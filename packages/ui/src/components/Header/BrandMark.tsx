/**
 * The brand's mark: an open book on a rounded tile, drawn in `currentColor` so it takes the
 * surrounding brand colour. Decorative (the brand name beside it is the accessible name).
 */
export function BrandMark({ size = 32 }: { /** Edge in px. @default 32 */ size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M16 10.5c-2.4-1.6-5.3-2-8-1.5v12.5c2.7-.5 5.6-.1 8 1.5 2.4-1.6 5.3-2 8-1.5V9c-2.7-.5-5.6-.1-8 1.5Zm0 0v12.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="24.5" cy="7.5" r="2" fill="#fcd34d" />
    </svg>
  );
}
