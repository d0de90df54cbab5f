// Reads the checked `regression` and `rounds` keys into the LoadTest's tolerances.
import type { Segments } from '../../json-schema-messages.js';
import { isRegressionKey, parseTolerance, REGRESSION_DEFINITIONS } from '../../vocabulary/regression.js';
import type { Locate } from './raw-request.js';
import type { Scenario, Tolerance } from '../types.js';

/** The keys of defaults and of a scenario that regression-findings.ts has checked. */
export interface RawRegression {
  regression?: Record<string, string>;
  rounds?: number;
}

/**
 * Returns a scenario's tolerances and rounds from valid data: the tolerances of defaults merged in key by key (the
 * scenario's winning, in place), each with the position of the key that won; nothing for what neither sets.
 */
export function toRegression(
  defaults: RawRegression,
  scenario: RawRegression,
  at: Segments,
  locate: Locate,
): Pick<Scenario, 'regression' | 'rounds'> {
  const written = new Map<string, { text: string; segments: Segments }>();
  for (const [holder, holderAt] of [
    [defaults, ['defaults']],
    [scenario, at],
  ] as const) {
    for (const [key, text] of Object.entries(holder.regression ?? {})) {
      written.set(key, { text, segments: [...holderAt, 'regression', key] });
    }
  }
  const regression = [...written].flatMap(([key, { text, segments }]): Tolerance[] => {
    if (!isRegressionKey(key)) return [];
    return [
      { key, ...REGRESSION_DEFINITIONS[key], limit: parseTolerance(key, text)!, text, ...locate(segments, 'key') },
    ];
  });
  const rounds = scenario.rounds ?? defaults.rounds;
  return { ...(regression.length > 0 && { regression }), ...(rounds !== undefined && { rounds }) };
}
