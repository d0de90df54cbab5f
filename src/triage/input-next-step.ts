// The next step for an input problem the server named (input-problems.ts): which of the scenario's values to fix,
// and how, for GraphQL errors and REST bodies alike.
import type { RunContext } from './context.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../loadtest/types.js';
import { acceptedElsewhere, credentialsNextStep, otherScenarios } from './credentials.js';
import type { InputProblem } from './input-problems.js';
import { constraintColumn, describeSent, sentAs, type SentValue } from './input-values.js';

/** What the request is, where loadtool.yaml writes its data, in the words of a next step. */
const REQUEST_DATA = ['body', 'query', 'params', 'graphql'] as const;

/**
 * Returns the next step for an input problem, naming the scenario's values to fix where it can find them (by the
 * value PostgreSQL's detail quotes, else by the column's or constraint's name); a `denied` problem is worded as a 401
 * or 403 is (credentials.ts), and `accepted` lists the other scenarios whose same credentials got ok responses.
 */
export function inputNextStep(
  problem: InputProblem,
  result: ScenarioResult,
  spec: Scenario | undefined,
  accepted: string[],
): string {
  switch (problem.kind) {
    case 'unique':
      return unique(problem, spec);
    case 'foreign-key':
      return foreignKey(problem, spec);
    case 'still-referenced':
      return stillReferenced(problem, spec);
    case 'not-found':
      return notFound(problem, spec);
    case 'invalid-value':
      return invalidValue(problem, result, spec);
    case 'denied':
      return credentialsNextStep(problem.status ?? 403, result, spec, accepted);
  }
}

/** Returns `; the same credentials got ok responses in …` for a `denied` problem whose credentials work elsewhere. */
export function deniedEvidence(accepted: string[]): string {
  return accepted.length > 0 ? `; the same credentials got ok responses ${otherScenarios(accepted)}` : '';
}

/** Returns the other scenarios whose same credentials got ok responses, for a `denied` problem; else none. */
export function acceptedFor(
  problem: InputProblem | undefined,
  result: ScenarioResult,
  spec: Scenario | undefined,
  context: RunContext,
): string[] {
  return problem?.kind === 'denied' && spec ? acceptedElsewhere(result, spec, context.run, context.specs) : [];
}

function unique(problem: InputProblem, spec: Scenario | undefined): string {
  const sent = sentAs(spec, problem);
  const subject =
    listed(problem.columns) ??
    listed(keysOf(sent)) ??
    (problem.constraint ? `the column of constraint ${problem.constraint}` : 'a unique column');
  const about = [
    problem.constraint && !subject.includes(problem.constraint) ? `constraint ${problem.constraint}` : undefined,
    sentOrNow(sent, problem),
  ];
  return `the value of ${subject}${parenthesized(about)} must be unique per request: use \${uuid} in it (loadtool.yaml supports a new random UUID per request as \${uuid})`;
}

function foreignKey(problem: InputProblem, spec: Scenario | undefined): string {
  const columns = problem.columns.length > 0 ? problem.columns : columnOfConstraint(problem);
  const sent = sentAs(spec, { ...problem, columns });
  const subject =
    listed(columns) ??
    listed(keysOf(sent)) ??
    (problem.constraint ? `the column of constraint ${problem.constraint}` : 'the reference');
  const about = [
    problem.constraint && !subject.includes(problem.constraint) ? `constraint ${problem.constraint}` : undefined,
    sentOrNow(sent, problem),
  ];
  const record = problem.otherTable ? `an existing record in ${problem.otherTable}` : 'an existing record';
  return `${subject}${parenthesized(about)} must name ${record}: take it from the API with a data source (from/pick) or a create step`;
}

function stillReferenced(problem: InputProblem, spec: Scenario | undefined): string {
  const sent = sentAs(spec, problem);
  const record = sent.length > 0 ? ` (${describeSent(sent)})` : '';
  const table = problem.table ? ` of ${problem.table}` : '';
  const from = problem.otherTable ? `rows of ${problem.otherTable}` : 'other rows';
  return `the record${table}${record} cannot be deleted while ${from} name it: delete only records the run created (a flow whose create step makes the record it deletes), or delete what names it first`;
}

