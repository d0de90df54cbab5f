import type { Segments } from '../json-schema-messages.js';
import { parseTimeMs } from '../vocabulary/units.js';
import { expectOf, mergeHeaders, requestData, toThresholds, type Locate, type RawRequest } from './raw-request.js';
import type { Extraction, FlowStep } from './types.js';

/** A step of a valid flow, as written. */
export interface RawStep extends RawRequest {
  name: string;
  endpoint: string;
  once?: boolean;
  refreshOn?: number[];
  extract?: Record<string, string | { header: string }>;
}

/** What a flow's steps take from the scenario and `defaults`. */
export interface StepDefaults {
  /** The headers of defaults and of the scenario, merged: each step's own are merged on top. */
  headers?: Record<string, string>;
  /** The timeout of the scenario, else of defaults, in milliseconds. */
  timeoutMs: number;
  expect?: RawRequest['expect'];
}

/** Returns the steps of a valid flow written at `at`, each with the scenario's headers and defaults merged in. */
export function toFlow(steps: RawStep[], inherited: StepDefaults, at: Segments, locate: Locate): FlowStep[] {
  return steps.map((step, index): FlowStep => {
    const stepAt = [...at, index];
    const [method = '', path = ''] = step.endpoint.split(' ');
    return {
      name: step.name,
      endpoint: step.endpoint,
      method,
      path,
      line: locate(stepAt, 'value').line,
      ...requestData(step, mergeHeaders(inherited.headers, step.headers)),
      ...expectOf(step.expect, inherited.expect),
      timeoutMs: step.timeout === undefined ? inherited.timeoutMs : parseTimeMs(step.timeout)!,
      once: step.once ?? false,
      ...(step.refreshOn && { refreshOn: step.refreshOn }),
      extract: Object.entries(step.extract ?? {}).map(([name, how]): Extraction => {
        const { line } = locate([...stepAt, 'extract', name], 'key');
        return typeof how === 'string' ? { name, line, path: how } : { name, line, header: how.header };
      }),
      thresholds: toThresholds(step.thresholds ?? {}, [...stepAt, 'thresholds'], locate),
    };
  });
}
