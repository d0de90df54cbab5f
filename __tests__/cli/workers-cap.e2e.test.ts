import { availableParallelism } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { cappedWorkers } from '../../src/cli/workers-option.js';
import { loadtool } from '../helpers/cli.js';
import { startHttpTarget } from '../helpers/engine-run.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// More worker threads than cores only share the cores (issue 27: `--workers 64` on 2 cores): the CLI runs one per core
// and says so, unless --force-workers.

const tempDir = useTempDirs();
const servers = useServers();

describe('--workers above the cores', () => {
  it('is capped at the cores with a notice naming what was asked and what is used, unless forced', () => {
    expect(cappedWorkers(64, false, 2)).toEqual({
      workers: 2,
      notice:
        '--workers 64 is more than the 2 cores of this machine: running 2 worker threads, one per core (--force-workers runs 64)',
    });
    expect(cappedWorkers(64, true, 2)).toEqual({ workers: 64 });
    expect(cappedWorkers(2, false, 2)).toEqual({ workers: 2 });
    expect(cappedWorkers('auto', false, 2)).toEqual({ workers: 'auto' });
    expect(cappedWorkers(undefined, false, 2)).toEqual({});
  });

  it('runs one worker per core from loadtool run, and the count asked with --force-workers', async () => {
    const cores = availableParallelism();
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    const dir = await tempDir();
    const file = join(dir, 'loadtool.yaml');
    const scenarios = [{ name: 'List', endpoint: 'GET /', concurrentUsers: cores + 1, duration: '1s' }];
    await writeFile(file, stringify({ version: 1, baseUrl: target.url, scenarios }));
    const threads = (count: number) => (count > 1 ? ` in ${count} worker threads` : '');

    const capped = await loadtool(['run', file, '--workers', String(cores + 1), '--out', join(dir, 'capped')]);
    const forced = await loadtool(['run', file, '--workers', '2', '--force-workers', '--out', join(dir, 'forced')]);

    expect(capped.code).toBe(0);
    expect(capped.stderr).toContain(
      `--workers ${cores + 1} is more than the ${cores} ${cores === 1 ? 'core' : 'cores'} of this machine: running ${cores}`,
    );
    expect(capped.stderr).toContain(`against ${target.url}${threads(cores)}\n`);
    expect(forced.code).toBe(0);
    expect(forced.stderr).not.toContain('is more than');
    expect(forced.stderr).toContain(`against ${target.url} in 2 worker threads\n`);
  }, 60_000);
});
