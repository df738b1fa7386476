import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { portOffset, repoRoot } from '../src/playwright/config.js';
import { accepts } from '../src/testing/ports.js';

// `npm start`, `npm run preview:nginx` and `npm run preview:cloudflare` as a user, a process manager
// or a container runtime stops them: one signal to the npm process. Their servers listen on ports of their own (the variables
// README.md documents), below the range the system hands out to outgoing connections, so this
// suite's dev servers and anything on 4010/4173/4174/6006 are left alone; TEST_PORT_OFFSET shifts
// them like every other suite's.
const PORTS = {
  STUB_PORT: 24010 + portOffset(),
  EBOOK_PORT: 24173 + portOffset(),
  AUTHOR_PORT: 24174 + portOffset(),
  STORYBOOK_PORT: 24006 + portOffset(),
  // workerd's DevTools ports under preview:cloudflare, this one and the next two.
  INSPECTOR_PORT: 24020 + portOffset(),
};
const HEALTH = {
  STUB_PORT: '/__health',
  EBOOK_PORT: '/',
  AUTHOR_PORT: '/',
  STORYBOOK_PORT: '/',
  INSPECTOR_PORT: '/json/version',
};
type PortName = keyof typeof PORTS;

/**
 * The commands under test, the servers each starts (the previews add the built Storybook) and the
 * signals each is stopped with. preview:cloudflare's three wranglers and their workerd processes
 * stop on SIGTERM here and on Ctrl+C's SIGINT in the deploy suite's own teardown; one signal keeps
 * the suite's time down.
 */
const COMMANDS = [
  {
    script: 'start',
    ports: ['STUB_PORT', 'EBOOK_PORT', 'AUTHOR_PORT'],
    signals: ['SIGTERM', 'SIGINT'],
  },
  {
    script: 'preview:nginx',
    ports: ['STUB_PORT', 'EBOOK_PORT', 'AUTHOR_PORT', 'STORYBOOK_PORT'],
    signals: ['SIGTERM', 'SIGINT'],
  },
  {
    script: 'preview:cloudflare',
    ports: ['STUB_PORT', 'EBOOK_PORT', 'AUTHOR_PORT', 'STORYBOOK_PORT'],
    signals: ['SIGTERM'],
  },
] as const satisfies ReadonlyArray<{
  script: string;
  ports: readonly PortName[];
  signals: readonly NodeJS.Signals[];
}>;
/**
 * Every port free and every process gone this long after the signal: the grace period a container
 * runtime gives before it kills (Docker's default is 10 s), so the bound proves a clean stop
 * without failing on a busy machine. The time it took (about 0.2 s here) is noted in the report.
 */
const STOP_WITHIN_MS = 10_000;
const MARKER = 'LANDING_START_TEST_RUN';

/** `npm run <script>` in the repository root, its environment marked so every descendant can be found. */
function npmRun(script: string) {
  const marker = randomUUID();
  const ports = Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, `${port}`]));
  const child: ChildProcess = spawn('npm', ['run', script], {
    cwd: repoRoot,
    env: { ...process.env, ...ports, [MARKER]: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  started.push(marker);
  return { child, marker, exited, output: () => output };
}

/**
 * Every process, running or orphaned, whose environment carries the marker: whatever that one
 * `npm start` left, however it was re-parented.
 */
function processesOf(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`${MARKER}=${marker}\0`)) continue;
      found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

async function answers(port: number, path: string): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).ok;
  } catch {
    return false;
  }
}

/** A browser tab's connection: one request answered, the socket kept open. */
async function keepAlive(port: number): Promise<Socket> {
  const socket = new Socket();
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  await new Promise((resolve) => socket.once('data', resolve));
  sockets.push(socket);
  return socket;
}

const started: string[] = [];
const sockets: Socket[] = [];

test.beforeEach(async () => {
  for (const [name, port] of Object.entries(PORTS)) {
    expect(await accepts(port), `port ${port} (${name}) must be free for this test`).toBe(false);
  }
});

