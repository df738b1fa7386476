// `landing library-css [--font-face]`, run by a library package's build after tsup
// (packages/ui, packages/site-kit, packages/sections): writes dist/styles.css, the CSS
// vanilla-extract emitted for the package, which each app imports once. tsup never imports it from
// the JS (vanilla-extract#1037, tsup#1296), so the build gathers it through a build-only entry,
// src/css-bundle.ts. With `--font-face`, the theme's self-hosted font face comes first and its files
// are copied beside it (the face is the theme's decision: packages/ui/src/theme/fontFace.ts, built
// to dist/theme/fontFace.js). A chunk loaded with import() imports its own CSS instead (below).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
let css = await readFile(join(root, 'dist/css-bundle.css'), 'utf8');

if (process.argv.includes('--font-face')) {
  const { TEXT_FACE, textFontFaceRule } = await import(
    pathToFileURL(join(root, 'dist/theme/fontFace.js')).href
  );
  const require = createRequire(join(root, 'package.json'));
  const fontDir = join(
    dirname(require.resolve('@fontsource-variable/inter/package.json')),
    'files',
  );
  await mkdir(join(root, 'dist/fonts'), { recursive: true });
  // The core is cut from the Latin file and kept in the package (scripts/subset-text-face.py).
  await copyFile(
    join(root, 'src/theme/fonts', TEXT_FACE.core.file),
    join(root, 'dist/fonts', TEXT_FACE.core.file),
  );
  await copyFile(join(fontDir, TEXT_FACE.rest.file), join(root, 'dist/fonts', TEXT_FACE.rest.file));
  css = `${textFontFaceRule('./fonts')}\n${css}`;
}
await writeFile(join(root, 'dist/styles.css'), css);

// A chunk a page loads later with import() (the consent notes, packages/site-kit/src/consent/ui.ts)
// gets a CSS file of its own from esbuild (its `cssBundle` in tsup's metafile), which its JS does
// not import either. What of it is not in dist/styles.css already (the notes' own rules) stays in
// that file and the chunk's first line imports it: a site's Vite build then emits it as a
// stylesheet of its own and loads it with the chunk, before the chunk runs, so the notes are
// styled from the start and every page's inlined CSS stays without them.
const SECTION = /(?=\/\* vanilla-extract-css-ns:)/;
const sourceOf = (section: string) =>
  section.match(/^\/\* vanilla-extract-css-ns:(\S+?)\.vanilla\.css/)?.[1];
const shared = new Set(css.split(SECTION).map(sourceOf).filter(Boolean));
interface Output {
  imports: Array<{ path: string; kind: string }>;
  cssBundle?: string;
}
const { outputs } = JSON.parse(await readFile(join(root, 'dist/metafile-esm.json'), 'utf8')) as {
  outputs: Record<string, Output>;
};
const lazy = new Set(
  Object.values(outputs).flatMap((output) =>
    output.imports.filter((i) => i.kind === 'dynamic-import' && outputs[i.path]).map((i) => i.path),
  ),
);
for (const chunk of lazy) {
  const cssBundle = outputs[chunk]?.cssBundle;
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

// The CSS esbuild wrote for each entry repeats what dist/styles.css or a chunk's own file holds, and
// nothing imports it.
for (const [file, output] of Object.entries(outputs)) {
  if (output.cssBundle && !lazy.has(file)) await rm(join(root, output.cssBundle), { force: true });
}

for (const file of ['css-bundle.js', 'css-bundle.css', 'css-bundle.d.ts', 'metafile-esm.json']) {
  await rm(join(root, 'dist', file), { force: true });
}
