/**
 * Turns the literal types of `as const` copy into the plain shape every locale must match:
 * strings become `string`, tuples keep their length, objects keep their keys.
 */
export type DeepWiden<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: DeepWiden<T[K]> }
        : T extends object
          ? { readonly [K in keyof T]: DeepWiden<T[K]> }
          : T;
