import { spawn } from 'node:child_process';

/**
 * `npm run <script> [-- args]` in `cwd` with `env`, its output kept: how the smoke specs run a
 * README command.
 */
export function npmRun(script: string, cwd: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const argv = ['run', script, ...(args.length ? ['--', ...args] : [])];
  const child = spawn('npm', argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}
