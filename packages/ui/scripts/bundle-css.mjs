// Writes dist/styles.css: the self-hosted font face followed by the CSS vanilla-extract emitted.
// tsup never imports dist/index.css from the JS (vanilla-extract#1037, tsup#1296), so the package
// exports this one file and each app imports it once. The face (file, `font-display`) is the
// theme's decision (src/theme/fontFace.ts, built to dist/theme/fontFace.js by tsup).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXT_FACE, textFontFaceRule } from '../dist/theme/fontFace.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');

await mkdir(join(root, 'dist/fonts'), { recursive: true });
await copyFile(join(fontDir, TEXT_FACE.file), join(root, 'dist/fonts', TEXT_FACE.file));

const fontFace = `${textFontFaceRule('./fonts')}\n`;
const css = await readFile(join(root, 'dist/css-bundle.css'), 'utf8');
await writeFile(join(root, 'dist/styles.css'), fontFace + css);
for (const file of ['css-bundle.js', 'css-bundle.css', 'css-bundle.d.ts']) {
  await rm(join(root, 'dist', file), { force: true });
}
