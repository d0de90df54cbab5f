// `loadtool import postman`: a Postman collection v2.0/v2.1 (and its environment) read into the journey it sends.
import { isRecord } from '../json-record.js';
import { ImportError } from './import-error.js';
import { readTestScript } from './postman-scripts.js';
import type { RecordedBody, RecordedJourney, RecordedRequest } from './recorded.js';
import { checkCount, scalarText } from './read-input.js';

/** A variable is a secret by its environment's type or by its name: its value never goes into the file. */
const SECRET_NAME = /(?:pass|pwd|secret|token|api_?key|apikey|auth|credential|private|cookie|session)/i;

interface Context {
  file: string;
  values: Map<string, { value: string; secret: boolean }>;
  extracted: Set<string>;
  journey: RecordedJourney;
}

/**
 * Returns the journey of a collection: its requests in order, folders flattened, `{{var}}` as the flow's extracted
 * `${name}`, the environment's or collection's value (not for a secret), or `${NAME}` to set.
 */
export function readPostman(
  data: unknown,
  file: string,
  environment?: { file: string; data: unknown },
): RecordedJourney {
  if (!isRecord(data) || !isRecord(data.info) || !Array.isArray(data.item)) {
    const v1 = isRecord(data) && Array.isArray(data.requests);
    throw new ImportError(file, [
      {
        path: v1 ? 'requests' : 'item',
        message: v1
          ? 'is a Postman v1 collection: export it again as Collection v2.1'
          : 'is missing: this is not a Postman collection v2.0 or v2.1 (info and item are needed)',
      },
    ]);
  }
  const schema = typeof data.info.schema === 'string' ? data.info.schema : '';
  if (schema && !/\/v2\.[01]\.\d+\//.test(schema))
    throw new ImportError(file, [
      {
        path: 'info.schema',
        message: `is ${schema}: only collections v2.0 and v2.1 are imported (export as Collection v2.1)`,
      },
    ]);
  const journey: RecordedJourney = {
    name:
      typeof data.info.name === 'string' && data.info.name.trim()
        ? data.info.name.trim().slice(0, 100)
        : 'Postman collection',
    requests: [],
    notes: [],
    variables: new Map(),
  };
  const context: Context = { file, values: new Map(), extracted: new Set(), journey };
  for (const variable of Array.isArray(data.variable) ? data.variable : []) addValue(context, variable, false);
  if (environment) {
    const values =
      isRecord(environment.data) && Array.isArray(environment.data.values) ? environment.data.values : undefined;
    if (!values)
      throw new ImportError(environment.file, [
        { path: 'values', message: 'is missing: this is not a Postman environment file' },
      ]);
    for (const variable of values) addValue(context, variable, true);
  }
  walk(context, data.item, 'item', data.auth);
  journey.secrets = [...context.values.values()].filter(({ secret }) => secret).map(({ value }) => value);
  checkCount(journey.requests.length, file, 'requests');
  return journey;
}

/** Keeps a collection or environment variable's value; the environment's win, as in Postman. */
function addValue(context: Context, variable: unknown, environment: boolean): void {
  if (!isRecord(variable) || typeof variable.key !== 'string' || variable.enabled === false) return;
  const value = scalarText(variable.value);
  if (!environment && context.values.has(variable.key)) return;
  context.values.set(variable.key, { value, secret: variable.type === 'secret' || SECRET_NAME.test(variable.key) });
}

/** Adds the requests of a list of items, folders flattened in order, each inheriting the auth of its folder. */
function walk(context: Context, items: unknown[], path: string, auth: unknown): void {
  items.forEach((item, index) => {
    if (!isRecord(item)) return;
    const at = `${path}[${index}]`;
    const inherited = item.auth !== undefined ? item.auth : auth;
    if (Array.isArray(item.item)) {
      walk(context, item.item, `${at}.item`, inherited);
      return;
    }
    if (!isRecord(item.request) && typeof item.request !== 'string') {
      throw new ImportError(context.file, [
        { path: `${at}.request`, message: 'is missing: each item is a folder (item) or a request' },
      ]);
    }
    context.journey.requests.push(requestOf(context, item, at, inherited));
  });
}

/** Returns one item's request, its variables filled in, its auth as headers, its test script's extracts. */
function requestOf(
  context: Context,
  item: Record<string, unknown>,
  at: string,
  inheritedAuth: unknown,
): RecordedRequest {
  const name = typeof item.name === 'string' && item.name.trim() ? item.name.trim() : at;
  const request = isRecord(item.request) ? item.request : { url: item.request };
  const auth = request.auth !== undefined ? request.auth : inheritedAuth;
  const fill = (text: string) => fillVariables(context, text, name);
  const method = typeof request.method === 'string' ? request.method.toUpperCase() : 'GET';
  const url = isRecord(request.url) ? scalarText(request.url.raw) : scalarText(request.url);
  const headers: Array<[string, string]> = (Array.isArray(request.header) ? request.header : [])
    .filter(
      (header): header is Record<string, unknown> =>
        isRecord(header) && header.disabled !== true && typeof header.key === 'string',
    )
    .map((header) => [String(header.key), fill(scalarText(header.value))]);
  const recorded: RecordedRequest = { method, url: fill(url), headers, name: name.slice(0, 100) };
  applyAuth(context, recorded, auth, fill);
  const body = bodyOf(request.body, fill);
  if (body) recorded.body = body;
  for (const event of Array.isArray(item.event) ? item.event : []) {
    if (!isRecord(event) || !isRecord(event.script)) continue;
    const exec = event.script.exec;
    const lines = Array.isArray(exec) ? exec.map(String) : typeof exec === 'string' ? exec.split('\n') : [];
    if (event.listen !== 'test') {
      lines.forEach((line, index) => {
        if (line.trim() && !line.trim().startsWith('//'))
          context.journey.notes.push(
            `${name}: pre-request script line ${index + 1} is not imported: ${line.trim().slice(0, 120)}`,
          );
      });
      continue;
    }
    const reading = readTestScript(lines);
    if (Object.keys(reading.extract).length > 0) {
      recorded.extract = reading.extract;
      for (const key of Object.keys(reading.extract)) context.extracted.add(key);
    }
    if (reading.status.length > 0) recorded.expectStatus = reading.status;
    for (const { line, text } of reading.skipped)
      context.journey.notes.push(
        `${name}: test script line ${line} is not imported (only pm.*.set(name, pm.response.json()…) and status checks are): ${text}`,
      );
  }
  return recorded;
}

/** Adds a request's auth (bearer, basic, apikey) as the header or query value it sends. */
function applyAuth(context: Context, request: RecordedRequest, auth: unknown, fill: (text: string) => string): void {
  if (!isRecord(auth) || typeof auth.type !== 'string' || auth.type === 'noauth') return;
  const field = (key: string) => {
    const list = auth[auth.type as string];
    if (Array.isArray(list)) {
      const found: unknown = list.find((entry) => isRecord(entry) && entry.key === key);
      return isRecord(found) ? fill(scalarText(found.value)) : '';
    }
    return isRecord(list) && list[key] !== undefined ? fill(scalarText(list[key])) : '';
  };
  if (auth.type === 'bearer') request.headers.push(['Authorization', `Bearer ${field('token')}`]);
  else if (auth.type === 'basic') {
    const user = field('username');
    const password = field('password');
    if (user.includes('${') || password.includes('${')) {
      context.journey.variables.set('BASIC_AUTH', 'base64 of user:password for Authorization: Basic');
      request.headers.push(['Authorization', 'Basic ${BASIC_AUTH}']);
    } else request.headers.push(['Authorization', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`]);
  } else if (auth.type === 'apikey') {
    const key = field('key') || 'X-API-Key';
    const value = field('value');
    if (field('in') === 'query')
      request.url += `${request.url.includes('?') ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
    else request.headers.push([key, value]);
  } else
    context.journey.notes.push(
      `${request.name ?? request.url}: auth ${auth.type} is not imported (bearer, basic and apikey are)`,
    );
}

/** Returns a request body: raw JSON (or text), or a URL-encoded form's enabled fields. */
function bodyOf(body: unknown, fill: (text: string) => string): RecordedBody | undefined {
  if (!isRecord(body) || body.disabled === true) return undefined;
  if (body.mode === 'urlencoded' && Array.isArray(body.urlencoded)) {
    const fields = body.urlencoded
      .filter(
        (field): field is Record<string, unknown> =>
          isRecord(field) && field.disabled !== true && typeof field.key === 'string',
      )
      .map((field): [string, string] => [String(field.key), fill(scalarText(field.value))]);
    return { kind: 'form', fields };
  }
  if (body.mode !== 'raw' || typeof body.raw !== 'string' || body.raw.trim() === '') return undefined;
  const text = fill(body.raw);
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'text', text };
  }
}

/** Replaces each `{{name}}`: an extracted value's `${name}`, a value that is not a secret, else a `${NAME}` to set. */
function fillVariables(context: Context, text: string, where: string): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    if (name === '$guid' || name === '$randomUUID') return '${uuid}';
    if (name.startsWith('$')) {
      context.journey.notes.push(`${where}: the dynamic variable ${whole} is not imported: its text is sent as it is`);
      return whole;
    }
    if (context.extracted.has(name)) return `\${${name.replace(/[^A-Za-z0-9_]/g, '_')}}`;
    const known = context.values.get(name);
    if (known && !known.secret && known.value !== '') return known.value;
    const variable = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .toUpperCase();
    context.journey.variables.set(
      variable,
      known
        ? `{{${name}}}, a secret of the collection or environment`
        : `{{${name}}}, which has no value in the collection or environment`,
    );
    return `\${${variable}}`;
  });
}
