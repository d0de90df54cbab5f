import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, parseAllDocuments, stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { useS3Servers } from '../helpers/s3-server.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'examples/kubernetes');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

const tempDir = useTempDirs();
const servers = useServers();
const startS3 = useS3Servers();

type Container = { command: string[]; args: string[]; env?: Array<{ name: string; value: string }> };
type Manifest = {
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec: { completions: number; template: { spec: { containers: Container[] } } };
};
const manifest = (file: string) => parseAllDocuments(readFileSync(join(DIR, file), 'utf8'))[0]!.toJS() as Manifest;

/** Returns the arguments with each `$(NAME)` replaced from the environment, as Kubernetes does. */
const expand = (args: string[], env: Record<string, string>) =>
  args.map((arg) => arg.replace(/\$\((\w+)\)/g, (whole, name: string) => env[name] ?? whole));

/** Runs a command as the pod would, with the environment Kubernetes gives it; returns its exit code and output. */
function pod(command: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

describe('examples/kubernetes, its pods run as Kubernetes runs them', () => {
  it('runs the Indexed Job shards with --shard auto, uploads them, and the merge Job merges them exactly', async () => {
    const s3 = await startS3(await tempDir());
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    // The example's load test, sent to the local server for 1 s.
    const loadTest = parse(manifest('loadtest-configmap.yaml').data!['loadtool.yaml']!) as {
      baseUrl: string;
      scenarios: Array<{ concurrentUsers: number; duration: string }>;
    };
    loadTest.baseUrl = target.url;
    for (const scenario of loadTest.scenarios) Object.assign(scenario, { concurrentUsers: 6, duration: '1s' });
    const file = join(await tempDir(), 'loadtool.yaml');
    await writeFile(file, stringify(loadTest));

    const secret = { ...manifest('s3-secret.yaml').stringData, ...s3.env };
    // The run's ConfigMap as the README sets it: a run id, and a start time every shard waits for (LOADTOOL_START_AT).
    const startAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 5_000).toISOString().replace('.000Z', 'Z');
    const run = { ...manifest('run-configmap.yaml').data, RUN_ID: 'nightly-7', LOADTOOL_START_AT: startAt };
    expect(Object.keys(manifest('run-configmap.yaml').data!).sort()).toEqual(['LOADTOOL_START_AT', 'RUN_ID']);
    const shardJob = manifest('shard-job.yaml');
    const [container] = shardJob.spec.template.spec.containers;
    // The pod's command with npx's download of the published package replaced by this checkout's CLI.
    const command = container!.command.map((part) =>
      part.replace('npx --yes --package=qa-perf@0.1.0 loadtool', `${TSX} ${join(ROOT, 'src/cli/index.ts')}`),
    );
    expect(command.join(' ')).toContain('src/cli/index.ts');
    const outs: string[] = [];
    const count = shardJob.spec.completions;
    const pods = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const out = await tempDir();
        outs.push(out);
        const env = {
          ...run,
          ...secret,
          ...Object.fromEntries((container!.env ?? []).map(({ name, value }) => [name, value])),
          JOB_COMPLETION_INDEX: String(index),
        };
        const args = expand(container!.args, env).map((arg) =>
          arg === '/load-test/loadtool.yaml' ? file : arg === '/results' ? out : arg,
        );
        return pod([...command, ...args], env);
      }),
    );
    for (const [index, result] of pods.entries()) {
      expect({ index, ...result }).toMatchObject({ index, code: 0 });
      expect(result.output).toContain(`Running shard ${index + 1} of ${count}`);
      // Each shard waited for the ConfigMap's time, or started at once with a warning when a busy machine was late.
      expect(result.output).toContain(startAt.replace('Z', '.000Z'));
    }

    const merged = await tempDir();
    const mergeJob = manifest('merge-job.yaml').spec.template.spec.containers[0]!;
    const mergeArgs = expand(mergeJob.args, { ...run, ...secret }).map((arg) => (arg === '/reports' ? merged : arg));
    const merge = await loadtool(mergeArgs, { ...run, ...secret });
    expect({ code: merge.code, stderr: merge.stderr }).toMatchObject({ code: 0 });
    expect(merge.stdout).toContain(`Merged ${count} shards`);

    const shards = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const body = await s3.object(`nightly-7/shard-${index + 1}-of-${count}/results.json`);
        return JSON.parse(body.toString('utf8')) as RunResults;
      }),
    );
    expect(shards.map((shard) => shard.shard!.index).sort()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const whole = JSON.parse(await readFile(join(merged, 'results.json'), 'utf8')) as RunResults;
    const sum = (pick: (results: RunResults) => number) => shards.reduce((total, shard) => total + pick(shard), 0);
    expect(whole.scenarios[0]!.concurrentUsers).toBe(6);
    expect(sum((results) => results.scenarios[0]!.concurrentUsers)).toBe(6);
    expect(whole.scenarios[0]!.requests.total).toBe(sum((results) => results.scenarios[0]!.requests.total));
    expect(whole.shard).toBeNull();
    // The merge Job's own upload, beside the shards' prefix.
    expect((await s3.object('nightly-7-merged/results.json')).toString('utf8')).toBe(
      await readFile(join(merged, 'results.json'), 'utf8'),
    );
  }, 90_000);
});
