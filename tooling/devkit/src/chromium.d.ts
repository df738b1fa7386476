/** Where Chromium may be, in order: `CHROMIUM_PATH`, then Debian's two names for it. */
export declare function chromiumCandidates(): string[];
/** The first candidate that exists, or undefined when none does. */
export declare function findChromium(): string | undefined;
/** Flags that keep Chromium quiet on a machine with no internet (docs/TOOLCHAIN.md "The browser"). */
export declare const CHROMIUM_ARGS: string[];