function notFound(problem: InputProblem, spec: Scenario | undefined): string {
  let sent = sentAs(spec, { values: problem.values });
  if (sent.length === 0) sent = sentAs(spec, { columns: ['id', 'node_id'] });
  const where = [
    problem.table ? `in ${problem.table}` : undefined,
    sent.length > 0 ? `(${describeSent(sent)})` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  return `the id does not exist${where ? ` ${where}` : ''}: create the record first (a flow) or take ids from the API`;
}

function invalidValue(problem: InputProblem, result: ScenarioResult, spec: Scenario | undefined): string {
  if (problem.fields.length > 0)
    return `the server refuses the request data (${problem.fields.join('; ')}): correct the scenario's ${requestData(spec)} to what ${result.endpoint} expects`;
  const columns = problem.columns.length > 0 ? problem.columns : columnOfConstraint(problem);
  const variable = problem.variable ? [problem.variable] : [];
  let sent = sentAs(spec, { values: problem.values, columns: [...variable, ...columns] });
  if (problem.variable) sent = sent.filter(({ path }) => path === `graphql.variables.${problem.variable!}`);
  const what =
    sent.length > 0
      ? describeSent(sent)
      : problem.values.length > 0
        ? `${problem.values.map((value) => JSON.stringify(value)).join(', ')}${problem.variable ? ` in $${problem.variable}` : ''}`
        : problem.variable
          ? `the value of $${problem.variable}`
          : columns.length > 0
            ? `the column ${columns.join(', ')}${problem.table ? ` of ${problem.table}` : ''}`
            : 'a value of the request';
  return `the server refuses ${what} (${reasonOf(problem)}): ${fixOf(problem, sent, spec, columns)}`;
}

/** Why a value was refused, in a few words: `not a valid uuid`, `check constraint tags_name_check`. */
function reasonOf(problem: InputProblem): string {
  if (problem.type) return `not a valid ${problem.type}`;
  if (problem.constraint) return `check constraint ${problem.constraint}${problem.table ? ` of ${problem.table}` : ''}`;
  if (/not-null/.test(problem.quote)) return 'it must not be null';
  return problem.quote;
}

function fixOf(problem: InputProblem, sent: SentValue[], spec: Scenario | undefined, columns: string[]): string {
  const where =
    sent.length > 0
      ? ` in ${[...new Set(sent.map(({ path }) => path))].join(', ')}`
      : ` in the scenario's ${requestData(spec)}`;
  if (problem.type && /^uuid$/i.test(problem.type))
    return `send a real uuid${where}: take it from the API with a data source (from/pick) or a create step, or use \${uuid} for a new one`;
  if (problem.type) return `send a value of type ${problem.type}${where}`;
  if (/not-null/.test(problem.quote) && columns.length > 0) return `send a value for ${columns.join(', ')}${where}`;
  if (problem.constraint) return `send a value that the constraint accepts${where}`;
  return `send a value the API accepts${where}`;
}

/** Returns `graphql variables`, `body and query`: where the scenario's request data is written. */
function requestData(spec: Scenario | undefined): string {
  const sent = REQUEST_DATA.filter((key) => spec?.[key] !== undefined).map((key) =>
    key === 'graphql' ? 'graphql variables' : key,
  );
  return sent.length > 0 ? sent.join(' and ') : 'request data';
}

/** The column a foreign key's or check's name stands for, when PostgreSQL's detail did not name it. */
function columnOfConstraint({ constraint, table }: InputProblem): string[] {
  const column = constraint ? constraintColumn(constraint, table) : undefined;
  return column ? [column] : [];
}

/** `graphql.variables.name = "history"`, or `now "history"` from the detail when the value is not in the scenario. */
function sentOrNow(sent: SentValue[], problem: InputProblem): string | undefined {
  if (sent.length > 0) return describeSent(sent);
  return problem.values.length > 0
    ? `now ${problem.values.map((value) => JSON.stringify(value)).join(', ')}`
    : undefined;
}

function keysOf(sent: SentValue[]): string[] {
  return [...new Set(sent.map(({ path }) => path.replace(/(\[\d+\])+$/, '').replace(/^.*\./, '')))];
}

function listed(names: readonly string[]): string | undefined {
  return names.length > 0 ? names.join(', ') : undefined;
}

function parenthesized(parts: ReadonlyArray<string | undefined>): string {
  const present = parts.filter((part): part is string => part !== undefined && part !== '');
  return present.length > 0 ? ` (${present.join('; ')})` : '';
}