// A failed test must not leave its servers to the next one.
test.afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const marker of started.splice(0)) {
    for (const line of processesOf(marker)) {
      try {
        process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});

for (const command of COMMANDS) {
  const ports = command.ports.map((name) => [name, PORTS[name]] as const);
  for (const signal of command.signals) {
    test(`npm run ${command.script}: ${signal} to the npm process frees every port and ends every process`, async () => {
      // Install and build come first; both are up to date after the suite's own build.
      test.setTimeout(240_000);
      const run = npmRun(command.script);
      let exitCode: number | null | undefined;
      void run.exited.then((code) => {
        exitCode = code;
      });
      await expect
        .poll(
          async () => {
            if (exitCode !== undefined) throw new Error(`npm start exited early:\n${run.output()}`);
            const up = await Promise.all(ports.map(([name, port]) => answers(port, HEALTH[name])));
            return up.every(Boolean);
          },
          { timeout: 200_000, intervals: [250] },
        )
        .toBe(true);
      // An open tab holds a keep-alive connection to each server; it must not hold the close.
      for (const [, port] of ports) await keepAlive(port);

      const sent = performance.now();
      process.kill(run.child.pid!, signal);
      let open: number[] = [];
      let left: string[] = [];
      let elapsed = 0;
      do {
        await new Promise((resolve) => setTimeout(resolve, 20));
        elapsed = performance.now() - sent;
        const accepting = await Promise.all(ports.map(([, port]) => accepts(port)));
        open = ports.filter((_, i) => accepting[i]).map(([, port]) => port);
        left = processesOf(run.marker);
      } while ((open.length > 0 || left.length > 0) && elapsed < STOP_WITHIN_MS);

      test.info().annotations.push({
        type: 'stopped after',
        description: `${Math.round(elapsed)} ms (${signal})`,
      });
      expect(open, `ports still accepting ${STOP_WITHIN_MS} ms after ${signal}`).toEqual([]);
      expect(left, `processes left ${STOP_WITHIN_MS} ms after ${signal}`).toEqual([]);
      expect(elapsed).toBeLessThanOrEqual(STOP_WITHIN_MS);
    });
  }

  // preview:cloudflare checks its ports with preview:nginx's `ensureFree` (src/nginx.ts).
  if (command.script === 'preview:cloudflare') continue;
  test(`npm run ${command.script}: a port already in use ends with one line naming it and its variable, exit non-zero, nothing left listening`, async () => {
    test.setTimeout(240_000);
    // Something else holds the author site's port, started after the stub.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(PORTS.AUTHOR_PORT, '127.0.0.1', resolve));
    try {
      const run = npmRun(command.script);
      const code = await run.exited;
      const output = run.output();
      expect(code, output).not.toBe(0);
      const line = `Port ${PORTS.AUTHOR_PORT} is in use (AUTHOR_PORT). Stop what is using it or set AUTHOR_PORT to another port.`;
      expect(output.split('\n').filter((l) => l.includes('is in use'))).toEqual([line]);
      // No stack trace: no frame, no raw error.
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain('EADDRINUSE');
      for (const [name, port] of ports) {
        if (name !== 'AUTHOR_PORT') expect(await accepts(port), name).toBe(false);
      }
      expect(processesOf(run.marker)).toEqual([]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
}

// The ports move the pages' addresses with the servers: the build behind `npm start` points at
// the ports it serves on (src/local-origins.ts), so on other ports the pages still load their data
// and images, and their canonical links name the origin they are served from.
test('npm start on other ports: each landing loads its data and images from those ports', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = npmRun('start');
  await expect
    .poll(
      async () =>
        (await answers(PORTS.STUB_PORT, HEALTH.STUB_PORT)) &&
        (await answers(PORTS.EBOOK_PORT, '/')) &&
        (await answers(PORTS.AUTHOR_PORT, '/')),
      { timeout: 280_000, intervals: [250] },
    )
    .toBe(true);
  const stub = `http://localhost:${PORTS.STUB_PORT}`;
  const failed: string[] = [];
  const elsewhere: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const port of [PORTS.EBOOK_PORT, PORTS.AUTHOR_PORT]) {
    const origin = `http://localhost:${port}`;
    page.on('request', (request) => {
      const { origin: to, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && to !== origin && to !== stub) elsewhere.push(to);
    });
    await page.goto(`${origin}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    // Down the whole page, so every lazy image and island near the screen loads.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    // Broken images show as failed requests above; a lazy image far off the screen may be loading
    // still (the carousel's later covers), so only loaded ones are read here.
    const images = await page
      .locator('img')
      .evaluateAll((all) =>
        (all as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth > 0)
          .map((img) => ({ src: img.currentSrc || img.src })),
      );
    // Each landing shows images through the stub on its port (the image proxy, the cover store).
    expect(images.filter((img) => img.src.startsWith(`${stub}/`)).length, origin).toBeGreaterThan(
      0,
    );
    page.removeAllListeners('request');
  }
  // The author landing's marketplace strip filled from the stub on its port: six books.
  await expect(page.locator(`a[href^="${stub}/book/"]`)).toHaveCount(6);
  expect(failed).toEqual([]);
  expect([...new Set(elsewhere)]).toEqual([]);
  process.kill(run.child.pid!, 'SIGTERM');
  await run.exited;
});
