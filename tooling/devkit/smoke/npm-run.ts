import { spawn } from 'node:child_process';

/** `npm run <script>` in `cwd` with `env`, its output kept: how the smoke specs run a README command. */
export function npmRun(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
