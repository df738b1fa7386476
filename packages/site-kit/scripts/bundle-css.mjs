// Writes dist/styles.css: the CSS vanilla-extract emitted for the package's own styles (the island
// wrapper, the site frame), which each app imports after `@landing/ui/styles.css`. tsup never imports
// it from the JS (packages/ui/scripts/bundle-css.mjs says why), so the build entry src/css-bundle.ts
// exists only to gather it.
import { rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
await rename(join(dist, 'css-bundle.css'), join(dist, 'styles.css'));
for (const file of ['css-bundle.js', 'css-bundle.d.ts'])
  await rm(join(dist, file), { force: true });
