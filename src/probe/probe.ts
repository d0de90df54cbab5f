// src/probe/ tries a generated load test before it is written; this sends each generated read once, as the run would.
import type { GraphQLSchema } from 'graphql';
import { buildRequest } from '../engine/http/build-request.js';
import { preflight } from '../engine/preflight.js';
import { variantScenarios } from '../engine/http/request-variants.js';
import type { InventedValue } from '../loadtest/generate/generate-values.js';
import type { ProbedValue, ProbeTarget } from '../loadtest/generate/generate.js';
import type { LoadTest, Scenario, SourcedValue } from '../loadtest/types.js';
import { maskerOf } from '../masker.js';
import { redactUrl } from '../redact-url.js';
import { fetchSource } from '../sources/fetch-source.js';
import { resolveSources } from '../sources/resolve-sources.js';
import type { SourceFailure } from '../sources/source-failure.js';
import type { PickedValue } from '../vocabulary/data-source.js';
import { judgeAnswer, rootField, type Answer, type ProbeKind } from './answer.js';
import { candidateValues, listAnswer, lookupType, MAX_CANDIDATES, type ListAnswer } from './candidates.js';

/** How far the probe goes: each request's timeout, the whole probe's time, requests at once, sourced values tried. */
export interface ProbeLimits {
  timeoutMs: number;
  budgetMs: number;
  concurrency: number;
  /** How many of a data source's values a look-up is tried with before it is said to answer null for all. */
  sourcedTries: number;
}

/** A probe, not a load: a few requests at once, each within 10 s, the whole within a minute. */
export const PROBE_LIMITS: ProbeLimits = { timeoutMs: 10_000, budgetMs: 60_000, concurrency: 4, sourcedTries: 3 };

/** How long the probe waits for the base URL's host to accept a connection before it does without. */
const ANSWERS_WITHIN_MS = 3_000;

export interface ProbeInput {
  /** The generated load test, as the run reads it (parsed from the generated text). */
  loadTest: LoadTest;
  /** What may be sent of each scenario, in the order of `loadTest.scenarios`. */
  targets: readonly ProbeTarget[];
  /** The GraphQL schema, to tell which lists hold a look-up's type; absent for OpenAPI. */
  schema?: GraphQLSchema | undefined;
  /** Where `${NAME}` is filled from: the environment, with the values of the headers carried over from the schema. */
  env: NodeJS.ProcessEnv;
  /** Hides the secrets known before the probe (the schema headers' values) in what it reports. */
  mask: (text: string) => string;
  signal?: AbortSignal | undefined;
  limits?: Partial<ProbeLimits>;
}

/** One scenario's finding: its kind, what was seen (masked), and the values found in place of invented ones. */
export interface ProbeFinding {
  scenario: string;
  endpoint: string;
  kind: ProbeKind;
  /** One line: the reason after `kind: ` in `skip:`, the table's last column; empty for a ready scenario as generated. */
  detail: string;
  probed?: ProbedValue[];
}

/** What the probe did: why it did not run, or a finding per scenario (in order) and how many requests it sent. */
export type ProbeReport =
  { ran: false; reason: string } | { ran: true; baseUrl: string; findings: ProbeFinding[]; requests: number };

/**
 * Returns the probe's findings on a generated load test, or why it did not run (the base URL accepts no connection).
 * Every read of one request (`targets`) is sent once through the run's own request building (`${NAME}` from `env`),
 * after the run's own pre-flight of its data sources (an empty list is "no data"), a few at once, each within the
 * limits' timeout and all within its budget (what is left when it runs out is "not probed"). Lists first: a look-up
 * whose invented value gets no real answer is tried again with the values those lists hold (src/probe/candidates.ts).
 * It never throws for what happens on the wire, never sends a write and never opens a stream.
 */
