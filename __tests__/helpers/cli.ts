import { Readable } from 'node:stream';
import { main } from '../../src/cli/main.js';

/** Runs `loadtool` in-process with no terminal attached; returns its exit code and what it printed. */
export async function loadtool(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
    env,
  });
  return { code, stdout, stderr };
}
