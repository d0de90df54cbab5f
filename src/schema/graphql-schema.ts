import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  buildASTSchema,
  buildClientSchema,
  getIntrospectionQuery,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type Location,
} from 'graphql';
// Not re-exported by the package's index, but it is what buildASTSchema runs, and it keeps each error's location.
import { validateSDL } from 'graphql/validation/validate.js';
import { redactUrl } from '../redact-url.js';
import { fetchText } from './fetch-text.js';
import { deepNestingPosition } from '../bracket-nesting.js';
import { MAX_NESTING, nestsTooDeep, TooDeepError } from './nesting.js';
import { SchemaError } from './schema-error.js';
import { SCHEMA_HEADER_HINT } from './schema-headers.js';

/** How much of a server's error message is quoted: enough to say what is wrong, not a whole stack trace. */
const MAX_QUOTE = 200;

/**
 * Parses GraphQL SDL; returns the schema and a warning for each duplicated definition that was dropped. Throws a
 * SchemaError with line and column for a syntax error or an invalid definition (an unknown type, for example).
 */
export function readGraphqlSdl(text: string, source: string): { schema: GraphQLSchema; warnings: string[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') {
    throw new SchemaError(source, [{ path: '', message: 'is empty: it must hold GraphQL type definitions (SDL)' }]);
  }
  // graphql-js parses, validates and builds a value or type nested N deep with N nested calls.
  const deep = deepGraphqlPosition(body);
  if (deep) throw new TooDeepError(source, deep);
  let document: DocumentNode;
  try {
    document = parse(body);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new SchemaError(source, [{ path: '', ...locationOf(error), message: syntaxMessage(body, error) }]);
  }

  const executable = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  if (executable) {
    throw new SchemaError(source, [
      {
        path: '',
        ...lineOf(executable.loc),
        message:
          'holds a GraphQL query, not a schema: point the schema setting at the SDL file (type Query { … }) or at the endpoint',
      },
    ]);
  }

  const warnings: string[] = [];
  const deduplicated = withoutDuplicates(document, source, warnings);
  const errors = validateSDL(deduplicated);
  if (errors.length > 0) {
    throw new SchemaError(
      source,
      errors.map((error) => ({ path: '', ...locationOf(error), message: error.message })),
    );
  }
  // validateSDL has just run; buildASTSchema would run it a second time on a megabyte of SDL.
  return { schema: buildASTSchema(deduplicated, { assumeValidSDL: true }), warnings };
}

/**
 * Reads an introspection result, `{ __schema }` or a whole response `{ data: { __schema } }`; returns the schema or
 * throws a SchemaError saying what is wrong with it (a response with errors, another kind of document).
 */
export function readGraphqlIntrospection(json: unknown, source: string): GraphQLSchema {
  const fail = (message: string): never => {
    throw new SchemaError(source, [{ path: '', message }]);
  };
  if (!isRecord(json)) {
    return fail(`${expectedShape} It holds ${describeValue(json)}.`);
  }
  // buildClientSchema follows a type's ofType chain, and parses default values, with one call per level.
  if (nestsTooDeep(json)) throw new TooDeepError(source);
  if (hasErrors(json)) {
    return fail(`is a GraphQL response with errors, not a schema: ${quoteErrors(json.errors)}`);
  }
  const result = isRecord(json.data) ? json.data : json;
  if (!isRecord(result.__schema)) {
    if ('openapi' in json || 'swagger' in json) {
      return fail(`is an OpenAPI document, not a GraphQL introspection result: ${expectedShape}`);
    }
    const keys = Object.keys(json).slice(0, 5).join(', ');
    return fail(`${expectedShape} Its top-level keys are: ${keys || 'none'}.`);
  }
  if (!Array.isArray(result.__schema.types)) {
    return fail(
      'is not a complete introspection result: its __schema has no types list. Run the full introspection query',
    );
  }
  try {
    return buildClientSchema(result as unknown as IntrospectionQuery);
  } catch (error) {
    return fail(
      `is not a complete introspection result (${truncate(messageOf(error))}): run the full introspection query`,
    );
  }
}

/**
 * The introspection query failed; `answer` says how the server answered it, so that a caller that only guessed the
 * URL was a GraphQL endpoint can word the failure for what the URL really is.
 */
export class IntrospectionError extends SchemaError {
  override name = 'IntrospectionError';

  constructor(
    file: string,
    problems: SchemaError['problems'],
    /** The HTTP status, when there was one; `graphql`: the body was a GraphQL response (`data` or `errors`). */
    readonly answer: { status?: number; graphql: boolean },
  ) {
    super(file, problems);
  }
}

const expectedShape =
  'expected a GraphQL introspection result: { "__schema": { … } } or a response { "data": { "__schema": { … } } }.';

