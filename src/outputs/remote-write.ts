// Prometheus remote write 1.0: the figures as a prompb WriteRequest, in protobuf compressed with snappy's block format.
import protobuf from 'protobufjs';
import snappy from 'snappyjs';
import { METRIC_NAMES } from '../vocabulary/metric-names.js';
import { exponentialBuckets, spansAndDeltas } from './exponential-buckets.js';
import { seriesSamples, type SeriesFigures } from './series-figures.js';

/** The headers of every remote write push (remote write 1.0). */
export const REMOTE_WRITE_HEADERS = {
  'Content-Encoding': 'snappy',
  'Content-Type': 'application/x-protobuf',
  'X-Prometheus-Remote-Write-Version': '0.1.0',
} as const;

const repeated = (type: string, id: number) => ({ rule: 'repeated', type, id });

/**
 * The messages of prompb (prometheus/prompb/remote.proto and types.proto) that a push uses, with their field numbers:
 * built here, no .proto file read at run time (the bundle has none).
 * @internal Exported for the tests.
 */
export const PROMPB = protobuf.Root.fromJSON({
  nested: {
    prometheus: {
      nested: {
        WriteRequest: { fields: { timeseries: repeated('TimeSeries', 1) } },
        TimeSeries: {
          fields: {
            labels: repeated('Label', 1),
            samples: repeated('Sample', 2),
            histograms: repeated('Histogram', 4),
          },
        },
        Label: { fields: { name: { type: 'string', id: 1 }, value: { type: 'string', id: 2 } } },
        Sample: { fields: { value: { type: 'double', id: 1 }, timestamp: { type: 'int64', id: 2 } } },
        BucketSpan: { fields: { offset: { type: 'sint32', id: 1 }, length: { type: 'uint32', id: 2 } } },
        Histogram: {
          oneofs: {
            count: { oneof: ['countInt', 'countFloat'] },
            zeroCount: { oneof: ['zeroCountInt', 'zeroCountFloat'] },
          },
          fields: {
            countInt: { type: 'uint64', id: 1 },
            countFloat: { type: 'double', id: 2 },
            sum: { type: 'double', id: 3 },
            schema: { type: 'sint32', id: 4 },
            zeroThreshold: { type: 'double', id: 5 },
            zeroCountInt: { type: 'uint64', id: 6 },
            zeroCountFloat: { type: 'double', id: 7 },
            negativeSpans: repeated('BucketSpan', 8),
            negativeDeltas: repeated('sint64', 9),
            negativeCounts: repeated('double', 10),
            positiveSpans: repeated('BucketSpan', 11),
            positiveDeltas: repeated('sint64', 12),
            positiveCounts: repeated('double', 13),
            resetHint: { type: 'int32', id: 14 },
            timestamp: { type: 'int64', id: 15 },
          },
        },
      },
    },
  },
});

const WriteRequest = PROMPB.lookupType('prometheus.WriteRequest');

interface TimeSeries {
  labels: Array<{ name: string; value: string }>;
  samples?: Array<{ value: number; timestamp: number }>;
  histograms?: object[];
}

/**
 * Returns the push body: the figures at `timestamp` (ms since the epoch) as a WriteRequest, snappy-compressed. The
 * latency goes as a native histogram when `native`, else as a summary (SUMMARY_QUANTILES, _sum and _count).
 */
export function remoteWriteBody(figures: readonly SeriesFigures[], timestamp: number, native: boolean): Uint8Array {
  const timeseries = figures.flatMap((one) => seriesOf(one, timestamp, native));
  return snappy.compress(WriteRequest.encode(WriteRequest.fromObject({ timeseries })).finish());
}

/** Returns whether a body of these figures holds a native histogram (one with requests). */
export function holdsHistograms(figures: readonly SeriesFigures[]): boolean {
  return figures.some(({ histogram }) => histogram.totalCount > 0);
}

function seriesOf(figures: SeriesFigures, timestamp: number, native: boolean): TimeSeries[] {
  const base = Object.entries(figures.labels).filter(([, value]) => value !== '' && value !== undefined) as Array<
    [string, string]
  >;
  const all: TimeSeries[] = seriesSamples(figures, !native).map(({ metric, suffix, labels, value }) => ({
    labels: labelsOf(`${METRIC_NAMES[metric]}${suffix}`, [...base, ...labels]),
    samples: [{ value, timestamp }],
  }));
  const { histogram } = figures;
  if (native && histogram.totalCount > 0) {
    const buckets = exponentialBuckets(histogram);
    const { spans, deltas } = spansAndDeltas(buckets.buckets);
    all.push({
      labels: labelsOf(METRIC_NAMES.duration, base),
      histograms: [
        {
          countInt: buckets.count,
          sum: buckets.sum,
          schema: buckets.schema,
          zeroThreshold: 0,
          zeroCountInt: buckets.zeroCount,
          positiveSpans: spans,
          positiveDeltas: deltas,
          timestamp,
        },
      ],
    });
  }
  return all;
}

/** Returns the labels with `__name__`, sorted by name as remote write asks. */
function labelsOf(name: string, labels: Array<[string, string]>): Array<{ name: string; value: string }> {
  return [['__name__', name] as [string, string], ...labels]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, value]) => ({ name: label, value }));
}
