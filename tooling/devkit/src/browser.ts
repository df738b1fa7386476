import { CHROMIUM_ARGS, findChromium } from './chromium.js';

export { CHROMIUM_ARGS };

/** Debian's Chromium (src/chromium.js), or a clear error saying how to install it. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
  return found;
}
