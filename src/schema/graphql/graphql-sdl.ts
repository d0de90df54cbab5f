// A GraphQL schema from SDL text, bounded in tokens, every error with its location.
import {
  GraphQLError,
  Kind,
  buildASTSchema,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  type Location,
} from 'graphql';
// Not re-exported by the package's index, but it is what buildASTSchema runs, and it keeps each error's location.
import { validateSDL } from 'graphql/validation/validate.js';
import { withoutDuplicates } from './graphql-dedupe.js';
import { deepGraphqlPosition } from './graphql-nesting.js';
import { TooDeepError } from '../nesting.js';
import { SchemaError } from '../schema-error.js';

/**
 * The most tokens (names, punctuation, strings) an SDL document may hold: graphql-js keeps about 400 bytes per token
 * while it parses, validates and builds. GitHub's schema holds about 61,000; 500,000 read in seconds and well under
 * 1 GB, and a document past them is refused at the token where the bound is passed.
 */
export const MAX_SDL_TOKENS = 500_000;

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
    document = parse(body, { maxTokens: MAX_SDL_TOKENS });
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

function locationOf(error: GraphQLError): { line?: number; column?: number } {
  const location = error.locations?.[0];
  return location ? { line: location.line, column: location.column } : {};
}

function lineOf(loc: Location | undefined): { line?: number; column?: number } {
  return loc ? { line: loc.startToken.line, column: loc.startToken.column } : {};
}

/** Returns graphql's syntax error as a sentence with a hint at the usual cause. */
function syntaxMessage(text: string, error: GraphQLError): string {
  if (/contains more th(?:an|at) \d+ tokens/.test(error.message)) {
    return `holds more than ${MAX_SDL_TOKENS.toLocaleString('en-US')} GraphQL tokens (names, punctuation, strings), more than reading it within memory allows (GitHub's schema holds about 61,000): check that this is the schema meant, or point the schema setting at the endpoint`;
  }
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
