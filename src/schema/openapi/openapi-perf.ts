// The `x-perf` extension of an OpenAPI operation, read as overrides.
import { joinPath, type Problem } from '../../errors.js';
import { formatRate, MAX_ARRIVAL_RATE, parseRate, RATE_EXAMPLES } from '../../vocabulary/arrival-rate.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';
import { isThresholdKey, THRESHOLD_KEYS } from '../../vocabulary/thresholds.js';
import { MAX_CONCURRENT_USERS, parseDurationSeconds, thresholdValueProblem } from '../../vocabulary/units.js';
import { isObject } from './openapi-document.js';

/** Returns the `x-perf` extension of an operation as overrides; adds a problem for each value that is wrong. */
export function perfOverrides(value: unknown, segments: string[], problems: Problem[]): PerfOverrides | undefined {
  if (value === undefined) return undefined;
  const at = (key?: string) => joinPath(key ? [...segments, key] : segments);
  if (!isObject(value)) {
    problems.push({
      path: at(),
      message: 'must be an object such as { concurrentUsers: 20, duration: 60s, p95: 200ms }',
    });
    return undefined;
  }
  const overrides: PerfOverrides = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'concurrentUsers') {
      if (Number.isInteger(item) && (item as number) >= 1) overrides.concurrentUsers = item as number;
      else
        problems.push({ path: at(key), message: `must be a whole number of at least 1, not ${JSON.stringify(item)}` });
    } else if (key === 'arrivalRate') {
      const rate = parseRate(item);
      if (rate !== undefined && rate > 0 && rate <= MAX_ARRIVAL_RATE) overrides.arrivalRate = formatRate(rate);
      else
        problems.push({
          path: at(key),
          message: `must be a rate above 0 and at most ${MAX_ARRIVAL_RATE}/s, not ${JSON.stringify(item)}: write ${RATE_EXAMPLES}`,
        });
    } else if (key === 'maxUsers') {
      if (Number.isInteger(item) && (item as number) >= 1 && (item as number) <= MAX_CONCURRENT_USERS)
        overrides.maxUsers = item as number;
      else
        problems.push({
          path: at(key),
          message: `must be a whole number of connections from 1 to ${MAX_CONCURRENT_USERS}, not ${JSON.stringify(item)}`,
        });
    } else if (key === 'duration') {
      if (typeof item === 'number' && Number.isInteger(item) && item > 0) overrides.duration = `${item}s`;
      else if (typeof item === 'string' && parseDurationSeconds(item)) overrides.duration = item;
      else
        problems.push({
          path: at(key),
          message: `must be a duration such as "30s", "2m" or "1h", not ${JSON.stringify(item)}`,
        });
    } else if (isThresholdKey(key) && (typeof item === 'string' || typeof item === 'number')) {
      const problem = thresholdValueProblem(key, item);
      if (problem)
        problems.push({ path: at(key), message: `${JSON.stringify(item)} does not suit ${key}: write ${problem}` });
      else (overrides.thresholds ??= {})[key] = item;
    } else {
      problems.push({
        path: at(key),
        message: `is not an x-perf key: use concurrentUsers, or arrivalRate with maxUsers, duration, or a threshold (${THRESHOLD_KEYS.join(', ')})`,
      });
    }
  }
  // The two load models, as loadtool.yaml has them: users, or a rate with its connections at most.
  if (isObject(value) && 'arrivalRate' in value && 'concurrentUsers' in value) {
    problems.push({
      path: at('arrivalRate'),
      message:
        'cannot be set together with concurrentUsers: keep concurrentUsers for the closed model (each user waits for its answer), or arrivalRate, with maxUsers for its connections, for the open model',
    });
  } else if (isObject(value) && 'maxUsers' in value && !('arrivalRate' in value)) {
    problems.push({
      path: at('maxUsers'),
      message: 'bounds the connections of a rate: add arrivalRate (e.g. arrivalRate: 200/s), or remove maxUsers',
    });
  }
  return overrides;
}
