import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ScenarioProgress } from '../../src/engine/run-load-test.js';
import { createProgressReporter, progressLine } from '../../src/report/progress.js';
import { parseOutputs, pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import { performanceConfig } from '../helpers/qa-config.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_hostiletoken0123456789';

/** Scenario names that try to speak to the runner or the terminal that shows the log. */
const HOSTILE_NAMES = [
  '::error file=README.md,line=1::forged annotation',
  '::stop-commands::pwned',
  '##[error]forged error',
  'first line\n::error::injected after a line break',
  'carriage\r::warning::injected after a return',
  '\u0085::notice::after a next-line character',
  '  ::add-mask::indented',
  'escape \u001b[31mred\u001b[0m bell\u0007 title \u001b]0;owned\u0007 bidi \u202eevil\u202c \u2066isolate\u2069',
];

/** What the server under test says when it fails: text a sample, a triage or an error may quote. */
const HOSTILE_BODY = '::error::from the server\n##[error]body\u001b[31m\u202e';

/** Every character that acts rather than shows in a log or a terminal: controls (but the line feed), bidi controls. */
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Our own workflow commands: a known command, properties made of known keys (core escapes `:` and `,` in values). */
const OUR_COMMAND =
  /^::(?:add-mask|group|endgroup|debug|error|warning|notice)(?: (?:title|file|line|col|endLine|endColumn)=[^,:]*(?:,(?:title|file|line|col|endLine|endColumn)=[^,:]*)*)?::/;

/** Words of the hostile names and body above: a line that carries one of them comes from untrusted text. */
const HOSTILE_WORDS = /forged|pwned|injected|next-line|indented|owned|from the server|body/;

/**
 * Returns the lines of a log that the runner would read as a workflow command not written by us: any `##[`, any `::`
 * command that is not one of ours, an annotation on a file other than the load test, and any command that carries
 * hostile text other than our annotations on the load test (where core has escaped it as a property or message).
 */
function forgedCommands(log: string): string[] {
  return log.split('\n').filter((line) => {
    // The runner trims whitespace, NEL included, before it looks for a command.
    const start = line.replace(/^[\s\u0085]+/u, '');
    if (start.startsWith('##[')) return true;
    if (!start.startsWith('::')) return false;
    const command = OUR_COMMAND.exec(start);
    if (!command) return true;
    // core escapes `,` and `:` in property values: the properties split on `,`, each at its first `=`.
    const properties = command[0]
      .replace(/^::\S+ ?/, '')
      .replace(/::$/, '')
      .split(',');
    const file = properties.find((property) => property.startsWith('file='))?.slice('file='.length);
    if (file !== undefined && file !== 'load-tests/loadtool.yaml') return true;
    return HOSTILE_WORDS.test(start) && file === undefined;
  });
}

/** Returns each control character of a text, shown with its code, with a bit of context: what a test reports. */
function controls(text: string): string[] {
  return [...text.matchAll(new RegExp(CONTROL.source, 'gu'))].map(
    (match) =>
      `U+${match[0].codePointAt(0)!.toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, match.index - 30), match.index + 30))}`,
  );
}

/** A system under test: /ok answers 200, /fail 500 with a hostile body. */
async function startTarget(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/fail')) {
      response.statusCode = 500;
      response.setHeader('content-type', 'text/plain');
      response.end(HOSTILE_BODY);
    } else {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Returns a YAML double-quoted string: every character outside printable ASCII as an escape. */
function yamlString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A repository with a committed load test of one failing scenario per hostile name, in parallel, 2 s each. */
async function hostileWorkspace(target: string): Promise<string> {
  const workspace = await tempDir();
  const operation = { get: { responses: { '200': { description: 'ok' } } } };
  await writeFile(
    join(workspace, 'openapi.json'),
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Target', version: '1' },
      paths: { '/ok': operation, '/fail': operation },
    }),
  );
  await writeFile(
    join(workspace, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('hostile', {
        baseUrl: target,
        schemaUrl: 'openapi.json',
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  const scenarios = HOSTILE_NAMES.map(
    (name, index) =>
      `  - name: ${yamlString(name)}\n    endpoint: GET /${index % 2 === 0 ? 'fail' : 'ok'}\n    concurrentUsers: 1\n    duration: 2s\n    thresholds: { okRate: 99%, p99: 0.001ms }\n`,
  );
  await mkdir(join(workspace, 'load-tests'));
  await writeFile(
    join(workspace, 'load-tests', 'loadtool.yaml'),
    `version: 1\nbaseUrl: ${target}\nexecution: parallel\nscenarios:\n${scenarios.join('')}`,
  );
  return workspace;
}

const progressOf = (name: string, elapsedSeconds: number): ScenarioProgress => ({
  name,
  elapsedSeconds,
  durationSeconds: 2,
  requests: 10,
  errors: 1,
  rps: 5,
  p95Ms: 1.5,
});

describe('hostile scenario names in every output', () => {
  it('progress lines: no workflow command and no control character, in a log and in a terminal', () => {
    let log = '';
    const logReporter = createProgressReporter({ tty: false, write: (text) => (log += text), now: () => 0 });
    let terminal = '';
    const terminalReporter = createProgressReporter({ tty: true, write: (text) => (terminal += text), now: () => 0 });
    for (const name of HOSTILE_NAMES) {
      for (const reporter of [logReporter, terminalReporter]) {
        reporter.update(progressOf(name, 1));
        reporter.update(progressOf(name, 2));
      }
    }
    logReporter.done();
    terminalReporter.done();

    expect(log.split('\n').filter(Boolean)).toHaveLength(HOSTILE_NAMES.length);
    expect(forgedCommands(log)).toEqual([]);
    expect(controls(log)).toEqual([]);
    // The terminal gets the reporter's own cursor movements, and nothing else that acts.
    // eslint-disable-next-line no-control-regex -- the reporter's own cursor movements
    const shown = terminal.replace(/\u001b\[\d*[FKJ]/g, '');
    expect(forgedCommands(shown)).toEqual([]);
    expect(controls(shown)).toEqual([]);
    // A name stays readable: its control characters are shown, not obeyed nor silently dropped.
    expect(progressLine(progressOf(HOSTILE_NAMES[3]!, 1))).toMatch(/^first line\\n::error::injected/);
    expect(progressLine(progressOf(HOSTILE_NAMES[7]!, 1))).toContain('escape \\x1b[31mred');
    expect(progressLine(progressOf(HOSTILE_NAMES[7]!, 1))).toContain('\\u202eevil');
  });

  it('loadtool run in CI (no terminal): progress, table and messages carry no command and no control', async () => {
    const target = await startTarget();
    const workspace = await hostileWorkspace(target);
    const run = await loadtool(
      ['run', join(workspace, 'load-tests', 'loadtool.yaml'), '--out', join(workspace, 'out')],
      { CI: 'true' },
    );
    expect(run.code).toBe(1);
    const output = `${run.stdout}\n${run.stderr}`;
    // Every name shows up, in the progress lines and in the table.
    expect(run.stderr).toContain('forged annotation');
    expect(run.stdout).toContain('forged annotation');
    expect(forgedCommands(output)).toEqual([]);
    expect(controls(output)).toEqual([]);
    for (const file of ['summary.md', 'junit.xml']) {
      const text = await readFile(join(workspace, 'out', file), 'utf8');
      expect(forgedCommands(text)).toEqual([]);
      expect(controls(text)).toEqual([]);
    }
  }, 30_000);

  it('the action: log, annotations, job summary, comment, check run and reports carry no command and no control', async () => {
    const target = await startTarget();
    const workspace = await hostileWorkspace(target);
    const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
    servers.push(github.server);
    const runner = await runnerEnv(
      workspace,
      { 'github-token': TOKEN, generate: 'never' },
      await pullRequestEnv(workspace, github.url),
    );
    const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
    const outputs = parseOutputs(await runner.outputs());
    expect(outputs.outcome).toBe('failed');

    // The log: every name is in it (progress, table, annotations), none as a command, nothing that acts.
    expect(run.stdout).toContain('forged annotation');
    expect(forgedCommands(run.stdout)).toEqual([]);
    expect(controls(run.stdout)).toEqual([]);
    expect(run.stdout).toMatch(/^::error title=Threshold breached[^:]*,file=load-tests\/loadtool.yaml,line=\d+::/m);

    const comment = github.comments.map((c) => c.body).join('\n');
    expect(comment).toContain('forged annotation');
    const checkRun = github.checkRuns[0]!;
    const checkRunTexts = [
      checkRun.output.title ?? '',
      checkRun.output.summary ?? '',
      ...checkRun.output.annotations.flatMap((a) => [a.title ?? '', a.message]),
    ];
    expect(checkRun.output.annotations.length).toBeGreaterThan(0);
    const reports = join(workspace, 'qa-reports', 'perf');
    const texts: Record<string, string> = {
      'job summary': await runner.summary(),
      comment,
      'check run': checkRunTexts.join('\n'),
      'summary.md': await readFile(join(reports, 'summary.md'), 'utf8'),
      'junit.xml': await readFile(join(reports, 'junit.xml'), 'utf8'),
    };
    for (const [what, text] of Object.entries(texts)) {
      expect({ what, forged: forgedCommands(text), controls: controls(text) }).toEqual({
        what,
        forged: [],
        controls: [],
      });
    }
  }, 90_000);
});
