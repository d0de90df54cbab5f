// The encodings of the live metrics: HdrHistogram to exponential buckets at their boundaries, remote write's
// protobuf + snappy decoded back, OTLP's protobuf decoded back, loadtool.yaml's `outputs:` and `--metrics-out`.
import { describe, expect, it } from '@jest/globals';
import snappy from 'snappyjs';
import { createLatencyHistogram } from '../../src/engine/record/latency-histogram.js';
import {
  bucketIndex,
  bucketUpperBound,
  exponentialBuckets,
  otlpBuckets,
  spansAndDeltas,
} from '../../src/outputs/exponential-buckets.js';
import { PROMPB, remoteWriteBody } from '../../src/outputs/remote-write.js';
import { otlpBody } from '../../src/outputs/otlp-metrics.js';
import type { SeriesFigures } from '../../src/outputs/series-figures.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { loadTestFingerprint } from '../../src/loadtest/fingerprint.js';
import { metricsOutOf } from '../../src/outputs/metrics-out-spec.js';
import { decodeOtlp } from './otlp-receiver.js';

function figures(values: number[]): SeriesFigures {
  const histogram = createLatencyHistogram();
  for (const value of values) histogram.recordValue(value);
  return {
    labels: { scenario: 'List', endpoint: 'GET /', shard: '1/1', run_id: 'r1' },
    ok: 7,
    failed: 2,
    byCategory: { http5xx: 2 },
    bytesReceived: 100,
    bytesSent: 0,
    histogram,
    users: 3,
  };
}

describe('exponential buckets', () => {
  it('puts a power of two at the top of its bucket and the next value in the next one', () => {
    expect(bucketIndex(1)).toBe(0);
    expect(bucketIndex(0.5)).toBe(-256);
    expect(bucketIndex(0.5 * 1.0001)).toBe(-255);
    expect(bucketUpperBound(-256)).toBe(0.5);
    for (const value of [1e-6, 0.000947, 0.0123, 1.5, 42])
      expect(bucketUpperBound(bucketIndex(value) - 1) < value && value <= bucketUpperBound(bucketIndex(value))).toBe(
        true,
      );
  });

  it('maps each HDR bucket by its highest equivalent value, zeros apart, counts kept', () => {
    // 1024 µs and 1025 µs share an HDR bucket above 2048 only; 2^10 µs is not a power of two in seconds.
    const buckets = exponentialBuckets(figures([0, 500, 500, 1024, 4096, 4097]).histogram);
    expect(buckets.count).toBe(6);
    expect(buckets.zeroCount).toBe(1);
    expect(buckets.buckets.reduce((total, [, count]) => total + count, 0)).toBe(5);
    expect(buckets.buckets[0]).toEqual([bucketIndex(500e-6), 2]);
    // 4096 and 4097 µs are one HDR bucket (2 µs wide there), whose highest value is 4097.
    expect(buckets.buckets.at(-1)).toEqual([bucketIndex(4097e-6), 2]);
    expect(buckets.max).toBeCloseTo(4097e-6, 9);
  });

  it('writes spans and deltas that give the counts back, and OTLP offsets one lower', () => {
    const counts: Array<[number, number]> = [
      [10, 3],
      [11, 1],
      [14, 2],
      [30, 5],
    ];
    const { spans, deltas } = spansAndDeltas(counts);
    expect(spans).toEqual([
      { offset: 10, length: 5 },
      { offset: 15, length: 1 },
    ]);
    expect(deltas).toEqual([3, -2, -1, 0, 2, 3]);
    expect(otlpBuckets(counts)).toEqual({
      offset: 9,
      bucketCounts: [3, 1, 0, 0, 2, ...new Array<number>(15).fill(0), 5],
    });
  });
});

