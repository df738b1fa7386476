// Plain JavaScript (types in vitest.d.ts): Vitest loads an app's vitest.config.ts with Node,
// which cannot import the TypeScript the rest of this package is.
import { defineConfig } from 'vitest/config';

/** @type {typeof import('./vitest.d.ts').defineSiteVitestConfig} */
export function defineSiteVitestConfig() {
  return defineConfig({
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  });
}
