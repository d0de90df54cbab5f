// A data source (`{ from, pick }`): a value taken from the API itself before the run.
/**
 * A value taken from the API itself before the run (docs/real-data-and-flows.md#real-data-from-the-api): the response of `from` (sent
 * with the scenario's headers), and the JSONPath `pick` that selects the values in its body. A GraphQL source also
 * carries the document it posts.
 */
export interface DataSource {
  /** `GET /items/articles` or `POST /graphql`: a method and a path, relative to the base URL, a query allowed. */
  from: string;
  /** An RFC 9535 JSONPath on the response body: `$.data[*].id`. */
  pick: string;
  graphql?: { query: string; variables?: Record<string, unknown> };
}

/** The most values kept of one source: enough to spread the load over many records, bounded in memory. */
export const MAX_SOURCE_VALUES = 1000;

/**
 * Returns whether a value is written as a data source: a mapping with a `from` and a `pick`. In a body or GraphQL
 * variables, where any mapping is data, only such a mapping is read as a source.
 */
export function isDataSource(value: unknown): value is DataSource {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'pick' in value;
}

/** A value a source yields: the JSONPath matches that are strings, numbers or booleans. */
export type PickedValue = string | number | boolean;
