import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

type Json = Record<string, unknown>;

/** A request the API turned down, and why: what a test prints when it expected 2xx. */
export interface Rejection {
  method: string;
  url: string;
  status: number;
  reason: string;
}

/**
 * Starts, on 127.0.0.1 and a free port, an HTTP API that implements an OAS 3.1 document strictly: a request gets
 * 400 for a missing required parameter or a parameter or body that does not match its schema, 401 without the
 * bearer token, 404 for an unknown route, and 200/201/204 otherwise. Its base path is the first server's path.
 */
export async function startValidatingApi(documentText: string, token: string) {
  const document = parseYaml(documentText) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addSchema({ $id: 'doc', ...document });
  const basePath = new URL(
    (document.servers as Array<{ url: string }> | undefined)?.[0]?.url ?? '/',
    'http://x',
  ).pathname.replace(/\/$/, '');
  const rejections: Rejection[] = [];
  let received = 0;

  const deref = (value: unknown): Json => {
    let current = value as Json;
    while (typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Json)[key], document) as Json;
    }
    return current;
  };
  // Local $refs of a parameter's or body's schema point into the document, registered as "doc".
  const check = (schema: unknown, value: unknown): string | undefined => {
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"doc#/')) as Json);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };

  const server: Server = createServer((request, response) => {
    received++;
    void handle(request).then(({ status, reason }) => {
      if (status >= 400) rejections.push({ method: request.method ?? '', url: request.url ?? '', status, reason });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 204 ? undefined : JSON.stringify(status >= 400 ? { error: reason } : { ok: true }));
    });
  });

  async function handle(request: IncomingMessage): Promise<{ status: number; reason: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(`${basePath}/`) && url.pathname !== basePath)
      return { status: 404, reason: `not under ${basePath}` };
    const path = url.pathname.slice(basePath.length) || '/';
    for (const [template, rawItem] of Object.entries(document.paths as Json)) {
      const names: string[] = [];
      const pattern = new RegExp(
        `^${template.replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
      );
      const match = pattern.exec(path);
      if (!match) continue;
      const item = deref(rawItem);
      const operation = item[(request.method ?? '').toLowerCase()] as Json | undefined;
      if (!operation) return { status: 405, reason: 'method not allowed' };
      if (request.headers.authorization !== `Bearer ${token}`)
        return { status: 401, reason: 'missing or wrong bearer token' };
      const parameters = [
        ...((item.parameters ?? []) as unknown[]),
        ...((operation.parameters ?? []) as unknown[]),
      ].map(deref);
      const cookies = Object.fromEntries(
        (request.headers.cookie ?? '')
          .split(/;\s*/)
          .filter(Boolean)
          .map((c) => c.split('=') as [string, string]),
      );
      for (const parameter of parameters) {
        const name = String(parameter.name);
        const schema = parameter.schema as Json;
        let value: unknown;
        if (parameter.in === 'path') value = decodeURIComponent(match[names.indexOf(name) + 1] ?? '');
        if (parameter.in === 'query')
          value = schema.type === 'array' ? url.searchParams.getAll(name) : (url.searchParams.get(name) ?? undefined);
        if (parameter.in === 'header') value = request.headers[name.toLowerCase()];
        if (parameter.in === 'cookie') value = cookies[name];
        if (value === undefined || (Array.isArray(value) && value.length === 0)) {
          if (parameter.required === true)
            return { status: 400, reason: `missing ${String(parameter.in)} parameter ${name}` };
          continue;
        }
        const problem = check(schema, coerce(schema, value));
        if (problem) return { status: 400, reason: `${String(parameter.in)} parameter ${name}: ${problem}` };
      }
      const body = operation.requestBody ? deref(operation.requestBody) : undefined;
      if (body) {
        const [contentType, media] = Object.entries(body.content as Json)[0] as [string, Json];
        if (!(request.headers['content-type'] ?? '').startsWith(contentType))
          return { status: 400, reason: `content-type must be ${contentType}` };
        let value: unknown;
        try {
          value = contentType.includes('json') ? JSON.parse(raw) : formValues(deref(media.schema), raw);
        } catch {
          return { status: 400, reason: 'body is not valid JSON' };
        }
        const problem = check(media.schema, value);
        if (problem) return { status: 400, reason: `body: ${problem}` };
      }
      const status = request.method === 'POST' ? 201 : request.method === 'DELETE' ? 204 : 200;
      return { status, reason: '' };
    }
    return { status: 404, reason: `no route for ${path}` };
  }

  function formValues(schema: Json, raw: string): Json {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    return Object.fromEntries(
      [...new URLSearchParams(raw)].map(([key, value]) => [key, coerce(properties[key] ?? {}, value)]),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    basePath,
    rejections,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };

  /** Query, path, header and form values arrive as text: numbers and booleans are read as their schema says. */
  function coerce(schema: Json, value: unknown): unknown {
    const resolved = deref(schema);
    if (Array.isArray(value)) return value.map((item) => coerce(deref(resolved.items ?? {}), item));
    const types = ([] as unknown[]).concat(resolved.type ?? []);
    if (
      typeof value === 'string' &&
      (types.includes('integer') || types.includes('number')) &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      return Number(value);
    if (typeof value === 'string' && types.includes('boolean') && (value === 'true' || value === 'false'))
      return value === 'true';
    return value;
  }
}
