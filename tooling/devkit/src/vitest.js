// Plain JavaScript (types in vitest.d.ts): Vitest loads an app's vitest.config.ts with Node,
// which cannot import the TypeScript the rest of this package is.
import { defineConfig } from 'vitest/config';

/** @type {typeof import('./vitest.d.ts').defineSiteVitestConfig} */
export function defineSiteVitestConfig({ localOrigin }) {
  return defineConfig({
    // As the site's Vite configuration defines it (vite.js).
    define: { 'import.meta.env.LANDING_LOCAL_ORIGIN': JSON.stringify(localOrigin) },
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            // A hang guard, not a speed check: property tests and axe runs took over 10 s on a loaded
            // 2-core CI machine, twice Vitest's 5 s default (speed is measured by the bench instead).
            testTimeout: 30_000,
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  });
}
