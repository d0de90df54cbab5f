// src/loadtest/parse/ reads valid data into the shape the engine runs; this, the request keys of a scenario or a step.
import type { Segments } from '../../json-schema-messages.js';
import type { RequestData } from '../../schema/operation.js';
import { isThresholdKey, THRESHOLD_DEFINITIONS } from '../../vocabulary/thresholds.js';
import { parseLatencyMs, parsePercent, parseTimeMs } from '../../vocabulary/units.js';
import { toJsonChecks } from '../findings/expect-json-findings.js';
import type { Finding } from '../findings/finding.js';
import type { Position } from '../yaml/yaml-locator.js';
import type { JsonCheck, Threshold } from '../types.js';

/** Where a value at `segments` is written in the YAML. */
export type Locate = (segments: Segments, at: Finding['at']) => Position;

export type RawThresholds = Record<string, RawThreshold>;

/** A threshold as written: its limit, or a mapping with the limit, `abortOnFail` and its `delay`. */
type RawThreshold = string | number | { limit: string; abortOnFail?: boolean; delay?: string };

export interface RawExpect {
  status?: number[];
  json?: Record<string, string | number | boolean | null>;
}

/** The keys that a scenario and a step write the same way. */
export interface RawRequest {
  params?: RequestData['params'];
  query?: RequestData['query'];
  headers?: Record<string, string>;
  body?: unknown;
  contentType?: string;
  graphql?: { query: string; variables?: Record<string, unknown> };
  expect?: RawExpect;
  timeout?: string;
  thresholds?: RawThresholds;
}

/** Returns the request data of valid raw keys, with `headers` (already merged) in place of the raw ones. */
export function requestData(raw: RawRequest, headers: Record<string, string> | undefined): RequestData {
  return {
    ...(raw.params && { params: raw.params }),
    ...(raw.query && { query: raw.query }),
    ...(headers && { headers }),
    ...('body' in raw && { body: raw.body }),
    ...(raw.contentType && { contentType: raw.contentType }),
    ...(raw.graphql && {
      graphql: { query: raw.graphql.query, ...(raw.graphql.variables && { variables: raw.graphql.variables }) },
    }),
  };
}

/**
 * Returns the statuses and body checks of a request: each key of expect on its own, so that a request that sets its
 * status keeps the default body checks, and the reverse.
 */
export function expectOf(
  own: RawExpect | undefined,
  defaults: RawExpect | undefined,
): { expectStatus?: number[]; expectJson?: JsonCheck[] } {
  const expectStatus = own?.status ?? defaults?.status;
  const expectJson = own?.json ?? defaults?.json;
  return { ...(expectStatus && { expectStatus }), ...(expectJson && { expectJson: toJsonChecks(expectJson) }) };
}

/** Returns the thresholds of a valid mapping written at `at`, each with the line and column of its key. */
export function toThresholds(thresholds: RawThresholds, at: Segments, locate: Locate): Threshold[] {
  return Object.entries(thresholds).flatMap(([key, raw]) => {
    if (!isThresholdKey(key)) return [];
    const { bound, unit } = THRESHOLD_DEFINITIONS[key];
    const value = typeof raw === 'object' ? raw.limit : raw;
    const text = String(value);
    const limit =
      unit === 'rps' || unit === 'events' ? Number(value) : unit === '%' ? parsePercent(text)! : parseLatencyMs(text)!;
    const abort = typeof raw === 'object' && raw.abortOnFail === true;
    return [
      {
        key,
        bound,
        limit,
        unit,
        text,
        ...locate([...at, key], 'key'),
        ...(abort && { abortOnFail: { delayMs: parseTimeMs(raw.delay ?? '0s') ?? 0 } }),
      },
    ];
  });
}

/** Returns the headers of each layer in turn, a later one on top; names match whatever their case, as HTTP's do. */
export function mergeHeaders(...layers: Array<Record<string, string> | undefined>): Record<string, string> | undefined {
  if (layers.every((layer) => !layer)) return undefined;
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of layers.flatMap((layer) => Object.entries(layer ?? {}))) {
    merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(merged.values());
}