/**
 * Sends the introspection query to a GraphQL endpoint; returns the schema, or throws a SchemaError naming the URL and
 * what to check. Header values are never put in a message: they often hold tokens.
 */
export async function introspectGraphqlEndpoint(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<GraphQLSchema> {
  const where = redactUrl(url);
  let answer: IntrospectionError['answer'] = { graphql: false };
  const fail = (message: string): never => {
    throw new IntrospectionError(where, [{ path: '', message }], answer);
  };
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    return fail(
      'is not an http(s) URL: give the full address of the GraphQL endpoint, e.g. https://api.example.com/graphql',
    );
  }
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const headerNames = Object.keys(options.headers ?? {});

  // fetchText's errors already name the URL without its password and never quote a header.
  const { status, contentType, text } = await fetchText(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' }),
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });

  const deep = deepNestingPosition(text, MAX_NESTING);
  if (deep) throw new TooDeepError(where, deep);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  answer = { status, graphql: isRecord(json) && ('data' in json || 'errors' in json) };
  if (status < 200 || status > 299) {
    const errors = hasErrors(json) ? `; the server says: ${quoteErrors(json.errors)}` : '';
    return fail(`answered the introspection query with HTTP ${status}${errors}. ${statusHint(status, headerNames)}`);
  }
  if (json === undefined) {
    const type = contentType ? contentType.split(';')[0]!.trim() : 'a body without a content type';
    return fail(
      `answered with ${type}, not JSON: check that the URL is the GraphQL endpoint itself (often …/graphql), not a web page`,
    );
  }
  if (hasErrors(json)) {
    return fail(
      `refused the introspection query: ${quoteErrors(json.errors)}. If introspection is disabled there, ` +
        'point the schema setting at the SDL file instead',
    );
  }
  return readGraphqlIntrospection(json, where);
}

function statusHint(status: number, headerNames: string[]): string {
  if (status === 401 || status === 403) {
    return headerNames.length > 0
      ? `Check the credentials sent in ${headerNames.join(', ')}: they were not accepted`
      : `The endpoint needs credentials: ${SCHEMA_HEADER_HINT}`;
  }
  if (status === 404) return 'Check the path of the URL: nothing answers there';
  if (status === 405) return 'The URL does not take POST requests: check that it is the GraphQL endpoint';
  if (status >= 300 && status < 400) return 'It redirects: use the address it redirects to';
  if (status >= 500) return 'The server failed: check that it is healthy and look at its logs';
  return 'Check the URL and the headers';
}

/** Returns whether a GraphQL response carries errors; an empty list, which some servers send, is none. */
function hasErrors(json: unknown): json is { errors: unknown } {
  if (!isRecord(json) || json.errors === undefined || json.errors === null) return false;
  return !Array.isArray(json.errors) || json.errors.length > 0;
}

/** Returns the server's error messages quoted, at most three and each shortened. */
function quoteErrors(errors: unknown): string {
  const list = Array.isArray(errors) ? errors : [errors];
  const messages = list.map((error) => {
    if (typeof error === 'string') return error;
    if (isRecord(error) && typeof error.message === 'string') return error.message;
    return JSON.stringify(error);
  });
  const quoted = messages.slice(0, 3).map((message) => `"${truncate(message.replace(/\s+/g, ' ').trim())}"`);
  const more = messages.length > 3 ? ` and ${messages.length - 3} more` : '';
  return quoted.join('; ') + more;
}

function truncate(text: string): string {
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function locationOf(error: GraphQLError): { line?: number; column?: number } {
  const location = error.locations?.[0];
  return location ? { line: location.line, column: location.column } : {};
}

function lineOf(loc: Location | undefined): { line?: number; column?: number } {
  return loc ? { line: loc.startToken.line, column: loc.startToken.column } : {};
}

/**
 * Returns where a GraphQL text (SDL or a query) first opens a list, object or argument list beyond MAX_NESTING levels, or undefined when
 * it stays within them (or does not lex: the parser then says where). Reads tokens with graphql-js's lexer, which
 * does not recurse, so that brackets in strings and comments do not count.
 */
export function deepGraphqlPosition(body: string): { line: number; column: number } | undefined {
  const lexer = new Lexer(new Source(body));
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.BRACE_L || token.kind === TokenKind.PAREN_L) {
        if (++depth > MAX_NESTING) return { line: token.line, column: token.column };
      } else if (
        token.kind === TokenKind.BRACKET_R ||
        token.kind === TokenKind.BRACE_R ||
        token.kind === TokenKind.PAREN_R
      ) {
        depth = Math.max(0, depth - 1);
      }
    }
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
  }
  return undefined;
}

