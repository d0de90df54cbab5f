// The requests of a scenario whose values come from data sources: one variant per value, built before the run.
import type { Scenario, SourcedValue } from '../../loadtest/types.js';
import type { PickedValue } from '../../vocabulary/data-source.js';
import { buildRequest, type BuiltRequest } from './build-request.js';

/**
 * Returns the requests of a scenario whose values come from data sources, built once before the run: variant i
 * carries value i of each source (modulo its own count), so that request k of the scenario, across its users, takes
 * value k mod n. `values` holds the values of each of `scenario.sources`, in its order, none of them empty.
 * @internal Exported for the tests' helpers, which build a scenario's first request with it.
 */
export function buildVariants(
  baseUrl: string,
  scenario: Scenario,
  values: ReadonlyArray<readonly PickedValue[]>,
  env: NodeJS.ProcessEnv,
): BuiltRequest[] {
  return variantScenarios(scenario, values).map((variant) => buildRequest(baseUrl, variant, env));
}

/** Returns the scenario once per variant, with the values of variant i put where they go (see buildVariants). */
export function variantScenarios(scenario: Scenario, values: ReadonlyArray<readonly PickedValue[]>): Scenario[] {
  const sources = scenario.sources ?? [];
  const count = Math.max(1, ...values.map((list) => list.length));
  const variants: Scenario[] = [];
  for (let index = 0; index < count; index++) {
    let variant = scenario;
    sources.forEach((sourced, which) => {
      const list = values[which]!;
      variant = withValue(variant, sourced, list[index % list.length]!);
    });
    variants.push(variant);
  }
  return variants;
}

/** Returns the scenario with one sourced value put where it goes. */
function withValue(scenario: Scenario, sourced: SourcedValue, picked: PickedValue): Scenario {
  // A value from the API is data: a `${` in it is written as is, never read as a variable of the environment.
  const value = typeof picked === 'string' ? picked.replaceAll('${', '$${') : picked;
  const { name } = sourced;
  switch (sourced.in) {
    case 'params':
      return { ...scenario, params: { ...scenario.params, [name]: value } };
    case 'query':
      return { ...scenario, query: { ...scenario.query, [name]: value } };
    case 'headers':
      return { ...scenario, headers: { ...scenario.headers, [name]: String(value) } };
    case 'body':
      return { ...scenario, body: { ...(scenario.body as Record<string, unknown>), [name]: value } };
    case 'variables': {
      const graphql = scenario.graphql!;
      return { ...scenario, graphql: { ...graphql, variables: { ...graphql.variables, [name]: value } } };
    }
  }
}
