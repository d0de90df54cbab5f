import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where dist/ is. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a bundled entry of dist/ with Node, as the runner or a user does; returns its exit code and output. */
export function runBundle(entry: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  // The test process's own GitHub and INPUT_ variables must not leak into the run under test.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GITHUB_|INPUT_|RUNNER_)/.test(name)),
  );
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}/${entry}`, ...args], {
      cwd: options.cwd,
      env: { ...inherited, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
