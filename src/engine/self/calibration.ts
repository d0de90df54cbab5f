// A short calibration of the machine, measured the same way in every run: a comparison across time says when two
// runs' machines differed (docs/regression-gate.md).
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
// Node's performance, imported rather than the global (see self-check.ts).
import { performance } from 'node:perf_hooks';
import type { Calibration } from '../../results/types.js';

/** After this the calibration is abandoned: a machine that slow says nothing a calibration could use. */
const TIMEOUT_MS = 5000;

/** How many times the CPU workload runs, each timed, and how many of the slowest are left out of its figure. */
const CPU_REPETITIONS = 30;
const CPU_SLOWEST_LEFT_OUT = 3;
/** The CPU workload's size: about 1 ms on a 2020s core. */
const CPU_ITERATIONS = 450_000;
const TABLE_SIZE = 4096;
/** The untimed runs that compile the workload: 0.2 ms in all. */
const WARM_UP_RUNS = 50;
const WARM_UP_ITERATIONS = 2000;

/** How many sequential requests the loopback probe times, after LOOPBACK_WARM_UP untimed ones. */
const LOOPBACK_REQUESTS = 100;
const LOOPBACK_WARM_UP = 20;
const REQUEST = Buffer.from('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
const RESPONSE = Buffer.from(
  'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n{"ok":true}',
);

/**
 * What one calibration measured: each probe's samples, in µs.
 * @internal Exported for the tests.
 */
export interface CalibrationSamples {
  cpu: number[];
  loopback: number[];
}

/**
 * How far the CPU figure (calibrationOf) may be above the fastest run of the workload on a machine that nothing else
 * disturbed: 1.01 to 1.04 measured on a quiet 2-core machine, while a run the scheduler held back for a time slice
 * (several ms) beyond the slowest left out puts it past 1.2.
 */
const QUIET_RATIO = 1.1;

/**
 * Returns a short calibration of this machine (docs/regression-gate.md): how long a fixed CPU workload takes and the
 * round trip of a small HTTP/1.1 request over loopback, in µs to 0.1 (see calibrationOf), in about 30 ms on a quiet
 * machine. Undefined when the signal is already aborted or the calibration failed or took more than TIMEOUT_MS: it
 * never rejects, as a calibration that fails is left out of results.json and never fails a run.
 * @internal Exported for the tests; a run calibrates by calibrateRun.
 */
export async function measureCalibration(signal?: AbortSignal): Promise<Calibration | undefined> {
  const samples = await calibrationSamples(signal);
  return samples && calibrationOf(samples);
}

/**
 * Calibrates the machine at the start of a run and returns what gives the run's calibration at its end
 * (runCalibration): the end is measured too only when the start's CPU probe saw other work (isQuiet), so that a burst
 * at the start is not taken for the machine; a quiet start is already the machine's figure, which the end could only
 * repeat (about 25 ms of CPU a run). A run calibrates before its warm-up (self-warm-up.ts): the compiler threads
 * optimize what the warm-up ran for tens of ms after it, and on one core they held back the CPU probe.
 */
export async function calibrateRun(signal?: AbortSignal): Promise<() => Promise<Calibration | undefined>> {
  const start = await calibrationSamples(signal);
  const figures = start && calibrationOf(start);
  return async () => runCalibration(figures, start && isQuiet(start) ? undefined : await measureCalibration(signal));
}

/** Returns one calibration's samples; undefined as measureCalibration says. */
async function calibrationSamples(signal?: AbortSignal): Promise<CalibrationSamples | undefined> {
  if (signal?.aborted) return undefined;
  try {
    return await measureCalibrationSamples();
  } catch {
    return undefined;
  }
}

/**
 * Returns whether nothing else took the core during the CPU probe: its figure (the mean without the slowest) at
 * most QUIET_RATIO times its fastest run.
 * @internal
 */
export function isQuiet(samples: CalibrationSamples): boolean {
  return meanOfFastest(samples.cpu) <= QUIET_RATIO * Math.min(...samples.cpu);
}

/**
 * Returns the figures of a calibration's samples: for the CPU, the mean of the workload's times without the
 * CPU_SLOWEST_LEFT_OUT slowest; for the loopback, the fastest round trip. The usual figure of a benchmark, the minimum
 * (or the median), leaves out interference, but interference is what the CPU figure must see: a machine whose other
 * processes take the cores gives a load test worse latencies. Most 1 ms runs fit in one time slice of the scheduler
 * (several ms) however busy the cores, so the median and the minimum do not see contention (measured on 2 cores: a
 * median of 0.9 to 1 ms with no CPU hog and with 4 hogs per core), while the runs that waited for a core make the mean
 * the workload's time divided by the share of a core the process got (1 to 1.4 ms with no hog, 3.2 to 4.9 ms with one
 * per core, 5.8 to 9.1 ms with 4). Leaving out the slowest tenth keeps a stray interruption of a quiet machine out of
 * it. A round trip over loopback (20 to 40 µs) is too short to see contention with any figure; its minimum, the
 * kernel's loopback and the event loop's turn without interference, moved least between calibrations (its median
 * moved 2 to 3 times as much between processes).
 * @internal
 */
export function calibrationOf(samples: CalibrationSamples): Calibration {
  return {
    cpuMicros: roundTenth(meanOfFastest(samples.cpu)),
    loopbackMicros: roundTenth(Math.min(...samples.loopback)),
  };
}

/** Returns the mean of the CPU workload's times without the CPU_SLOWEST_LEFT_OUT slowest. */
function meanOfFastest(cpu: readonly number[]): number {
  return mean([...cpu].sort((a, b) => a - b).slice(0, cpu.length - CPU_SLOWEST_LEFT_OUT));
}

/**
 * Returns the calibration of a run from the one at its start and the one at its end: the faster of the two, figure by
 * figure, so that a short burst of other work at one end (a test starting a browser beside it, a neighbour's build
 * step) is not taken for the machine, while a machine busy through the whole run is slow at both. Either may be
 * missing; undefined when both are.
 * @internal Exported for the tests; calibrateRun combines them.
 */
export function runCalibration(start: Calibration | undefined, end: Calibration | undefined): Calibration | undefined {
  return figureByFigure(start, end, Math.min);
}

/**
 * Returns the slower of two calibrations, figure by figure (the workers or the shards of one run): the slowest machine
 * the run ran on. Either may be missing; undefined when both are.
 */
export function slowerCalibration(a: Calibration | undefined, b: Calibration | undefined): Calibration | undefined {
  return figureByFigure(a, b, Math.max);
}

/** Returns two calibrations made one by `pick` of each figure; the one given when the other is missing. */
function figureByFigure(
  a: Calibration | undefined,
  b: Calibration | undefined,
  pick: (x: number, y: number) => number,
): Calibration | undefined {
  if (!a || !b) return a ?? b;
  return { cpuMicros: pick(a.cpuMicros, b.cpuMicros), loopbackMicros: pick(a.loopbackMicros, b.loopbackMicros) };
}

/**
 * Returns the samples of one calibration: CPU_REPETITIONS timings of a fixed CPU workload, then LOOPBACK_REQUESTS
 * round trips over loopback; rejects when it takes longer than TIMEOUT_MS or a socket fails.
 */
async function measureCalibrationSamples(): Promise<CalibrationSamples> {
  const deadline = performance.now() + TIMEOUT_MS;
  const cpu = cpuSamples(deadline);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        reject(new Error(`the calibration took more than ${TIMEOUT_MS / 1000} s`));
      },
      Math.max(0, deadline - performance.now()),
    );
  });
  const abandon = new AbortController();
  try {
    const loopback = await Promise.race([loopbackSamples(abandon.signal), timeout]);
    return { cpu, loopback };
  } finally {
    clearTimeout(timer);
    abandon.abort();
  }
}

