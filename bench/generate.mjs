// npm run bench:generate: time and peak memory of `loadtool generate` (the bundled CLI, a whole process) on the full
// GitHub REST description and the GitHub GraphQL schema, beside a process that only JSON.parses the same file, in
// the same run, interleaved, median of 5 (RUNS=n to change). The runs after the first regenerate over the file the
// first one wrote, as `loadtool generate` in a project does. Then start-up: `loadtool --version` and `loadtool --help`
// beside a bare `node -e 0`, whole processes, median of 11 (STARTUP_RUNS=n).
// Goals: GitHub REST ≤ 0.6 s wall, ≤ 3× the JSON.parse process, ≤ 200 MB peak RSS; start-up ≤ 0.1 s.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'qa-perf-bench-'));
const report = join(work, 'usage.json');
writeFileSync(
  join(work, 'qa.config.json'),
  JSON.stringify({
    project: { name: 'bench' },
    domains: {
      ui: { enabled: false },
      api: { enabled: false },
      accessibility: { enabled: false },
      performance: {
        enabled: true,
        baseUrl: 'http://127.0.0.1:9',
        schemaUrl: 'unused',
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      },
    },
  }),
);

function measure(args) {
  execFileSync(process.execPath, ['--import', join(ROOT, 'bench/report-usage.mjs'), ...args], {
    cwd: work,
    env: { ...process.env, BENCH_REPORT: report },
    stdio: 'ignore',
  });
  return JSON.parse(readFileSync(report, 'utf8'));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const cases = [
  {
    name: 'GitHub REST (639 GET operations)',
    schema: 'node_modules/@octokit/openapi/generated/api.github.com.json',
    json: 'node_modules/@octokit/openapi/generated/api.github.com.json',
    goal: { wallMs: 600, parseRatio: 3, maxRssMb: 200 },
  },
  {
    name: 'GitHub GraphQL, SDL',
    schema: 'node_modules/@octokit/graphql-schema/schema.graphql',
    json: 'node_modules/@octokit/graphql-schema/schema.json',
  },
  {
    name: 'GitHub GraphQL, introspection JSON',
    schema: 'node_modules/@octokit/graphql-schema/schema.json',
    json: 'node_modules/@octokit/graphql-schema/schema.json',
  },
];

const rows = [];
let failed = false;
for (const { name, schema, json, goal } of cases) {
  const ours = [];
  const parse = [];
  for (let run = 0; run < RUNS; run++) {
    ours.push(
      measure([
        join(ROOT, 'dist/cli/index.js'),
        'generate',
        '--plan',
        'none',
        '--schema',
        join(ROOT, schema),
        '-o',
        join(work, 'loadtool.yaml'),
      ]),
    );
    parse.push(
      measure(['-e', `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(join(ROOT, json))}, 'utf8'))`]),
    );
  }
  const stat = (runs, key) => median(runs.map((r) => r[key]));
  const row = {
    name,
    wallMs: stat(ours, 'wallMs'),
    cpuMs: stat(ours, 'cpuMs'),
    maxRssMb: stat(ours, 'maxRssMb'),
    parseWallMs: stat(parse, 'wallMs'),
    parseRssMb: stat(parse, 'maxRssMb'),
  };
  const met =
    !goal ||
    (row.wallMs <= goal.wallMs && row.wallMs <= goal.parseRatio * row.parseWallMs && row.maxRssMb <= goal.maxRssMb);
  failed ||= !met;
  rows.push({
    ...row,
    goal: goal
      ? `≤ ${goal.wallMs} ms, ≤ ${goal.parseRatio}× JSON.parse, ≤ ${goal.maxRssMb} MB: ${met ? 'met' : 'NOT MET'}`
      : '',
  });
}

// Start-up: whole processes that need none of the commands' code, beside Node starting with nothing to do.
const STARTUP_RUNS = Number(process.env.STARTUP_RUNS ?? 11);
const STARTUP_GOAL_MS = 100;
const startup = { node: [], version: [], help: [] };
for (let run = 0; run < STARTUP_RUNS; run++) {
  startup.node.push(measure(['-e', '0']).wallMs);
  startup.version.push(measure([join(ROOT, 'dist/cli/index.js'), '--version']).wallMs);
  startup.help.push(measure([join(ROOT, 'dist/cli/index.js'), '--help']).wallMs);
}
rmSync(work, { recursive: true, force: true });

const fmt = (n) => n.toFixed(0).padStart(6);
console.log(
  `loadtool generate vs a process that only JSON.parses the same schema (median of ${RUNS}, whole processes)\n`,
);
console.log(
  'schema                               generate: wall ms  cpu ms  peak MB | JSON.parse: wall ms  peak MB | ratio wall  ratio RSS | goal',
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(37)}${fmt(r.wallMs)}${fmt(r.cpuMs).padStart(8)}${fmt(r.maxRssMb).padStart(9)} |${fmt(r.parseWallMs).padStart(20)}${fmt(r.parseRssMb).padStart(9)} |${(r.wallMs / r.parseWallMs).toFixed(2).padStart(11)}${(r.maxRssMb / r.parseRssMb).toFixed(2).padStart(11)} | ${r.goal}`,
  );
}

const nodeMs = median(startup.node);
console.log(
  `\nstart-up (median of ${STARTUP_RUNS}, whole processes)                    wall ms  - node -e 0  ratio | goal`,
);
console.log(`node -e 0${fmt(nodeMs).padStart(62)}`);
for (const [name, runs] of [
  ['loadtool --version', startup.version],
  ['loadtool --help', startup.help],
]) {
  const ms = median(runs);
  const met = ms <= STARTUP_GOAL_MS;
  failed ||= !met;
  console.log(
    `${name.padEnd(62)}${fmt(ms)}${fmt(ms - nodeMs).padStart(13)}${(ms / nodeMs).toFixed(2).padStart(7)} | ≤ ${STARTUP_GOAL_MS} ms: ${met ? 'met' : 'NOT MET'}`,
  );
}
process.exitCode = failed ? 1 : 0;
