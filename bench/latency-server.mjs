// The target of `npm run bench:verdict`: an HTTP server on 127.0.0.1 that answers `GET /s/<i>` (i from 0) after a
// delay drawn from scenario i's lognormal distribution, with a tail, and 404 to any other path:
// `node bench/latency-server.mjs PORT TABLE`, TABLE a JSON object
// `{ "delays": [{ "medianMs": 2, "sigma": 0.1 }, …], "scale": { "7": 1.3 } }`: `delays[i]` is the median (ms) and the
// spread (sigma of the logarithm) of /s/<i>, and `scale[i]`, when present, multiplies every delay of /s/<i> only, so
// that 1.3 makes every percentile of that path, p95 among them, 30% slower. bench/verdict.mjs builds the table and
// passes the same one to every server it starts.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { setTimeout } from 'node:timers';

const port = Number(process.argv[2]);
/** @type {{ delays: { medianMs: number, sigma: number }[], scale?: Record<string, number> }} */
const table = JSON.parse(process.argv[3]);
/** How often a request takes the tail (a garbage collection, a cold cache, a lock), and how much longer it waits. */
const TAIL_SHARE = 0.01;
const TAIL_FACTOR = 4;

/** Returns a standard normal draw (Box–Muller). */
function normal() {
  const u = 1 - Math.random(); // in (0, 1]: the logarithm stays finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
}

/** Each path's median (ms, × its scale) and sigma, by path: what a request to that path waits for. */
const paths = new Map(
  table.delays.map(({ medianMs, sigma }, index) => [
    `/s/${index}`,
    { medianMs: medianMs * (table.scale?.[String(index)] ?? 1), sigma },
  ]),
);

/** Returns one request's delay in ms on a path's distribution. */
const delayMs = ({ medianMs, sigma }) =>
  medianMs * Math.exp(sigma * normal()) * (Math.random() < TAIL_SHARE ? TAIL_FACTOR : 1);

const body = Buffer.from('{"ok":true}');
const notFound = Buffer.from('{"error":"no such path: GET /s/<index of a scenario>"}');
const server = createServer((request, response) => {
  request.resume();
  const delays = paths.get(request.url ?? '');
  if (!delays) {
    response.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
    response.end(notFound);
    return;
  }
  setTimeout(() => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  }, delayMs(delays));
});
server.keepAliveTimeout = 120_000;
server.listen(port, '127.0.0.1');