/**
 * Returns the wall time of each run of the CPU workload, in µs, after untimed runs that compile it: short ones, so
 * that every operation has its type feedback before the optimizing compiler takes the function (compiled in the middle
 * of a long first loop, its code lacked the feedback of what follows the loop and was thrown away at each call's end,
 * which made one process's figure up to 3 times another's), then a full one. Throws past the deadline.
 */
function cpuSamples(deadline: number): number[] {
  const table = new Int32Array(TABLE_SIZE);
  let sink = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) sink ^= cpuWorkload(table, WARM_UP_ITERATIONS);
  sink ^= cpuWorkload(table, CPU_ITERATIONS);
  const samples: number[] = [];
  for (let repetition = 0; repetition < CPU_REPETITIONS; repetition++) {
    const start = performance.now();
    sink ^= cpuWorkload(table, CPU_ITERATIONS);
    const end = performance.now();
    samples.push((end - start) * 1000);
    if (end > deadline) throw new Error(`the CPU probe took more than ${TIMEOUT_MS / 1000} s`);
  }
  // Read, so that the workload cannot be optimized away.
  if (sink === 0.5) samples.push(0);
  return samples;
}

/**
 * A fixed, deterministic workload of 32-bit integer arithmetic (xorshift) and reads and writes of a 16 KiB table (in
 * the L1 cache of any core): the same instructions in every run, so that its time says how fast this machine runs
 * JavaScript. Operators only: Math.imul ran a hundred times slower where Math is not the engine's own (a vm context,
 * as under jest).
 */
