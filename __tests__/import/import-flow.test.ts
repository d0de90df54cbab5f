import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readHar } from '../../src/import/har.js';
import { importFlow } from '../../src/import/import-flow.js';
import { MAX_INPUT_BYTES, MAX_REQUESTS } from '../../src/import/read-input.js';
import { loadtool } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const API = 'https://api.shop.test';

interface Entry {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  status?: number;
  response?: unknown;
  responseHeaders?: Record<string, string>;
  type?: string;
  at?: number;
}

/** Returns a HAR 1.2 log of the entries, each started at `at` ms (100 ms apart by default), 10 ms long. */
function har(entries: Entry[]) {
  const pairs = (record: Record<string, string> = {}) =>
    Object.entries(record).map(([name, value]) => ({ name, value }));
  return {
    log: {
      version: '1.2',
      entries: entries.map((entry, index) => ({
        startedDateTime: new Date(Date.UTC(2026, 0, 1) + (entry.at ?? index * 100)).toISOString(),
        time: 10,
        request: {
          method: entry.method ?? 'GET',
          url: entry.url,
          headers: pairs(entry.headers),
          ...(entry.body === undefined
            ? {}
            : { postData: { mimeType: 'application/json', text: JSON.stringify(entry.body) } }),
          ...(entry.form === undefined
            ? {}
            : {
                postData: {
                  mimeType: 'application/x-www-form-urlencoded',
                  text: new URLSearchParams(entry.form).toString(),
                },
              }),
        },
        response: {
          status: entry.status ?? 200,
          headers: pairs(entry.responseHeaders),
          content: {
            mimeType: entry.type ?? 'application/json',
            text: entry.response === undefined ? '' : JSON.stringify(entry.response),
          },
        },
      })),
    },
  };
}

/** Imports the entries; returns the written text, its data's flow steps, and what import says. */
function imported(entries: Entry[], host?: string) {
  const result = importFlow(readHar(JSON.stringify(har(entries)), 'session.har'), {
    file: 'loadtool.yaml',
    ...(host ? { host } : {}),
  });
  const data = parse(result.text) as {
    baseUrl: string;
    defaults?: { headers: Record<string, string> };
    scenarios: Array<{ headers?: Record<string, string>; thinkTime?: string; flow: Array<Record<string, unknown>> }>;
  };
  return { ...result, data, flow: data.scenarios[0]!.flow };
}

describe('correlation', () => {
  it('turns a value of an earlier JSON body into an extract and ${name} in a later path, header and body', () => {
    const { flow, data } = imported([
      {
        method: 'POST',
        url: `${API}/session`,
        body: { client: 'web' },
        response: { data: { accessToken: 'tok-8c1f2a9e77' } },
      },
      {
        method: 'POST',
        url: `${API}/carts`,
        headers: { Authorization: 'Bearer tok-8c1f2a9e77' },
        body: {},
        status: 201,
        response: { cart: { id: 'cart-4417' }, count: 12345 },
      },
      {
        method: 'POST',
        url: `${API}/carts/cart-4417/items`,
        headers: { Authorization: 'Bearer tok-8c1f2a9e77', 'X-Cart': 'cart-4417' },
        body: { cartId: 'cart-4417', ref: 12345, note: 'for cart-4417' },
      },
    ]);
    expect(flow[0]!.extract).toEqual({ accessToken: '$.data.accessToken' });
    expect(flow[1]!.extract).toEqual({ id: '$.cart.id', count: '$.count' });
    // Sent by every step after the one that extracts it: the scenario's header, sent from that step on.
    expect(data.scenarios[0]!.headers).toEqual({ Authorization: 'Bearer ${accessToken}', 'X-Cart': '${id}' });
    expect(flow[2]).toMatchObject({
      name: 'POST /carts/{id}/items',
      endpoint: 'POST /carts/{id}/items',
      params: { id: '${id}' },
      body: { cartId: '${id}', ref: '${count}', note: 'for ${id}' },
    });
    expect(flow[0]!.once).toBe(true);
  });

  it('takes an id from a Location header, and leaves alone a value the client sent first', () => {
    const { flow } = imported([
      {
        method: 'POST',
        url: `${API}/orders`,
        body: { name: 'gift-2026-x' },
        status: 201,
        response: { name: 'gift-2026-x' },
        responseHeaders: { Location: '/orders/ord-99812' },
      },
      { url: `${API}/orders/ord-99812?name=gift-2026-x` },
    ]);
    expect(flow[0]!.extract).toEqual({ id: { header: 'Location', match: '[^/]+$' } });
    expect(flow[1]).toMatchObject({ endpoint: 'GET /orders/{id}', query: { name: 'gift-2026-x' } });
  });
});

