import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where dist/ is. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a bundled entry of dist/ with Node, as the runner or a user does; returns its exit code and output. */
export function runBundle(
  entry: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
) {
  // The test process's own GitHub and INPUT_ variables must not leak into the run under test.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GITHUB_|INPUT_|RUNNER_)/.test(name)),
  );
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}/${entry}`, ...args], {
      cwd: options.cwd,
      env: { ...inherited, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Returns the environment the runner gives the action's process: the workspace, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files, a token, the inputs as INPUT_* variables and any other variables in `github`; and readers of the two files.
 */
export async function runnerEnv(workspace: string, inputs: Record<string, string>, github: NodeJS.ProcessEnv = {}) {
  const output = join(workspace, 'github-output.txt');
  const summary = join(workspace, 'step-summary.md');
  await writeFile(output, '');
  await writeFile(summary, '');
  const env: NodeJS.ProcessEnv = {
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    'INPUT_GITHUB-TOKEN': 'ghs_secretvalue123',
    ...github,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return { env, outputs: () => readFile(output, 'utf8'), summary: () => readFile(summary, 'utf8') };
}

/** Writes event.json (PR #7) in `workspace`; returns the runner's pull_request variables, GitHub's API at `apiUrl`. */
export async function pullRequestEnv(
  workspace: string,
  apiUrl: string,
  headSha = 'a'.repeat(40),
): Promise<NodeJS.ProcessEnv> {
  const event = join(workspace, 'event.json');
  await writeFile(
    event,
    JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7, head: { sha: headSha } } }),
  );
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_SHA: 'b'.repeat(40),
    GITHUB_RUN_ID: '42',
    GITHUB_WORKFLOW: 'perf',
  };
}

/**
 * Runs dist/index.js as the runner does on a pull_request event of PR #7 with these inputs (`generate: never` unless
 * they say otherwise), GitHub's API at `apiUrl`; returns its exit code, output, the step's outputs and job summary.
 */
export async function runActionOnPullRequest(workspace: string, apiUrl: string, inputs: Record<string, string>) {
  const runner = await runnerEnv(workspace, { generate: 'never', ...inputs }, await pullRequestEnv(workspace, apiUrl));
  const run = await runBundle('dist/index.js', [], { cwd: workspace, env: runner.env, timeoutMs: 60_000 });
  return { ...run, outputs: parseOutputs(await runner.outputs()), summary: await runner.summary() };
}

/** Reads GITHUB_OUTPUT's `name<<delimiter` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}

/**
 * Runs the bundled action in `cwd` with the runner's `env`, sends it SIGTERM (a cancelled workflow) one second after
 * its output shows `marker`, and returns its exit code and standard output; SIGKILL after `limitMs` at the latest.
 */
export async function cancelActionOnce(
  cwd: string,
  env: NodeJS.ProcessEnv,
  marker: string,
  limitMs: number,
  until: () => boolean = () => true,
): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/index.js')], { cwd, env });
  let stdout = '';
  const running = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(marker)) resolve();
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  try {
    await Promise.race([running, exited]);
    // On a busy machine the marker may come long before the load: the caller says what must have happened first.
    while (!until() && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    child.kill('SIGTERM');
    return { code: await exited, stdout };
  } finally {
    clearTimeout(killer);
  }
}
