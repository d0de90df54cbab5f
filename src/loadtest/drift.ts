// How a load test and the API schema have drifted apart: operations not covered, scenarios of none, as warnings.
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { operationShape, type Operation } from '../schema/operation.js';
import type { LoadTest } from './types.js';

/** How a load test and the API schema have drifted apart: both are warnings, not errors. */
export interface Drift {
  /** Operations in scope that no scenario covers. */
  uncovered: Operation[];
  /** Scenarios that exercise nothing the schema has (a removed or renamed endpoint or field). */
  unknown: Array<{ index: number; name: string; endpoint: string; line: number }>;
  /** Lines of the plan that leave out an operation the schema does not have (`- not GET /gone`). */
  plan?: Array<{ file: string; line: number; message: string }>;
}

/**
 * Returns the drift between a load test and the schema's operations: `inScope` operations no scenario covers (but the
 * writes generation leaves out), and scenarios whose endpoint (or, for GraphQL, root field; for a flow, any step's)
 * the schema does not have. A scenario with `skip:` covers its operation: it was left out of the runs on purpose, as
 * an operation a plan's `not` line leaves out is not in `inScope`.
 */
export function findDrift(loadTest: LoadTest, operations: Operation[], inScope: Operation[]): Drift {
  const known = new Set(operations.map(coverageKey));
  const covered = new Set<string>();
  const unknown: Drift['unknown'] = [];
  loadTest.scenarios.forEach((scenario, index) => {
    // A flow covers what each of its steps sends; its own method and path are empty.
    const keys = (scenario.flow ?? [scenario]).flatMap((request) =>
      request.graphql ? graphqlKeys(request.graphql.query) : [operationShape(`${request.method} ${request.path}`)],
    );
    for (const key of keys) covered.add(key);
    if (keys.length === 0 || keys.some((key) => !known.has(key)))
      unknown.push({ index, name: scenario.name, endpoint: scenario.endpoint, line: scenario.line });
  });
  // A write that generation leaves out, since it would change records the run did not create, is no gap to report
  // while the load test keeps its writes to its own records (docs/real-data-and-flows.md#writes).
  const generable = (operation: Operation) => operation.write?.kind !== 'refused' || loadTest.writes === 'existing';
  return {
    uncovered: inScope.filter((operation) => generable(operation) && !covered.has(coverageKey(operation))),
    unknown,
  };
}

/**
 * Returns what a scenario that covers the operation has as its key: the root field for GraphQL, else the method and
 * the path it is sent to (`GET /x` for the schema's `GET /x?type=a`).
 */
function coverageKey(operation: Operation): string {
  const rest = /^[A-Z]+ \//.test(operation.key);
  return operationShape(rest ? `${operation.method} ${operation.path}` : operation.key);
}

/** The operation keys (`query pets`) of a GraphQL document's root fields; none when it does not parse. */
function graphqlKeys(query: string): string[] {
  try {
    return parse(query)
      .definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      )
      .flatMap((definition) =>
        definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [`${definition.operation} ${selection.name.value}`] : [],
        ),
      );
  } catch {
    return [];
  }
}

/** Returns what to do about an operation in scope that no scenario covers, for the warning that names it. */
export function uncoveredMessage(operation: Operation): string {
  return `${operation.key} is in scope but no scenario covers it: add one (with \`skip: "<reason>"\` to keep it from running), leave it out with a plan line \`- not ${operation.key}\`, or regenerate with \`loadtool generate\``;
}

/**
 * Returns one warning line per drift: `FILE:LINE: scenarios[2]: warning: …`, then the uncovered operations, then the
 * plan's lines that leave out nothing.
 */
export function driftWarnings(file: string, drift: Drift, schema: string): string[] {
  return [
    ...drift.unknown.map(
      ({ index, endpoint, line }) =>
        `${file}:${line}: scenarios[${index}]: warning: ${endpoint} exercises nothing in ${schema} (removed or renamed?): update the scenario or remove it`,
    ),
    ...drift.uncovered.map((operation) => `${file}: warning: ${uncoveredMessage(operation)}`),
    ...(drift.plan ?? []).map((warning) => `${warning.file}:${warning.line}: warning: ${warning.message}`),
  ];
}
