import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '@landing/devkit/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium with the flags every suite starts it with (tooling/devkit/src/chromium.js).
export const chromiumLaunchOptions = { executablePath: findChromium(), args: [...CHROMIUM_ARGS] };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // A hang guard, not a speed check: property tests and axe runs took over 10 s on a loaded
    // 2-core CI machine, twice Vitest's 5 s default (speed is measured by the bench instead).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // The workspace's packages from their source, as Storybook reads them (.storybook/main.ts):
        // the stories' test imports the site kit's and the sections' stories, which import this
        // package by name, and must not need (or read a stale) build.
        resolve: { conditions: ['@landing/source', ...defaultClientConditions] },
        test: {
          name: 'unit',
          // Each worker builds its test environment once and runs every file in a fresh VM context of
          // it (per-file isolation kept): jsdom's set-up per file was 39-48% of these suites' time, and
          // the ui suite went from 44.6 s to 14.7 s on the 2-core machine (cpuacct: 55.8 to 20 CPU-s).
          pool: 'vmThreads',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle what the story runner imports lazily; otherwise a fresh clone's first run finds
        // new deps mid-run, reloads, and fails with "Failed to fetch dynamically imported module".
        optimizeDeps: {
          entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@storybook/addon-docs',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@storybook/addon-a11y/preview',
            '@storybook/react-vite',
            'storybook/test',
            'storybook/preview-api',
            'axe-core',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
        },
      },
    ],
  },
});
