// The Debian packages the browser suites, the nginx preview and the baseline compression need,
// installed with apt when missing (as root or through sudo).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../tooling/devkit/src/chromium.js';
import { root, sh } from './bootstrap.mjs';

/**
 * Debian packages the browser suites need, installed with apt when missing (as root or through
 * sudo): Chromium (test tools cannot download their own browser here), a small CJK font, so the
 * translate section's Chinese and Japanese samples render as glyphs in screenshots, and the
 * Liberation fonts, which the cover templates' serif titles ("Times New Roman") resolve to: without
 * them fontconfig falls back to DejaVu Serif and every cover screenshot differs from its baseline.
 */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium',
    present: () => findChromium() !== undefined,
  },
  {
    name: 'fonts-wqy-microhei',
    present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'),
  },
  {
    name: 'fonts-liberation',
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'),
  },
];

/** Debian's nginx with the brotli static module: `npm run preview:nginx` and the deploy tests. */
export const NGINX_PACKAGES = [
  { name: 'nginx', present: () => existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') },
  {
    name: 'libnginx-mod-http-brotli-static',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
];

/** zopflipng, which recompresses new and rewritten baselines losslessly (`npm run visual:update`). */
export const PNG_PACKAGES = [{ name: 'zopfli', present: () => existsSync('/usr/bin/zopflipng') }];

/**
 * Recompresses, losslessly, every baseline PNG that git sees as new or changed: Playwright writes
 * them fast and large. The pixels stay the same, so a later `--update-snapshots=changed` leaves
 * them alone: a baseline is rewritten only when its pixels change, never for its encoding.
 */
export function optimizeChangedBaselines() {
  const status = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', '*__screenshots__/*.png'],
    { cwd: root, encoding: 'utf8' },
  );
  const files = (status.stdout ?? '')
    .split('\n')
    .filter((line) => /^(\?\?| M|A |AM|M )/.test(line))
    .map((line) => line.slice(3));
  if (files.length === 0) return;
  console.log(`\nCompressing ${files.length} new or changed baselines (zopflipng, lossless)…`);
  for (const file of files) {
    sh('zopflipng', ['-y', '--iterations=1', file, file], { stdio: 'ignore' });
  }
}

export function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.join(' ')}…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args) => sh(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args);
  run(['apt-get', 'update', '-qq']);
  const status = run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
  const still = packages.filter((p) => !p.present()).map((p) => p.name);
  if (status !== 0 || still.length > 0) {
    console.error(
      `Could not install ${still.join(' ')}. Run \`sudo apt-get install -y ${still.join(' ')}\` and retry.`,
    );
    process.exit(1);
  }
}
