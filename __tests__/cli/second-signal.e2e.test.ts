// A second Ctrl+C exits at once (130), and still leaves nothing behind: the start command's whole process group is
// killed, and no temporary report file stays.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from '../helpers/bundle.js';
import { exitOf, within } from '../helpers/child-exit.js';
import { freePort } from '../helpers/fault-server.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Returns whether a process with this id still exists (a zombie of ours counts; none is ours here). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Waits until `done()` or `ms` passed; returns `done()`. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(50);
  return done();
}

/**
 * The system under test: an HTTP server that writes its pid beside it and answers /health at once, the rest after
 * 3 s: the run, cancelled, then waits for the requests in flight, and the second signal comes meanwhile.
 */
const SERVER = `import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
writeFileSync(process.argv[2], String(process.pid));
createServer((request, response) => {
  request.resume();
  setTimeout(() => response.end('{"ok":true}'), request.url === '/health' ? 0 : 3000);
}).listen(Number(process.argv[3]), '127.0.0.1');
`;

describe('a second SIGINT during loadtool gate', () => {
  it("exits 130 at once, kills the start command's whole process group and leaves no temporary report file", async () => {
    const root = await tempDir();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    await writeOkProject(root, 'second-signal', baseUrl);
    // A long scenario, so that both signals come during the run.
    const loadTest = join(root, 'load-tests', 'loadtool.yaml');
    await writeFile(loadTest, (await readFile(loadTest, 'utf8')).replace('duration: 1s', 'duration: 60s'));
    await writeFile(join(root, 'srv.mjs'), SERVER);
    const [serverPid, sleepPid] = [join(root, 'srv.pid'), join(root, 'sleep.pid')];
    const startCommand = `sh -c 'sleep 777 & echo $! > ${sleepPid}; node srv.mjs ${serverPid} ${port} & wait'`;

    const child = spawn(
      TSX,
      [
        join(ROOT, 'src/cli/index.ts'),
        'gate',
        '--generate',
        'never',
        '--start-command',
        startCommand,
        '--wait-for',
        `${baseUrl}/health`,
      ],
      { cwd: root, env: { PATH: process.env.PATH } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const killer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    let pids: number[] = [];
    try {
      expect(await until(() => output.includes('answers: starting the load'), 30_000)).toBe(true);
      pids = [Number(await readFile(serverPid, 'utf8')), Number(await readFile(sleepPid, 'utf8'))];
      expect(pids.every(alive)).toBe(true);
      await sleep(1_000);
      child.kill('SIGINT');
      await sleep(200);
      child.kill('SIGINT');

      expect({ code: await exited, output }).toMatchObject({ code: 130 });
      // SIGKILL is sent before the exit; the kernel ends the processes a moment later.
      expect(await until(() => !pids.some(alive), 5_000)).toBe(true);
      const reportDir = join(root, 'qa-reports', 'perf');
      const left = existsSync(reportDir) ? await readdir(reportDir) : [];
      expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      clearTimeout(killer);
      child.kill('SIGKILL');
      await within(exitOf(child), 5_000);
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});

describe('the process exiting during a write of the reports', () => {
  it('removes the temporary files (the exit does what writeWhole cannot finish)', async () => {
    const dir = await tempDir();
    // Exits as soon as the temporary file exists, the write (50 MB, in chunks) still under way; 0 if it ended first.
    const script = `
      import { readdirSync } from 'node:fs';
      import { writeWhole } from ${JSON.stringify(join(ROOT, 'src/report/write-reports.ts'))};
      const dir = process.argv[2];
      void writeWhole(dir, [[dir + '/results.json', 'x'.repeat(50 * 1024 * 1024)]]).then(() => process.exit(0));
      setInterval(() => {
        if (readdirSync(dir).some((name) => name.endsWith('.tmp'))) process.exit(130);
      }, 1);
    `;
    await writeFile(join(dir, 'exit-mid-write.mts'), script);
    const child = spawn(TSX, [join(dir, 'exit-mid-write.mts'), dir], { env: { PATH: process.env.PATH } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect({ code, stderr }).toMatchObject({ code: 130 });
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 30_000);
});
