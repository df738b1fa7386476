/** Minimum viewport widths, in px, phone-first. Defined once; components use `responsiveStyle`. */
export const breakpoints = {
  tablet: 740,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media query that starts at a breakpoint. */
export const mq = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
