// What one probe request's answer says of its scenario: ready, or why not, in words a person understands.
import { STATUS_CODES } from 'node:http';
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { firstGraphqlError } from '../engine/http/graphql-errors.js';
import type { Fetched } from '../sources/fetch-source.js';
import { quoted as quotedBody } from '../sources/source-failure.js';
import type { Scenario } from '../loadtest/types.js';

/** The probe's findings, as its table lists them (docs/cli.md#the-probe). */
export type ProbeKind =
  'ready' | 'no data' | 'refused' | 'server error' | 'null answer' | 'not found' | 'rejected' | 'not probed';

/** What an answer says: its kind and, for any other than ready, what came back, on one line. */
export interface Answer {
  kind: ProbeKind;
  detail: string;
  /** The answer's JSON body, when it is ready and JSON: a list's items are candidates for other scenarios' values. */
  json?: unknown;
}

/** How much of a body a finding quotes. */
const QUOTED = 120;

/** The GraphQL error codes that say the request's credentials were not enough. */
const REFUSED_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'UNAUTHORIZED', 'ACCESS_DENIED']);

/**
 * Returns what an answer says of its scenario. Ready is a 2xx (or 3xx) whose body is a real answer: for GraphQL, no
 * `errors` and no root field null; for a REST look-up (a path with a `{name}`), a JSON body that is not null, `{}` or
 * `[]`, nor empty. `credentials` says whether the request carried a `${NAME}` header, for the words of a refusal.
 */
export function judgeAnswer(fetched: Fetched, scenario: Scenario, credentials: boolean): Answer {
  if (!('status' in fetched)) return { kind: 'server error', detail: `no answer (${fetched.error})` };
  const { status, body } = fetched;
  const line = `${status} ${STATUS_CODES[status] ?? ''}`.trimEnd();
  if (status === 401 || status === 403)
    return {
      kind: 'refused',
      detail: `${line} ${credentials ? 'with the generated credentials' : 'without credentials'}`,
    };
  if (status === 404) return { kind: 'not found', detail: `${scenario.endpoint} answered ${line}` };
  if (status >= 500) return { kind: 'server error', detail: `${line}: ${quoted(body)}` };
  if (status >= 400) return { kind: 'rejected', detail: `${line}: ${quoted(body)}` };
  if (scenario.graphql) return graphqlAnswer(body, scenario.graphql.query, credentials);
  if (scenario.method === 'HEAD') return { kind: 'ready', detail: '' };
  const lookup = /\{[^}]+\}/.test(scenario.path);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON (a text, an image): whether it is the right one is for the run's checks, not the probe.
    return lookup && body.trim() === ''
      ? { kind: 'null answer', detail: `${scenario.endpoint} answered an empty body` }
      : { kind: 'ready', detail: '' };
  }
  if (json === null) return { kind: 'null answer', detail: `${scenario.endpoint} answered null` };
  if (lookup && typeof json === 'object' && Object.keys(json).length === 0)
    return { kind: 'null answer', detail: `${scenario.endpoint} answered ${JSON.stringify(json)}` };
  return { kind: 'ready', detail: '', json };
}

function graphqlAnswer(body: string, query: string, credentials: boolean): Answer {
  let json: { data?: Record<string, unknown> | null; errors?: unknown } | null;
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    return { kind: 'rejected', detail: `an answer that is not JSON: ${quoted(body)}` };
  }
  if (Array.isArray(json?.errors) && json.errors.length > 0) {
    // The run's own reading of a GraphQL error: its message and code, a nested one (Directus) first.
    const text = Buffer.from(body);
    const { code, message = body } = firstGraphqlError(text, text.length, true) ?? {};
    if (code !== undefined && REFUSED_CODES.has(code))
      return {
        kind: 'refused',
        detail: `GraphQL ${code} ${credentials ? 'with the generated credentials' : 'without credentials'}: ${quoted(message)}`,
      };
    return {
      kind: 'rejected',
      detail: `GraphQL errors: ${quoted(message)}${code !== undefined ? ` (${code})` : ''}`,
    };
  }
  const data = json?.data;
  const field = rootField(query);
  if (!data || typeof data !== 'object') return { kind: 'null answer', detail: `${field} answered no data` };
  const empty = Object.entries(data).find(([, value]) => value === null || value === undefined);
  if (empty) return { kind: 'null answer', detail: `${field} answered null` };
  return { kind: 'ready', detail: '', json };
}

/**
 * Returns the first root field of a GraphQL document with the names of its arguments, as a finding names it:
 * `post(id)`, `posts`; the document's start when it does not parse.
 */
export function rootField(query: string): string {
  const field = rootFieldNode(query);
  if (!field) return quoted(query);
  const args = field.arguments?.map((arg) => arg.name.value) ?? [];
  return args.length > 0 ? `${field.name.value}(${args.join(', ')})` : field.name.value;
}

/** Returns the first root field of a GraphQL document (`posts` of `query { posts { id } }`), or undefined. */
export function rootFieldNode(query: string): FieldNode | undefined {
  try {
    const operation = parse(query).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return operation?.selectionSet.selections.find(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD,
    );
  } catch {
    return undefined;
  }
}

/** Returns the start of a body on one line, as a finding quotes it: `(empty body)` for none. */
function quoted(body: string): string {
  return quotedBody(body, QUOTED);
}
