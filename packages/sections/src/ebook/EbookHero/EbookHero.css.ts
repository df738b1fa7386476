import { responsiveStyle, vars } from '@landing/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import * as shared from '../shared.css.js';

/**
 * The hero's section. On a phone and a tablet its parts stack, centred: heading, actions, picture.
 * From the desktop width the text and the actions share the left column and the picture takes the
 * right one, the text aligned to its start.
 */
export const hero = style({});

// The section's content box (Section.tsx: header, then this block's children).
globalStyle(
  `${hero} > div`,
  responsiveStyle({
    desktop: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      columnGap: vars.space[12],
      alignItems: 'start',
    },
  }),
);

globalStyle(
  `${hero} header`,
  responsiveStyle({
    desktop: { alignSelf: 'end', margin: `0 0 ${vars.space[8]}`, textAlign: 'start' },
  }),
);

globalStyle(`${hero} h1`, responsiveStyle({ desktop: { fontSize: vars.fontSize['4xl'] } }));

globalStyle(
  `${hero} ${shared.row}`,
  responsiveStyle({ desktop: { justifyContent: 'flex-start' } }),
);

/** The trust points under the hero actions, in one wrapping line. */
export const trust = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space[2]} ${vars.space[4]}`,
    justifyContent: 'center',
    color: vars.color.inkMuted,
    fontSize: vars.fontSize.sm,
  },
  responsiveStyle({ desktop: { justifyContent: 'flex-start' } }),
]);

/**
 * The picture of the editor: its box is reserved by the width and height attributes and this
 * aspect ratio, so the text never moves when it arrives. Under the actions up to the desktop
 * width, then the right column, across both rows and centred on them.
 */
export const visual = style([
  {
    display: 'block',
    width: '100%',
    maxWidth: 560,
    height: 'auto',
    aspectRatio: '4 / 3',
    marginInline: 'auto',
    marginTop: vars.space[10],
  },
  responsiveStyle({ desktop: { gridArea: '1 / 2 / 3', alignSelf: 'center', marginTop: 0 } }),
]);

/**
 * The have-book mode's h1 section (EbookLanding.tsx): nothing under its heading but the embedded
 * composition's lead-in, which sets its own space above, so no bottom padding or margin. This
 * rule wins over Section's padding because EbookHero.tsx imports Section (and its styles) before
 * this file, as AuthorFinalCta.css.ts does.
 */
export const haveHeading = style({ paddingBottom: 0 });

globalStyle(`${haveHeading} header`, { marginBottom: 0 });

/**
 * The mode's h1 is the screen's largest heading: the size the author hero's title has as the
 * author site's h1, which it stands in for here. The embedded hero's h2 below it is a step smaller
 * (AuthorHero.css.ts, `titleEmbedded`), and the lead-in between them smaller still.
 */
globalStyle(
  `${haveHeading} h1`,
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['3xl'] },
    desktop: { fontSize: vars.fontSize['4xl'] },
  }),
);
