// The findings of flows a JSON Schema cannot state: steps, their `${name}`s, what earlier steps extract.
import type { Segments } from '../../json-schema-messages.js';
import { findPlaceholders, isRunValue, UUID } from '../../placeholders.js';
import { isDataSource } from '../../vocabulary/data-source.js';
import { jsonPathProblem } from './expect-json-findings.js';
import type { Finding } from './finding.js';
import { ENDPOINT_PATH, pathParamFindings } from './path-param-findings.js';
import { invalidPlaceholderFinding, stringsIn, unsetFinding } from './placeholder-findings.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

/** The keys of a step whose strings may hold `${name}`, as a scenario's may. */
const PLACEHOLDER_KEYS = ['params', 'query', 'headers', 'body'] as const;

/** A name that reads as an environment variable: upper case, digits and _. */
const ENVIRONMENT_NAME = /^[A-Z_][A-Z0-9_]*$/;

/** What is wrong in the flows of a file, and, apart, the `${NAME}`s the environment lacks (see SemanticFindings). */
export interface FlowFindings {
  problems: Finding[];
  unset: Finding[];
}

/**
 * Returns what the JSON Schema cannot say about the flow of the scenario at `at` (nothing for a scenario without
 * one): step names used twice, path parameters, a `once` step after a measured one, `refreshOn` on a step that is
 * not `once`, the roles a step cannot have together (`once`, `cleanup`, `measure`), a `cleanup` step before another
 * kind, a flow without a measured step, extractions that are not JSONPaths or take the built-in name `uuid`, data
 * sources (which a step does not take), and each `${name}` that no earlier step extracts and that is no environment
 * variable; the environment variables `env` lacks go to `unset`.
 */
export function flowFindings(
  scenario: Record<string, unknown>,
  at: Segments,
  env: NodeJS.ProcessEnv | undefined,
): FlowFindings {
  const found: FlowFindings = { problems: [], unset: [] };
  if (!Array.isArray(scenario.flow)) return found;
  if (isRecord(scenario.headers))
    scenarioHeaderFindings(scenario.headers, scenario.flow, [...at, 'headers'], env, found);
  const firstIndex = new Map<string, number>();
  // The names extracted by the steps before the one at hand: a once step's count for every later step.
  const extracted = new Set<string>();
  // The first step of the iterations: every once step comes before it, as each user runs them.
  let measured: number | undefined;
  // The last step that is not a cleanup: every cleanup step comes after it, as each user runs them after the last.
  const lastOther = scenario.flow.findLastIndex((step: unknown) => isRecord(step) && step.cleanup !== true);
  found.problems.push(...measuredStepFindings(scenario.flow, [...at, 'flow']));
  scenario.flow.forEach((step: unknown, index) => {
    if (!isRecord(step)) return;
    const stepAt = [...at, 'flow', index];
    if (typeof step.name === 'string' && step.name !== '') {
      const first = firstIndex.get(step.name);
      if (first === undefined) firstIndex.set(step.name, index);
      else {
        found.problems.push({
          segments: [...stepAt, 'name'],
          at: 'value',
          message: `${show(step.name)} is already the name of flow[${first}]: give each step its own name`,
        });
      }
    }
    const path = typeof step.endpoint === 'string' ? ENDPOINT_PATH.exec(step.endpoint)?.[1] : undefined;
    if (path !== undefined) found.problems.push(...pathParamFindings(path, step.params, stepAt));
    if (step.once === true && measured !== undefined) {
      found.problems.push({
        segments: [...stepAt, 'once'],
        at: 'key',
        message: `a once step runs before the measured steps of each user: move it before flow[${measured}]`,
      });
    }
    if (step.once !== true && step.cleanup !== true) measured ??= index;
    if (step.shared === true && step.once !== true)
      found.problems.push({
        segments: [...stepAt, 'shared'],
        at: 'key',
        message: "shares a once step's answer among the users: add once: true, or remove shared",
      });
    if (step.refreshOn !== undefined && step.once !== true) {
      found.problems.push({
        segments: [...stepAt, 'refreshOn'],
        at: 'key',
        message:
          step.cleanup === true
            ? 'works only on a once step; a cleanup step is never run again: remove refreshOn'
            : 'works only on a once step, which it runs again: add once: true, or remove refreshOn',
      });
    }
    found.problems.push(...roleFindings(step, stepAt, index < lastOther ? lastOther : undefined));
    const variables = isRecord(step.graphql) ? step.graphql.variables : undefined;
    if (isRecord(variables)) found.problems.push(...sourceFindings(variables, [...stepAt, 'graphql', 'variables']));
    for (const key of PLACEHOLDER_KEYS) {
      if (isRecord(step[key])) found.problems.push(...sourceFindings(step[key], [...stepAt, key]));
      placeholderFindings(step[key], [...stepAt, key], env, { extracted, earlier: true }, found);
    }
    if (isRecord(step.extract)) {
      if (UUID in step.extract)
        found.problems.push({
          segments: [...stepAt, 'extract', UUID],
          at: 'key',
          message: `${UUID} is the built-in \${${UUID}}, a new UUID for each request: give the extracted value another name`,
        });
      for (const [name, how] of Object.entries(step.extract)) {
        const problem = typeof how === 'string' ? jsonPathProblem(how) : undefined;
        if (problem) found.problems.push({ segments: [...stepAt, 'extract', name], at: 'value', message: problem });
        const match = isRecord(how) && typeof how.match === 'string' ? matchProblem(how.match) : undefined;
        if (match)
          found.problems.push({ segments: [...stepAt, 'extract', name, 'match'], at: 'value', message: match });
      }
      for (const name of Object.keys(step.extract)) extracted.add(name);
    }
  });
  return found;
}

