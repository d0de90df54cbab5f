// The streams check of `npm run bench` (bench/engine.mjs): 1,000 SSE streams held by one loadtool process, its
// figures and self-check, against the `eventsource` client (bench/sse-peer.mjs) holding as many for as long.

/**
 * The target: every open stream gets one event every EVENT_MS (one timer writes to them all), `id:` numbered per
 * stream; on SIGTERM it prints the events it wrote.
 */
export const SSE_TARGET = `
const everyMs = Number(process.argv[2]);
const open = new Set();
let written = 0;
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(': open\\n\\n');
  const stream = { response, id: 0 };
  open.add(stream);
  request.on('close', () => open.delete(stream));
});
setInterval(() => {
  for (const stream of open) {
    stream.id++;
    written++;
    stream.response.write('id: ' + stream.id + '\\ndata: {"n":' + stream.id + '}\\n\\n');
  }
}, everyMs);
server.keepAliveTimeout = 120000;
server.listen(Number(process.argv[1]), '127.0.0.1');
process.on('SIGTERM', () => { process.stdout.write(JSON.stringify({ written })); process.exit(0); });
`;

/** The loadtool.yaml lines of the held streams, under the scenario's `endpoint`. */
export function streamLoad(streams, stallSeconds) {
  return [`concurrentUsers: ${streams}`, 'stream:', '  protocol: sse', '  mode: hold', `  stall: ${stallSeconds}s`];
}

/**
 * Returns the goal's verdict of the streams check from loadtool's run and the peer's: every stream held (no fault, no
 * reconnect, no error), the self-check green, at least 95% of the events the streams were due in the measured time.
 */
export function streamVerdict(ours, { streams, seconds, eventMs }) {
  const stream = ours.stream ?? { streams: 0, events: 0, reconnects: 0, faults: {} };
  const due = (streams * seconds * 1000) / eventMs;
  const faults = Object.values(stream.faults ?? {}).reduce((sum, count) => sum + count, 0);
  const received = stream.events / due;
  const met = stream.streams === streams && faults === 0 && ours.errors === 0 && !ours.saturated && received >= 0.95;
  return { met, received, faults, due };
}
