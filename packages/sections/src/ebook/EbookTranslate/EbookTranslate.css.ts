import { vars } from '@landing/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const samples = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const sample = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

/** The language's name above its sample. */
export const language = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  marginBottom: vars.space[1],
});

export const text = style({ margin: 0, lineHeight: 1.5 });

// Chinese and Japanese: the generic family, which browsers resolve per language (the lang
// attribute) to a font drawn for it, not to the Latin UI face; taller lines for the denser glyphs;
// Japanese breaks between phrases (`auto-phrase`, where supported) with strict kinsoku rules.
globalStyle(`${text}:lang(zh), ${text}:lang(ja)`, {
  fontFamily: 'sans-serif',
  lineHeight: 1.75,
  lineBreak: 'strict',
  wordBreak: 'auto-phrase' as 'normal',
});