describe('what is left out', () => {
  const entries: Entry[] = [
    { url: `${API}/`, type: 'text/html' },
    { url: `${API}/static/app.css`, type: 'text/css' },
    { url: `${API}/static/logo.svg`, type: 'image/svg+xml' },
    { url: `${API}/fonts/a.woff2`, type: 'font/woff2' },
    { url: `${API}/products`, response: [] },
    { url: 'https://www.google-analytics.com/collect?v=1', type: 'image/gif' },
    { method: 'POST', url: 'https://telemetry.other.test/events', body: { e: 1 } },
    { method: 'POST', url: 'https://telemetry.other.test/events', body: { e: 2 } },
    { url: `${API}/products/7`, response: {} },
  ];

  it('leaves out static assets and other hosts, with a note for each kind', () => {
    const { flow, notes, data } = imported(entries);
    expect(flow.map((step) => step.endpoint)).toEqual(['GET /products', 'GET /products/7']);
    expect(data.baseUrl).toBe(API);
    expect(notes[0]).toMatch(/^left out 5 static asset request\(s\)/);
    expect(notes).toContain(
      `left out 2 request(s) to https://telemetry.other.test, not the main host ${API} (pass --host to choose another)`,
    );
  });

  it('keeps the host --host names', () => {
    const { flow, data } = imported(entries, 'telemetry.other.test');
    expect(data.baseUrl).toBe('https://telemetry.other.test');
    expect(flow.map((step) => step.endpoint)).toEqual(['POST /events', 'POST /events']);
    expect(flow.map((step) => step.name)).toEqual(['POST /events', 'POST /events (2)']);
  });

  it('keeps the pauses of a person as the think time, not those of the client', () => {
    const { data } = imported([
      { url: `${API}/a`, at: 0 },
      { url: `${API}/b`, at: 50 },
      { url: `${API}/c`, at: 1_560 },
      { url: `${API}/d`, at: 2_570 },
    ]);
    expect(data.scenarios[0]!.thinkTime).toBe('2500ms');
  });
});

describe('secrets', () => {
  const SECRETS = ['hunter2-secret', 'ak_live_51HxYz', 'sess-0x77ab', 'cs-9a8b7c6d', 'Zm9vOmJhcg=='];

  it('turns credentials, keys, unset cookies and uncorrelated Authorization values into variables', async () => {
    const entries: Entry[] = [
      {
        method: 'POST',
        url: `${API}/login`,
        body: { email: 'ada@shop.test', password: 'hunter2-secret' },
        responseHeaders: { 'Set-Cookie': 'sid=abc123; Path=/' },
      },
      { url: `${API}/me`, headers: { 'X-Api-Key': 'ak_live_51HxYz', Cookie: 'sid=abc123; legacy=sess-0x77ab' } },
      {
        method: 'POST',
        url: `${API}/oauth/token`,
        form: { grant_type: 'client_credentials', client_id: 'shop', client_secret: 'cs-9a8b7c6d' },
      },
      { url: `${API}/reports?api_key=ak_live_51HxYz`, headers: { Authorization: 'Basic Zm9vOmJhcg==' } },
    ];
    const { text, variables, flow, data } = imported(entries);
    for (const secret of [...SECRETS, 'ada@shop.test']) expect(text).not.toContain(secret);
    expect([...variables.keys()]).toEqual([
      'EMAIL',
      'PASSWORD',
      'X_API_KEY',
      'COOKIE_LEGACY',
      'CLIENT_ID',
      'CLIENT_SECRET',
      'BASIC_AUTH',
    ]);
    expect(flow[0]!.body).toEqual({ email: '${EMAIL}', password: '${PASSWORD}' });
    expect(data.defaults).toBeUndefined();
    expect(flow[1]!.headers).toEqual({ 'X-Api-Key': '${X_API_KEY}', Cookie: 'legacy=${COOKIE_LEGACY}' });
    expect(flow[2]!.body).toEqual({
      grant_type: 'client_credentials',
      client_id: '${CLIENT_ID}',
      client_secret: '${CLIENT_SECRET}',
    });
    expect(flow[3]).toMatchObject({
      query: { api_key: '${X_API_KEY}' },
      headers: { Authorization: 'Basic ${BASIC_AUTH}' },
    });

    const dir = await tempDir();
    const file = join(dir, 'session.har');
    await writeFile(file, JSON.stringify(har(entries)));
    const cli = await loadtool(['import', 'har', file, '--out', join(dir, 'out.yaml')]);
    expect(cli.code).toBe(0);
    for (const secret of SECRETS) expect(cli.stdout + cli.stderr).not.toContain(secret);
    expect(cli.stdout).toContain('  CLIENT_SECRET: the form field client_secret');
    expect((await loadtool(['validate', join(dir, 'out.yaml')])).code).toBe(0);
  });

  it('puts a header every step sends alike in defaults.headers', () => {
    const { data, flow } = imported([
      { url: `${API}/a`, headers: { 'X-Tenant': 'acme' } },
      { url: `${API}/b`, headers: { 'X-Tenant': 'acme' } },
    ]);
    expect(data.defaults).toEqual({ headers: { 'X-Tenant': 'acme' } });
    expect(flow[0]!.headers).toBeUndefined();
  });
});

