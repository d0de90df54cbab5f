// k6's `options` (vus, duration, stages, thresholds) read into the written scenario's load and thresholds.
import type { RecordedLoad } from './recorded.js';

/** The k6 percentiles and aggregates of http_req_duration that are loadtool threshold keys. */
const LATENCY: Record<string, string> = {
  'p(50)': 'p50',
  med: 'p50',
  'p(75)': 'p75',
  'p(90)': 'p90',
  'p(95)': 'p95',
  'p(99)': 'p99',
  'p(99.9)': 'p999',
  max: 'max',
  avg: 'mean',
};

/** A literal read from the script's AST: what `literalOf` gives for objects, lists, strings, numbers. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** Returns the load and thresholds k6's options say, and a note for each option it cannot carry over. */
export function loadOf(options: Literal | undefined, note: (message: string) => void): RecordedLoad {
  const load: RecordedLoad = {};
  if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) {
    if (options !== undefined) note('options is not a literal object: the default load (10 users, 30s) is written');
    return load;
  }
  for (const [key, value] of Object.entries(options)) {
    if (key === 'vus' && typeof value === 'number' && value >= 1) load.concurrentUsers = Math.round(value);
    else if (key === 'duration' && typeof value === 'string' && /^\d+(?:s|m|h)$/.test(value)) load.duration = value;
    else if (key === 'stages' && Array.isArray(value)) stagesOf(value, load, note);
    else if (key === 'thresholds' && value !== null && typeof value === 'object' && !Array.isArray(value))
      load.thresholds = thresholdsOf(value, note);
    else note(`options.${key} is not imported (vus, duration, stages and thresholds are)`);
  }
  return load;
}

/** Reads ramping-VU stages: the most users any stage reaches, the stages' total duration, the first as the ramp-up. */
function stagesOf(stages: Literal[], load: RecordedLoad, note: (message: string) => void): void {
  let total = 0;
  let most = 0;
  for (const stage of stages) {
    const duration = typeof stage === 'object' && stage && !Array.isArray(stage) ? stage.duration : undefined;
    const target = typeof stage === 'object' && stage && !Array.isArray(stage) ? stage.target : undefined;
    const seconds = typeof duration === 'string' ? secondsOf(duration) : undefined;
    if (seconds === undefined || typeof target !== 'number') {
      note(
        'options.stages holds a stage without a duration like 30s and a numeric target: the stages are not imported',
      );
      return;
    }
    total += seconds;
    most = Math.max(most, target);
  }
  if (most >= 1) load.concurrentUsers = most;
  if (total >= 1) load.duration = `${Math.round(total)}s`;
  const first = stages[0] as Record<string, Literal> | undefined;
  if (first && typeof first.duration === 'string' && stages.length > 1) load.rampUp = `${secondsOf(first.duration)}s`;
  note(
    `options.stages become ${most} users for ${Math.round(total)}s with the first stage as the ramp-up: loadtool holds users steady after its ramp-up`,
  );
}

/** Returns seconds of a k6 duration (`30s`, `1m30s`, `2m`, `500ms`), else undefined. */
function secondsOf(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return undefined;
  const scale: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * scale[unit!]!, 0);
}

/** Returns loadtool thresholds of k6's `http_req_duration` and `http_req_failed` expressions; notes the others. */
function thresholdsOf(thresholds: Record<string, Literal>, note: (message: string) => void): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [metric, value] of Object.entries(thresholds)) {
    const list = (Array.isArray(value) ? value : [value]).map((item) =>
      typeof item === 'object' && item !== null && !Array.isArray(item) ? item.threshold : item,
    );
    for (const expression of list) {
      const text = typeof expression === 'string' ? expression.replace(/\s+/g, '') : '';
      const latency = /^(p\([\d.]+\)|med|max|avg)<=?(\d+(?:\.\d+)?)$/.exec(text);
      const rate = /^rate<=?(\d*\.?\d+)$/.exec(text);
      const checks = /^rate>=?(\d*\.?\d+)$/.exec(text);
      if (metric === 'http_req_duration' && latency && LATENCY[latency[1]!])
        out[LATENCY[latency[1]!]!] = `${Number(latency[2])}ms`;
      else if (metric === 'http_req_failed' && rate) out.errorRate = `${+(Number(rate[1]) * 100).toFixed(3)}%`;
      else if (metric === 'checks' && checks) out.okRate = `${+(Number(checks[1]) * 100).toFixed(3)}%`;
      else
        note(
          `options.thresholds.${metric}: ${JSON.stringify(expression)} is not imported (http_req_duration percentiles, http_req_failed rate<x and checks rate>x are)`,
        );
    }
  }
  return out;
}
