import { defineLibraryBuild } from '@landing/devkit/tsup';

export default defineLibraryBuild({
  // One entry per component as well as the barrel, so each island a site hydrates loads as its own
  // small chunk instead of one chunk holding every island.
  entry: [
    'src/index.ts',
    'src/css-bundle.ts',
    'src/components/*/index.ts',
    // The dialog's class names alone, for markup built without React (src/components/Dialog/classes.ts).
    'src/components/Dialog/classes.ts',
    // Behaviours: what a site runs on its markup without React (src/behaviours/).
    'src/behaviours/carousel.ts',
    'src/behaviours/deferredArt.ts',
    'src/behaviours/heldLinks.ts',
    'src/behaviours/heroMode.ts',
    'src/behaviours/inPageJumps.ts',
    'src/behaviours/invokers.ts',
    'src/behaviours/coverGallery.ts',
    'src/behaviours/liveDemo.ts',
    // Helpers for styles written against the theme, in this package and beside it.
    'src/theme/index.ts',
    'src/utils/cx.ts',
    // Read by `landing library-css` (tooling/devkit/src/cli/library-css.ts): the font face is the theme's decision.
    'src/theme/fontFace.ts',
  ],
  // The cover drawings (src/assets/covers/covers.ts).
  copySvg: true,
});
