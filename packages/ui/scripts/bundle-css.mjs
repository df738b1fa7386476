// Writes dist/styles.css: the self-hosted font face followed by the CSS vanilla-extract emitted.
// tsup never imports dist/index.css from the JS (vanilla-extract#1037, tsup#1296), so the package
// exports this one file and each app imports it once. The face (file, `font-display`) is the
// theme's decision (src/theme/fontFace.ts, built to dist/theme/fontFace.js by tsup). A chunk loaded
// with import() imports its own CSS instead (below).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
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

// A chunk a page loads later with import() (the consent notes, src/consent/ui.ts) gets a CSS file
// of its own from esbuild (its `cssBundle` in tsup's metafile), which its JS does not import
// either. What of it is not in dist/styles.css already (the notes' own rules; the buttons' and the
// dialog's are there) stays in that file and the chunk's first line imports it: a site's Vite
// build then emits it as a stylesheet of its own and loads it with the chunk, before the chunk
// runs, so the notes are styled from the start and every page's inlined CSS stays without them.
const SECTION = /(?=\/\* vanilla-extract-css-ns:)/;
const sourceOf = (section) =>
  section.match(/^\/\* vanilla-extract-css-ns:(\S+?)\.vanilla\.css/)?.[1];
const shared = new Set(css.split(SECTION).map(sourceOf).filter(Boolean));
const { outputs } = JSON.parse(await readFile(join(root, 'dist/metafile-esm.json'), 'utf8'));
const lazy = new Set(
  Object.values(outputs).flatMap((output) =>
    output.imports.filter((i) => i.kind === 'dynamic-import' && outputs[i.path]).map((i) => i.path),
  ),
);
for (const chunk of lazy) {
  const cssBundle = outputs[chunk].cssBundle;
  if (!cssBundle) continue;
  const own = (await readFile(join(root, cssBundle), 'utf8'))
    .split(SECTION)
    .filter((section) => section.trim() !== '' && !shared.has(sourceOf(section)));
  if (own.length === 0) {
    await rm(join(root, cssBundle));
    continue;
  }
  await writeFile(join(root, cssBundle), own.join(''));
  const line = `import './${relative(dirname(chunk), cssBundle)}';\n`;
  const code = await readFile(join(root, chunk), 'utf8');
  if (!code.startsWith(line)) await writeFile(join(root, chunk), line + code);
}

for (const file of ['css-bundle.js', 'css-bundle.css', 'css-bundle.d.ts', 'metafile-esm.json']) {
  await rm(join(root, 'dist', file), { force: true });
}
