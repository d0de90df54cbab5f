// The values a generated request sends: the plan's, a data source's, or the sample's, said how to give one.
import type { CreateSource, Operation, RequestData } from '../../schema/operation.js';
import type { DataSource } from '../../vocabulary/data-source.js';

type Value = string | number | boolean;
type Values = Record<string, unknown>;

/** A scenario's request data as written to loadtool.yaml, with the comments that go on some of its value lines. */
export interface RequestWithValues {
  request: Values;
  /** Comments for value lines: where the value is (`['params', 'petId']`) and the text after the `#`. */
  comments: Array<{ path: string[]; text: string }>;
  /** Values that a create step extracts from its `Location` (the request holds `${name}` for each): a flow's steps. */
  created: Array<{ name: string; source: CreateSource }>;
  /** The sampled values no plan line, source or create gives: what the probe may replace with a value the API holds. */
  invented: InventedValue[];
}

/** A value generation made up (`"string"`, `1`): where it is in the request, its name and the value written. */
export interface InventedValue {
  in: 'params' | 'query' | 'variables';
  name: string;
  value: Value;
}

/**
 * Returns the request data a scenario sends, each value from, strongest first: its plan line (`petId = 42`), the
 * plan's defaults (only for a value the request already has), a source in the API itself (`from`/`pick`), the
 * sampled value. A path parameter whose only source is a create's `Location` becomes `${name}`, extracted by a flow
 * step (`created`). A required id with neither a plan value nor a source keeps its sample, with a comment saying how
 * to give one.
 */
export function requestWithValues(
  operation: Operation,
  lineValues: Record<string, Value> = {},
  defaultValues: Record<string, Value> = {},
): RequestWithValues {
  const request = copyRequest(operation.request);
  if (operation.expectJson) request.expect = { json: { ...operation.expectJson } };
  const graphql = request.graphql as { query: string; variables?: Values } | undefined;
  const params = request.params as Values | undefined;
  const given = new Set<string>();
  const set = (name: string, value: Value, addAnywhere: boolean) => {
    given.add(name);
    if (graphql) (graphql.variables ??= {})[name] = value;
    else if (params && name in params) params[name] = value;
    else if (request.headers && name in (request.headers as Values)) (request.headers as Values)[name] = String(value);
    else if (addAnywhere || (request.query && name in (request.query as Values)))
      ((request.query ??= {}) as Values)[name] = value;
    else given.delete(name);
  };
  for (const [name, value] of Object.entries(defaultValues)) {
    if (graphql ? name in (graphql.variables ?? {}) : true) set(name, value, false);
  }
  for (const [name, value] of Object.entries(lineValues)) set(name, value, true);

  const where = graphql ? ['graphql', 'variables'] : ['params'];
  const values = graphql ? graphql.variables : params;
  const comments: RequestWithValues['comments'] = [];
  const unsourced: Record<string, string> = { ...operation.unsourced };
  const sources = Object.entries(operation.sources ?? {}).filter(([name]) => !given.has(name));
  // A source's path is filled with values known now: a value fetched at run time cannot fill another's path.
  const known = Object.fromEntries(
    Object.entries(params ?? {}).filter(([name]) => !sources.some(([sourced]) => sourced === name)),
  );
  // A REST key is a path parameter, or a required query parameter (`?collection=`).
  const placeOf = (name: string): { record: Values; at: string[] } | undefined => {
    if (values && (graphql || name in values)) return { record: values, at: where };
    const query = request.query as Values | undefined;
    return !graphql && query && name in query ? { record: query, at: ['query'] } : undefined;
  };
  for (const [name, source] of sources) {
    const place = placeOf(name);
    if (!place) continue;
    const from = filled(source.from, known);
    if (from === undefined)
      unsourced[name] = `its source ${source.from} needs a value that is itself fetched from the API`;
    else place.record[name] = sourceValue({ ...source, from });
  }
  const created: RequestWithValues['created'] = [];
  for (const [name, source] of Object.entries(operation.created ?? {})) {
    if (given.has(name) || !params || !(name in params)) continue;
    params[name] = `\${${name}}`;
    created.push({ name, source });
  }
  for (const [name, reason] of Object.entries(unsourced)) {
    const place = placeOf(name);
    if (given.has(name) || !place || !(name in place.record)) continue;
    comments.push({
      path: [...place.at, name],
      // On one line whatever the schema's names hold: a line break would end the comment.
      text: ` ${reason}: set a value, or a plan line "${operation.key}: ${name} = 42"`.replace(/\s+/g, ' '),
    });
  }
  if (operation.sampleCut) {
    comments.push({
      path: ['endpoint'],
      text: ` ${operation.sampleCut}: complete what the server needs by hand`.replace(/\s+/g, ' '),
    });
  }
  // A value written as a source is a mapping, and a created one a `${name}`: neither is invented.
  const invented: InventedValue[] = [];
  const collect = (where: InventedValue['in'], record: Values | undefined) => {
    for (const [name, value] of Object.entries(record ?? {})) {
      const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      if (!plain || given.has(name) || String(value).includes('${')) continue;
      invented.push({ in: where, name, value });
    }
  };
  collect(graphql ? 'variables' : 'params', values);
  if (!graphql) collect('query', request.query as Values | undefined);
  return { request, comments, created, invented };
}

/** Returns a source's path with its `{name}`s filled from the scenario's values, or undefined when one is not plain. */
function filled(from: string, params: Values): string | undefined {
  const missing: string[] = [];
  const path = from.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return encodeURIComponent(String(value));
    missing.push(name);
    return whole;
  });
  return missing.length === 0 ? path : undefined;
}

/** A source as loadtool.yaml writes it: `from`, then the GraphQL document, then `pick`. */
function sourceValue(source: DataSource): Values {
  return { from: source.from, ...(source.graphql && { graphql: { ...source.graphql } }), pick: source.pick };
}

function copyRequest(request: RequestData): Values {
  const copy: Values = { ...request };
  for (const key of ['params', 'query', 'headers'] as const) if (request[key]) copy[key] = { ...request[key] };
  if (request.graphql) {
    copy.graphql = {
      ...request.graphql,
      ...(request.graphql.variables && { variables: { ...request.graphql.variables } }),
    };
  }
  return copy;
}
