// What every importer reads its input into: the requests of a journey in order, with what was recorded of each.

/** A request body as recorded: JSON data, a URL-encoded form's fields, or text of another type. */
export type RecordedBody =
  { kind: 'json'; value: unknown } | { kind: 'form'; fields: Array<[string, string]> } | { kind: 'text'; text: string };

/** One request of the journey, in the order it was sent, and its response when the input recorded one. */
export interface RecordedRequest {
  method: string;
  /** An absolute URL; an importer may leave `${NAME}` in it (Postman's `{{var}}`, k6's `__ENV.X`). */
  url: string;
  headers: Array<[string, string]>;
  body?: RecordedBody;
  /** The request's media type when its body is not JSON. */
  contentType?: string;
  /** Milliseconds since the journey started, when the input says (HAR): the gaps become the think time. */
  startMs?: number;
  endMs?: number;
  /** A pause the script itself makes after this request (k6's sleep), in milliseconds. */
  pauseAfterMs?: number;
  status?: number;
  responseHeaders?: Array<[string, string]>;
  /** The response body as text, when the input kept it (HAR `content.text`). */
  responseBody?: string;
  responseType?: string;
  /** What the browser said the request was for (HAR `_resourceType`: document, stylesheet, image, fetch…). */
  resourceType?: string;
  /** The step's name, when the input names it (a Postman item, a k6 check). */
  name?: string;
  /** The statuses the input checks for (a k6 check, a Postman test). */
  expectStatus?: number[];
  /** Values the input itself takes from the response (k6's `res.json('token')`, `pm.environment.set`): name → JSONPath. */
  extract?: Record<string, string>;
}

/** A load model the input states (k6's options), for the written scenario. */
export interface RecordedLoad {
  concurrentUsers?: number;
  duration?: string;
  rampUp?: string;
  thresholds?: Record<string, string>;
}

/** What an importer read: the requests, what it says about the load, the base URL it names, what it left aside. */
export interface RecordedJourney {
  /** The name of the written scenario. */
  name: string;
  requests: RecordedRequest[];
  load?: RecordedLoad;
  /** A base URL the input names (k6's BASE_URL, Postman's {{baseUrl}}), else the main host's origin. */
  baseUrl?: string;
  /** Lines that say what was not imported, each already worded (`script.js:12: group() is not imported: …`). */
  notes: string[];
  /** Variables the input itself needs (`__ENV.X`, a secret `{{var}}`), with why. */
  variables: Map<string, string>;
  /** Secret values the input holds (a Postman environment's secrets), masked in what import prints. */
  secrets?: string[];
}
