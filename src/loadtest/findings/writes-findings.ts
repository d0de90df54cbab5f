// The rule that keeps a load test's writes to the records the run creates, unless `defaults.writes: existing` says
// otherwise (docs/real-data-and-flows.md#writes): a write refused where it takes a real record of the API.

import type { Segments } from '../../json-schema-messages.js';
import { findPlaceholders } from '../../placeholders.js';
import { isDataSource } from '../../vocabulary/data-source.js';
import type { Finding } from './finding.js';
import { stringsIn } from './placeholder-findings.js';
import { requestCreates, requestWrites, scenarioWrites } from '../writes.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

/** The keys of a request whose values may name a record: a source or a `${name}` there picks which one is written. */
const RECORD_KEYS = ['params', 'query', 'headers', 'body'] as const;

/** What the writes of a load test break of the rule, and, with `defaults.writes: existing`, the warning that says so. */
export interface WritesFindings {
  problems: Finding[];
  warnings: Finding[];
}

/**
 * Returns the problems of the writes of a load test (a request that `requestWrites`), unless `defaults.writes` is
 * `existing`: a write scenario that takes a value from a data source (`{ from, pick }` in params, query, headers,
 * body or graphql.variables, or in a header of defaults it sends), and a flow step that writes with a `${name}` (in
 * params, query, body or graphql.variables) that the last earlier step extracting it took from a request that only
 * reads. Either value names a record that exists in the API. Left alone: a create (`requestCreates`: `POST /todos`,
 * `createComment`), whose values from the API are references to records it does not change (the post a comment is
 * on), as generation writes them; and a header's `${name}`, since a value read for a header (a token, a CSRF token)
 * names no record. With `existing`, no problem, and one warning at `defaults.writes` naming every scenario that
 * writes (`scenarioWrites`), as every report of the run will.
 */
export function writesFindings(data: Record<string, unknown>): WritesFindings {
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  if (defaults.writes === 'existing') return { problems: [], warnings: existingWarning(scenarios) };
  const problems = scenarios.flatMap((scenario, index): Finding[] => {
    if (!isRecord(scenario) || scenario.script !== undefined) return [];
    const at: Segments = ['scenarios', index];
    if (Array.isArray(scenario.flow)) return flowProblems(scenario.flow, [...at, 'flow']);
    if (!requestWrites(scenario) || requestCreates(scenario)) return [];
    return [...sourceProblems(scenario, at), ...defaultHeaderProblems(scenario, index, defaults.headers)];
  });
  return { problems, warnings: [] };
}

/** The end of every message: why the value is refused, and the two ways out. */
function changesRealData(write: string): string {
  return `the value names a record that exists in the API, so ${write} would change real data; create the record first in a flow (a once step that creates it and extracts its id), or write defaults.writes: existing to allow writes to existing data`;
}

/** Returns how a message names a write: `PUT /todos/{id}`, or `the mutation`. */
function writeName(request: Record<string, unknown>): string {
  if (isRecord(request.graphql)) return 'the mutation';
  return typeof request.endpoint === 'string' ? request.endpoint.trim() : 'the write';
}

/** Returns `GET /todos (a data source)` for a source's request. */
function sourceName(source: { from: unknown }): string {
  return `${typeof source.from === 'string' ? source.from : 'the API'} (a data source)`;
}

/** Returns a problem for each data source among a write scenario's own values. */
function sourceProblems(scenario: Record<string, unknown>, at: Segments): Finding[] {
  const mappings: Array<[unknown, Segments]> = RECORD_KEYS.map((key) => [scenario[key], [...at, key]]);
  if (isRecord(scenario.graphql)) mappings.push([scenario.graphql.variables, [...at, 'graphql', 'variables']]);
  return mappings.flatMap(([mapping, segments]) =>
    isRecord(mapping)
      ? Object.entries(mapping).flatMap(([name, value]): Finding[] =>
          isDataSource(value)
            ? [
                {
                  segments: [...segments, name],
                  at: 'value',
                  message: `takes its value from ${sourceName(value)}: ${changesRealData(writeName(scenario))}`,
                },
              ]
            : [],
        )
      : [],
  );
}

/** Returns a problem for each data source among the headers of defaults that a write scenario sends (not its own). */
function defaultHeaderProblems(scenario: Record<string, unknown>, index: number, headers: unknown): Finding[] {
  if (!isRecord(headers)) return [];
  const own = new Set(
    Object.keys(isRecord(scenario.headers) ? scenario.headers : {}).map((name) => name.toLowerCase()),
  );
  const label = typeof scenario.name === 'string' ? ` (${show(scenario.name)})` : '';
  return Object.entries(headers).flatMap(([name, value]): Finding[] =>
    isDataSource(value) && !own.has(name.toLowerCase())
      ? [
          {
            segments: ['defaults', 'headers', name],
            at: 'value',
            message: `is sent with scenarios[${index}]${label}, which writes, and takes its value from ${sourceName(value)}: ${changesRealData(writeName(scenario))}`,
          },
        ]
      : [],
  );
}

/**
 * Returns a problem for each value of a writing step that holds a `${name}` whose last extraction before the step
 * was by a step that only reads. Steps run in the order written (once steps first, cleanup steps last, as
 * flow-findings.ts requires), so the last earlier step that extracts a name gave the value the step sends.
 */
function flowProblems(steps: unknown[], at: Segments): Finding[] {
  const problems: Finding[] = [];
  const extractedBy = new Map<string, number>();
  steps.forEach((step, index) => {
    if (!isRecord(step)) return;
    const stepAt = [...at, index];
    if (requestWrites(step) && !requestCreates(step)) {
      const values: Array<[unknown, Segments]> = RECORD_KEYS.filter((key) => key !== 'headers').map((key) => [
        step[key],
        [...stepAt, key],
      ]);
      if (isRecord(step.graphql)) values.push([step.graphql.variables, [...stepAt, 'graphql', 'variables']]);
      for (const { segments, text } of values.flatMap(([value, segments]) => stringsIn(value, segments))) {
        const read = findPlaceholders(text).find(({ name }) => {
          const by = extractedBy.get(name);
          return by !== undefined && !requestWrites(steps[by] as Record<string, unknown>);
        });
        if (!read) continue;
        const by = extractedBy.get(read.name)!;
        problems.push({
          segments,
          at: 'value',
          message: `\${${read.name}} is extracted by flow[${by}] (${stepLabel(steps[by] as Record<string, unknown>)}), which only reads: ${changesRealData(writeName(step))}`,
        });
      }
    }
    if (isRecord(step.extract)) for (const name of Object.keys(step.extract)) extractedBy.set(name, index);
  });
  return problems;
}

/** Returns how a message names a step: `"List todos", GET /todos`. */
function stepLabel(step: Record<string, unknown>): string {
  const name = typeof step.name === 'string' ? show(step.name) : 'a step';
  return typeof step.endpoint === 'string' ? `${name}, ${step.endpoint.trim()}` : name;
}

/** Returns the warning of `defaults.writes: existing` that names the scenarios that write, or none when none does. */
function existingWarning(scenarios: unknown[]): Finding[] {
  const names = scenarios.flatMap((scenario) =>
    isRecord(scenario) && scenarioWrites(scenario)
      ? [typeof scenario.name === 'string' ? show(scenario.name) : '?']
      : [],
  );
  if (names.length === 0) return [];
  const which = names.length === 1 ? '1 scenario' : `${names.length} scenarios`;
  return [
    {
      segments: ['defaults', 'writes'],
      at: 'value',
      message: `lets ${which} change records the run did not create, and every report of the run says so: ${names.join(', ')}`,
    },
  ];
}