export async function probeLoadTest(input: ProbeInput): Promise<ProbeReport> {
  const limits = { ...PROBE_LIMITS, ...input.limits };
  const { loadTest, env } = input;
  const baseUrl = input.mask(redactUrl(loadTest.baseUrl));
  const down = await preflight(loadTest.baseUrl, env, input.signal, Math.min(ANSWERS_WITHIN_MS, limits.budgetMs));
  if (down !== undefined) return { ran: false, reason: `${baseUrl} did not answer (${down})` };

  const budget = AbortSignal.timeout(limits.budgetMs);
  const signal = input.signal ? AbortSignal.any([input.signal, budget]) : budget;
  const state: ProbeState = { input, limits, signal, requests: 0, lists: [] };
  const findings: Array<ProbeFinding | undefined> = loadTest.scenarios.map((scenario, index) => {
    // A stream is never opened: it would hold the probe for its whole length, or for ever (docs/streams.md).
    const notProbed = scenario.stream ? 'a stream' : input.targets[index]?.notProbed;
    return notProbed === undefined ? undefined : finding(scenario, 'not probed', notProbed);
  });
  const probed = loadTest.scenarios.filter((_, index) => findings[index] === undefined);
  const sources = await resolveSources(loadTest, { env, signal, scenarios: probed.map(({ name }) => name) });
  state.requests += new Set(sources.results.map((result) => `${result.request}\n${result.pick}`)).size;
  for (const failure of sources.failures) {
    const index = loadTest.scenarios.findIndex(({ name }) => name === failure.scenario);
    if (index !== -1) findings[index] ??= sourceFinding(loadTest.scenarios[index]!, failure, input.mask);
  }
  const pending = (withInvented: boolean) =>
    loadTest.scenarios.flatMap((scenario, index) =>
      findings[index] === undefined && input.targets[index]!.invented.length > 0 === withInvented ? [index] : [],
    );
  // Lists first: their items are the candidates of the look-ups' invented values.
  for (const phase of [pending(false), pending(true)]) {
    await eachAtOnce(phase, limits.concurrency, async (index) => {
      const scenario = loadTest.scenarios[index]!;
      findings[index] = await probeScenario(
        state,
        scenario,
        sources.values.get(scenario.name),
        input.targets[index]!.invented,
      );
    });
  }
  return {
    ran: true,
    baseUrl,
    findings: findings.map((item, index) => item ?? notProbed(loadTest.scenarios[index]!)),
    requests: state.requests,
  };
}

/** What the probe of one load test shares between its scenarios. */
interface ProbeState {
  input: ProbeInput;
  limits: ProbeLimits;
  signal: AbortSignal;
  requests: number;
  /** The lists the ready scenarios answered, in the order they came. */
  lists: ListAnswer[];
}

/** Returns the finding of one scenario: tried as generated, then with candidates for its invented values. */
async function probeScenario(
  state: ProbeState,
  scenario: Scenario,
  values: PickedValue[][] | undefined,
  invented: readonly InventedValue[],
): Promise<ProbeFinding> {
  const variants =
    scenario.sources && values ? variantScenarios(scenario, values).slice(0, state.limits.sourcedTries) : [scenario];
  let first: Answer | undefined;
  let tries = 0;
  for (const variant of variants) {
    const answer = await send(state, variant);
    if (answer === undefined) return notProbed(scenario);
    if (answer.kind === 'not probed') return finding(scenario, answer.kind, answer.detail);
    tries++;
    first ??= answer;
    if (answer.kind === 'ready') return ready(state, scenario, answer, []);
  }
  const schema = state.input.schema;
  const candidates = invented.map((value) =>
    candidateValues(value, lookupType(scenario, value.name, schema), state.lists),
  );
  for (let index = 0; index < MAX_CANDIDATES; index++) {
    const probed: ProbedValue[] = [];
    invented.forEach((value, which) => {
      const candidate = candidates[which]![index];
      if (candidate) probed.push({ ...value, value: candidate.value, from: candidate.from });
    });
    if (probed.length === 0) break;
    const answer = await send(state, withValues(variants[0]!, probed));
    if (answer === undefined) return notProbed(scenario);
    tries++;
    if (answer.kind === 'ready') return ready(state, scenario, answer, probed);
  }
  const { kind, detail } = first!;
  const every = tries > 1 && (kind === 'null answer' || kind === 'not found' || kind === 'rejected');
  return finding(scenario, kind, `${detail}${every ? ' for every value tried' : ''}`);
}

/** Returns the answer to one request of the scenario, or undefined when the probe was stopped (its time ran out). */
async function send(state: ProbeState, scenario: Scenario): Promise<Answer | undefined> {
  if (stopped(state)) return undefined;
  const { input, limits } = state;
  let built;
  try {
    built = buildRequest(input.loadTest.baseUrl, scenario, input.env);
  } catch (error) {
    // A variable not set where generation runs says nothing of the scenario: it is written as generated.
    return { kind: 'not probed', detail: `not sent: ${(error as Error).message}` };
  }
  const timeout = scenario.timeoutMs > 0 ? Math.min(scenario.timeoutMs, limits.timeoutMs) : limits.timeoutMs;
  state.requests++;
  const fetched = await fetchSource(built, timeout, state.signal);
  if (stopped(state)) return undefined;
  const credentials = Object.values(scenario.headers ?? {}).some((value) => value.includes('${'));
  const answer = judgeAnswer(fetched, scenario, credentials);
  const mask = maskerOf(built.secrets);
  return { ...answer, detail: input.mask(mask(answer.detail)) };
}

