// The findings of a scenario's GraphQL document, located at their line in the file.
import {
  GraphQLError,
  Kind,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { joinPath, type Problem } from '../../errors.js';
import { findPlaceholders } from '../../placeholders.js';
import { deepGraphqlPosition } from '../../schema/graphql/graphql-nesting.js';
import { MAX_NESTING } from '../../schema/nesting.js';
import type { Segments } from '../../json-schema-messages.js';
import type { RequestData } from '../../schema/operation.js';
import type { LoadTest } from '../types.js';

/**
 * Where a scenario's `graphql.query` is written in the file: its value's line and column and, for a literal block,
 * where the document's first line starts (a line of the document is then a line of the file).
 */
export interface QueryPlacement {
  line: number;
  column: number;
  block?: { line: number; column: number };
}

/** Where a document is: the segments of its `graphql` key, and the line of its scenario or step. */
type DocumentAt = { segments: Segments; line: number };

/**
 * Returns a problem for every GraphQL document of a scenario or of a flow step that cannot run against the schema: a
 * syntax error, an unknown field or argument, an undefined variable (graphql-js `validate`), a required variable
 * without a value, a value that the variable's type refuses, or one not declared by the operation. Each is positioned
 * at its `graphql.query` (found by `positionOf` from the segments of that key; the scenario's or step's first line
 * when it cannot be found) and says where in the document it is.
 */
export function graphqlFindings(
  loadTest: LoadTest,
  schema: GraphQLSchema,
  positionOf: (segments: Segments) => QueryPlacement | undefined,
): Problem[] {
  const problems: Problem[] = [];
  loadTest.scenarios.forEach((scenario, index) => {
    const at: Segments = ['scenarios', index];
    const requests: Array<{ graphql: RequestData['graphql']; at: DocumentAt }> = scenario.flow
      ? scenario.flow.map((step, stepIndex) => ({
          graphql: step.graphql,
          at: { segments: [...at, 'flow', stepIndex, 'graphql'], line: step.line },
        }))
      : [{ graphql: scenario.graphql, at: { segments: [...at, 'graphql'], line: scenario.line } }];
    // A variable with a data source gets its values from the API before the run: its type is only known then.
    const sourced = (scenario.sources ?? []).flatMap((value) => (value.in === 'variables' ? [value.name] : []));
    for (const { graphql, at: documentAt } of requests) {
      if (graphql) problems.push(...documentFindings(graphql, schema, documentAt, positionOf, sourced));
    }
  });
  return problems;
}

/** Returns the problems of one GraphQL document and its variables against the schema (see graphqlFindings). */
function documentFindings(
  graphql: NonNullable<RequestData['graphql']>,
  schema: GraphQLSchema,
  at: DocumentAt,
  positionOf: (segments: Segments) => QueryPlacement | undefined,
  sourced: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const { query, variables = {} } = graphql;
  const placement = positionOf([...at.segments, 'query']);
  const where = { line: placement?.line ?? at.line, column: placement?.column ?? 1 };
  const prefix = joinPath(at.segments);
  const add = (message: string, key = 'query', error?: GraphQLError) => {
    const located = error?.locations?.[0];
    const exact =
      located && placement?.block && key === 'query'
        ? { line: placement.block.line + located.line - 1, column: placement.block.column + located.column - 1 }
        : where;
    problems.push({ path: `${prefix}.${key}`, ...exact, message });
  };
  const multiline = query.trim().includes('\n');

  // graphql-js parses and validates by recursion: a document nested thousands deep would overflow the stack.
  const deep = deepGraphqlPosition(query);
  if (deep) {
    add(
      `nests more than ${MAX_NESTING} levels deep at line ${deep.line}, column ${deep.column} of the query: no API takes such a document; shorten it`,
    );
    return problems;
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    add(
      `${inQuery(error, multiline)}is not valid GraphQL: ${error.message.replace(/^Syntax Error: /, '')}`,
      'query',
      error,
    );
    return problems;
  }
  for (const error of validate(schema, document)) {
    add(
      `${inQuery(error, multiline)}${error.message} Correct the query, or run \`loadtool generate\` anew`,
      'query',
      error,
    );
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) {
    if (operations.length > 1)
      add(`holds ${operations.length} operations, and a scenario sends one: keep one operation per scenario`);
    return problems;
  }
  const [operation] = operations as [OperationDefinitionNode];
  const declared = new Set((operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value));
  for (const name of [...Object.keys(variables), ...sourced]) {
    if (!declared.has(name)) {
      add(
        `gives $${name}, which the operation does not declare: declare it ($${name}: Type) in the query, or remove it`,
        `variables.${name}`,
      );
    }
  }
  // A value holding ${NAME} is filled in at run time: its type is only known then.
  const checked = Object.fromEntries(
    Object.entries(variables).filter(([, value]) => findPlaceholders(JSON.stringify(value)).length === 0),
  );
  const definitions = (operation.variableDefinitions ?? []).filter(
    ({ variable: { name } }) => !sourced.includes(name.value) && (!(name.value in variables) || name.value in checked),
  );
  const coerced = getVariableValues(schema, definitions, checked);
  for (const error of coerced.errors ?? []) {
    const fix = / was not provided\.?$/.test(error.message)
      ? 'give it a value under graphql.variables'
      : 'correct its value under graphql.variables';
    add(`${error.message.replace(/\.$/, '')}: ${fix}`, 'variables');
  }
  return problems;
}

/** Returns where in the document an error is, for the start of a message: `line 3, column 5 of the query: `. */
function inQuery(error: GraphQLError, multiline: boolean): string {
  const location = error.locations?.[0];
  if (!location) return '';
  return multiline
    ? `at line ${location.line}, column ${location.column} of the query: `
    : `at column ${location.column} of the query: `;
}
