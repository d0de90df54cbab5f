// Live metrics pushed over OTLP/HTTP to a receiver decoding them with opentelemetry-proto's field numbers: the last
// push's counters equal results.json's, and its exponential histogram's p95 bucket holds results.json's p95.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { startOtlpReceiver, type DecodedPoint } from './otlp-receiver.js';
import { resolvedOutputs } from '../../src/outputs/live-outputs.js';
import { Receiver } from '../../src/outputs/receiver.js';

const servers = useServers();
const tempDir = useTempDirs();

/** Returns the bounds (seconds) of the bucket that holds the quantile of an OTLP exponential histogram point. */
function quantileBucket(point: DecodedPoint, quantile: number): [number, number] {
  const rank = Math.ceil(quantile * point.count!);
  let counted = point.zeroCount ?? 0;
  if (counted >= rank) return [0, 0];
  const base = 2 ** (2 ** -point.scale!);
  const { offset = 0, bucketCounts } = point.positive!;
  for (const [i, count] of bucketCounts.entries()) {
    counted += count;
    if (counted >= rank) return [base ** (offset + i), base ** (offset + i + 1)];
  }
  throw new Error('quantile past the buckets');
}

describe('OTLP/HTTP metrics', () => {
  it('pushes counters equal to results.json and an exponential histogram holding its p95', async () => {
    let count = 0;
    const target = await startHttpTarget(servers, (_request, response) => {
      count++;
      response.writeHead(count % 5 === 0 ? 503 : 200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    const receiver = await startOtlpReceiver(servers);
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenarios = [{ name: 'List', endpoint: 'GET /', concurrentUsers: 2, duration: '2s', thinkTime: '5ms' }];
    await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
    const out = join(dir, 'out');
    const { code, stderr } = await loadtool(
      ['run', file, '--metrics-out', `opentelemetry=${receiver.url}`, '--out', out],
      {
        LOADTOOL_RUN_ID: 'otlp-1',
      },
    );
    expect(stderr).not.toContain('push failed');
    expect([0, 1]).toContain(code);
    const scenario = (JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults).scenarios[0]!;
    expect(receiver.requests.length).toBeGreaterThanOrEqual(1);
    const last = new Map(receiver.requests.at(-1)!.map((metric) => [metric.name, metric]));
    const requests = last.get('loadtool.requests')!;
    expect(requests).toMatchObject({ kind: 'sum', isMonotonic: true, aggregationTemporality: 2 });
    const byOutcome = Object.fromEntries(
      requests.points.map((point): [string, number | undefined] => [point.attributes.outcome ?? '', point.value]),
    );
    expect(byOutcome).toEqual({ ok: scenario.requests.ok, failed: scenario.requests.failed });
    expect(requests.points[0]!.attributes).toMatchObject({
      scenario: 'List',
      endpoint: 'GET /',
      shard: '1/1',
      run_id: 'otlp-1',
    });
    const errors = last.get('loadtool.errors')!.points;
    expect(Object.fromEntries(errors.map((point) => [point.attributes.category, point.value]))).toEqual(
      scenario.requests.byCategory,
    );
    expect(last.get('loadtool.users')).toMatchObject({ kind: 'gauge', points: [{ value: 2 }] });
    const [histogram] = last.get('loadtool.request.duration.seconds')!.points;
    expect(histogram!.count).toBe(scenario.requests.total);
    const [lower, upper] = quantileBucket(histogram!, 0.95);
    const p95Seconds = scenario.latencyMs.p95 / 1000;
    expect(p95Seconds).toBeGreaterThan(lower);
    expect(p95Seconds).toBeLessThanOrEqual(upper * (1 + 1e-12));
  }, 30_000);
});

describe('OTLP/HTTP metrics mid-run', () => {
  it.each([[[]], [['--workers', '2', '--force-workers']]])(
    'pushes a flow`s steps and an arrival rate`s dropped requests while the run goes, not only at its end (%j)',
    async (workers) => {
      const target = await startHttpTarget(servers, (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('[]');
      });
      const receiver = await startOtlpReceiver(servers);
      const dir = await tempDir();
      const file = join(dir, 'loadtool.yaml');
      const scenarios = [
        {
          name: 'Journey',
          concurrentUsers: 1,
          duration: '9s',
          thinkTime: '20ms',
          flow: [
            { name: 'List', endpoint: 'GET /pets' },
            { name: 'One', endpoint: 'GET /pets/1' },
          ],
        },
        { name: 'Rate', endpoint: 'GET /', arrivalRate: '20/s', maxUsers: 2, duration: '9s' },
      ];
      await writeFile(file, stringify({ version: 1, baseUrl: target.url, execution: 'parallel', scenarios }));
      const { code, stderr } = await loadtool([
        'run',
        file,
        '--metrics-out',
        `opentelemetry=${receiver.url}`,
        ...workers,
        '--out',
        join(dir, 'out'),
      ]);
      expect(stderr).not.toContain('push failed');
      expect(code).toBe(0);
      // The last push is the end-of-run one, built from the measured run; every one before it came from the progress:
      // the first at the first progress (of either scenario), the next 5 s later, with both, well before the 9 s end.
      expect(receiver.requests.length).toBeGreaterThanOrEqual(2);
      const midRun = receiver.requests.slice(0, -1).flat();
      const points = (name: string) =>
        midRun.filter((metric) => metric.name === name).flatMap((metric) => metric.points);
      const steps = points('loadtool.requests').filter((point) => point.attributes.step !== undefined);
      expect(new Set(steps.map((point) => `${point.attributes.step} ${point.attributes.endpoint}`))).toEqual(
        new Set(['List GET /pets', 'One GET /pets/1']),
      );
      expect(points('loadtool.dropped').map((point) => point.attributes.scenario)).toContain('Rate');
    },
    30_000,
  );
});

describe('a receiver with credentials', () => {
  it('sends URL userinfo as basic auth and ${NAME} headers filled, and hands both secrets on to be masked', async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const target = await startHttpTarget(servers, (request, response) => {
      seen.push(request.headers);
      response.writeHead(401);
      response.end('no');
    });
    const secrets: string[] = [];
    const [output] = resolvedOutputs(
      [
        {
          kind: 'otlp',
          url: target.url.replace('http://', 'http://user:pa%3Ass@') + '/v1/metrics',
          headers: { 'X-Token': 'Bearer ${METRICS_TOKEN}' },
        },
      ],
      { METRICS_TOKEN: 'tok-123456789' },
      (value) => secrets.push(value),
    );
    const lines: string[] = [];
    const receiver = new Receiver(output!, Date.now(), {
      info: (line) => lines.push(line),
      warning: (line) => lines.push(line),
    });
    receiver.push({ timestamp: Date.now(), figures: () => [] });
    receiver.push({ timestamp: Date.now(), figures: () => [] });
    await receiver.settled(5_000);
    // The password too: a receiver may echo what it refused, and the run's reporter masks every secret it was given.
    expect(secrets.sort()).toEqual(['pa:ss', 'tok-123456789']);
    expect(seen[0]).toMatchObject({
      authorization: `Basic ${Buffer.from('user:pa:ss').toString('base64')}`,
      'x-token': 'Bearer tok-123456789',
      'content-type': 'application/x-protobuf',
    });
    expect(receiver.dropped).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('HTTP 401');
    expect(lines[0]).toContain('http://***:***@');
    expect(lines.join('')).not.toMatch(/pa%3Ass|tok-123/);
  });
});
