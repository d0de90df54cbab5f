// The streams check's peer: N EventSource clients (the `eventsource` package, the WhatWG client for Node) holding
// their streams for a time, then printing the events they received as JSON on stdout.
import { setTimeout as sleep } from 'node:timers/promises';
import { EventSource } from 'eventsource';

const [url, streams, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
let events = 0;
let errors = 0;
const sources = [];
for (let index = 0; index < streams; index++) {
  const source = new EventSource(url);
  source.onmessage = () => events++;
  source.onerror = () => errors++;
  sources.push(source);
}
await sleep(seconds * 1000);
for (const source of sources) source.close();
process.stdout.write(JSON.stringify({ events, errors }));
process.exit(0);
