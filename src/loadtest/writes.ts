// Which requests and scenarios of a load test write: the one answer that validation (writes-findings.ts), the run
// order (engine/run-order.ts) and the reports (`writes: true` in results.json) share (docs/real-data-and-flows.md#writes).

import { Kind, OperationTypeNode, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { deepGraphqlPosition } from '../schema/graphql/graphql-nesting.js';
import { CREATE_VERB } from '../vocabulary/write-verbs.js';
import { isRecord } from '../json-record.js';

/** The methods that change data on the server; GET, HEAD and OPTIONS only read. */
const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A request as loadtool.yaml writes it or as validation parses it: `endpoint` is `METHOD /path`. The fields are
 * `unknown` so that data not yet known to be valid can be asked too.
 */
export interface RequestShape {
  endpoint?: unknown;
  graphql?: unknown;
}

/** A scenario as written or as parsed: one request, a flow of them, or a script. */
export interface ScenarioShape extends RequestShape {
  flow?: unknown;
  script?: unknown;
}

/**
 * Returns whether a request writes: a PUT, PATCH or DELETE, and a POST unless its `graphql.query` is a GraphQL
 * document whose operations are all queries (or subscriptions). A mutation writes; a document that does not parse, or
 * nests too deep to be read, counts as a write, as what it does cannot be known.
 */
export function requestWrites(request: RequestShape): boolean {
  const [method] = endpointParts(request);
  if (method === undefined || !WRITE_METHODS.includes(method)) return false;
  if (method !== 'POST') return true;
  const query = graphqlQuery(request);
  if (query === undefined) return true;
  const operations = operationsOf(query);
  return !operations || operations.some((operation) => operation.operation === OperationTypeNode.MUTATION);
}

/**
 * Returns whether a write only creates, and so changes no record that exists: a POST to a path without `{param}` (a
 * collection, `POST /todos`), or a GraphQL document whose every mutation field is named as a create (`createComment`,
 * see CREATE_VERB). What such a write takes from the API (a `postId`) is a reference to a record it does not change.
 * A POST to an item (`POST /todos/{id}/done`) and any other mutation act on the record they name.
 */
export function requestCreates(request: RequestShape): boolean {
  const [method, path = ''] = endpointParts(request);
  if (method !== 'POST') return false;
  const query = graphqlQuery(request);
  if (query === undefined) return !/\{[^}]*\}/.test(path);
  // A fragment spread at the top of a mutation hides which fields it calls: undefined, so not a create.
  const fields = (operationsOf(query) ?? [])
    .filter((operation) => operation.operation === OperationTypeNode.MUTATION)
    .flatMap((operation) => operation.selectionSet.selections)
    .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : undefined))
    .filter((name) => name !== '__typename');
  return fields.length > 0 && fields.every((name) => name !== undefined && CREATE_VERB.test(name));
}

/**
 * Returns whether a scenario writes: its request does; a flow when any of its steps does (once, measured,
 * `measure: false` and cleanup steps alike); a script always, since its requests are known only when it runs.
 */
export function scenarioWrites(scenario: ScenarioShape): boolean {
  if (scenario.script !== undefined) return true;
  if (Array.isArray(scenario.flow)) return scenario.flow.some((step) => isRecord(step) && requestWrites(step));
  return requestWrites(scenario);
}

/** Returns the method and the path of a request's `endpoint`, each undefined when it has none. */
function endpointParts(request: RequestShape): Array<string | undefined> {
  return typeof request.endpoint === 'string' ? request.endpoint.trim().split(/\s+/) : [];
}

/** Returns the GraphQL document a request sends, if any. */
function graphqlQuery(request: RequestShape): string | undefined {
  const query = isRecord(request.graphql) ? request.graphql.query : undefined;
  return typeof query === 'string' ? query : undefined;
}

/**
 * Returns the operations of a GraphQL document; undefined when it cannot be read (it does not parse, nests too deep to
 * be parsed, or holds no operation), which requestWrites counts as a write.
 */
function operationsOf(query: string): OperationDefinitionNode[] | undefined {
  // graphql-js parses by recursion: a document nested thousands deep would overflow the stack.
  if (deepGraphqlPosition(query)) return undefined;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length > 0 ? operations : undefined;
}
