// The Operation every reader of an API schema produces, and the WritePlan that keeps a write to created records.
import type { GraphQLSchema } from 'graphql';
import type { DataSource } from '../vocabulary/data-source.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import type { StreamMode, StreamProtocol } from '../vocabulary/streams.js';
import type { Upload } from '../vocabulary/uploads.js';
import type { ResponseContract } from './response-contract.js';

/**
 * One operation of an API, read from its OpenAPI document or GraphQL schema, with request data that the API
 * accepts: what a generated scenario sends.
 */
export interface Operation {
  /** How scope lines and `endpoint:` name it: `GET /pets/{petId}`, or `query pets` / `mutation addPet` for GraphQL. */
  key: string;
  /** The HTTP method, upper case (`POST` for GraphQL). */
  method: string;
  /** The path template relative to the base URL (`/pets/{petId}`; for GraphQL the endpoint's path, e.g. `/graphql`). */
  path: string;
  /** A short human name: the summary, else the operationId, else the key. */
  title: string;
  /** Safe to repeat under load: GET, HEAD and GraphQL queries. An empty scope selects these. */
  safe: boolean;
  /** What the scenario sends. */
  request: RequestData;
  /** Overrides from the operation's `x-perf` extension (docs/loadtool-yaml.md), already checked. */
  perf?: PerfOverrides;
  /**
   * Where required values come from in the API itself, by name: path parameters (a `from` may hold `{name}`s that
   * the scenario's params fill), or GraphQL variables.
   */
  sources?: Record<string, DataSource>;
  /** Required ids that no operation provides, each with the reason in words: generation comments their line. */
  unsourced?: Record<string, string>;
  /**
   * Path parameters that no operation lists but a create operation names in its answer's `Location` header, by name:
   * a flow creates the item once per user and takes the id from the Location's last path segment.
   */
  created?: Record<string, CreateSource>;
  /** Set when the API has a login and this operation declares its own security without it (`security: []`). */
  anonymous?: true;
  /**
   * The login of the scheme this operation's own security requirement names when it is not the API's
   * (`ApiDescription.login`): a client-credentials operation in an API whose users log in with a cookie session.
   */
  login?: LoginRequest;
  /** `expect.json` checks the scenario is generated with, by JSONPath: `$.data.article.id: present` for a lookup. */
  expectJson?: Record<string, 'present'>;
  /** How a generated scenario of this write keeps to the records the run creates; absent for a read. */
  write?: WritePlan;
  /**
   * What was cut of its sampled request to stay within the bounds of src/schema/sample-budget.ts (`its request body:
   * cut at 1,000 values (…)`): generation comments the scenario's endpoint line with it.
   */
  sampleCut?: string;
  /** The responses the OpenAPI document declares (src/schema/response-contract.ts); absent when it declares none. */
  responses?: ResponseContract;
  /**
   * Set when the operation answers with a stream of events (docs/streams.md): an OpenAPI `text/event-stream` response,
   * a GraphQL subscription. Generation writes its scenario's `stream:`; the probe never opens it.
   */
  stream?: { protocol: StreamProtocol; mode: StreamMode };
}

/**
 * What a write does to records, and how a generated scenario acts only on records it created (docs/real-data-and-flows.md#writes):
 * - `create`: every request makes a new record: `before` makes what it must refer to that no list gives (the new
 *   tag of a post's tag), `cleanup` removes what the iteration made, unmeasured, in the same iteration;
 * - `record`: it changes or deletes one record (or, `bulk`, the records a filter matches, filtered down to the one
 *   created): `create` makes it first, once per user (a change, `cleanup` removing it after the measured time) or at
 *   every iteration (a delete, `perIteration`, `cleanup` then removing the rest in the iteration); `keys` are the
 *   write's values that name the record, each filled with the value a create step extracts;
 * - `refused`: no way to keep to created records was found; generated only when the plan allows existing data.
 */
export type WritePlan =
  | { kind: 'create'; before?: RecordStep[]; extract?: Extract; cleanup?: RecordStep[] }
  | {
      kind: 'record';
      create: RecordStep[];
      perIteration: boolean;
      keys: Record<string, string>;
      cleanup?: RecordStep[];
      /** Set when the write names no record of its own and a filter (`where`) keeps it to the created one. */
      bulk?: true;
    }
  | { kind: 'refused'; reason: string };

/**
 * The part of a `Location` a create step takes: its last path segment, a trailing slash, query and fragment left out
 * (`/articles/7f3c…` → `7f3c…`).
 */
export const LAST_PATH_SEGMENT = '([^/?#]+)/?(?:[?#].*)?$';

/** The values a step takes from its answer, by name: a JSONPath on the body, or a header and the part to take. */
export type Extract = Record<string, string | { header: string; match: string }>;

