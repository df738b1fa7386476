import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The libraries' versions and changelogs (.changeset/README.md): `changeset version` run on a
// copy of the workspace's manifests, as a release would run it, with one changeset.
const root = join(import.meta.dirname, '../../..');
let copy: string;
/** The changeset the test adds, as `pnpm exec changeset` would name one. */
const changeset = (dir: string) => join(dir, '.changeset', `${'busy-buttons'}.md`);
const changelogOf = (folder: string) => join(copy, folder, `${'CHANGELOG'}.md`);
const version = (folder: string) =>
  JSON.parse(readFileSync(join(copy, folder, 'package.json'), 'utf8')).version as string;
const released = (folder: string) =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version as string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'changesets-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = listed.stdout
    .split('\0')
    .filter((file) =>
      /(^|\/)(package\.json|CHANGELOG\.md|pnpm-workspace\.yaml)$|^\.changeset\//.test(file),
    )
    .filter((file) => !file.startsWith('tooling/') || file.startsWith('tooling/devkit/'));
  for (const file of files) cpSync(join(root, file), join(copy, file), { recursive: true });
  writeFileSync(
    changeset(copy),
    "---\n'@landing/ui': minor\n'@landing/tracking': patch\n---\n\nButtons take a busy state.\n",
  );
  const run = spawnSync(join(root, 'node_modules/.bin/changeset'), ['version'], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('changeset version', () => {
  it('bumps each library by its changeset, and what depends on them by a patch', () => {
    const [major, minor] = released('packages/ui').split('.').map(Number);
    expect(version('packages/ui')).toBe(`${major}.${minor! + 1}.0`);
    const bumpPatch = (folder: string) =>
      released(folder).replace(/\d+$/, (n) => `${Number(n) + 1}`);
    for (const folder of ['packages/tracking', 'packages/sections', 'packages/site-kit']) {
      expect(version(folder), folder).toBe(bumpPatch(folder));
    }
    for (const folder of ['packages/content', 'packages/site-config']) {
      expect(version(folder), folder).toBe(released(folder));
    }
  });

  it('never versions the private apps and tooling', () => {
    for (const folder of ['apps/ebook-site', 'apps/author-site', 'tooling/devkit']) {
      expect(version(folder), folder).toBe(released(folder));
      expect(
        readdirSync(join(copy, folder)).filter((file) => file.startsWith('CHANGELOG')),
        folder,
      ).toEqual([]);
    }
  });

  it('writes the line into each changelog under its new version, and consumes the changeset', () => {
    const changelog = readFileSync(changelogOf('packages/ui'), 'utf8');
    expect(changelog).toMatch(
      new RegExp(
        `^# @landing/ui\\n\\n## ${version('packages/ui').replaceAll('.', '\\.')}\\n\\n### Minor Changes\\n\\n- Buttons take a busy state\\.`,
      ),
    );
    expect(readFileSync(changelogOf('packages/sections'), 'utf8')).toContain(
      `- @landing/ui@${version('packages/ui')}`,
    );
    expect(existsSync(changeset(copy))).toBe(false);
  });
});
