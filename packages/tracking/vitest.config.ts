import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A hang guard, not a speed check: property tests and axe runs took over 10 s on a loaded
    // 2-core CI machine, twice Vitest's 5 s default (speed is measured by the bench instead).
    testTimeout: 30_000,
    // Each worker builds its test environment once and runs every file in a fresh VM context of
    // it (per-file isolation kept): jsdom's set-up per file was 39-48% of these suites' time, and
    // the ui suite went from 44.6 s to 14.7 s on the 2-core machine (cpuacct: 55.8 to 20 CPU-s).
    pool: 'vmThreads',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
