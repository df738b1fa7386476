// Debian's Chromium, defined once for everything that starts it: the run script's apt check
// (scripts/system.mjs, plain Node, hence plain JavaScript here), the Playwright suites and the bench
// (src/browser.ts), and the library's Vitest browser project (packages/ui/vitest.config.ts). Test
// tools cannot download their own browser on these machines (docs/TOOLCHAIN.md "The browser").
import { existsSync } from 'node:fs';

/** Where Chromium may be, in order: `CHROMIUM_PATH`, then Debian's two names for it. */
export function chromiumCandidates() {
  const chosen = process.env.CHROMIUM_PATH;
  return [...(chosen ? [chosen] : []), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
}

/** The first candidate that exists, or undefined when none does. */
export function findChromium() {
  return chromiumCandidates().find((path) => existsSync(path));
}

/** Flags that keep Chromium quiet on a machine with no internet (docs/TOOLCHAIN.md "The browser"). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
  '--font-render-hinting=none',
];
