// Publishes the Storybook build to Chromatic for visual review, only when a project token is set
// (it needs the network; without a token the local pixelmatch check in `npm test` is the gate).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local visual check still runs in npm test).',
  );
  process.exit(0);
}

const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  // Chromatic retries for minutes when the network is down; give up after 10 (docs/TOOLCHAIN.md "Known pitfalls").
  { stdio: 'inherit', timeout: 10 * 60 * 1000 },
);
process.exit(result.status ?? 1);
