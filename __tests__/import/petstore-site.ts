// The import tests' pet store front: a page and its assets served on one origin, the rest proxied to the API, logged.
import { createServer, request as send, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the front passed to the pet store: its method, path, status and response body. */
export interface Passed {
  method: string;
  path: string;
  status: number;
  body: string;
  authorization: string | undefined;
}

/** A 1×1 PNG, the page's logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The page's script: the journey a person makes, with pauses, and a beacon to another origin. */
function script(beacon: string): string {
  return `
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function journey() {
  const login = await fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo-password' }) });
  const { token } = await login.json();
  const auth = { Authorization: 'Bearer ' + token };
  await pause(300);
  await (await fetch('/pets?limit=10', { headers: auth })).json();
  fetch(${JSON.stringify(beacon)}, { method: 'POST', mode: 'no-cors', body: 'viewed=pets' }).catch(() => {});
  await pause(300);
  const created = await (await fetch('/pets', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Biscuit', tag: 'dog' }) })).json();
  await pause(300);
  const pet = await (await fetch('/pets/' + created.id, { headers: auth })).json();
  document.title = 'bought ' + pet.name;
}
journey().catch((error) => { document.title = 'failed ' + error; });
`;
}

/** Starts the front of a pet store at `api`: GET /app/ and its assets, everything else passed on and logged. */
export async function startSite(api: string, servers: Server[], beacon = 'http://localhost:9/collect') {
  const passed: Passed[] = [];
  const assets: Record<string, [string, string | Buffer]> = {
    '/app/': [
      'text/html',
      '<!doctype html><html><head><title>Pet store</title><link rel="stylesheet" href="/app/app.css"></head><body><img src="/app/logo.png" alt="logo"><script src="/app/app.js"></script></body></html>',
    ],
    '/app/app.css': ['text/css', 'body { font-family: sans-serif; }'],
    '/app/logo.png': ['image/png', PNG],
    '/app/app.js': ['text/javascript', script(beacon)],
  };
  const server = createServer((request, response) => {
    const asset = assets[request.url ?? ''];
    if (asset) {
      response.setHeader('content-type', asset[0]);
      response.end(asset[1]);
      return;
    }
    if (request.url === '/favicon.ico') {
      response.statusCode = 404;
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = new URL(request.url ?? '/', api);
      const headers = { ...request.headers, host: target.host };
      const out = send(target, { method: request.method, headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => body.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(body).toString('utf8');
          passed.push({
            method: request.method ?? '',
            path: request.url ?? '',
            status: answer.statusCode ?? 0,
            body: text,
            authorization: request.headers.authorization,
          });
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(text);
        });
      });
      out.on('error', () => response.destroy());
      out.end(Buffer.concat(chunks));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, passed };
}

/** Starts a server on another origin that takes beacons (a third party: analytics); returns its URL and count. */
export async function startBeacon(servers: Server[]) {
  const seen = { count: 0 };
  const server = createServer((request, response) => {
    seen.count++;
    request.resume();
    response.setHeader('access-control-allow-origin', '*');
    response.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/collect`, seen };
}