/** Returns graphql's syntax error as a sentence with a hint at the usual cause. */
function syntaxMessage(text: string, error: GraphQLError): string {
  if (/^\s*[[{]/.test(text)) {
    return 'is JSON, not GraphQL SDL: an introspection result must be read as JSON (name the file *.json)';
  }
  const what = error.message.replace(/^Syntax Error:\s*/, '').replace(/\.$/, '');
  const sentence = what.charAt(0).toLowerCase() + what.slice(1);
  if (/<EOF>/.test(what)) {
    return `the schema ends too early (${sentence.replace('<EOF>', 'the end of the file')}): close every { and ( that is open`;
  }
  return `GraphQL syntax error: ${sentence}. Check for a missing brace, colon or type just before it`;
}

type Member = { name: { value: string; loc?: Location } };

const TYPE_KINDS = new Set<string>([
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
]);

/**
 * Returns the document with every duplicated definition dropped, keeping the first: a type or directive defined
 * twice, a field, enum value, argument, union member or interface listed twice in one type (across its extensions
 * too). Published schemas have these (GitHub's defines two fields of EnterpriseOwnerInfo twice) and servers built
 * from them still work, so one mistake in a 20,000-line file must not stop the load test.
 */
function withoutDuplicates(document: DocumentNode, source: string, warnings: string[]): DocumentNode {
  const types = new Map<string, Location | undefined>();
  const directives = new Map<string, Location | undefined>();
  let schemaDefinition: Location | undefined | null = null;
  // Members seen per type, shared by the type's definition and its extensions, which graphql-js merges.
  const membersOf = new Map<string, Map<string, Location | undefined>>();

  const warn = (loc: Location | undefined, first: Location | undefined, what: string) => {
    const at = loc ? `${source}:${loc.startToken.line}:${loc.startToken.column}` : source;
    const firstLine = first ? ` (first at line ${first.startToken.line})` : '';
    warnings.push(`${at}: ${what} is defined twice${firstLine}: the first definition is kept`);
  };

  const unique = <T extends Member>(
    members: readonly T[] | undefined,
    seen: Map<string, Location | undefined>,
    describe: (name: string) => string,
  ): T[] | undefined => {
    if (!members) return undefined;
    const kept: T[] = [];
    for (const member of members) {
      const name = member.name.value;
      if (seen.has(name)) {
        warn(member.name.loc, seen.get(name), describe(name));
        continue;
      }
      seen.set(name, member.name.loc);
      kept.push(dedupeArguments(member, describe(name)));
    }
    return kept;
  };

  const dedupeArguments = <T extends Member>(member: T, owner: string): T => {
    const args = (member as { arguments?: readonly Member[] }).arguments;
    if (!args || args.length < 2) return member;
    const kept = unique(args, new Map(), (name) => `argument "${name}" of ${owner}`);
    return kept!.length === args.length ? member : { ...member, arguments: kept };
  };

  const definitions: DefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.SCHEMA_DEFINITION) {
      if (schemaDefinition !== null) {
        warn(definition.loc, schemaDefinition, 'the schema { … } block');
        continue;
      }
      schemaDefinition = definition.loc;
      definitions.push(definition);
      continue;
    }
    if (definition.kind === Kind.DIRECTIVE_DEFINITION) {
      const name = definition.name.value;
      if (directives.has(name)) {
        warn(definition.name.loc, directives.get(name), `directive @${name}`);
        continue;
      }
      directives.set(name, definition.name.loc);
      definitions.push(dedupeArguments(definition, `directive @${name}`));
      continue;
    }
    if (!('name' in definition) || !definition.name) {
      definitions.push(definition);
      continue;
    }
    const { value: name, loc } = definition.name;
    if (TYPE_KINDS.has(definition.kind)) {
      if (types.has(name)) {
        warn(loc, types.get(name), `type ${name}`);
        continue;
      }
      types.set(name, loc);
    }
    let members = membersOf.get(name);
    if (!members) {
      members = new Map<string, Location | undefined>();
      membersOf.set(name, members);
    }
    const interfaces = new Map<string, Location | undefined>();
    const changed: Record<string, unknown> = {};
    if ('fields' in definition && definition.fields) {
      changed.fields = unique<Member>(definition.fields, members, (field) => `field ${name}.${field}`);
    }
    if ('values' in definition && definition.values) {
      changed.values = unique(definition.values, members, (value) => `enum value ${name}.${value}`);
    }
    if ('types' in definition && definition.types) {
      changed.types = unique(definition.types, members, (member) => `member ${member} of union ${name}`);
    }
    if ('interfaces' in definition && definition.interfaces) {
      changed.interfaces = unique(definition.interfaces, interfaces, (face) => `interface ${face} of ${name}`);
    }
    definitions.push({ ...definition, ...changed });
  }
  return { ...document, definitions };
}
