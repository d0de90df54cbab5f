// A scenario's data sources (`{ from, pick }` values) moved out of its request into `sources`.
import { isDataSource } from '../vocabulary/data-source.js';
import type { Scenario, SourcedValue } from './types.js';
import { isRecord } from '../json-record.js';

/**
 * Returns the scenario with its data sources (`{ from, pick }` values) moved out of params, query, headers, the
 * body's top-level properties and the GraphQL variables into `sources`; the same scenario when it has none.
 */
export function withSources(scenario: Scenario): Scenario {
  const sources: SourcedValue[] = [];
  const split = <T>(
    where: SourcedValue['in'],
    values: Record<string, T> | undefined,
  ): Record<string, T> | undefined => {
    if (!values || !Object.values(values).some(isDataSource)) return values;
    const kept: Record<string, T> = {};
    for (const [name, value] of Object.entries(values)) {
      if (isDataSource(value)) sources.push({ in: where, name, source: value });
      else kept[name] = value;
    }
    return kept;
  };
  const params = split('params', scenario.params);
  const query = split('query', scenario.query);
  const headers = split('headers', scenario.headers);
  const body = isRecord(scenario.body) ? split('body', scenario.body) : scenario.body;
  const variables = split('variables', scenario.graphql?.variables);
  if (sources.length === 0) return scenario;
  return {
    ...scenario,
    ...(params && { params }),
    ...(query && { query }),
    ...(headers && { headers }),
    ...('body' in scenario && { body }),
    ...(scenario.graphql && { graphql: { ...scenario.graphql, ...(variables && { variables }) } }),
    sources,
  };
}
