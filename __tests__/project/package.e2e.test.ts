import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const run = promisify(execFile);
const tempDir = useTempDirs();
const servers = useServers();

// npm settings inherited from an `npm test` parent (npm_config_*) would change how the consumer project installs.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));

/** Runs a command to its end and returns its exit code and output; a non-zero exit is a result, not a throw. */
async function sh(file: string, args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('the packed package', () => {
  it("lists the scripts' declaration file (package.json types) and the Node 20 hook that strips a script's types", async () => {
    const pack = await sh('npm', ['pack', '--dry-run', '--json'], process.cwd());
    const [{ files }] = JSON.parse(pack.stdout) as [{ files: { path: string }[] }];
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['dist/types/api.d.ts', 'dist/strip-types/index.js']));
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
      types: string;
      exports: Record<string, unknown>;
    };
    expect(pkg.types).toBe('dist/types/api.d.ts');
    expect(pkg.exports['.']).toEqual({ types: './dist/types/api.d.ts' });
  }, 60_000);

  it('installs into an empty project with no dependency tree and runs loadtool --help and loadtool run', async () => {
    const packDir = await tempDir();
    const pack = await sh('npm', ['pack', '--json', '--pack-destination', packDir], process.cwd());
    expect({ code: pack.code, stderr: pack.code === 0 ? '' : pack.stderr }).toEqual({ code: 0, stderr: '' });
    const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];

    const project = await tempDir();
    expect((await sh('npm', ['init', '-y'], project)).code).toBe(0);
    const install = await sh(
      'npm',
      ['install', join(packDir, filename), '--no-audit', '--no-fund', '--offline'],
      project,
    );
    expect({ code: install.code, stderr: install.code === 0 ? '' : install.stderr }).toEqual({ code: 0, stderr: '' });

    // The runtime libraries are bundled into dist/: the package itself is all that lands in node_modules.
    const lock = JSON.parse(await readFile(join(project, 'node_modules', '.package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const installed = Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/'));
    expect(installed).toEqual(['node_modules/qa-perf']);

    const help = await sh('npx', ['--no-install', 'loadtool', '--help'], project);
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toMatch(/^Usage: loadtool /);

    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('[]');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await writeFile(
      join(project, 'loadtool.yaml'),
      [
        'version: 1',
        `baseUrl: http://127.0.0.1:${port}`,
        'scenarios:',
        '  - name: List pets',
        '    endpoint: GET /pets',
        '    concurrentUsers: 1',
        '    duration: 1s',
        '',
      ].join('\n'),
    );
    const loadtest = await sh('npx', ['--no-install', 'loadtool', 'run', 'loadtool.yaml', '--out', 'reports'], project);
    expect({ code: loadtest.code, stderr: loadtest.code === 0 ? '' : loadtest.stderr }).toEqual({
      code: 0,
      stderr: '',
    });
    const results = JSON.parse(await readFile(join(project, 'reports', 'results.json'), 'utf8')) as {
      scenarios: { name: string }[];
    };
    expect(results.scenarios.map((scenario) => scenario.name)).toEqual(['List pets']);
  }, 60_000);
});
