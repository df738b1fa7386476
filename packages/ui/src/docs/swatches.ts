import { tokenProperty } from '../theme/tokenNames';
import { tokens } from '../theme/tokens';

type ColourGroup = 'color' | 'palette';

/**
 * Colours for Storybook's `ColorItem`, each labelled with the custom property the CSS sets it on
 * (`--ui-color-ink`), so the Colour page shows the name a designer copies under every swatch: the
 * `names` given, in that order, or the whole group.
 */
export function swatches<G extends ColourGroup>(
  group: G,
  names: readonly (keyof (typeof tokens)[G] & string)[] = Object.keys(tokens[group]) as never,
): Record<string, string> {
  const values = tokens[group] as Record<string, string>;
  return Object.fromEntries(names.map((name) => [tokenProperty([group, name]), values[name]!]));
}
