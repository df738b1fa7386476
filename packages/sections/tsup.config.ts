import { defineLibraryBuild } from '@landing/devkit/tsup';

export default defineLibraryBuild({
  // One entry per section as well as the barrel, so an island a section carries (the cover
  // gallery's) loads as its own small chunk.
  entry: ['src/index.ts', 'src/*/index.ts', 'src/*/*/index.ts', 'src/css-bundle.ts'],
  // The hero's drawing.
  copySvg: true,
});
