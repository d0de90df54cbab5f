// OTLP/HTTP metrics: the figures as an ExportMetricsServiceRequest in protobuf, by OpenTelemetry's own serializer.
import { ValueType } from '@opentelemetry/api';
import { ProtobufMetricsSerializer } from '@opentelemetry/otlp-transformer';
import {
  AggregationTemporality,
  DataPointType,
  type MetricData,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import { METRIC_NAMES, METRIC_PREFIX } from '../vocabulary/metric-names.js';
import { exponentialBuckets, otlpBuckets } from './exponential-buckets.js';
import type { SeriesFigures } from './series-figures.js';

/** The headers of every OTLP push. */
export const OTLP_HEADERS = { 'Content-Type': 'application/x-protobuf' } as const;

/** Returns a metric's OTLP name: its Prometheus name with dots after the prefix (loadtool.requests). */
function otlpName(name: string): string {
  return `${METRIC_PREFIX}.${name.slice(METRIC_PREFIX.length + 1).replaceAll('_', '.')}`;
}

type HrTime = [number, number];

/**
 * Returns the push body: the figures as cumulative points from `startMs` to `timestamp` (ms since the epoch): a
 * monotonic Sum per counter, an ExponentialHistogram of the latency (scale 8, as the remote write's), a Gauge of
 * the users.
 */
export function otlpBody(figures: readonly SeriesFigures[], startMs: number, timestamp: number): Uint8Array {
  const startTime = hrTime(startMs);
  const endTime = hrTime(timestamp);
  const point = <T>(attributes: Record<string, string>, value: T) => ({ startTime, endTime, attributes, value });
  const sum = (name: string, unit: string, points: Array<ReturnType<typeof point<number>>>): MetricData => ({
    descriptor: { name: otlpName(name), description: '', unit, valueType: ValueType.INT },
    aggregationTemporality: AggregationTemporality.CUMULATIVE,
    dataPointType: DataPointType.SUM,
    isMonotonic: true,
    dataPoints: points,
  });
  const attributesOf = (one: SeriesFigures, extra: Record<string, string> = {}) => ({
    ...(Object.fromEntries(Object.entries(one.labels).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >),
    ...extra,
  });
  const all: MetricData[] = [
    sum(
      METRIC_NAMES.requests,
      '{request}',
      figures.flatMap((one) => [
        point(attributesOf(one, { outcome: 'ok' }), one.ok),
        point(attributesOf(one, { outcome: 'failed' }), one.failed),
      ]),
    ),
    sum(
      METRIC_NAMES.errors,
      '{request}',
      figures.flatMap((one) =>
        Object.entries(one.byCategory).map(([category, count]) => point(attributesOf(one, { category }), count ?? 0)),
      ),
    ),
    sum(
      METRIC_NAMES.dropped,
      '{request}',
      figures.flatMap((one) => (one.dropped === undefined ? [] : [point(attributesOf(one), one.dropped)])),
    ),
    sum(
      METRIC_NAMES.bytesReceived,
      'By',
      figures.map((one) => point(attributesOf(one), one.bytesReceived)),
    ),
    sum(
      METRIC_NAMES.bytesSent,
      'By',
      figures.map((one) => point(attributesOf(one), one.bytesSent)),
    ),
    {
      descriptor: { name: otlpName(METRIC_NAMES.users), description: '', unit: '{user}', valueType: ValueType.INT },
      aggregationTemporality: AggregationTemporality.CUMULATIVE,
      dataPointType: DataPointType.GAUGE,
      dataPoints: figures.map((one) => point(attributesOf(one), one.users)),
    },
    {
      descriptor: { name: otlpName(METRIC_NAMES.duration), description: '', unit: 's', valueType: ValueType.DOUBLE },
      aggregationTemporality: AggregationTemporality.CUMULATIVE,
      dataPointType: DataPointType.EXPONENTIAL_HISTOGRAM,
      dataPoints: figures
        .filter(({ histogram }) => histogram.totalCount > 0)
        .map((one) => {
          const buckets = exponentialBuckets(one.histogram);
          return point(attributesOf(one), {
            count: buckets.count,
            sum: buckets.sum,
            scale: buckets.schema,
            zeroCount: buckets.zeroCount,
            positive: otlpBuckets(buckets.buckets),
            negative: { offset: 0, bucketCounts: [] },
            min: buckets.min,
            max: buckets.max,
          });
        }),
    },
  ];
  const metrics = all.filter((metric) => metric.dataPoints.length > 0);
  const request = {
    // The serializer reads the resource's attributes only.
    resource: { attributes: { 'service.name': 'loadtool' } },
    scopeMetrics: [{ scope: { name: 'loadtool' }, metrics }],
  } as unknown as ResourceMetrics;
  return ProtobufMetricsSerializer.serializeRequest(request) ?? new Uint8Array();
}

function hrTime(ms: number): HrTime {
  return [Math.floor(ms / 1000), (ms % 1000) * 1e6];
}
