import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { ROOT, runBundle } from '../helpers/bundle.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

// `npm run bench:verdict` in its smallest form, to keep it working: what it measures depends on how busy the machine
// is, so this asserts that it runs and says every line, never its rates or its exit code's goal.
describe('npm run bench:verdict (bench/verdict.mjs)', () => {
  it('runs A/A and A/B same-job runs of a load test against its own servers and prints each verdict, the goals and the run length', async () => {
    const cwd = await tempDir();
    // 3 scenarios of 2 rounds a side, none extended: the smallest run of the bench's run level.
    const env = {
      BENCH_RUNS: '2',
      BENCH_SCENARIOS: '3',
      BENCH_ROUNDS: '2',
      BENCH_ROUND_SECONDS: '1',
      BENCH_USERS: '2',
      BENCH_HOG: '0',
      BENCH_MAX_ROUNDS: '2',
    };
    const { code, stdout, stderr } = await runBundle('bench/verdict.mjs', [], { cwd, env, timeoutMs: 110_000 });

    expect(stderr).toBe('');
    // 0 goals met, 1 a goal not met (2 rounds a side can never reach 95%): both are a bench that ran.
    expect([0, 1]).toContain(code);
    const runLine =
      /^(A\/[AB]) {2}[12]\/2 {2}[0-3] regressed, [0-3] inconclusive, [0-3] unchanged of 3 {2}regressed: .* {2}rounds 2 a side {2}generator (not saturated|SATURATED) {2}[\d.]+ s$/;
    const runs = stdout.split('\n').flatMap((line) => runLine.exec(line)?.[1] ?? []);
    expect(runs).toEqual(['A/A', 'A/B', 'A/A', 'A/B']);
    expect(stdout).toMatch(
      /^A\/A runs with any scenario regressed \(false alarms\): +[0-2]\/2 = [\d.]+% {2}\(goal ≤ 0: /m,
    );
    expect(stdout).toMatch(/^A\/B runs with s1 regressed \(detection\): +[0-2]\/2 = [\d.]+% {2}\(goal ≥ 2: /m);
    expect(stdout).toMatch(/^A\/A scenario comparisons unchanged: +[0-6]\/6 = [\d.]+% {2}\(goal ≥ 90%: /m);
    expect(stdout).toMatch(/^run level: +9 comparisons a run at a false-alarm rate of 0\.01 /m);
    expect(stdout).toMatch(/^run length: +2 rounds a side of 1 s \(0 of 4 runs extended/m);
  }, 120_000);

  it('stops every server it started on Ctrl+C, during a run, and exits 130', async () => {
    const cwd = await tempDir();
    const child = spawn(process.execPath, [`${ROOT}/bench/verdict.mjs`], {
      cwd,
      env: {
        ...process.env,
        BENCH_RUNS: '1',
        BENCH_SCENARIOS: '2',
        BENCH_ROUNDS: '2',
        BENCH_ROUND_SECONDS: '5',
        BENCH_USERS: '2',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Once the first same-job run is under way (the header is printed before it starts), Ctrl+C.
    while (!stdout.includes('taking turns') && child.exitCode === null) await sleep(100);
    await sleep(1000);
    child.kill('SIGINT');

    expect(await closed).toBe(130);
    expect(stderr).toContain('SIGINT: stopping every process started');
    const ports = [...stdout.matchAll(/http:\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
    expect(ports).toHaveLength(3);
    for (const port of ports) expect(await refuses(port)).toBe(true);
  }, 60_000);
});

/** Resolves true when nothing listens on the port of 127.0.0.1 any more. */
function refuses(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => {
      resolve(true);
    });
  });
}
