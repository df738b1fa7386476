import { vars } from '@landing/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Each page inlines the rules whose classes it uses (docs/ARCHITECTURE.md "Styling"): the legal
// text is styled from one root class with element selectors, kept on the legal pages only.

/** The reading column: the date, then the sections, one after another. */
export const root = style({ display: 'grid', gap: vars.space[8], maxWidth: '46rem' });

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

// A section: its heading, paragraphs, list and whatever it holds, left-aligned (a button keeps its
// own width).
globalStyle(`${root} > section`, { display: 'grid', gap: vars.space[3], justifyItems: 'start' });
globalStyle(`${root} h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
globalStyle(`${root} ul`, {
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: 20,
});
globalStyle(`${root} a`, { color: vars.color.brandInk });

globalStyle(`${root} h3`, { fontSize: vars.fontSize.md, marginTop: vars.space[2] });

/**
 * The operator's details, each processor and the accessibility review: a label and its value on one line where they
 * fit, the value under its label where they don't.
 */
export const details = style({ display: 'grid', gap: vars.space[2] });
globalStyle(`${details} > div`, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space[2] });
globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.semibold });

/**
 * A fact still to be set (packages/content/src/legal/facts.ts): highlighted and outlined, so it
 * reads as a gap, not as a fact, in any colour scheme and when printed.
 */
export const placeholder = style({
  backgroundColor: vars.color.accentSoft,
  color: vars.color.ink,
  outline: `1px dashed ${vars.color.warning}`,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.sm,
});

/**
 * The cookie table's box: six columns do not fit a phone, so the table scrolls sideways inside it
 * (the page itself never does); its focus ring shows when the keyboard reaches it.
 */
export const tableScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  justifySelf: 'stretch',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  minWidth: '44rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space[2],
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  fontWeight: vars.fontWeight.semibold,
  borderBlockEnd: `2px solid ${vars.color.borderStrong}`,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });
