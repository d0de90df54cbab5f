// Reads a valid flow's steps into the LoadTest's shape, the scenario's defaults applied.
import type { Segments } from '../../json-schema-messages.js';
import { findPlaceholders } from '../../placeholders.js';
import { parseTimeMs } from '../../vocabulary/units.js';
import { expectOf, mergeHeaders, requestData, toThresholds, type Locate, type RawRequest } from './raw-request.js';
import type { Extraction, FlowStep } from '../types.js';
import { redirectsOf, type RawSession } from './parse-session.js';

/** A step of a valid flow, as written. */
export interface RawStep extends RawRequest, Omit<RawSession, 'cookies'> {
  name: string;
  endpoint: string;
  once?: boolean;
  shared?: boolean;
  refreshOn?: number[];
  measure?: boolean;
  cleanup?: boolean;
  extract?: Record<string, string | { header: string; match?: string }>;
}

/** What a flow's steps take from the scenario and `defaults`. */
export interface StepDefaults {
  /** The headers of defaults and of the scenario, merged: each step's own are merged on top. */
  headers?: Record<string, string>;
  /** The timeout of the scenario, else of defaults, in milliseconds. */
  timeoutMs: number;
  expect?: RawRequest['expect'];
  /** The scenario's and then the defaults' session keys, under each step's own (followRedirects, crossOrigin). */
  redirects: readonly RawSession[];
}

/** Returns the steps of a valid flow written at `at`, each with the scenario's headers and defaults merged in. */
export function toFlow(steps: RawStep[], inherited: StepDefaults, at: Segments, locate: Locate): FlowStep[] {
  const extractedByAny = new Set(steps.flatMap((step) => Object.keys(step.extract ?? {})));
  // The names extracted by the steps before the one at hand: a once step's count for every later step.
  const extracted = new Set<string>();
  return steps.map((step, index): FlowStep => {
    const stepAt = [...at, index];
    const [method = '', path = ''] = step.endpoint.split(' ');
    const headers = mergeHeaders(knownHeaders(inherited.headers, extractedByAny, extracted), step.headers);
    for (const name of Object.keys(step.extract ?? {})) extracted.add(name);
    return {
      name: step.name,
      endpoint: step.endpoint,
      method,
      path,
      line: locate(stepAt, 'value').line,
      ...requestData(step, headers),
      ...expectOf(step.expect, inherited.expect),
      timeoutMs: step.timeout === undefined ? inherited.timeoutMs : parseTimeMs(step.timeout)!,
      once: step.once ?? false,
      ...(step.refreshOn && { refreshOn: step.refreshOn }),
      ...(step.once === true && step.shared === true && { shared: true as const }),
      ...(step.measure === false && { measure: false as const }),
      ...(step.cleanup === true && { cleanup: true as const }),
      ...redirectsOf(step, ...inherited.redirects),
      extract: Object.entries(step.extract ?? {}).map(([name, how]): Extraction => {
        const { line } = locate([...stepAt, 'extract', name], 'key');
        if (typeof how === 'string') return { name, line, path: how };
        return { name, line, header: how.header, ...(how.match !== undefined && { match: how.match }) };
      }),
      thresholds: toThresholds(step.thresholds ?? {}, [...stepAt, 'thresholds'], locate),
    };
  });
}

/**
 * Returns the inherited headers a step sends: those naming a value that a step of the flow extracts (`Authorization:
 * Bearer ${token}`) only once an earlier step has extracted it, so that the login that gets the token does not send
 * it, and the steps after it do, as they would write it themselves.
 */
function knownHeaders(
  headers: Record<string, string> | undefined,
  extractedByAny: ReadonlySet<string>,
  extracted: ReadonlySet<string>,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  const unknown = (value: string) =>
    findPlaceholders(value).some(({ name }) => extractedByAny.has(name) && !extracted.has(name));
  const known = Object.entries(headers).filter(([, value]) => !unknown(value));
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}
