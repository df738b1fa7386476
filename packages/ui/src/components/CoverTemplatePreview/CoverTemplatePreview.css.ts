import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The 2:3 cover box: its height is known before any artwork loads, so nothing shifts (no CLS).
 * The browser lays out and paints what is inside only as the box nears the view
 * (`content-visibility: auto`): its size comes from its width and ratio, not from its content, so
 * that changes no size and no pixel, and a page whose gallery is below the first screen does not
 * set up the covers' title faces, in a dozen sizes and weights, in its first layout
 * (docs/ARCHITECTURE.md "Quality").
 */
export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 3',
  overflow: 'hidden',
  contentVisibility: 'auto',
  borderRadius: vars.radius.sm,
  background: vars.color.placeholder,
});

/** Image and drawing both fill the box; the drawing (title, author) sits on top of the image. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

// Cover typography is part of the artwork: sans and mono follow the theme, serif is the book face.
export const sans = style({ fontFamily: vars.font.heading });
export const serif = style({ fontFamily: "Georgia, 'Times New Roman', Times, serif" });
export const mono = style({ fontFamily: vars.font.mono });