/**
 * Returns the problems of a step's roles: `measure` on a once or cleanup step (neither is ever measured), `cleanup`
 * with `once`, and a cleanup step with another kind of step after it (`last`, the last of those, when there is one).
 */
function roleFindings(step: Record<string, unknown>, at: Segments, last: number | undefined): Finding[] {
  const problems: Finding[] = [];
  const cleanup = step.cleanup === true;
  if (step.measure !== undefined && (step.once === true || cleanup)) {
    problems.push({
      segments: [...at, 'measure'],
      at: 'key',
      message: cleanup
        ? 'a cleanup step is never measured (it runs after the measured time): remove measure'
        : 'a once step is never measured (it runs before the iterations): remove measure',
    });
  }
  if (cleanup && step.once === true) {
    problems.push({
      segments: [...at, 'cleanup'],
      at: 'key',
      message: 'a cleanup step runs after the measured time, a once step before it: keep cleanup: true or once: true',
    });
  } else if (cleanup && last !== undefined) {
    problems.push({
      segments: [...at, 'cleanup'],
      at: 'key',
      message: `a cleanup step runs after each user's last iteration: move it after flow[${last}]`,
    });
  }
  return problems;
}

/** Returns the problem of a flow without a measured step (each is once, cleanup or `measure: false`), if so. */
function measuredStepFindings(steps: unknown[], at: Segments): Finding[] {
  const records = steps.filter(isRecord);
  if (records.length < steps.length) return [];
  const measured = (step: Record<string, unknown>) =>
    step.once !== true && step.cleanup !== true && step.measure !== false;
  if (records.length === 0 || records.some(measured)) return [];
  return [
    {
      segments: at,
      at: 'key',
      message:
        "has no measured step: each is once, cleanup or measure: false, and the flow's figures are those of its measured steps; measure the request the scenario is about (remove its measure: false, or add it)",
    },
  ];
}

/**
 * Adds the findings of a flow scenario's own headers, which every step sends: a `${name}` may be a value that any of
 * its steps extracts (the steps before that one do not send the header, see parse-flow.ts); a data source is refused.
 */
