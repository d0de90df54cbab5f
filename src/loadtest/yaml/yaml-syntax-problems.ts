// The yaml library's syntax errors as problems at their place, with a hint at the fix.
import type { YAMLError } from 'yaml';
import type { Problem } from '../../errors.js';
import type { Position } from './yaml-locator.js';

/** What a second document in loadtool.yaml is told to do. */
export const ONE_DOCUMENT =
  'loadtool.yaml holds one document; remove this "---" and what follows, or merge it into the first';

const YAML_HINTS: Partial<Record<YAMLError['code'], string>> = {
  TAB_AS_INDENT: 'indent with spaces only',
  BAD_INDENT: 'check the indentation of this line against the lines above',
  MISSING_CHAR: 'close the quote or bracket that is open',
  BLOCK_AS_IMPLICIT_KEY: 'put a nested mapping on its own lines, indented, or quote a value that holds ": "',
  MULTILINE_IMPLICIT_KEY: 'a key must fit on one line; check for a missing ":" or a quote left open above',
  UNEXPECTED_TOKEN: 'check the YAML syntax at this point',
  TAG_RESOLVE_FAILED: 'remove the tag: loadtool.yaml uses plain YAML values only',
  BAD_ALIAS: 'check the alias name',
};

/** Returns a syntax error of the yaml library as a problem at its place, with a hint at the fix. */
export function yamlProblem(error: YAMLError, position: (offset: number) => Position): Problem {
  const said = error.message.replace(/\.$/, '');
  // A JSONPath with brackets left unquoted inside `{ … }` (`extract: { id: $.data[0].id }`) opens a list there.
  const hint = /^Unexpected flow-seq-start at node end/.test(error.message)
    ? 'a [ inside a value starts a list there: quote the value, e.g. "$.data[0].id"'
    : YAML_HINTS[error.code];
  return {
    path: '',
    ...position(error.pos[0]),
    message: `${said.charAt(0).toLowerCase()}${said.slice(1)}${hint ? `: ${hint}` : ''}`,
  };
}
