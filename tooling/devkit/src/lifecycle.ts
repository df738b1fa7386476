// How our long-running commands (`npm start`, `pnpm serve`, the stub) start their servers and stop
// them: a taken port is one line naming the variable that moves it, and SIGINT, SIGTERM or SIGHUP
// closes every server and ends the process within a bounded time.

import { readFileSync } from 'node:fs';

/** Anything that can be stopped: the static server, the stub marketplace, a child process. */
export interface Closable {
  close(): Promise<void>;
}

/** A failure to start that one line explains: printed as its message, without a stack. */
export class ExplainedError extends Error {
  override name = 'ExplainedError';
}

/** The port a server was asked to listen on is taken. */
export class PortInUseError extends ExplainedError {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(
      `Port ${port} is in use (${variable}). Stop what is using it or set ${variable} to another port.`,
    );
  }
}

/**
 * The port in `env[variable]`, else `fallback`. A value that is not a whole number from 0 to
 * 65535 is refused with one line (Node's own error for it is a stack trace).
 */
export function portFromEnv(
  variable: string,
  fallback: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || port > 65535) {
    throw new ExplainedError(`${variable} must be a port number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

/**
 * Runs `start` (which listens on `port`) and turns "address in use" into a {@link PortInUseError}
 * naming `variable`, the setting that moves it. Other errors pass through unchanged.
 */
export async function listenOrExplain<T>(
  port: number,
  variable: string,
  start: () => Promise<T>,
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE') {
      throw new PortInUseError(port, variable);
    }
    throw error;
  }
}

/** Hands a server that now listens to the group, so that it is closed with the others. */
export type Keep = <S extends Closable>(server: S) => S;

/** Started servers and the one way to stop them all. */
export interface StartedServers<T> {
  /** What `start` returned. */
  value: T;
  /**
   * Closes every kept server at once, resolving when all are closed or after `graceMs`, whichever
   * comes first. Safe to call again: later calls return the same promise.
   */
  stop(graceMs?: number): Promise<void>;
}

/** How long stopping may wait for the servers before the process ends anyway. */
export const DEFAULT_GRACE_MS = 1500;

function closeAll(servers: readonly Closable[], graceMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  const closed = Promise.allSettled(servers.map((server) => server.close())).then(() => undefined);
  return Promise.race([closed, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs `start`, which starts servers one after another and hands each to `keep` once it listens.
 * If `start` throws (a port in use, say), the servers kept so far are closed before the error is
 * passed on, so a failed start never leaves one of them listening.
 */
export async function startServers<T>(
  start: (keep: Keep) => Promise<T>,
): Promise<StartedServers<T>> {
  const kept: Closable[] = [];
  let stopping: Promise<void> | undefined;
  const stop = (graceMs = DEFAULT_GRACE_MS) => {
    stopping ??= closeAll(kept, graceMs);
    return stopping;
  };
  try {
    const value = await start((server) => {
      kept.push(server);
      return server;
    });
    return { value, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The parts of `process` that {@link runUntilSignal} uses; tests pass their own. */
export interface ProcessLike {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

export interface RunOptions {
  /** @default DEFAULT_GRACE_MS */
  graceMs?: number;
  /** @default process */
  process?: ProcessLike;
  /** Where the one line about a failed start goes. @default console.error */
  report?: (line: string) => void;
  /**
   * The process that started this command, if it must not outlive it: once that process is gone,
   * however it ended, the command stops as on a signal. @default `STOP_WITH_PID` from the
   * environment, which the deploy suite's Playwright configuration sets to its own pid: a second
   * Ctrl+C ends Playwright at once, without stopping its web servers, which run in process groups
   * of their own and so never see the terminal's signal.
   */
  ownerPid?: number;
}

/** How often a command checks that the process it must not outlive is still there. */
const OWNER_CHECK_MS = 500;

/**
 * Whether a process is still there: one that has ended but is not yet reaped (a zombie, on Linux)
 * is gone; one of another user's, which cannot be signalled, is there.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

/** The signals that stop a server command: Ctrl+C, a process manager, a closed terminal. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * A server command's whole life. Starts the servers with {@link startServers}; if that fails,
 * reports the failure (an {@link ExplainedError} as its one-line message, anything else with its
 * stack, being a bug) and exits 1. Otherwise waits for SIGINT, SIGTERM or SIGHUP, then closes
 * every server, dropping open connections (a browser tab's keep-alive), and exits 0 at the latest
 * `graceMs` after the signal. A second signal while stopping changes nothing.
 * Resolves with what `start` returned once the servers listen.
 */
export async function runUntilSignal<T>(
  start: (keep: Keep) => Promise<T>,
  {
    graceMs = DEFAULT_GRACE_MS,
    process: proc = process,
    report = console.error,
    ownerPid = Number(process.env.STOP_WITH_PID) || undefined,
  }: RunOptions = {},
): Promise<T> {
  let started: StartedServers<T>;
  try {
    started = await startServers(start);
  } catch (error) {
    report(
      error instanceof ExplainedError ? error.message : String((error as Error)?.stack ?? error),
    );
    proc.exit(1);
    // Only reached when `exit` does not end the process (a test's stand-in).
    throw error;
  }
  let exiting = false;
  const onSignal = () => {
    // The listeners stay: a second signal's default action would kill the process mid-close.
    if (exiting) return;
    exiting = true;
    void started.stop(graceMs).then(() => proc.exit(0));
  };
  for (const signal of STOP_SIGNALS) proc.on(signal, onSignal);
  if (ownerPid !== undefined) {
    const watch = setInterval(() => {
      if (alive(ownerPid)) return;
      clearInterval(watch);
      onSignal();
    }, OWNER_CHECK_MS);
    watch.unref();
  }
  return started.value;
}
