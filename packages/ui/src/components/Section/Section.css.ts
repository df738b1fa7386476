import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

/** Tone names, reused by the stories' argTypes. */
export const SECTION_TONES = ['plain', 'soft', 'inverse'] as const;
export const SECTION_ALIGNS = ['start', 'center'] as const;

/**
 * Colours a section hands to what it contains, so a stat or a step number stays legible on every
 * tone without each component knowing the tone. Read them with `fallbackVar(sectionVars.x, …)`.
 */
export const sectionVars = {
  /** Emphasis colour (numbers, badges). */
  accent: createVar(),
  /** Secondary text. */
  muted: createVar(),
};

// Plain class maps rather than recipe(): Section renders inside islands (the marketplace strip),
// and static maps keep the recipes runtime out of their bundles.
export const root = style([
  { position: 'relative', isolation: 'isolate' },
  responsiveStyle({
    mobile: { paddingBlock: vars.space[12] },
    desktop: { paddingBlock: vars.space[16] },
  }),
]);

export const tone = styleVariants({
  plain: {
    background: vars.color.surface,
    color: vars.color.ink,
    vars: { [sectionVars.accent]: vars.color.brandInk, [sectionVars.muted]: vars.color.inkMuted },
  },
  soft: {
    background: vars.color.surfaceSunken,
    color: vars.color.ink,
    vars: { [sectionVars.accent]: vars.color.brandInk, [sectionVars.muted]: vars.color.inkMuted },
  },
  inverse: {
    background: vars.color.surfaceInverse,
    color: vars.color.inkInverse,
    vars: {
      [sectionVars.accent]: vars.color.inkInverse,
      [sectionVars.muted]: vars.color.inkInverse,
    },
  },
} satisfies Record<(typeof SECTION_TONES)[number], unknown>);

// Every section after a page's first is laid out and painted only when it nears the view
// (`content-visibility: auto`): the first screen paints without the style and layout work of a
// page many screens tall, and what is below keeps its content in the HTML, in the accessibility
// tree and in find-in-page. `auto` keeps each section's last rendered height once it has been
// seen; 800px stands in until then (docs/ARCHITECTURE.md "Quality").
globalStyle(`${root} ~ ${root}`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
});

// A jump to a place in the page (a section link, a shared `/#faq` address, the skip link, Forward)
// makes that place the document's `:target`, and from then every section is laid out at its real
// height: the browser puts the target under the header with the sections above it at their real
// sizes, so none of them grows or shrinks after the jump and moves it away. Each keeps that size
// once the address has no fragment again (`auto` above), so Back returns to the same place.
globalStyle(`html:has(:target) ${root}`, { contentVisibility: 'visible' });

// Two neighbours of one tone (the ebook landing's illustrated features) share one gap, not two.
globalStyle(`${tone.plain} + ${tone.plain}, ${tone.soft} + ${tone.soft}`, { paddingTop: 0 });

export const container = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const header = style([
  { display: 'grid', gap: vars.space[3], maxWidth: '48rem' },
  responsiveStyle({
    mobile: { marginBottom: vars.space[8] },
    desktop: { marginBottom: vars.space[10] },
  }),
]);

export const align = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center' as const },
} satisfies Record<(typeof SECTION_ALIGNS)[number], unknown>);

export const heading = style([
  {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
  },
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['2xl'] },
    desktop: { fontSize: vars.fontSize['3xl'] },
  }),
]);

export const intro = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: sectionVars.muted,
  textWrap: 'pretty',
});
