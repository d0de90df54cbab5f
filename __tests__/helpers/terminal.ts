import { spawn } from 'node:child_process';

/**
 * Runs a command in a real pseudo-terminal (util-linux `script`) and answers its prompts in order: when the output
 * shown since the last answer ends with the next prompt's text, that answer is typed. Returns the exit code and
 * everything the terminal showed.
 */
export function runInTerminal(command: string, cwd: string, answers: Array<{ prompt: string; type: string }>) {
  return new Promise<{ code: number | null; screen: string }>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd, env: { ...process.env, TERM: 'dumb' } });
    let screen = '';
    let answeredAt = 0;
    const pending = [...answers];
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString();
      const next = pending[0];
      if (next && screen.slice(answeredAt).trimEnd().endsWith(next.prompt)) {
        pending.shift();
        answeredAt = screen.length;
        child.stdin.write(next.type);
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}
