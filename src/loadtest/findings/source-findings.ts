// The findings of data sources (`{ from, pick }`): a `pick` that is not a JSONPath, a query that is not GraphQL.
import { parse } from 'graphql';
import { isJsonPathSyntaxError, parseJsonPath } from '../../json-path.js';
import schemaJson from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import { deepNestingPosition } from '../../bracket-nesting.js';
import type { SchemaNode, Segments } from '../../json-schema-messages.js';
import { deepGraphqlPosition } from '../../schema/graphql/graphql-nesting.js';
import { MAX_NESTING } from '../../schema/nesting.js';
import { isDataSource } from '../../vocabulary/data-source.js';
import type { Finding } from './finding.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

const schema = schemaJson as SchemaNode;
/** The schema's own pattern for `from`: a body or GraphQL variables, which may hold any value, are checked here. */
const FROM = new RegExp(String(schema.$defs?.sourceFrom?.pattern), 'u');
const SOURCE_KEYS = new Set(['from', 'pick', 'graphql']);
const FROM_WORDS = 'GET or POST, a space and a path relative to baseUrl, e.g. "GET /items"';

/**
 * Returns what is wrong with the data sources of a load test (`{ from, pick }` values) that its JSON Schema cannot
 * say: a `pick` that is not a JSONPath, a `graphql.query` that is not a GraphQL document; and, in a body or GraphQL
 * variables, where the schema allows any value, the shape of the source itself.
 */
export function sourceFindings(data: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const inMapping = (mapping: unknown, at: Segments, shapeUnchecked: boolean) => {
    if (!isRecord(mapping)) return;
    for (const [name, value] of Object.entries(mapping)) {
      if (!isRecord(value)) continue;
      // In params, query and headers every mapping is meant as a source; the schema has said what else is wrong.
      if (shapeUnchecked && !isDataSource(value)) continue;
      findings.push(...sourceProblems(value, [...at, name], shapeUnchecked));
    }
  };
  if (isRecord(data.defaults)) inMapping(data.defaults.headers, ['defaults', 'headers'], false);
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    for (const key of ['params', 'query', 'headers']) inMapping(scenario[key], [...at, key], false);
    inMapping(scenario.body, [...at, 'body'], true);
    if (isRecord(scenario.graphql)) inMapping(scenario.graphql.variables, [...at, 'graphql', 'variables'], true);
  });
  return findings;
}

function sourceProblems(source: Record<string, unknown>, at: Segments, shapeUnchecked: boolean): Finding[] {
  const findings: Finding[] = [];
  const { from, pick, graphql } = source;
  if (shapeUnchecked) {
    for (const key of Object.keys(source)) {
      if (!SOURCE_KEYS.has(key) && !key.startsWith('x-'))
        findings.push({
          segments: [...at, key],
          at: 'key',
          message: `a source has only from, pick and graphql: remove ${show(key)}`,
        });
    }
    if (typeof from !== 'string' || !FROM.test(from))
      findings.push({ segments: [...at, 'from'], at: 'value', message: `must be ${FROM_WORDS}` });
    if (typeof pick !== 'string')
      findings.push({ segments: [...at, 'pick'], at: 'value', message: 'must be a JSONPath, e.g. "$.data[*].id"' });
    if (graphql !== undefined && !(isRecord(graphql) && typeof graphql.query === 'string'))
      findings.push({
        segments: [...at, 'graphql'],
        at: 'value',
        message: 'must be a mapping with query, e.g. { query: "{ pets { id } }" }',
      });
  }
  if (typeof pick === 'string') {
    const problem = jsonPathProblem(pick);
    if (problem)
      findings.push({
        segments: [...at, 'pick'],
        at: 'value',
        message: `${show(pick)} is not a JSONPath (RFC 9535): ${problem}; write one such as "$.data[*].id"`,
      });
  }
  if (isRecord(graphql) && typeof graphql.query === 'string') {
    // graphql-js parses by recursion: a document nested thousands deep would overflow the stack.
    if (deepGraphqlPosition(graphql.query)) {
      findings.push({
        segments: [...at, 'graphql', 'query'],
        at: 'value',
        message: `nests more than ${MAX_NESTING} levels deep: no API takes such a document; shorten it`,
      });
      return findings;
    }
    try {
      parse(graphql.query);
    } catch (error) {
      findings.push({
        segments: [...at, 'graphql', 'query'],
        at: 'value',
        message: `is not a GraphQL document: ${(error as Error).message.split('\n')[0]!}; correct the query`,
      });
    }
  }
  return findings;
}

/** Returns why a text is not an RFC 9535 JSONPath, or undefined when it is one. */
function jsonPathProblem(path: string): string | undefined {
  // The JSONPath parser recurses into brackets and filters: a hostile depth is refused before it.
  if (deepNestingPosition(path, MAX_NESTING)) return `it nests more than ${MAX_NESTING} levels deep`;
  const parsed = parseJsonPath(path);
  return isJsonPathSyntaxError(parsed) ? parsed.message : undefined;
}