function scenarioHeaderFindings(
  headers: Record<string, unknown>,
  steps: unknown[],
  at: Segments,
  env: NodeJS.ProcessEnv | undefined,
  found: FlowFindings,
): void {
  found.problems.push(...sourceFindings(headers, at, 'first'));
  const extracted = new Set(
    steps.flatMap((step) => (isRecord(step) && isRecord(step.extract) ? Object.keys(step.extract) : [])),
  );
  placeholderFindings(headers, at, env, { extracted, earlier: false }, found);
}

/**
 * Adds the findings of the `${name}`s in a value: one that is not a name, one neither in `names.extracted` (by an
 * earlier step when `names.earlier`, else by any step) nor an environment variable, and unset environment variables.
 */
function placeholderFindings(
  value: unknown,
  at: Segments,
  env: NodeJS.ProcessEnv | undefined,
  names: { extracted: ReadonlySet<string>; earlier: boolean },
  found: FlowFindings,
): void {
  for (const { segments, text } of stringsIn(value, at)) {
    const problem = invalidPlaceholderFinding(text, segments) ?? notExtractedFinding(text, segments, names);
    if (problem) found.problems.push(problem);
    const missing = env ? unsetFinding(text, segments, env, names.extracted) : undefined;
    if (missing) found.unset.push(missing);
  }
}

/** Returns the problem of a text with a `${name}` that is neither extracted nor an environment variable. */
function notExtractedFinding(
  text: string,
  segments: Segments,
  { extracted, earlier }: { extracted: ReadonlySet<string>; earlier: boolean },
): Finding | undefined {
  const names = findPlaceholders(text).flatMap(({ name }) =>
    extracted.has(name) || ENVIRONMENT_NAME.test(name) || isRunValue(name) ? [] : [name],
  );
  const [name] = names;
  if (name === undefined) return undefined;
  return {
    segments,
    at: 'value',
    message: earlier
      ? `no earlier step extracts ${name}: add extract: { ${name}: $.… } to an earlier step`
      : `no step extracts ${name}: add extract: { ${name}: $.… } to a step`,
  };
}

/**
 * Returns one problem per data source among the values, with what to write instead: a `once` step (`where` says where
 * it goes) that sends the source's request and extracts the value, and `${name}` in its place. A source is fetched in
 * the pre-flight, which sends no login, while a flow's values come from its own steps, the login's token included.
 */
function sourceFindings(values: Record<string, unknown>, at: Segments, where = 'before this one'): Finding[] {
  return Object.entries(values).flatMap(([key, value]) => {
    if (!isDataSource(value)) return [];
    const name = key.replace(/[^A-Za-z0-9_]/g, '_');
    const request =
      typeof value.from === 'string' && typeof value.pick === 'string'
        ? ` with endpoint: ${value.from}${graphqlOf(value.graphql)} and extract: { ${name}: ${JSON.stringify(value.pick)} },`
        : ' that fetches the value and extracts it,';
    return [
      {
        segments: [...at, key],
        at: 'value' as const,
        message: `a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step ${where}${request} and write "\${${name}}" here`,
      },
    ];
  });
}

/** Returns `, its graphql: { query: "…" }` for a GraphQL source, else nothing. */
function graphqlOf(graphql: unknown): string {
  if (!isRecord(graphql) || typeof graphql.query !== 'string') return '';
  const variables = isRecord(graphql.variables) ? `, variables: ${JSON.stringify(graphql.variables)}` : '';
  return `, its graphql: { query: ${JSON.stringify(graphql.query)}${variables} }`;
}

/** Returns why a `match` is not a regular expression JavaScript compiles, or undefined when it is one. */
function matchProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return `is not a regular expression (${(error as Error).message}): write one such as "[^/]+$", the last path segment`;
  }
}
