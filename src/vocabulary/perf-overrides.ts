// PerfOverrides: what a plan line or an `x-perf` extension sets for one operation.
/** The load profile, thresholds and request values that a plan line or an `x-perf` extension sets for one operation. */
export interface PerfOverrides {
  /** The closed model's users; beside `arrivalRate`, the open model's connections at most (its `maxUsers`). */
  concurrentUsers?: number;
  /** The open model: requests per second as loadtool.yaml writes them (`200/s`); generation writes `arrivalRate`. */
  arrivalRate?: string;
  /** `x-perf`'s `maxUsers`: the open model's connections at most. */
  maxUsers?: number;
  /** As written in loadtool.yaml: `30s`, `2m`. */
  duration?: string;
  /** loadtool.yaml threshold keys to their values as written there: `{ p95: "300ms", errorRate: "1%" }`. */
  thresholds?: Record<string, string | number>;
  /** loadtool.yaml regression keys to their tolerances as written there: `{ p95: "10%", errorRate: "1pp" }`. */
  regression?: Record<string, string>;
  /** Request values by name (`petId = 42`): a path parameter, a GraphQL variable, or else a query parameter. */
  params?: Record<string, string | number>;
  /** The environment variables holding the user name and password of a login (`Login: ${SHOP_USER} / ${SHOP_PASSWORD}`). */
  credentials?: { user: string; password: string };
  /** `Writes: existing`: generated writes may change records the run did not create (docs/real-data-and-flows.md#writes). */
  writes?: 'own' | 'existing';
  /** `over websocket`: a GraphQL subscription carried by graphql-ws rather than over SSE (docs/streams.md). */
  transport?: 'sse' | 'websocket';
}
