// The live metrics outputs a run pushes to (loadtool.yaml `outputs:`, --metrics-out, the action's metrics-out).

/** What a receiver speaks: Prometheus remote write 1.0, or OTLP/HTTP metrics in protobuf. */
export type MetricsOutputKind = 'prometheus' | 'otlp';

/** One receiver of the live metrics (docs/metrics-out.md). */
export interface MetricsOutput {
  kind: MetricsOutputKind;
  /** Where the pushes go: a remote write URL (…/api/v1/write) or an OTLP metrics URL (…/v1/metrics). */
  url: string;
  /** Headers sent with each push (`${NAME}` values filled before the run: secrets). */
  headers?: Record<string, string>;
}