describe('remote write body', () => {
  const WriteRequest = PROMPB.lookupType('prometheus.WriteRequest');
  const decode = (body: Uint8Array) =>
    WriteRequest.toObject(WriteRequest.decode(snappy.uncompress(body)), { longs: Number }) as {
      timeseries: Array<{
        labels: Array<{ name: string; value: string }>;
        samples?: Array<{ value: number; timestamp: number }>;
        histograms?: Array<Record<string, unknown>>;
      }>;
    };
  const named = (series: ReturnType<typeof decode>['timeseries'], name: string) =>
    series.filter(({ labels }) => labels.some((label) => label.name === '__name__' && label.value === name));

  it('round-trips through snappy and protobuf: sorted labels, counters, and a native histogram', () => {
    const { timeseries } = decode(remoteWriteBody([figures([500, 800, 1200])], 1_700_000_000_000, true));
    const [ok] = named(timeseries, 'loadtool_requests_total');
    expect(ok!.labels.map(({ name }) => name)).toEqual([
      '__name__',
      'endpoint',
      'outcome',
      'run_id',
      'scenario',
      'shard',
    ]);
    expect(ok!.samples).toEqual([{ value: 7, timestamp: 1_700_000_000_000 }]);
    expect(named(timeseries, 'loadtool_errors_total')[0]!.samples![0]!.value).toBe(2);
    const [histogram] = named(timeseries, 'loadtool_request_duration_seconds')[0]!.histograms!;
    expect(histogram).toMatchObject({ countInt: 3, schema: 8 });
    const deltas = histogram!.positiveDeltas as number[];
    expect(deltas.reduce((sum, delta, index) => sum + deltas.slice(0, index + 1).reduce((a, b) => a + b, 0), 0)).toBe(
      3,
    );
  });

  it('gives a summary of results.json quantiles, _sum and _count when native histograms are off', () => {
    const { timeseries } = decode(remoteWriteBody([figures([500, 800, 1200])], 1, false));
    const quantiles = named(timeseries, 'loadtool_request_duration_seconds');
    expect(quantiles.map(({ labels }) => labels.find(({ name }) => name === 'quantile')?.value)).toEqual([
      '0.5',
      '0.9',
      '0.95',
      '0.99',
    ]);
    expect(quantiles[2]!.samples![0]!.value).toBeCloseTo(0.0012, 9);
    expect(named(timeseries, 'loadtool_request_duration_seconds_count')[0]!.samples![0]!.value).toBe(3);
  });
});

describe('OTLP body', () => {
  it('decodes to monotonic cumulative sums, a gauge and an exponential histogram of scale 8', () => {
    const metrics = decodeOtlp(otlpBody([figures([500, 800])], 1_000, 2_000));
    const byName = new Map(metrics.map((metric) => [metric.name, metric]));
    expect(byName.get('loadtool.requests')).toMatchObject({
      kind: 'sum',
      isMonotonic: true,
      aggregationTemporality: 2,
    });
    expect(byName.get('loadtool.users')!.points[0]!.value).toBe(3);
    expect(byName.get('loadtool.request.duration.seconds')!.points[0]).toMatchObject({ count: 2, scale: 8 });
  });
});

describe('outputs in loadtool.yaml and --metrics-out', () => {
  const yaml = (outputs: string) =>
    `version: 1\nbaseUrl: http://localhost:3000\noutputs:\n${outputs}\nscenarios:\n  - name: List\n    endpoint: GET /\n    concurrentUsers: 1\n    duration: 1s\n`;

  it('reads both kinds, and leaves them out of the fingerprint', () => {
    const text = yaml(
      '  - prometheus: http://localhost:9090/api/v1/write\n  - otlp: http://localhost:4318/v1/metrics\n    headers:\n      Authorization: Bearer x',
    );
    const loadTest = parseLoadTest(text, 'loadtool.yaml');
    expect(loadTest.outputs).toEqual([
      { kind: 'prometheus', url: 'http://localhost:9090/api/v1/write' },
      { kind: 'otlp', url: 'http://localhost:4318/v1/metrics', headers: { Authorization: 'Bearer x' } },
    ]);
    const without = parseLoadTest(yaml('  - prometheus: http://other:9090/api/v1/write'), 'loadtool.yaml');
    expect(loadTestFingerprint(loadTest)).toBe(loadTestFingerprint(without));
  });

  it('names the line of a bad URL and of an unknown key', () => {
    expect(() => parseLoadTest(yaml('  - prometheus: localhost:9090\n  - influx: http://x'), 'loadtool.yaml')).toThrow(
      /loadtool\.yaml:4:.*prometheus[\s\S]*loadtool\.yaml:5:/,
    );
  });

  it('takes k6 spellings of the flag and names a bad one', () => {
    expect(
      metricsOutOf(['experimental-prometheus-rw=http://a:9090/api/v1/write', 'opentelemetry=http://b/v1/metrics'])
        .outputs,
    ).toEqual([
      { kind: 'prometheus', url: 'http://a:9090/api/v1/write' },
      { kind: 'otlp', url: 'http://b/v1/metrics' },
    ]);
    const { problems } = metricsOutOf(['influxdb=http://x', 'otlp=ftp://user:secret@x/']);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('secret');
  });
});
