// npm run bench:generate: time and peak memory of `loadtool generate` (the bundled CLI, a whole process) on the full
// GitHub REST description and the GitHub GraphQL schema, beside a process that only JSON.parses the same file, in
// the same run, interleaved, median of 5. Goal: GitHub REST under 1.0 s wall and under 300 MB peak RSS.
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
    goal: { wallMs: 1000, maxRssMb: 300 },
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
  const met = !goal || (row.wallMs < goal.wallMs && row.maxRssMb < goal.maxRssMb);
  failed ||= !met;
  rows.push({ ...row, goal: goal ? `< ${goal.wallMs} ms, < ${goal.maxRssMb} MB: ${met ? 'met' : 'NOT MET'}` : '' });
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
process.exitCode = failed ? 1 : 0;
