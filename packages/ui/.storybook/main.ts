import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  // The design system's own stories, then the site kit's and the sections', so designers review every
  // layer in one place (docs/CONTRIBUTING.md "Stories and baselines"). The sections' docs pages are
  // the landings' side-by-side views (src/docs/SideBySide.tsx).
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../../site-kit/src/**/*.stories.@(ts|tsx)',
    '../../sections/src/**/*.mdx',
    '../../sections/src/**/*.stories.@(ts|tsx)',
  ],
  // Pseudo states: hover, focus and active forced on a story (its `globals.pseudo`) or from the
  // toolbar, so designers see and the baselines hold those states.
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The preview's favicon (preview-head.html links it), and under /images the illustrations the
  // image proxy serves that the blocks' stories show (packages/sections/src/blocks.fixtures.ts): copies of
  // what the stub marketplace draws for those paths, written by `pnpm run draw`.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The sidebar's search matches an entry's name, the parts of its title and, with this flag, the
  // headings of the docs pages (each MDX heading; on a component's generated page, its stories'
  // names). It reads no tags or parameters, so the words designers use for a component are
  // headings of the glossary page (src/foundations/FindAComponent.mdx), which is how "modal" finds
  // the dialogs; visual/sidebar.spec.ts holds that against the built index.
  features: { experimentalSearchDocsHeadings: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The workspace's React packages from their source (the `@landing/source` condition of their
    // `exports`), compiled with the stories: one copy of each component, with its styles.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@landing/source', ...defaultClientConditions],
    };
    // The vanilla-extract plugin turns each recipe() into an import of this runtime, which Vite's
    // dependency scan cannot see (it reads the .css.ts source). Found only when the first story
    // loads, it made Vite re-bundle its dependencies and answer that story's imports with
    // "504 Outdated Optimize Dep" on a cold `npm run storybook`.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
      ],
    };
    return viteConfig;
  },
};

export default config;
