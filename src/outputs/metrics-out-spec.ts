// `type=url` receivers as `--metrics-out` and the action's `metrics-out` give them (docs/metrics-out.md).
import type { MetricsOutput, MetricsOutputKind } from '../vocabulary/metrics-outputs.js';
import { redactUrl } from '../redact-url.js';

/** The types the flag takes, k6's spellings among them, and the receiver each means. */
const METRICS_OUT_TYPES: Readonly<Record<string, MetricsOutputKind>> = {
  'prometheus-rw': 'prometheus',
  'experimental-prometheus-rw': 'prometheus',
  otlp: 'otlp',
  opentelemetry: 'otlp',
};

/** Returns the receivers `values` name (each `type=url`), and a problem, headed by `label`, for each that is not `type=http(s) URL`. */
export function metricsOutOf(
  values: readonly string[] | undefined,
  label = '--metrics-out',
): {
  outputs: MetricsOutput[];
  problems: string[];
} {
  const outputs: MetricsOutput[] = [];
  const problems: string[] = [];
  for (const value of values ?? []) {
    const at = value.indexOf('=');
    const type = at < 0 ? value : value.slice(0, at);
    const url = at < 0 ? '' : value.slice(at + 1);
    const kind = METRICS_OUT_TYPES[type];
    if (kind === undefined) {
      problems.push(
        `${label} ${redactUrl(value)}: the type must be one of ${Object.keys(METRICS_OUT_TYPES).join(', ')}, as in prometheus-rw=http://localhost:9090/api/v1/write`,
      );
      continue;
    }
    const problem = outputUrlProblem(url);
    if (problem) problems.push(`${label} ${type}=${redactUrl(url)}: ${problem}`);
    else outputs.push({ kind, url });
  }
  return { outputs, problems };
}

/** Returns why a receiver's URL cannot be pushed to, or undefined when it is an http(s) URL. */
function outputUrlProblem(url: string): string | undefined {
  if (!URL.canParse(url)) return 'not a URL: give the full http:// or https:// address of the receiver';
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:'
    ? undefined
    : `the URL must start with http:// or https:// (not ${protocol})`;
}
