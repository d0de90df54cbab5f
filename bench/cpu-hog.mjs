// The noisy neighbour of `npm run bench:verdict`: keeps one core busy ON_MS out of every ON_MS + OFF_MS, starting at a
// random phase, until it is stopped: `node bench/cpu-hog.mjs ON_MS OFF_MS`. Whether a round of base or of head
// overlaps a busy spell is chance, as on a shared CI runner.
import { setTimeout as sleep } from 'node:timers/promises';

const [onMs, offMs] = process.argv.slice(2).map(Number);
await sleep(Math.random() * (onMs + offMs));
for (;;) {
  const until = performance.now() + onMs;
  let spin = 0;
  while (performance.now() < until) spin += Math.sqrt(spin + 1);
  await sleep(offMs * (0.5 + Math.random()));
}
