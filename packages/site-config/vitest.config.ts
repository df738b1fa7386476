import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A hang guard, not a speed check: property tests and axe runs took over 10 s on a loaded
    // 2-core CI machine, twice Vitest's 5 s default (speed is measured by the bench instead).
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
