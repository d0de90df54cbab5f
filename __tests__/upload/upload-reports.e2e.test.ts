import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import type { RunResults } from '../../src/results/types.js';
import { loadtool } from '../helpers/cli.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { writeOkProject } from '../helpers/qa-config.js';
import { localBytes, useS3Servers } from '../helpers/s3-server.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();
const startS3 = useS3Servers();

const REPORTS = ['results.json', 'summary.md', 'junit.xml', 'report.html'];

/** Returns a loadtool.yaml of one 1-second scenario of 3 users against a local server that answers 200. */
async function loadTestFile(): Promise<string> {
  const target = await startHttpTarget(servers, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  const file = join(await tempDir(), 'loadtool.yaml');
  const scenario = {
    name: 'List',
    endpoint: 'GET /items',
    concurrentUsers: 3,
    duration: '1s',
    thresholds: { p99: '5s' },
  };
  await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios: [scenario] }));
  return file;
}

const readResults = async (dir: string) => JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as RunResults;

describe('loadtool run --out-url, against a real S3-compatible server (s3rver)', () => {
  it('uploads each shard under shard-i-of-n/ byte for byte, and loadtool merge reads them back from the bucket', async () => {
    const s3 = await startS3(await tempDir());
    const file = await loadTestFile();
    const outs: string[] = [];
    for (const index of [1, 2]) {
      const out = await tempDir();
      outs.push(out);
      const run = await loadtool(
        ['run', file, '--shard', `${index}/2`, '--out', out, '--out-url', `s3://${s3.bucket}/nightly`],
        s3.env,
      );
      expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
      expect(run.stdout).toContain(`Uploaded: s3://${s3.bucket}/nightly/shard-${index}-of-2/results.json`);
      for (const name of REPORTS)
        expect((await s3.object(`nightly/shard-${index}-of-2/${name}`)).equals(await localBytes(out, name))).toBe(true);
    }

    const merged = await tempDir();
    const merge = await loadtool(['merge', `s3://${s3.bucket}/nightly/`, '--out', merged], s3.env);
    expect({ code: merge.code, stderr: merge.stderr }).toMatchObject({ code: 0 });
    expect(merge.stdout).toContain('Merged 2 shards');
    const whole = await readResults(merged);
    const shards = await Promise.all(outs.map(readResults));
    expect(whole.scenarios[0]!.concurrentUsers).toBe(3);
    expect(whole.scenarios[0]!.requests.total).toBe(
      shards.reduce((sum, shard) => sum + shard.scenarios[0]!.requests.total, 0),
    );
  });

  it('uploads the reports of loadtool gate --shard auto, in the shard of the pod', async () => {
    const s3 = await startS3(await tempDir());
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    const root = await writeOkProject(await tempDir(), 'gate-upload', target.url, { reportDir: 'perf' });
    const env = { ...s3.env, JOB_COMPLETION_INDEX: '1', JOB_COMPLETIONS: '2' };
    const gate = await loadtool(
      ['gate', '--config', join(root, 'qa.config.json'), '--shard', 'auto', '--out-url', `s3://${s3.bucket}/gate/`],
      env,
    );
    expect({ code: gate.code, stderr: gate.stderr }).toMatchObject({ code: 0 });
    expect((await readResults(join(root, 'perf'))).shard).toEqual({ index: 2, count: 2 });
    for (const name of REPORTS)
      expect((await s3.object(`gate/shard-2-of-2/${name}`)).equals(await localBytes(join(root, 'perf'), name))).toBe(
        true,
      );
  });

  it('puts results.json alone to a presigned PUT URL, and says where without its signature', async () => {
    const s3 = await startS3(await tempDir());
    const file = await loadTestFile();
    const out = await tempDir();
    const url = s3.presignPut('one/results.json');
    const signature = new URL(url).searchParams.get('X-Amz-Signature')!;
    // No credentials in the environment: the URL carries its own.
    const run = await loadtool(['run', file, '--out', out, '--out-url', url]);
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
    expect((await s3.object('one/results.json')).equals(await localBytes(out, 'results.json'))).toBe(true);
    await expect(s3.object('one/summary.md')).rejects.toThrow('404');
    expect(run.stdout).toContain('X-Amz-Signature=***');
    expect(run.stdout + run.stderr).not.toContain(signature);
  });

  it('says a refused upload without the secret, keeps the verdict and the local files, and exits 3', async () => {
    const s3 = await startS3(await tempDir());
    const file = await loadTestFile();
    const out = await tempDir();
    const secret = 'wrong-secret-0123456789';
    const env = { ...s3.env, AWS_SECRET_ACCESS_KEY: secret, AWS_SESSION_TOKEN: 'session-token-0123456789' };
    const run = await loadtool(['run', file, '--out', out, '--out-url', `s3://${s3.bucket}/nightly/`], env);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('List'); // the verdict table, printed before the upload
    expect(run.stderr).toContain(`could not upload the reports to s3://${s3.bucket}/nightly/: results.json: 403`);
    expect(run.stderr).toContain(`the files are kept in ${out}`);
    expect(run.stdout + run.stderr).not.toContain(secret);
    expect(run.stderr).not.toContain('StringToSign'); // the service's Code and Message only
    expect(run.stdout + run.stderr).not.toContain('session-token-0123456789');
    for (const name of REPORTS) expect(existsSync(join(out, name))).toBe(true);
    expect((await readResults(out)).outcome).toBe('passed');
  });

  it('says a tampered presigned URL redacted, and exits 3', async () => {
    const s3 = await startS3(await tempDir());
    const file = await loadTestFile();
    const out = await tempDir();
    const url = new URL(s3.presignPut('one/results.json'));
    url.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const run = await loadtool(['run', file, '--out', out, '--out-url', url.toString()]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /could not upload the reports to http:\/\/127\.0\.0\.1:\d+\/perf-results\/one\/results\.json\?.*X-Amz-Signature=\*\*\*.*: results\.json: 403/,
    );
    expect(existsSync(join(out, 'results.json'))).toBe(true);
  });

  it('merges nothing from a prefix without results.json (exit 2), and says a bucket it cannot list (exit 3)', async () => {
    const s3 = await startS3(await tempDir());
    const empty = await loadtool(['merge', `s3://${s3.bucket}/none/`, '--out', await tempDir()], s3.env);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(`s3://${s3.bucket}/none/: holds no results.json`);
    const wrong = { ...s3.env, AWS_SECRET_ACCESS_KEY: 'wrong-secret-0123456789' };
    const refused = await loadtool(['merge', `s3://${s3.bucket}/none/`, '--out', await tempDir()], wrong);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`could not list s3://${s3.bucket}/none/: 403 SignatureDoesNotMatch`);
    expect(refused.stderr).not.toContain('wrong-secret-0123456789');
  });

  it('refuses, before any load, an s3:// URL without credentials or a bucket name, every problem at once (exit 2)', async () => {
    const run = await loadtool(['run', 'no-such.yaml', '--out-url', 's3://A/x', '--shard', 'auto']);
    expect(run.code).toBe(2);
    for (const words of [
      'names the bucket "A"',
      'needs AWS_ACCESS_KEY_ID in the environment',
      'needs AWS_SECRET_ACCESS_KEY in the environment',
      '--shard auto needs JOB_COMPLETION_INDEX',
      '--shard auto needs JOB_COMPLETIONS',
    ])
      expect(run.stderr).toContain(words);
    const ftp = await loadtool(['run', 'no-such.yaml', '--out-url', 'ftp://host/x']);
    expect(ftp.code).toBe(2);
    expect(ftp.stderr).toContain('write s3://bucket/prefix/');
  });
});