/** Whether the probe was stopped: its time ran out, or the command was cancelled. */
function stopped(state: ProbeState): boolean {
  return state.signal.aborted;
}

/** Returns the ready finding, after keeping the list the answer holds for the look-ups still to probe. */
function ready(state: ProbeState, scenario: Scenario, answer: Answer, probed: ProbedValue[]): ProbeFinding {
  const list = answer.json === undefined ? undefined : listAnswer(scenario, answer.json, state.input.schema);
  if (list) state.lists.push(list);
  const detail = probed.map(({ name, value, from }) => `${name} = ${String(value)} (from ${from})`).join(', ');
  return { ...finding(scenario, 'ready', state.input.mask(detail)), ...(probed.length > 0 && { probed }) };
}

/** Returns the scenario with the probed values in place of the invented ones. */
function withValues(scenario: Scenario, probed: readonly ProbedValue[]): Scenario {
  let variant = scenario;
  for (const { in: where, name, value } of probed) {
    // A value from the API is data: a `${` in it is sent as is, never read as a variable.
    const data = typeof value === 'string' ? value.replaceAll('${', '$${') : value;
    if (where === 'variables') {
      const graphql = variant.graphql!;
      variant = { ...variant, graphql: { ...graphql, variables: { ...graphql.variables, [name]: data } } };
    } else variant = { ...variant, [where]: { ...variant[where], [name]: data } };
  }
  return variant;
}

/**
 * Returns the finding of a scenario whose data source failed in the pre-flight: "no data" for a source that answered
 * but listed nothing, else what it answered. The pre-flight's own message is the evidence.
 */
function sourceFinding(scenario: Scenario, failure: SourceFailure, mask: (text: string) => string): ProbeFinding {
  const sourced = scenario.sources?.find((item) => `${placeOf(item)}.${item.name}` === failure.value);
  const from = sourced ? sourceName(sourced) : failure.value;
  const { message, status, empty, notSent } = failure;
  if (notSent !== undefined) return finding(scenario, 'not probed', mask(`${from} not sent: ${notSent}`));
  if (empty) return finding(scenario, 'no data', `${from} lists none`);
  if (status === 401 || status === 403)
    return finding(scenario, 'refused', mask(`its list ${from} answered ${status}: ${message}`));
  if (status === undefined || (status >= 500 && status <= 599))
    return finding(scenario, 'server error', mask(`its list ${message}`));
  return finding(scenario, 'rejected', mask(`its list ${message}`));
}

function placeOf(sourced: SourcedValue): string {
  return sourced.in === 'variables' ? 'graphql.variables' : sourced.in;
}

/** Returns how a finding names a source: `GET /files`, or the GraphQL list field it queries (`query ghosts`). */
function sourceName(sourced: SourcedValue): string {
  const { from, graphql } = sourced.source;
  return graphql ? `query ${rootField(graphql.query)}` : from;
}

function finding(scenario: Scenario, kind: ProbeKind, detail: string): ProbeFinding {
  return { scenario: scenario.name, endpoint: scenario.endpoint, kind, detail };
}

function notProbed(scenario: Scenario): ProbeFinding {
  return finding(scenario, 'not probed', "the probe's time ran out");
}

/** Runs `work` on each item, at most `concurrency` at once; returns when all are done. */
async function eachAtOnce<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

/**
 * Returns the reason to write in `skip:` for each scenario the probe could not make work, by name, and a note when
 * none is disabled although some failed: when no scenario is ready and every one was refused or failed on the server,
 * the credentials or the server are at fault, not the scenarios, and disabling them all would hide it.
 */
export function skipReasons(findings: readonly ProbeFinding[]): { skips: Map<string, string>; note?: string } {
  const failed = findings.filter(({ kind }) => kind !== 'ready' && kind !== 'not probed');
  const whole =
    failed.length > 0 &&
    !findings.some(({ kind }) => kind === 'ready') &&
    failed.every(({ kind }) => kind === 'refused' || kind === 'server error');
  if (whole) {
    return {
      skips: new Map(),
      note: `no scenario got a real answer (${failed.length} refused or failed on the server): none was disabled; check the credentials and that the server is healthy, then generate again`,
    };
  }
  return { skips: new Map(failed.map(({ scenario, kind, detail }) => [scenario, `${kind}: ${detail}`])) };
}