describe('bad input', () => {
  const cases: Array<{ what: string; format: string; text: string; message: RegExp }> = [
    {
      what: 'a HAR that is not JSON',
      format: 'har',
      text: '{\n  "log": ,\n}',
      message: /session\.in:2:\d+: is not JSON .*: pass a HAR file/,
    },
    {
      what: 'JSON that is not a HAR',
      format: 'har',
      text: '{"entries": []}',
      message: /log\.entries.*is missing: this is not a HAR file/,
    },
    {
      what: 'a HAR entry without a url',
      format: 'har',
      text: '{"log":{"entries":[{"request":{"method":"GET"}}]}}',
      message: /log\.entries\[0\]\.request.*needs a method and a url/,
    },
    {
      what: 'a HAR of assets only',
      format: 'har',
      text: JSON.stringify(har([{ url: `${API}/a.css`, type: 'text/css' }])),
      message: /no request to an API host is left to import/,
    },
    {
      what: 'too many entries',
      format: 'har',
      text: JSON.stringify({
        log: {
          entries: Array.from({ length: MAX_REQUESTS + 1 }, () => ({ request: { method: 'GET', url: `${API}/` } })),
        },
      }),
      message: /holds 2001 entries, over the 2000/,
    },
    {
      what: 'a Postman v1 collection',
      format: 'postman',
      text: '{"id":"x","requests":[]}',
      message: /requests.*Postman v1 collection: export it again as Collection v2\.1/,
    },
    {
      what: 'a collection of another schema',
      format: 'postman',
      text: '{"info":{"schema":"https://schema.getpostman.com/json/collection/v3.0.0/"},"item":[]}',
      message: /info\.schema.*only collections v2\.0 and v2\.1/,
    },
    {
      what: 'a k6 script that does not parse',
      format: 'k6',
      text: 'export default function () {\n  http.get(\n}',
      message: /session\.in:3:1: is not JavaScript/,
    },
    {
      what: 'a k6 script without a default function',
      format: 'k6',
      text: 'export const options = { vus: 1 };',
      message: /has no export default function/,
    },
  ];

  it.each(cases)('refuses $what with a clear message and exit code 2', async ({ format, text, message }) => {
    const dir = await tempDir();
    const file = join(dir, 'session.in');
    await writeFile(file, text);
    const result = await loadtool(['import', format, file, '--out', join(dir, 'out.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a file over the size bound, a missing file, and an existing output without --force', async () => {
    const dir = await tempDir();
    const big = join(dir, 'big.har');
    await writeFile(big, Buffer.alloc(MAX_INPUT_BYTES + 1, 32));
    expect((await loadtool(['import', 'har', big, '--out', join(dir, 'a.yaml')])).stderr).toMatch(
      /big\.har: is 50 MiB, over the 50 MiB an import reads/,
    );
    expect((await loadtool(['import', 'har', join(dir, 'none.har'), '--out', join(dir, 'a.yaml')])).stderr).toMatch(
      /none\.har: not found/,
    );
    const file = join(dir, 'ok.har');
    await writeFile(file, JSON.stringify(har([{ url: `${API}/a` }])));
    const out = join(dir, 'existing.yaml');
    await writeFile(out, 'keep me');
    const refused = await loadtool(['import', 'har', file, '--out', out]);
    expect([refused.code, refused.stderr]).toEqual([
      2,
      `${out}: exists: pass --force to replace it, or --out for another file\n`,
    ]);
    expect((await loadtool(['import', 'har', file, '--out', out, '--force'])).code).toBe(0);
  });
});