/** A request that generation writes as a flow step around a write: the create of a record, or its delete. */
export interface RecordStep {
  /** `POST /todos`, `DELETE /todos/{id}`; for GraphQL `POST /graphql`. */
  endpoint: string;
  /** A short name for the step: the operation's summary, else its key. */
  title: string;
  /** What it sends: `${name}` of the values extracted before it where it names the record. */
  request: RequestData;
  /** What a create takes from its answer: the key of the new record. */
  extract?: Extract;
}

/** How a virtual user logs in for a bearer token, read from the API's security scheme. */
export interface LoginRequest {
  /** `POST /oauth/token`: an OAuth2 password flow's token URL, or the API's login operation. */
  endpoint: string;
  /** True for OAuth2's form body (`grant_type=password&username=…&password=…`); false for a JSON body. */
  form: boolean;
  /**
   * `client_credentials`: an OAuth2 client-credentials flow's token URL (machine to machine: `client_id` and
   * `client_secret` in place of a user's name and password, one token for every user); absent: a user's login.
   */
  grant?: 'client_credentials';
  /** The body properties of the user name (or email) and the password. */
  userField: string;
  passwordField: string;
  /**
   * Where the token is in the JSON answer: `$.access_token`; absent for a cookie session login, whose answer sets a
   * cookie that each user's cookie jar sends with its later requests.
   */
  tokenPath?: string;
}

/** What a source finder returns for one operation. */
export type FoundSources = Pick<Operation, 'sources' | 'unsourced' | 'created'>;

/** A create operation that answers with a `Location` header naming the new item. */
export interface CreateSource {
  /** `POST /articles`. */
  endpoint: string;
  /** Its summary, else operationId, else the endpoint: the name of the flow step that creates. */
  title: string;
  /** What it sends: its sampled request data. */
  request: RequestData;
}

/** The request data of a scenario; every key is optional and left out when empty. */
export interface RequestData {
  /** Values of the `{name}` placeholders of the path. */
  params?: Record<string, string | number | boolean>;
  query?: Record<string, string | number | boolean | Array<string | number | boolean>>;
  headers?: Record<string, string>;
  /** A JSON body (any JSON value), or a string for non-JSON content types. */
  body?: unknown;
  /** Set when the body is not JSON, e.g. `application/x-www-form-urlencoded`. */
  contentType?: string;
  graphql?: { query: string; variables?: Record<string, unknown> };
  /**
   * An upload, in place of `body`: what validation reads of a body of an upload's shape (vocabulary/uploads.ts's
   * uploadKind), its paths resolved. Generation writes such a body as `body`; only validation sets this.
   */
  upload?: Upload;
}

/** An API read from its schema. */
export interface ApiDescription {
  kind: 'openapi' | 'graphql';
  /** Where it was read from, as given (a path or a URL). */
  source: string;
  /** `info.title` of an OpenAPI document; absent for GraphQL. */
  title?: string;
  /** Base URLs the schema declares (OpenAPI `servers`, Swagger `host` + `basePath` + `schemes`), variables filled. */
  servers: string[];
  operations: Operation[];
  /**
   * The key of every operation the schema has, whether in scope, left out or not asked for, in schema order: what a
   * plan line that matches nothing is compared with.
   */
  keys: string[];
  /**
   * Headers every request needs for the API's security schemes, with `${ENV}` placeholders for the secrets:
   * `{ Authorization: "Bearer ${API_TOKEN}" }`.
   */
  securityHeaders: Record<string, string>;
  /**
   * How to log in for the bearer token of `securityHeaders.Authorization`, when the schema says: generation writes a
   * login flow with it when the plan names the credentials variables.
   */
  login?: LoginRequest;
  /** Operations that could not be given valid request data, and why; they are left out of `operations`. */
  skipped: Array<{ key: string; reason: string }>;
  /** The GraphQL schema itself, so that documents can be validated against it; absent for OpenAPI. */
  graphqlSchema?: GraphQLSchema;
  /** Things the user should know that did not stop the reading (e.g. duplicated GraphQL type definitions). */
  warnings: string[];
}

/**
 * Returns the shape of an operation key, which ignores the names of path parameters and a trailing slash
 * (`GET /pets/{}`), so that `/pets/{id}` in a plan or a load test names the schema's `/pets/{petId}`.
 */
export function operationShape(key: string): string {
  const space = key.indexOf(' ');
  const [verb, target] = space === -1 ? ['', key] : [key.slice(0, space), key.slice(space + 1)];
  if (!target.startsWith('/')) return key;
  return `${verb.toUpperCase()} ${target.replace(/\{[^}]*\}/g, '{}').replace(/(?<=.)\/+$/, '')}`;
}
