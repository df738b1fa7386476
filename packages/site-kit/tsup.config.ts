import { defineLibraryBuild } from '@landing/devkit/tsup';

export default defineLibraryBuild({
  // The server side (islands' markup, the renderer and frame) and the browser side (the island
  // runtime, `startSite`, each live island as its own chunk) are separate entries, so neither
  // reaches the other side of the page.
  entry: [
    'src/islands/index.ts',
    'src/islands/hydrate.ts',
    'src/client.ts',
    'src/site/index.ts',
    'src/live/*/index.ts',
    'src/css-bundle.ts',
  ],
});
