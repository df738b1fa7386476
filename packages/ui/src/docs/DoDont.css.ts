import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { responsiveStyle } from '../theme/responsiveStyle';

/** The examples stacked on a phone, two to a row from the tablet width, so a pair reads side by side. */
export const grid = style([
  { marginBlock: vars.space[6] },
  responsiveStyle({
    mobile: { display: 'grid', gap: vars.space[4] },
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[6] },
  }),
]);

/**
 * One example. The verdict's colour is on its top edge and label, but the label's word and icon
 * say it too, so the verdict does not depend on telling green from red.
 */
const exampleBase = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
});

export const example = styleVariants({
  do: [exampleBase, { vars: { '--verdict': vars.color.success } }],
  dont: [exampleBase, { vars: { '--verdict': vars.palette.red } }],
});

/** An example as wide as the page's (a header, a footer, a band): it takes a row of its own. */
export const wideExample = style({ gridColumn: '1 / -1' });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  paddingBlockEnd: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: 'var(--verdict)',
});

/** The live example's box: the page's sunken surface, framed, the verdict's colour along the top. */
export const frame = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: '4px solid var(--verdict)',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'auto',
});

/** A wide example's box holds the component at its full width, as a page does. */
export const wideFrame = style({ display: 'block', padding: 0, overflow: 'hidden' });

export const caption = style({
  marginBlockStart: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.inkMuted,
});
