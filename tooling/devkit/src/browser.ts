import { existsSync } from 'node:fs';

/** Debian's Chromium; test tools cannot download their own browser here (docs/TOOLCHAIN.md "The browser"). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
  return found;
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
