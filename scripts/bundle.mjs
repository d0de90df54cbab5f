// Builds dist/: the action's entry (dist/index.js) and the loadtool CLI (dist/cli/index.js), each one file.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const ncc = (entry, out) =>
  execFileSync('ncc', ['build', entry, '-o', out, '--license', 'licenses.txt', '--quiet', '--target', 'es2022'], {
    stdio: 'inherit',
  });
ncc('src/action/index.ts', 'dist');
ncc('src/cli/index.ts', 'dist/cli');
