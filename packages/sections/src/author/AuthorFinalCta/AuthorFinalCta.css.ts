import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

// StatsRow's root sets `margin: 0` with one class, as this does: this rule wins because
// AuthorFinalCta.tsx imports StatsRow (and its styles) before this file.
export const stats = style({ marginTop: vars.space[10] });
