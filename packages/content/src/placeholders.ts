/**
 * The names of the `{placeholder}`s of a template known at compile time: `'{count} more'` gives
 * `'count'`. For a template typed only as `string` (copy read through `Messages`) it is `string`.
 */
export type PlaceholderName<Template extends string> = string extends Template
  ? string
  : Template extends `${string}{${infer Name}}${infer Rest}`
    ? Name | PlaceholderName<Rest>
    : never;

/** A value a placeholder takes: numbers are written with `String()`. */
export type PlaceholderValue = string | number;

/**
 * The values `formatMessage` needs for a template: one per placeholder of a literal template, so
 * a missing one fails `tsc`; any names for a template typed only as `string`.
 */
export type MessageValues<Template extends string> = string extends Template
  ? Readonly<Record<string, PlaceholderValue>>
  : { readonly [Name in PlaceholderName<Template>]: PlaceholderValue };

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills the `{placeholder}`s of a copy template: every occurrence of `{name}` becomes
 * `values.name`. A placeholder without a value stays as written, so a gap in the values shows up
 * on the page instead of turning into "undefined".
 *
 * ```ts
 * formatMessage('Show {count} more countries', { count: 22 }); // "Show 22 more countries"
 * ```
 *
 * @param template Copy with `{name}` placeholders (letters, digits and `_`).
 * @param values The value of each placeholder.
 */
export function formatMessage<Template extends string>(
  template: Template,
  values: MessageValues<Template>,
): string {
  const known: Readonly<Record<string, PlaceholderValue | undefined>> = values;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(known, name) ? known[name] : undefined;
    return value === undefined || value === null ? placeholder : String(value);
  });
}
