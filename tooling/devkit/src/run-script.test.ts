import { readFileSync } from 'node:fs';
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
const script = pathToFileURL(join(root, 'scripts/run.mjs')).href;
const { COMMANDS, NODE_VERSION } = (await import(script)) as {
  COMMANDS: Record<string, Command>;
  NODE_VERSION: string;
};

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
    // The deploy suite installs them itself, just before it runs (deploySuite in scripts/run.mjs).
    const source = readFileSync(join(root, 'scripts/run.mjs'), 'utf8');
    expect(source).toMatch(/function deploySuite\(\) \{\n\s+hostTools\(\);/);
    expect(source).not.toMatch(/playwright\(\.\.\.DEPLOY\)[\s\S]*playwright\(\.\.\.DEPLOY\)/);
  });

  it('runs on the Node major that engines and .node-version name', () => {
    const major = NODE_VERSION.split('.')[0];
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
    expect(NODE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
