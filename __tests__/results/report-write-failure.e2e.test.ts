// A run whose report files cannot be written is errored (exit 3) once the verdict table is printed, naming the file,
// the system's reason in words and what to do: a read-only folder or file system, a full disk, a file in the path.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { fileErrorReason } from '../../src/file-error.js';
import { loadtool } from '../helpers/cli.js';
import { okLoadTestYaml } from '../helpers/qa-config.js';
import { serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const asRoot = process.getuid?.() === 0;

/** Mounts an empty tmpfs with `options` on `dir`; returns how to unmount it. Needs root (and CAP_SYS_ADMIN). */
function mountTmpfs(dir: string, options: string): () => void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'qa-perf-test', dir], { stdio: 'ignore' });
  return () => execFileSync('umount', [dir], { stdio: 'ignore' });
}

/** Whether this machine lets the tests mount a file system of their own: root with the right to mount. */
const canMount = (() => {
  if (!asRoot) return false;
  const dir = mkdtempSync(join(tmpdir(), 'qa-perf-mount-'));
  try {
    mountTmpfs(dir, 'ro,size=4k')();
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();
const whenMountable = canMount ? it : it.skip;

/** A system under test whose /ok answers 200 at once. */
const startTarget = () =>
  serveOn(servers, (request, response) => {
    request.resume();
    response.writeHead(request.url?.startsWith('/ok') ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });

/** Writes a passing load test into `root`; returns its path. */
async function okLoadTest(root: string): Promise<string> {
  const file = join(root, 'loadtool.yaml');
  await writeFile(file, okLoadTestYaml(await startTarget()));
  return file;
}

/**
 * Returns a report folder that exists and cannot be written, the code a write into it fails with, and how to undo it:
 * mode 0555 (EACCES); as root, whom a mode does not stop, a read-only file system mounted there (EROFS), else a
 * folder under a file (ENOTDIR).
 */
async function readOnlyFolder(root: string): Promise<{ dir: string; code: string; undo: () => void }> {
  const dir = join(root, 'out');
  if (!asRoot) {
    await mkdir(dir);
    await chmod(dir, 0o555);
    return { dir, code: 'EACCES', undo: () => undefined };
  }
  if (canMount) {
    await mkdir(dir);
    return { dir, code: 'EROFS', undo: mountTmpfs(dir, 'ro,size=64k') };
  }
  await writeFile(join(root, 'blocker'), 'a file, not a folder\n');
  return { dir: join(root, 'blocker', 'out'), code: 'ENOTDIR', undo: () => undefined };
}

/**
 * Runs a passing load test with `--out` at `out(mounted)`, a tmpfs mounted with `options`; returns the mount's path,
 * the run, and what is left in the mount before it is unmounted.
 */
async function runOnMounted(options: string, out: (mounted: string) => string) {
  const root = await tempDir();
  const file = await okLoadTest(root);
  const mounted = join(root, 'mounted');
  await mkdir(mounted);
  const undo = mountTmpfs(mounted, options);
  try {
    const run = await loadtool(['run', file, '--out', out(mounted)]);
    return { mounted, run, left: await readdir(mounted) };
  } finally {
    undo();
  }
}

describe('loadtool run: report files that cannot be written make the run errored, exit 3', () => {
  it('a read-only report folder: the table first, then the file, the reason in words and what to do', async () => {
    const root = await tempDir();
    const file = await okLoadTest(root);
    const folder = await readOnlyFolder(root);
    try {
      const { code, stdout, stderr } = await loadtool(['run', file, '--out', folder.dir]);

      expect({ code, stderr }).toMatchObject({ code: 3 });
      expect(stdout).toContain('Outcome: passed');
      expect(stdout).not.toContain('Results:');
      const message = stderr.split('\n').find((line) => line.startsWith('loadtool run: error: '))!;
      expect(message).toContain(`the reports could not be written into ${folder.dir}`);
      expect(message).toContain(`failed (${fileErrorReason({ code: folder.code })}). `);
      expect(message).toMatch(/ set domains\.performance\.reportDir \(`--out` for loadtool run\)/);
      // The file it could not write (the reports are written at once: whichever failed first) or the folder it could
      // not make, by its path.
      expect(message).toMatch(
        folder.code === 'ENOTDIR'
          ? /creating the folder \S*blocker/
          : /writing \S*\/(results\.json|summary\.md|junit\.xml|report\.html) failed/,
      );
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      folder.undo();
    }
  });

  whenMountable('a folder to create on a read-only file system is EROFS, not "does not exist" (ENOENT)', async () => {
    const { mounted, run } = await runOnMounted('ro,size=64k', (dir) => join(dir, 'qa-reports', 'perf'));

    expect(run.code).toBe(3);
    expect(run.stdout).toContain('Outcome: passed');
    expect(run.stderr).toContain(
      `creating the folder ${join(mounted, 'qa-reports')} failed (EROFS: the file system is read-only)`,
    );
    expect(run.stderr).not.toContain('ENOENT');
    expect(run.stderr).toContain('Choose a folder on a writable file system, or set');
  });

  whenMountable('a full disk: ENOSPC named with the file, no temporary file left, exit 3', async () => {
    // 16 KiB: results.json fits, report.html (the charts' script) does not.
    const { run, left } = await runOnMounted('size=16k', (dir) => dir);

    expect(run.code).toBe(3);
    expect(run.stdout).toContain('Outcome: passed');
    expect(run.stderr).toMatch(
      /writing \S+ failed \(ENOSPC: no space left on the device\)\. Free space on that disk, or set/,
    );
    expect(left).toEqual([]);
  });
});

describe('fileErrorReason: each system error in words', () => {
  it('a write to /dev/full is ENOSPC, no space left', async () => {
    const error = await writeFile('/dev/full', 'x').catch((failure: unknown) => failure);
    expect(fileErrorReason(error)).toBe('ENOSPC: no space left on the device');
  });

  it.each([
    ['EACCES', 'permission denied'],
    ['EPERM', 'operation not permitted'],
    ['EROFS', 'the file system is read-only'],
    ['ENOSPC', 'no space left on the device'],
    ['EDQUOT', 'the disk quota is exceeded'],
    ['ENOENT', 'a part of the path does not exist'],
    ['EISDIR', 'a folder stands where the file goes'],
    ['ENOTDIR', 'a part of the path is a file, not a folder'],
  ])('%s: %s', (code, words) => {
    expect(fileErrorReason({ code })).toBe(`${code}: ${words}`);
  });

  it('an error without a code is its message', () => {
    expect(fileErrorReason(new Error('the disk went away'))).toBe('the disk went away');
  });
});
