// `--metrics-out <type=url>` of `run` and `gate`: the flag and its help; metricsOutOf (src/outputs/) parses it.

/** `--metrics-out prometheus-rw=URL` (repeatable): `--out` stays the report folder. */
export const METRICS_OUT_OPTION = [
  '--metrics-out <type=url>',
  "push live metrics during the run (k6's -o experimental-prometheus-rw): prometheus-rw=http://host:9090/api/v1/write or otlp=http://host:4318/v1/metrics; user:password@ in the URL is sent as basic auth; repeatable",
  (value: string, previous: string[]) => [...previous, value],
  [] as string[],
] as const;
