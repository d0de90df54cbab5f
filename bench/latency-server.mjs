// The target of `npm run bench:verdict`: an HTTP server on 127.0.0.1 that answers every request after a delay drawn
// from a lognormal distribution, with a tail: `node bench/latency-server.mjs PORT MEDIAN_MS SIGMA SCALE`. SCALE
// multiplies every delay, so that SCALE 1.2 makes every percentile, p95 among them, 20% slower than SCALE 1.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { setTimeout } from 'node:timers';

const [port, medianMs, sigma, scale] = process.argv.slice(2).map(Number);
/** How often a request takes the tail (a garbage collection, a cold cache, a lock), and how much longer it waits. */
const TAIL_SHARE = 0.01;
const TAIL_FACTOR = 4;

/** Returns a standard normal draw (Box–Muller). */
function normal() {
  const u = 1 - Math.random(); // in (0, 1]: the logarithm stays finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
}

/** Returns one request's delay in ms. */
const delayMs = () => scale * medianMs * Math.exp(sigma * normal()) * (Math.random() < TAIL_SHARE ? TAIL_FACTOR : 1);

const body = Buffer.from('{"ok":true}');
const server = createServer((request, response) => {
  request.resume();
  setTimeout(() => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  }, delayMs());
});
server.keepAliveTimeout = 120_000;
server.listen(port, '127.0.0.1');