function cpuWorkload(table: Int32Array, iterations: number): number {
  table.fill(0);
  let x = 0x2545f491;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    const slot = x & (TABLE_SIZE - 1);
    table[slot] = (table[slot]! + x + i) | 0;
  }
  return table[x & (TABLE_SIZE - 1)]! ^ x;
}

/**
 * Returns the round trip of each of LOOPBACK_REQUESTS sequential HTTP/1.1 requests on one keep-alive connection to a
 * server this process starts on 127.0.0.1 (closed after), in µs, after LOOPBACK_WARM_UP untimed ones. Both ends are
 * plain sockets writing fixed bytes: with node:http's client and server the figure measured their JavaScript being
 * compiled (it fell 4 times over a process's first thousands of requests, and differed by 16% between processes),
 * where a calibration is to measure the machine: its loopback and the wake-up of the event loop.
 */
async function loopbackSamples(signal: AbortSignal): Promise<number[]> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = 0;
    socket.on('data', (chunk: Buffer) => {
      // The client sends one fixed request at a time: each whole one is answered.
      for (pending += chunk.length; pending >= REQUEST.length; pending -= REQUEST.length) socket.write(RESPONSE);
    });
  });
  const close = () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  signal.addEventListener('abort', close, { once: true });
  try {
    const client = await connected(await listening(server));
    sockets.add(client);
    const samples: number[] = [];
    for (let index = 0; index < LOOPBACK_WARM_UP + LOOPBACK_REQUESTS && !signal.aborted; index++) {
      const start = performance.now();
      await roundTrip(client);
      if (index >= LOOPBACK_WARM_UP) samples.push((performance.now() - start) * 1000);
    }
    return samples;
  } finally {
    close();
  }
}

/** Resolves with the port once the server listens on 127.0.0.1. */
function listening(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Resolves with a socket connected to 127.0.0.1:`port`, its writes sent at once. */
function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    socket.once('error', reject);
    socket.once('connect', () => {
      resolve(socket);
    });
  });
}

/** Resolves once the whole response to one request has come back; rejects when the socket fails or closes first. */
function roundTrip(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received < RESPONSE.length) return;
      socket.off('data', onData).off('error', reject).off('close', onClose);
      resolve();
    };
    const onClose = () => {
      reject(new Error('the loopback connection closed'));
    };
    socket.on('data', onData).once('error', reject).once('close', onClose);
    socket.write(REQUEST);
  });
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
