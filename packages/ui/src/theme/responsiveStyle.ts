import type { StyleRule } from '@vanilla-extract/css';
import { type Breakpoint, mq } from './breakpoints';

export type ResponsiveRule = Partial<Record<'mobile' | Breakpoint, StyleRule>>;

/**
 * Phone-first responsive styles: `mobile` applies everywhere, each breakpoint from its width up.
 * The one place media queries are written (Braid's responsiveStyle).
 */
export function responsiveStyle({ mobile, ...rest }: ResponsiveRule): StyleRule {
  const media: Record<string, StyleRule> = {};
  for (const [bp, rule] of Object.entries(rest) as Array<[Breakpoint, StyleRule]>) {
    media[mq(bp)] = rule;
  }
  return { ...mobile, ...(Object.keys(media).length > 0 ? { '@media': media } : {}) };
}
