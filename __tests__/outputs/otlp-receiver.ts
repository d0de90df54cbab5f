// An OTLP/HTTP metrics receiver for the tests: a node:http server on loopback that decodes each
// ExportMetricsServiceRequest with protobufjs and the field numbers of opentelemetry-proto
// (opentelemetry/proto/collector/metrics/v1/metrics_service.proto, metrics/v1/metrics.proto, common/v1/common.proto).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import protobuf from 'protobufjs';

const repeated = (type: string, id: number) => ({ rule: 'repeated', type, id });
const field = (type: string, id: number) => ({ type, id });

const OTLP = protobuf.Root.fromJSON({
  nested: {
    ExportMetricsServiceRequest: { fields: { resourceMetrics: repeated('ResourceMetrics', 1) } },
    ResourceMetrics: { fields: { resource: field('Resource', 1), scopeMetrics: repeated('ScopeMetrics', 2) } },
    Resource: { fields: { attributes: repeated('KeyValue', 1) } },
    ScopeMetrics: { fields: { scope: field('Scope', 1), metrics: repeated('Metric', 2) } },
    Scope: { fields: { name: field('string', 1), version: field('string', 2) } },
    KeyValue: { fields: { key: field('string', 1), value: field('AnyValue', 2) } },
    AnyValue: {
      fields: { stringValue: field('string', 1), intValue: field('int64', 3), doubleValue: field('double', 4) },
    },
    Metric: {
      fields: {
        name: field('string', 1),
        unit: field('string', 3),
        gauge: field('Gauge', 5),
        sum: field('Sum', 7),
        exponentialHistogram: field('ExponentialHistogram', 10),
      },
    },
    Gauge: { fields: { dataPoints: repeated('NumberDataPoint', 1) } },
    Sum: {
      fields: {
        dataPoints: repeated('NumberDataPoint', 1),
        aggregationTemporality: field('int32', 2),
        isMonotonic: field('bool', 3),
      },
    },
    NumberDataPoint: {
      fields: {
        attributes: repeated('KeyValue', 7),
        startTimeUnixNano: field('fixed64', 2),
        timeUnixNano: field('fixed64', 3),
        asDouble: field('double', 4),
        asInt: field('sfixed64', 6),
      },
    },
    ExponentialHistogram: {
      fields: { dataPoints: repeated('ExponentialHistogramDataPoint', 1), aggregationTemporality: field('int32', 2) },
    },
    ExponentialHistogramDataPoint: {
      fields: {
        attributes: repeated('KeyValue', 1),
        count: field('fixed64', 4),
        sum: field('double', 5),
        scale: field('sint32', 6),
        zeroCount: field('fixed64', 7),
        positive: field('Buckets', 8),
        min: field('double', 12),
        max: field('double', 13),
      },
    },
    Buckets: { fields: { offset: field('sint32', 1), bucketCounts: repeated('uint64', 2) } },
  },
});

/** A decoded point: its attributes as a record, its value (a number, or an exponential histogram). */
export interface DecodedPoint {
  attributes: Record<string, string>;
  value?: number;
  count?: number;
  scale?: number;
  zeroCount?: number;
  /** offset absent when 0 (protobuf's default). */
  positive?: { offset?: number; bucketCounts: number[] };
}

/** A decoded metric: its name, kind and points. */
export interface DecodedMetric {
  name: string;
  kind: 'gauge' | 'sum' | 'exponentialHistogram';
  isMonotonic?: boolean;
  aggregationTemporality?: number;
  points: DecodedPoint[];
}

/** Returns the metrics of an ExportMetricsServiceRequest body. */
export function decodeOtlp(body: Uint8Array): DecodedMetric[] {
  const request = OTLP.lookupType('ExportMetricsServiceRequest').toObject(
    OTLP.lookupType('ExportMetricsServiceRequest').decode(body),
    { longs: Number, defaults: false },
  ) as {
    resourceMetrics: Array<{ scopeMetrics: Array<{ metrics: Array<Record<string, unknown> & { name: string }> }> }>;
  };
  const metrics: DecodedMetric[] = [];
  for (const resource of request.resourceMetrics)
    for (const scope of resource.scopeMetrics)
      for (const metric of scope.metrics) {
        const kind = (['gauge', 'sum', 'exponentialHistogram'] as const).find((name) => metric[name] !== undefined)!;
        const data = metric[kind] as {
          dataPoints: Array<Record<string, unknown>>;
          isMonotonic?: boolean;
          aggregationTemporality?: number;
        };
        metrics.push({
          name: metric.name,
          kind,
          isMonotonic: data.isMonotonic,
          aggregationTemporality: data.aggregationTemporality,
          points: data.dataPoints.map((point) => ({
            ...(point as object),
            attributes: Object.fromEntries(
              ((point.attributes ?? []) as Array<{ key: string; value: { stringValue?: string } }>).map(
                ({ key, value }) => [key, value.stringValue ?? ''],
              ),
            ),
            value: (point.asInt as number | undefined) ?? (point.asDouble as number | undefined),
          })),
        });
      }
  return metrics;
}

/** Starts the receiver on 127.0.0.1:0; returns its URL and the requests it took, decoded, in order. */
export async function startOtlpReceiver(servers: Server[]): Promise<{ url: string; requests: DecodedMetric[][] }> {
  const requests: DecodedMetric[][] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(decodeOtlp(Buffer.concat(chunks)));
      response.writeHead(200, { 'content-type': 'application/x-protobuf' });
      response.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/metrics`, requests };
}
