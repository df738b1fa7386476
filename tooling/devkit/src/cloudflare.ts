/**
 * Runs built sites through Cloudflare's own local Pages runtime, `wrangler pages dev` (workerd),
 * so a preview and the deploy tests see what Cloudflare Pages serves from the same `dist/`, with
 * its `_headers` and `_redirects`. Wrangler is not a dependency of the workspace: it lives in
 * `tooling/hosts/` (its own `package.json` and lockfile), which `scripts/prepare.mjs` installs with
 * `npm ci` on demand. One `wrangler pages dev` per site, since each serves one folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ExplainedError } from './lifecycle.js';
import { ensureFree } from './nginx.js';

const repoRoot = join(import.meta.dirname, '../../..');

/**
 * Wrangler's program in the on-demand tools folder (`tooling/hosts/`), run on our Node directly:
 * its `bin/wrangler.js` would only start it as one more process in between.
 */
export const WRANGLER_ENTRY = join(
  repoRoot,
  'tooling/hosts/node_modules/wrangler/wrangler-dist/cli.js',
);

/**
 * The Workers compatibility date the runtime runs at: fixed, so the answers do not change with
 * the day (without one wrangler picks its own and says so). Not after the pinned workerd's date.
 */
export const PAGES_COMPATIBILITY_DATE = '2026-11-01';

/** How long the first answer may take: workerd starts in about 2 s here, far more on a loaded machine. */
export const PAGES_READY_TIMEOUT_MS = 60_000;

export interface PagesSite {
  /** e.g. `ebook-site`. */
  name: string;
  /** The built site (`apps/<site>/dist`). */
  root: string;
  host: string;
  port: number;
  /** The setting that moves the port, named when the port is taken, e.g. `EBOOK_PORT`. */
  variable: string;
  /**
   * workerd's DevTools port. Without one wrangler takes 9229 for the first process and another
   * for the next: given, two checkouts or targets never race for it.
   */
  inspectorPort: number;
}

export interface RunningPages {
  pids: number[];
  /** Settles when any of the runtimes ends, whoever ended it. */
  exited: Promise<number | null>;
  /** Stops every runtime (SIGTERM; wrangler stops its workerd) and removes the working folder. */
  close(): Promise<void>;
}

/** Whether anything answers HTTP on the port (wrangler listens only once workerd is ready). */
const answers = async (host: string, port: number) => {
  try {
    const res = await fetch(`http://${host}:${port}/`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(late);
};

/**
 * Starts `wrangler pages dev` for each site and resolves once every port answers. Rejects with one
 * line when one cannot start (a port in use names its variable; otherwise wrangler's last lines)
 * and leaves nothing behind. Wrangler writes its state, logs and settings into a temporary folder,
 * sends no metrics, and runs non-interactively.
 */
export async function startPagesDev(
  sites: PagesSite[],
  { timeoutMs = PAGES_READY_TIMEOUT_MS } = {},
): Promise<RunningPages> {
  if (!existsSync(WRANGLER_ENTRY)) {
    throw new ExplainedError(
      `${WRANGLER_ENTRY} is missing: npm ci --prefix tooling/hosts (npm run preview:cloudflare and npm test install it)`,
    );
  }
  for (const site of sites) {
    await ensureFree(site);
    await ensureFree({
      host: '127.0.0.1',
      port: site.inspectorPort,
      variable: `${site.variable} (its inspector port)`,
    });
  }
  const prefix = await mkdtemp(join(tmpdir(), 'landing-pages-'));
  const env = {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    // wrangler's settings, device id and worker registry go to the temporary folder, not $HOME.
    XDG_CONFIG_HOME: prefix,
    WRANGLER_LOG_PATH: join(prefix, 'logs'),
    WRANGLER_REGISTRY_PATH: join(prefix, 'registry'),
    FORCE_COLOR: '0',
  };
  const outputs = new Map<string, string>();
  let running = false;
  const children = sites.map((site) => {
    const args = [
      '--no-warnings',
      WRANGLER_ENTRY,
      'pages',
      'dev',
      resolve(site.root),
      '--ip',
      site.host,
      '--port',
      String(site.port),
      '--inspector-port',
      String(site.inspectorPort),
      '--compatibility-date',
      PAGES_COMPATIBILITY_DATE,
      '--persist-to',
      join(prefix, 'state', site.name),
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ];
    const child = spawn(process.execPath, args, {
      // `.wrangler/` and the `Request.cf` cache (node_modules/.mf) land in the temporary folder.
      cwd: prefix,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    outputs.set(site.name, '');
    // Start-up output (the `_redirects` 404 line it skips, the offline `Request.cf` fallback) is
    // kept for a failed start; once all answer, only errors pass through.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!running) outputs.set(site.name, outputs.get(site.name) + chunk.toString());
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (running && /error/i.test(chunk.toString())) process.stderr.write(chunk);
      else if (!running) outputs.set(site.name, outputs.get(site.name) + chunk.toString());
    });
    return child;
  });
  const exits = children.map(
    (child) =>
      new Promise<number | null>((done) => child.once('exit', (code) => done(code ?? null))),
  );
  const exited = Promise.race(exits);
  const close = async () => {
    await Promise.all(children.map(stop));
    await rm(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  const ready = (async () => {
    while (Date.now() < deadline) {
      const up = await Promise.all(sites.map((s) => answers(s.host, s.port)));
      if (up.every(Boolean)) return 'ready' as const;
      await new Promise((r) => setTimeout(r, 100));
    }
    return 'timeout' as const;
  })();
  const first = await Promise.race([ready, exited.then(() => 'exited' as const)]);
  if (first !== 'ready') {
    await close();
    const failed =
      sites.find((_, i) => children[i]!.exitCode !== null) ??
      sites[children.findIndex((c) => c.exitCode === null)] ??
      sites[0]!;
    const tail = (outputs.get(failed.name) ?? '').trim().split('\n').slice(-8).join('\n');
    throw new ExplainedError(
      `wrangler pages dev for ${failed.name} ${first === 'timeout' ? `did not answer within ${timeoutMs / 1000} s` : 'ended before it answered'}:\n${tail}`,
    );
  }
  running = true;
  return { pids: children.map((c) => c.pid ?? 0), exited, close };
}
