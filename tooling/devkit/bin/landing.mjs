#!/usr/bin/env node
// `landing <command> [args]`: the devkit's commands, as an app's and the library's package.json
// scripts call them (`landing build`, `landing dev`, `landing serve`, `landing host-storybook`).
// Each is src/cli/<command>.ts, run from source through tsx's loader in this one process, so a
// signal reaches the command itself (src/lifecycle.ts) with no launcher in between.
import { register } from 'tsx/esm/api';

const COMMANDS = [
  'build',
  'dev',
  'serve',
  'start',
  'stub',
  'preview-nginx',
  'host-storybook',
  'sites',
  'library-css',
  'new-site',
];
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command)) {
  console.error(`usage: landing ${COMMANDS.join('|')} [args]`);
  process.exit(2);
}
// The command reads its own arguments from argv[2] on, as when it was run directly.
process.argv = [process.argv[0], process.argv[1], ...args];
register();
await import(new URL(`../src/cli/${command}.ts`, import.meta.url).href);
