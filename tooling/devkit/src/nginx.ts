/**
 * Runs built sites through Debian's nginx with the configuration the build generates for them
 * (`hosting.ts`), so a preview and the deploy tests see what an nginx host serves. Each site's
 * server block is written from the site's own `_redirects` and `_headers`, the files the build
 * wrote, with only `listen` and `root` set for this machine.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseHeadersFile } from './headers.js';
import { nginxServerConfig, parseRedirectsFile } from './hosting.js';
import { ExplainedError, PortInUseError } from './lifecycle.js';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSite {
  /** e.g. `ebook-site`. */
  name: string;
  /** The built site (`apps/<site>/dist`). */
  root: string;
  host: string;
  port: number;
  /** The setting that moves the port, named when the port is taken, e.g. `EBOOK_PORT`. */
  variable: string;
}

export interface RunningNginx {
  pid: number;
  /** Settles when nginx ends, whoever ended it. */
  exited: Promise<number | null>;
  /** Stops nginx (fast shutdown) and removes its working folder. */
  close(): Promise<void>;
}

/** The main configuration: one worker, logs to stderr, temp files in the working folder. */
export function nginxMainConfig(prefix: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  return `# Written by tooling/devkit/src/nginx.ts for a local preview; the site blocks are the build's.
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
load_module ${BROTLI_STATIC_MODULE};
events {
  worker_connections 512;
}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(prefix, 'sites')}/*.conf;
}
`;
}

/** Whether nginx itself answers on the port (a server of something else there does not count). */
const nginxAnswers = async (host: string, port: number) => {
  try {
    const res = await fetch(`http://${host}:${port}/robots.txt`, { redirect: 'manual' });
    await res.body?.cancel();
    return res.headers.get('server') === 'nginx';
  } catch {
    return false;
  }
};

/**
 * Fails with the port's variable when something already listens there (nginx would retry; other
 * hosts' runtimes would pick another port or print a stack).
 */
export const ensureFree = (site: { host: string; port: number; variable: string }) =>
  new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(site.port, site.variable) : error),
    );
    probe.listen(site.port, site.host, () => probe.close(() => done()));
  });

/**
 * Starts nginx for the sites and resolves once every port answers. Rejects with one line when it
 * cannot start (a port in use names its variable; otherwise nginx's own message) and leaves
 * nothing behind.
 */
export async function startNginx(sites: NginxSite[]): Promise<RunningNginx> {
  for (const file of [NGINX_BINARY, BROTLI_STATIC_MODULE]) {
    if (!existsSync(file)) {
      throw new ExplainedError(
        `${file} is missing: apt-get install nginx libnginx-mod-http-brotli-static (npm run preview:nginx installs them)`,
      );
    }
  }
  for (const site of sites) await ensureFree(site);
  const prefix = await mkdtemp(join(tmpdir(), 'landing-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: let them in.
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, 'sites'));
  await mkdir(join(prefix, 'temp'));
  for (const site of sites) {
    const root = resolve(site.root);
    const [redirects, headers] = await Promise.all([
      readFile(join(root, '_redirects'), 'utf8'),
      readFile(join(root, '_headers'), 'utf8'),
    ]);
    const conf = nginxServerConfig({
      name: site.name,
      rules: parseRedirectsFile(redirects),
      headers: parseHeadersFile(headers),
      listen: `${site.host}:${site.port}`,
      root,
    });
    await writeFile(join(prefix, 'sites', `${site.name}.conf`), conf);
  }
  await writeFile(join(prefix, 'nginx.conf'), nginxMainConfig(prefix));

  const child = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf')],
    {
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  // nginx's start-up errors become one line of ours; once it runs, its warnings pass through.
  let errors = '';
  let running = false;
  child.stderr.on('data', (chunk: Buffer) => {
    if (running) process.stderr.write(chunk);
    else errors += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const cleanUp = () => rm(prefix, { recursive: true, force: true });

  const ready = (async () => {
    for (;;) {
      const up = await Promise.all(sites.map((s) => nginxAnswers(s.host, s.port)));
      if (up.every(Boolean)) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const first = await Promise.race([ready, exited.then(() => false)]);
  if (!first) {
    await cleanUp();
    const taken = errors.match(/bind\(\) to \S+:(\d+) failed \(98/);
    const site = taken && sites.find((s) => s.port === Number(taken[1]));
    if (site) throw new PortInUseError(site.port, site.variable);
    const line = errors.split('\n').find((l) => /emerg|crit|alert/.test(l)) ?? errors.trim();
    throw new ExplainedError(`nginx did not start: ${line}`);
  }

  running = true;
  if (errors.trim()) process.stderr.write(errors);
  return {
    pid: child.pid ?? 0,
    exited,
    async close() {
      if (child.exitCode === null) {
        // SIGTERM is nginx's fast shutdown: connections close at once.
        child.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}
