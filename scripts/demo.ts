/**
 * `npm run demo`: the whole gate on the embedded pet store. Starts examples/petstore's API in this process (a worker
 * thread, see demo-server.ts) on a free loopback port, runs `loadtool gate` on it (config, plan, generate, validate, run, verdict, triage, reports), and
 * exits 0 when the outcome is the one the demo is built for: GET /stats, deliberately slow, breaches its limits and
 * every other scenario passes.
 *
 * `--project DIR` runs it on a copy of examples/petstore in DIR instead of the example itself.
 */
import { cp, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { main } from '../src/cli/main.js';
import { processIo } from '../src/cli/io.js';
import type { RunResults } from '../src/results/types.js';
import { DEMO_CREDENTIALS } from '../examples/petstore/server.js';

const EXAMPLE = fileURLToPath(new URL('../examples/petstore', import.meta.url));
const SLOW_ENDPOINT = 'GET /stats';
const SLOW_MS = 400;

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const project = values.project ?? EXAMPLE;
if (values.project)
  await cp(EXAMPLE, project, { recursive: true, filter: (source) => !/qa-reports|load-tests/.test(source) });

const say = (text: string) => process.stdout.write(`${text}\n`);
// The example's plan names the variables of its login (qa-plan.md): the store's demo values unless they are set.
process.env.PETSTORE_USER ??= DEMO_CREDENTIALS.user;
process.env.PETSTORE_PASSWORD ??= DEMO_CREDENTIALS.password;
const server = await startServer();
say(`qa-perf demo: the pet store of ${relative(process.cwd(), project) || '.'} is listening on ${server.url}.`);
say(`${SLOW_ENDPOINT} takes ${SLOW_MS} ms a request on purpose: its breach is part of the demo.\n`);

let code: number;
try {
  code = await main(
    ['gate', '--config', join(project, 'qa.config.json'), '--base-url', server.url, '--generate', 'always'],
    processIo(),
  );
} finally {
  await server.close();
}

const reportDir = join(project, 'qa-reports', 'perf');
const results = await readFile(join(reportDir, 'results.json'), 'utf8')
  .then((text) => JSON.parse(text) as RunResults)
  .catch(() => undefined);
const unexpected = results?.scenarios.filter(
  (scenario) => scenario.outcome !== (scenario.endpoint === SLOW_ENDPOINT ? 'failed' : 'passed'),
);

say('');
if (code === 1 && results && unexpected?.length === 0) {
  say(
    `Demo complete: every scenario behaved as expected. ${SLOW_ENDPOINT} breached its latency limits, as it was built to; the gate's exit code 1 is what fails a pull request.`,
  );
  say(
    `Reports in ${relative(process.cwd(), reportDir)}: results.json, summary.md (the job summary and PR comment), junit.xml, report.html.`,
  );
  say(
    `Open the charts in a browser: ${relative(process.cwd(), join(reportDir, 'report.html'))} (one self-contained file, it works offline).`,
  );
  say(`The generated load test: ${relative(process.cwd(), join(project, 'load-tests', 'loadtool.yaml'))}.`);
  process.exitCode = 0;
} else {
  const what = unexpected?.length
    ? `these scenarios did not end as expected: ${unexpected.map((s) => `${s.name} (${s.outcome})`).join(', ')}`
    : `loadtool gate exited ${code}`;
  say(`The demo did not go as expected: ${what}. The output above says why.`);
  process.exitCode = code === 0 ? 1 : code;
}

/** Starts demo-server.ts in a worker thread, compiled by tsx as this script is; returns its URL and how to stop it. */
async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const entry = new URL('./demo-server.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: { slowMs: SLOW_MS } },
  );
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url,
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
