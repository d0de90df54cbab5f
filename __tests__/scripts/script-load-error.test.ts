import { describe, expect, it } from '@jest/globals';
import { loadErrorMessage } from '../../src/scripts/load-script.js';

// The loader's error as each Node version shapes it; loadErrorMessage must name the place in every one, since the
// action runs on Node 24 and the CLI on Node 20 too (script-bundle.e2e.test.ts runs the real thing on the Node at hand).

/** Node 24's stripper: no place in the message; the stack starts with `file:line`, the code and carets. */
function node24Error(): Error {
  const error = new SyntaxError('TypeScript enum is not supported in strip-only mode');
  error.stack = [
    '/work/load-tests/checkout.ts:2',
    'const a = 1;',
    '  enum Color { Red }',
    '  ^^^^^^^^^^^^^^^^^^',
    'export default async function (): Promise<void> {}',
    '',
    'SyntaxError [ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX]: TypeScript enum is not supported in strip-only mode',
    '    at parseTypeScript (node:internal/modules/typescript:68:40)',
  ].join('\n');
  return error;
}

describe('the message of a script that does not load', () => {
  it("names the place of Node 24's stripper error, from the caret line, and never the stack", () => {
    const message = loadErrorMessage(node24Error());
    expect(message).toBe('TypeScript enum is not supported in strip-only mode (/work/load-tests/checkout.ts:2:3)');
    expect(message).not.toMatch(/node:internal|parseTypeScript/);
  });

  it("names the place of Node 22's stripper error, written in the message", () => {
    const error = new SyntaxError(
      '  x TypeScript enum is not supported in strip-only mode\n   ,-[file:///work/load-tests/checkout.ts:2:1]\n 2 | enum Color { Red }',
    );
    expect(loadErrorMessage(error)).toBe(
      'TypeScript enum is not supported in strip-only mode (/work/load-tests/checkout.ts:2:1)',
    );
  });

  it('says the first line alone when neither message nor stack names a place', () => {
    const error = new SyntaxError("Unexpected token ';'");
    error.stack =
      "SyntaxError: Unexpected token ';'\n    at compileSourceTextModule (node:internal/modules/esm/utils:346:16)";
    expect(loadErrorMessage(error)).toBe("Unexpected token ';'");
  });
});
