import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Closable,
  ExplainedError,
  listenOrExplain,
  PortInUseError,
  portFromEnv,
  runUntilSignal,
  startServers,
} from './lifecycle.js';
import { serveStatic } from './server.js';
import { accepts } from './testing/ports.js';

const site = mkdtempSync(join(tmpdir(), 'lifecycle-'));
writeFileSync(join(site, 'index.html'), '<html>Home</html>');

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

/** A port something else holds, as when another program already listens there. */
async function takenPort(): Promise<number> {
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => holder.close(resolve)));
  return (holder.address() as { port: number }).port;
}

/** A port nothing listens on (free a moment ago). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A connection the way a browser tab leaves one: a finished keep-alive request, still open. */
async function keepAliveConnection(port: number): Promise<Socket> {
  const socket = new Socket();
  await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  await new Promise((resolve) => socket.once('data', resolve));
  socket.on('error', () => {});
  cleanup.push(() => socket.destroy());
  return socket;
}

/** A request whose headers are still arriving: the server cannot treat it as idle. */
async function halfSentRequest(port: number): Promise<Socket> {
  const socket = new Socket();
  await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  socket.on('error', () => {});
  cleanup.push(() => socket.destroy());
  return socket;
}

/** Signals and `exit` of a process, for runUntilSignal without ending the test run. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  return { on: emitter.on.bind(emitter), emit: emitter.emit.bind(emitter), exit };
}

describe('portFromEnv', () => {
  it('reads the variable, falls back to the default and refuses a value that is not a port', () => {
    expect(portFromEnv('EBOOK_PORT', 4173, {})).toBe(4173);
    expect(portFromEnv('EBOOK_PORT', 4173, { EBOOK_PORT: '' })).toBe(4173);
    expect(portFromEnv('EBOOK_PORT', 4173, { EBOOK_PORT: '5000' })).toBe(5000);
    for (const bad of ['abc', '70000', '-1', '4173.5']) {
      expect(() => portFromEnv('EBOOK_PORT', 4173, { EBOOK_PORT: bad })).toThrow(
        new ExplainedError(`EBOOK_PORT must be a port number from 0 to 65535, got "${bad}".`),
      );
    }
  });
});

describe('listenOrExplain', () => {
  it('turns a port in use into one line naming the port and its variable', async () => {
    const port = await takenPort();
    const error = await listenOrExplain(port, 'EBOOK_PORT', () =>
      serveStatic({ root: site, port }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(
      `Port ${port} is in use (EBOOK_PORT). Stop what is using it or set EBOOK_PORT to another port.`,
    );
  });

  it('passes other errors on unchanged', async () => {
    const other = new Error('disk on fire');
    await expect(listenOrExplain(1, 'PORT', () => Promise.reject(other))).rejects.toBe(other);
  });
});

describe('startServers', () => {
  it('closes the servers already listening when a later one cannot start', async () => {
    const first = await freePort();
    const taken = await takenPort();
    const error = await startServers(async (keep) => {
      keep(await serveStatic({ root: site, port: first }));
      keep(
        await listenOrExplain(taken, 'AUTHOR_PORT', () => serveStatic({ root: site, port: taken })),
      );
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect(await accepts(first)).toBe(false);
  });

  it('stops promptly with a browser keep-alive connection and a half-sent request open', async () => {
    const { value: server, stop } = await startServers(async (keep) =>
      keep(await serveStatic({ root: site })),
    );
    await keepAliveConnection(server.port);
    await halfSentRequest(server.port);
    const began = performance.now();
    // The grace period is far above the bound checked, so only a prompt close passes.
    await stop(10_000);
    expect(performance.now() - began).toBeLessThan(500);
    expect(await accepts(server.port)).toBe(false);
  });
});

describe('runUntilSignal', () => {
  it('on SIGTERM closes every server and exits 0; a second signal while stopping changes nothing', async () => {
    const proc = fakeProcess();
    const servers = await runUntilSignal(
      async (keep) => [
        keep(await serveStatic({ root: site })),
        keep(await serveStatic({ root: site })),
      ],
      { process: proc },
    );
    cleanup.push(() => Promise.all(servers.map((s) => s.close())));
    await keepAliveConnection(servers[0]!.port);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    await vi.waitFor(() => expect(proc.exit).toHaveBeenCalled());
    expect(proc.exit.mock.calls).toEqual([[0]]);
    for (const server of servers) expect(await accepts(server.port)).toBe(false);
  });

  it('exits after the grace period when a server does not finish closing', async () => {
    const proc = fakeProcess();
    const stuck: Closable = { close: () => new Promise(() => {}) };
    await runUntilSignal(async (keep) => keep(stuck), { process: proc, graceMs: 100 });
    proc.emit('SIGINT');
    await vi.waitFor(() => expect(proc.exit).toHaveBeenCalledWith(0), { timeout: 1000 });
  });

  it('stops as on a signal once the process it must not outlive is gone', async () => {
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 200)']);
    const ended = new Promise((resolve) => owner.once('exit', resolve));
    const proc = fakeProcess();
    const server = await runUntilSignal(async (keep) => keep(await serveStatic({ root: site })), {
      process: proc,
      ownerPid: owner.pid!,
    });
    cleanup.push(() => server.close());
    expect(proc.exit).not.toHaveBeenCalled();
    await ended;
    await vi.waitFor(() => expect(proc.exit).toHaveBeenCalledWith(0), { timeout: 3000 });
    expect(await accepts(server.port)).toBe(false);
  });

  it('on a port in use reports the one line, closes what started and exits 1', async () => {
    const proc = fakeProcess();
    const report = vi.fn();
    const first = await freePort();
    const taken = await takenPort();
    await runUntilSignal(
      async (keep) => {
        keep(await serveStatic({ root: site, port: first }));
        keep(await listenOrExplain(taken, 'PORT', () => serveStatic({ root: site, port: taken })));
      },
      { process: proc, report },
    ).catch(() => {});
    expect(report.mock.calls).toEqual([
      [`Port ${taken} is in use (PORT). Stop what is using it or set PORT to another port.`],
    ]);
    expect(proc.exit.mock.calls).toEqual([[1]]);
    expect(await accepts(first)).toBe(false);
  });
});

describe('the server commands, run as processes', () => {
  /** Runs a command of src/cli with the given environment; resolves with its exit and output. */
  function run(script: string, env: Record<string, string>) {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli', script)],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, ...env } },
    );
    cleanup.push(() => child.exitCode === null && child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stdout, stderr })),
    );
    return { child, exited, output: () => stdout };
  }

  it('start.ts: a taken port is one line on stderr, exit 1, the others closed', async () => {
    const stub = await freePort();
    const ebook = await freePort();
    const author = await takenPort();
    const { code, stdout, stderr } = await run('start.ts', {
      STUB_PORT: String(stub),
      EBOOK_PORT: String(ebook),
      AUTHOR_PORT: String(author),
    }).exited;
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Port ${author} is in use (AUTHOR_PORT). Stop what is using it or set AUTHOR_PORT to another port.\n`,
    );
    expect(stdout).toBe('');
    expect(await accepts(stub)).toBe(false);
    expect(await accepts(ebook)).toBe(false);
  });

  for (const [script, variable] of [
    ['serve.ts', 'PORT'],
    ['stub.ts', 'STUB_PORT'],
  ] as const) {
    it(`${script}: a taken ${variable} is one line on stderr and exit 1`, async () => {
      const port = await takenPort();
      const { code, stderr } = await run(script, { [variable]: String(port) }).exited;
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Port ${port} is in use (${variable}). Stop what is using it or set ${variable} to another port.\n`,
      );
    });
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`start.ts: ${signal} with connections open frees the three ports within 2 s`, async () => {
      const ports = {
        STUB_PORT: await freePort(),
        EBOOK_PORT: await freePort(),
        AUTHOR_PORT: await freePort(),
      };
      const started = run(
        'start.ts',
        Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      );
      await vi.waitFor(() => expect(started.output()).toContain('Press Ctrl+C'), {
        timeout: 20_000,
        interval: 50,
      });
      for (const port of Object.values(ports)) {
        await keepAliveConnection(port);
        await halfSentRequest(port);
      }
      const sent = performance.now();
      started.child.kill(signal);
      const { code } = await started.exited;
      expect(performance.now() - sent).toBeLessThan(2000);
      expect(code).toBe(0);
      for (const port of Object.values(ports)) expect(await accepts(port)).toBe(false);
    });
  }
});
