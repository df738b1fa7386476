import type { defineConfig } from 'tsup';

export interface LibraryBuildOptions {
  /** The package's entries: its barrel, and one per part a site loads on its own. */
  entry: string[];
  /** Copy imported `.svg` drawings beside the bundle instead of inlining them. @default false */
  copySvg?: boolean;
}

/**
 * The tsup configuration every library package (`@landing/ui`, `@landing/site-kit`,
 * `@landing/sections`) builds with: ES modules with code splitting, vanilla-extract styles, our
 * packages and React left external, and the metafile `landing library-css` reads.
 */
export declare function defineLibraryBuild(
  options: LibraryBuildOptions,
): ReturnType<typeof defineConfig>;
