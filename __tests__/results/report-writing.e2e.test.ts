import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { RunResults } from '../../src/results/types.js';
import { parseOutputs, pullRequestEnv, runBundle, runnerEnv } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import { okLoadTestYaml, writeOkProject } from '../helpers/qa-config.js';
import { serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TOKEN = 'ghs_reportwriting0123456789';
const HEAD_SHA = 'c'.repeat(40);

/** A system under test whose /ok answers 200 at once. */
const startTarget = () =>
  serveOn(servers, (request, response) => {
    request.resume();
    response.writeHead(request.url?.startsWith('/ok') ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });

/** A project: qa.config.json (every domain listed) with `reportDir`, openapi.json and the committed load test. */
async function project(reportDir: string, dir?: string): Promise<string> {
  const root = dir ?? (await tempDir());
  const baseUrl = await startTarget();
  return writeOkProject(root, 'report-writing', baseUrl, { reportDir });
}

/** A folder that cannot be created: its parent is a file (ENOTDIR, also for root, whom chmod does not stop). */
async function unwritableDir(root: string): Promise<string> {
  await writeFile(join(root, 'blocker'), 'a file, not a folder\n');
  return join(root, 'blocker', 'perf');
}

describe('loadtool run: a report folder that cannot be written never loses the verdict', () => {
  it('a folder under a file: the table is printed, one clear message names the folder and ENOTDIR, exit 3', async () => {
    const root = await tempDir();
    const file = join(root, 'loadtool.yaml');
    await writeFile(file, okLoadTestYaml(await startTarget()));
    const out = await unwritableDir(root);

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', out]);

    // The verdict (passed) is shown; the lost files are said, not thrown, and error the run.
    expect(code).toBe(3);
    expect(stdout).toMatch(/^Ok +GET \/ok +1 +[\d,]+ .*passed$/m);
    expect(stdout).toContain('Outcome: passed');
    expect(stderr).toContain(
      `loadtool run: error: the reports could not be written into ${out}: creating the folder ${out} failed (ENOTDIR`,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(await readdir(root)).toEqual(['blocker', 'loadtool.yaml']);
  });

  it('a write that fails midway leaves no temporary or partial file, and the previous reports as they were', async () => {
    const root = await tempDir();
    const file = join(root, 'loadtool.yaml');
    await writeFile(file, okLoadTestYaml(await startTarget()));
    const out = join(root, 'out');
    // results.json is a folder: every file is written, then the first rename fails (EISDIR).
    await mkdir(join(out, 'results.json', 'in-the-way'), { recursive: true });
    await writeFile(join(out, 'summary.md'), 'the previous summary\n');

    const { code, stdout, stderr } = await loadtool(['run', file, '--out', out]);

    expect(code).toBe(3);
    expect(stdout).toContain('Outcome: passed');
    expect(stderr).toMatch(/the reports could not be written into .*out: writing .*results\.json failed \(EISDIR/);
    expect((await readdir(out)).sort()).toEqual(['results.json', 'summary.md']);
    expect(await readFile(join(out, 'summary.md'), 'utf8')).toBe('the previous summary\n');
  });

  it('writes results.json, summary.md, junit.xml and report.html whole, and says where', async () => {
    const root = await tempDir();
    const file = join(root, 'loadtool.yaml');
    await writeFile(file, okLoadTestYaml(await startTarget()));
    const out = join(root, 'out');

    const { code, stdout } = await loadtool(['run', file, '--out', out]);

    expect(code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md']);
    expect((JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults).outcome).toBe('passed');
    expect(stdout).toContain(`Results: ${join(out, 'results.json')}`);
  });
});

describe('loadtool gate: the report folder', () => {
  it('an unwritable reportDir: the table is printed, the error names the folder, exit 3', async () => {
    const root = await tempDir();
    const out = await unwritableDir(root);
    await project('./blocker/perf', root);

    const { code, stdout, stderr } = await loadtool(['gate', '--config', join(root, 'qa.config.json')]);

    expect(code).toBe(3);
    expect(stdout).toContain('Outcome: passed');
    expect(stdout).not.toContain('Reports:');
    expect(stderr).toContain(
      `loadtool gate: error: the reports could not be written into ${relative(process.cwd(), out)}: creating the folder`,
    );
    expect(stderr).toContain('(ENOTDIR: a part of the path is a file, not a folder)');
  });

  it('an absolute reportDir is honoured as it is, not moved under the project', async () => {
    const elsewhere = join(await tempDir(), 'perf-reports');
    const root = await project(elsewhere);

    const { code, stderr } = await loadtool(['gate', '--config', join(root, 'qa.config.json')]);

    expect({ code, stderr }).toMatchObject({ code: 0 });
    expect((await readdir(elsewhere)).sort()).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md']);
  });
});

/** Runs dist/index.js in the workspace on a pull_request event of PR #7, GitHub being a fake. */
async function runAction(workspace: string, inputs: Record<string, string> = {}) {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN });
  servers.push(github.server);
  const runner = await runnerEnv(
    workspace,
    { 'github-token': TOKEN, generate: 'never', ...inputs },
    { ...(await pullRequestEnv(workspace, github.url, HEAD_SHA)), GITHUB_SHA: 'd'.repeat(40) },
  );
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  return { ...run, github, outputs: parseOutputs(await runner.outputs()), summary: await runner.summary() };
}

describe('the action: the report folder stays in the workspace, and a failed write keeps the verdict', () => {
  it.each([
    { what: 'a relative reportDir that climbs out', reportDir: '../../../../tmp/qa-perf-escape-relative' },
    { what: 'an absolute reportDir outside', reportDir: '/tmp/qa-perf-escape-absolute' },
  ])(
    '$what is bad input naming domains.performance.reportDir; nothing is run or written',
    async ({ reportDir }) => {
      const workspace = await project(reportDir);

      const run = await runAction(workspace);

      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ outcome: 'errored' });
      expect(run.stdout).toMatch(
        /^::error .*qa\.config\.json: domains\.performance\.reportDir: .*outside the workspace/m,
      );
      expect(run.summary).toContain('bad input, nothing was run');
      expect(run.github.checkRuns[0]!.output.summary).toContain('domains.performance.reportDir');
      await expect(readdir('/tmp/qa-perf-escape-relative')).rejects.toThrow();
      await expect(readdir('/tmp/qa-perf-escape-absolute')).rejects.toThrow();
    },
    60_000,
  );

  it('a reportDir through a symbolic link that leads out of the workspace is refused too', async () => {
    const outside = await tempDir();
    const workspace = await project('./linked/perf');
    await symlink(outside, join(workspace, 'linked'));

    const run = await runAction(workspace);

    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error .*domains\.performance\.reportDir: .*outside the workspace/m);
    expect(await readdir(outside)).toEqual([]);
  }, 60_000);

  it('an absolute reportDir inside the workspace is honoured', async () => {
    const workspace = await tempDir();
    await project(join(workspace, 'reports', 'perf'), workspace);

    const run = await runAction(workspace);

    expect(run.code).toBe(0);
    expect((await readdir(join(workspace, 'reports', 'perf'))).sort()).toEqual([
      'junit.xml',
      'report.html',
      'results.json',
      'summary.md',
    ]);
  }, 60_000);

  it('an unwritable reportDir: job summary, comment and check run carry the verdict; the step fails naming the folder', async () => {
    const workspace = await tempDir();
    await project('./blocker/perf', workspace);
    await unwritableDir(workspace);

    const run = await runAction(workspace);

    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'errored' });
    expect(run.outputs.results).toBeUndefined();
    expect(run.stdout).toMatch(
      /^::error::Report files not written: the reports could not be written into blocker\/perf: creating the folder blocker\/perf failed \(ENOTDIR/m,
    );
    expect(run.summary).toMatch(/qa-perf: .*passed/);
    expect(run.github.comments).toHaveLength(1);
    expect(run.github.comments[0]!.body).toMatch(/qa-perf: .*passed/);
    expect(run.github.checkRuns).toHaveLength(1);
    expect(run.github.checkRuns[0]!.conclusion).toBe('success');
    expect((await readdir(workspace)).filter((name) => /\.tmp$|^results|^summary\.md|^junit/.test(name))).toEqual([]);
  }, 60_000);

  it('a config input in a folder that does not exist is one sentence naming the input, not a raw ENOENT', async () => {
    const workspace = await tempDir();

    const run = await runAction(workspace, { config: 'services/missing/qa.config.json' });

    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'errored' });
    expect(run.stdout).toMatch(
      /^::error .*services\/missing\/qa\.config\.json: not found, and onboarding cannot create it: the folder services\/missing does not exist\. Check the action's `config` input/m,
    );
    expect(run.stdout).not.toContain('ENOENT');
    expect(run.summary).toContain('bad input, nothing was run');
  }, 60_000);
});
