// Gives each scenario of a load test the response contract of its operation in the API schema, for the run.
import { graphqlResponseContract } from '../schema/graphql/response-contract-graphql.js';
import { forScenario, type ResponseContract } from '../schema/response-contract.js';
import { operationShape, type ApiDescription } from '../schema/operation.js';
import type { LoadTest } from './types.js';

/** What attachContracts did: the load test to run, and how many requests (scenarios and flow steps) got a contract. */
export interface AttachedContracts {
  loadTest: LoadTest;
  checked: number;
  /** Scenarios and flow steps with a request of their own (not scripts), whether they got a contract or not. */
  requests: number;
}

/**
 * Returns the load test with `responseContract` set on each scenario (each step of a flow) whose operation the
 * schema documents: REST by its method and path (`GET /pets/{}`, as drift.ts matches them), GraphQL from the
 * request's own document and the schema's types. A scenario with `conformance: off`, a script, a stream, and a
 * request the schema does not have get none.
 */
export function attachContracts(loadTest: LoadTest, api: ApiDescription): AttachedContracts {
  const byShape = new Map<string, ResponseContract>();
  const templates: Array<{ method: string; segments: string[]; contract: ResponseContract }> = [];
  for (const operation of api.operations) {
    if (!operation.responses || !/^[A-Z]+ \//.test(operation.key)) continue;
    const shape = operationShape(`${operation.method} ${operation.path}`);
    if (byShape.has(shape)) continue;
    byShape.set(shape, operation.responses);
    templates.push({ method: operation.method, segments: segmentsOf(operation.path), contract: operation.responses });
  }
  /** The operation whose path template a concrete path (`/pets/7`, `/pets/${id}`) fits, literal segments first. */
  const fitting = (method: string, path: string): ResponseContract | undefined => {
    const segments = segmentsOf(path);
    let best: { contract: ResponseContract; literal: number } | undefined;
    for (const template of templates) {
      if (template.method !== method || template.segments.length !== segments.length) continue;
      let literal = 0;
      const fits = template.segments.every((segment, index) => {
        if (segment === PARAMETER || segments[index] === PARAMETER) return true;
        literal++;
        return segment === segments[index];
      });
      if (fits && (!best || literal > best.literal)) best = { contract: template.contract, literal };
    }
    return best?.contract;
  };
  let checked = 0;
  let requests = 0;
  const contractOf = (request: {
    method: string;
    path: string;
    graphql?: { query: string } | undefined;
  }): ResponseContract | undefined => {
    requests++;
    const contract = request.graphql
      ? api.graphqlSchema && graphqlResponseContract(api.graphqlSchema, request.graphql.query)
      : (byShape.get(operationShape(`${request.method} ${request.path}`)) ?? fitting(request.method, request.path));
    if (!contract) return undefined;
    checked++;
    return forScenario(contract, request.method);
  };
  const scenarios = loadTest.scenarios.map((scenario) => {
    // A stream's body is a stream of events, not the JSON a contract describes (docs/streams.md).
    if (scenario.conformance === 'off' || scenario.script !== undefined || scenario.stream) return scenario;
    if (scenario.flow) {
      const flow = scenario.flow.map((step) => {
        const responseContract = contractOf(step);
        return responseContract ? { ...step, responseContract } : step;
      });
      return { ...scenario, flow };
    }
    const responseContract = contractOf(scenario);
    return responseContract ? { ...scenario, responseContract } : scenario;
  });
  return { loadTest: { ...loadTest, scenarios }, checked, requests };
}

/** A path parameter in a template, or a placeholder in a scenario's path. */
const PARAMETER = '{}';

/** Returns a path's segments, each parameter or `${name}` placeholder as PARAMETER, without query or trailing slash. */
function segmentsOf(path: string): string[] {
  return path
    .split(/[?#]/)[0]!
    .replace(/\$?\{[^}]*\}/g, PARAMETER)
    .split('/')
    .filter((segment, index, all) => segment !== '' || (index > 0 && index < all.length - 1));
}

/** Returns the line said once per run about conformance: how many requests are checked, or why none is. */
export function conformanceNote(attached: AttachedContracts | undefined, schema?: string): string {
  if (!attached)
    return 'responses are not checked against the API schema (conformance): no schema is known to this run; give --schema to check them';
  const { checked, requests } = attached;
  return `conformance: the responses of ${checked} of ${requests} ${requests === 1 ? 'request' : 'requests'} are checked against ${schema ?? 'the API schema'} (the first 20 of each, then 1 in 100)`;
}
