// Writes dist/styles.css: the self-hosted font face followed by the CSS vanilla-extract emitted.
// tsup never imports dist/index.css from the JS (vanilla-extract#1037, tsup#1296), so the package
// exports this one file and each app imports it once.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const fontFile = 'inter-latin-wght-normal.woff2';

await mkdir(join(root, 'dist/fonts'), { recursive: true });
await copyFile(join(fontDir, fontFile), join(root, 'dist/fonts', fontFile));

// Latin covers English and Spanish (á é í ó ú ñ ü ¿ ¡ live in U+0000-00FF).
const fontFace = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(./fonts/${fontFile}) format('woff2-variations');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}\n`;
const css = await readFile(join(root, 'dist/css-bundle.css'), 'utf8');
await writeFile(join(root, 'dist/styles.css'), fontFace + css);
for (const file of ['css-bundle.js', 'css-bundle.css', 'css-bundle.d.ts']) {
  await rm(join(root, 'dist', file), { force: true });
}
