/**
 * The CSS custom property a token is set on: `--ui-` and its path in the token tree, the path
 * design tools read in `design.tokens.json`, joined with hyphens (`color.brand` is `--ui-color-brand`, `space.4`
 * is `--ui-space-4`, `fontSize.2xl` is `--ui-fontSize-2xl`). Global and never hashed, so the name a
 * designer meets in the browser's DevTools, in Storybook's "Show code" and in the sites' CSS is
 * the one they can copy, and it stays the same from one build to the next.
 */
export function tokenProperty(path: readonly string[]): string {
  // The library's prefix keeps its globals apart from a host app's own (`--space-4` is a common
  // name); 4 bytes a name, next to nothing once compressed.
  return `--ui-${path.join('-')}`;
}

/** The value that reads a token in CSS: `var(--ui-color-brand)`. */
export function tokenVar(path: readonly string[]): string {
  return `var(${tokenProperty(path)})`;
}
