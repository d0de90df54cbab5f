// Where a GraphQL text first nests too deep, found with graphql-js's lexer before the parser recurses.
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { MAX_NESTING } from '../nesting.js';

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
