// Builds dist/: the action's entry (dist/index.js) and the loadtool CLI (dist/cli/index.js), each with the chunks
// that its `import()`s load when needed beside it (NNN.index.js, part of the package like the entry); the load
// hook that strips a script's types on Node 20 (dist/strip-types/index.js, a file of its own because Node runs a hook
// in its own thread, found by the bundles beside them); and the declaration file of the script API (dist/types/).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// The validators compiled ahead of time (src/**/*.generated.ts) from the schemas as they are now.
execFileSync('tsx', ['scripts/validators.ts'], { stdio: 'inherit' });
// uPlot's script and style sheet as strings (src/report/html/uplot.generated.ts), inlined into report.html.
execFileSync('tsx', ['scripts/uplot-assets.ts'], { stdio: 'inherit' });
rmSync('dist', { recursive: true, force: true });
const ncc = (entry, out) =>
  execFileSync('ncc', ['build', entry, '-o', out, '--license', 'licenses.txt', '--quiet', '--target', 'es2022'], {
    stdio: 'inherit',
  });
ncc('src/action/index.ts', 'dist');
ncc('src/cli/index.ts', 'dist/cli');
ncc('src/scripts/strip-types-hooks.ts', 'dist/strip-types');
// The entry of a worker thread (--workers): a thread starts from a file, found by the bundles beside them.
ncc('src/engine/workers/worker-main.ts', 'dist/worker');
// The types a script imports (`import type { VirtualUser } from 'qa-perf'`): package.json's `types` points here.
execFileSync(
  'tsc',
  [
    'src/scripts/api.ts',
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    'dist/types',
    '--target',
    'es2022',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--strict',
    '--skipLibCheck',
  ],
  { stdio: 'inherit' },
);
