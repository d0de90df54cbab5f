import type { Segments } from '../json-schema-messages.js';
import { findPlaceholders } from '../placeholders.js';
import { isDataSource } from '../vocabulary/data-source.js';
import { jsonPathProblem } from './expect-json-findings.js';
import type { Finding } from './finding.js';
import { ENDPOINT_PATH, pathParamFindings } from './path-param-findings.js';
import { invalidPlaceholderFinding, stringsIn, unsetFinding } from './placeholder-findings.js';
import { show } from './yaml-wording.js';

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
 * not `once`, extractions that are not JSONPaths, data sources (which a step does not take), and each `${name}` that
 * no earlier step extracts and that is no environment variable; the environment variables `env` lacks go to `unset`.
 */
export function flowFindings(
  scenario: Record<string, unknown>,
  at: Segments,
  env: NodeJS.ProcessEnv | undefined,
): FlowFindings {
  const found: FlowFindings = { problems: [], unset: [] };
  if (!Array.isArray(scenario.flow)) return found;
  if (isRecord(scenario.headers)) found.problems.push(...sourceFindings(scenario.headers, [...at, 'headers']));
  const firstIndex = new Map<string, number>();
  // The names extracted by the steps before the one at hand: a once step's count for every later step.
  const extracted = new Set<string>();
  // The first measured step: every once step comes before it, as each user runs them.
  let measured: number | undefined;
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
    if (step.once !== true) measured ??= index;
    if (step.refreshOn !== undefined && step.once !== true) {
      found.problems.push({
        segments: [...stepAt, 'refreshOn'],
        at: 'key',
        message: 'works only on a once step, which it runs again: add once: true, or remove refreshOn',
      });
    }
    const variables = isRecord(step.graphql) ? step.graphql.variables : undefined;
    if (isRecord(variables)) found.problems.push(...sourceFindings(variables, [...stepAt, 'graphql', 'variables']));
    for (const key of PLACEHOLDER_KEYS) {
      if (isRecord(step[key])) found.problems.push(...sourceFindings(step[key], [...stepAt, key]));
      for (const { segments, text } of stringsIn(step[key], [...stepAt, key])) {
        const problem = invalidPlaceholderFinding(text, segments) ?? notExtractedFinding(text, segments, extracted);
        if (problem) found.problems.push(problem);
        const missing = env ? unsetFinding(text, segments, env, extracted) : undefined;
        if (missing) found.unset.push(missing);
      }
    }
    if (isRecord(step.extract)) {
      for (const [name, how] of Object.entries(step.extract)) {
        const problem = typeof how === 'string' ? jsonPathProblem(how) : undefined;
        if (problem) found.problems.push({ segments: [...stepAt, 'extract', name], at: 'value', message: problem });
      }
      for (const name of Object.keys(step.extract)) extracted.add(name);
    }
  });
  return found;
}

/** Returns the problem of a text with a `${name}` that is neither extracted before nor an environment variable. */
function notExtractedFinding(text: string, segments: Segments, extracted: ReadonlySet<string>): Finding | undefined {
  const names = findPlaceholders(text).flatMap(({ name }) =>
    extracted.has(name) || ENVIRONMENT_NAME.test(name) ? [] : [name],
  );
  const [name] = names;
  if (name === undefined) return undefined;
  return {
    segments,
    at: 'value',
    message: `no earlier step extracts ${name}: add extract: { ${name}: $.… } to an earlier step`,
  };
}

/** Returns one problem per data source among the values: a step's values come from earlier steps instead. */
function sourceFindings(values: Record<string, unknown>, at: Segments): Finding[] {
  return Object.entries(values).flatMap(([name, value]) =>
    isDataSource(value)
      ? [
          {
            segments: [...at, name],
            at: 'value' as const,
            message:
              'a data source { from, pick } is not available in a flow step: extract the value in an earlier step instead',
          },
        ]
      : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
