// The self-test's second job: checks that the action did what README, "Use it in your repository" promises.
//
// tsx scripts/self-test-verify.ts --reports DIR --expect OUTCOME
//   [--github --sha SHA [--pull N] --workflow NAME --config qa.config.json] [--shards DIR]
//
// Prints one line per check, every failure with what was expected and what was found; exits 0 when all passed, 1 when
// one failed, 2 on bad arguments. The verdicts are computed from results.json by the functions the action words them
// with, so that this script and the action cannot drift apart.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { annotationsFor } from '../src/action/annotations.js';
import { commentMarkers } from '../src/action/comment-marker.js';
import { createOctokit, describeFailure, type Octokit } from '../src/action/github-api.js';
import { conclusionOf, verdictSentence } from '../src/action/outcome-sentences.js';
import { loadConfig } from '../src/config/load.js';
import { InputError } from '../src/errors.js';
import { checkShards, type ShardFile } from '../src/merge/check-shards.js';
import { findResultsFiles } from '../src/merge/find-results.js';
import { readResults } from '../src/results/read-results.js';
import type { RunResults } from '../src/results/types.js';
import { formatCount, runHeadline } from '../src/results/wording.js';
import { SCENARIO_OUTCOMES, type ScenarioOutcome } from '../src/vocabulary/outcomes.js';

const USAGE =
  'usage: tsx scripts/self-test-verify.ts --reports DIR --expect OUTCOME [--github --sha SHA [--pull N] --workflow NAME --config qa.config.json] [--shards DIR]';
const REPORT_FILES = ['results.json', 'summary.md', 'junit.xml', 'report.html'];
const CHECK_RUN = 'qa-perf';

interface GitHubTarget {
  /** The action's own client (src/action/github-api.ts): GITHUB_API_URL, a timeout per request, rate limits. */
  octokit: Octokit;
  owner: string;
  repo: string;
  repository: string;
  sha: string;
  pull?: number;
  workflow: string;
  projectName: string;
  configFile: string;
}

interface Options {
  reports: string;
  expect: ScenarioOutcome;
  github?: GitHubTarget;
  shards?: string;
}

/** A check's name, and what it found wrong: nothing when it passed. */
interface Check {
  name: string;
  failures: string[];
}

const quote = (text: string | null | undefined) => (typeof text === 'string' ? JSON.stringify(text) : String(text));

/** Returns the options, or the problems with the arguments and the environment, all of them. */
async function readOptions(argv: string[], env: NodeJS.ProcessEnv): Promise<Options | string[]> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        reports: { type: 'string' },
        expect: { type: 'string' },
        github: { type: 'boolean' },
        sha: { type: 'string' },
        pull: { type: 'string' },
        workflow: { type: 'string' },
        config: { type: 'string' },
        shards: { type: 'string' },
      },
    }));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems: string[] = [];
  const expect = SCENARIO_OUTCOMES.find((outcome) => outcome === values.expect);
  if (!values.reports) problems.push('--reports DIR is required: the folder of results.json and the other reports');
  if (!expect) problems.push(`--expect must be one of ${SCENARIO_OUTCOMES.join(', ')}; found ${quote(values.expect)}`);
  if (!values.github) {
    for (const flag of ['sha', 'pull', 'workflow', 'config'] as const)
      if (values[flag] !== undefined) problems.push(`--${flag} is read only with --github: add --github or remove it`);
    return problems.length > 0 || !expect ? problems : { reports: values.reports!, expect, shards: values.shards };
  }
  const pull = values.pull === undefined ? undefined : Number(values.pull);
  if (pull !== undefined && !(Number.isInteger(pull) && pull > 0))
    problems.push(`--pull must be a pull request's number; found ${quote(values.pull)}`);
  if (!values.sha) problems.push('--sha SHA is required with --github: the commit the check run is on');
  if (!values.workflow) problems.push("--workflow NAME is required with --github: the workflow's name");
  if (!values.config) problems.push('--config FILE is required with --github: the qa.config.json the action read');
  const token = env.GITHUB_TOKEN;
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (!token) problems.push('GITHUB_TOKEN is not set: --github reads the check run and the comment with it');
  if (!/^[^/\s]+\/[^/\s]+$/.test(repository))
    problems.push(`GITHUB_REPOSITORY must be owner/repo; found ${quote(env.GITHUB_REPOSITORY)}`);
  let projectName: string | undefined;
  if (values.config) {
    try {
      projectName = (await loadConfig(values.config)).project.name;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(...error.problems.map((problem) => error.describe(problem)));
    }
  }
  if (problems.length > 0 || !expect || projectName === undefined) return problems;
  return {
    reports: values.reports!,
    expect,
    shards: values.shards,
    github: {
      octokit: createOctokit(token!),
      owner: repository.split('/')[0]!,
      repo: repository.split('/')[1]!,
      repository,
      sha: values.sha!,
      pull,
      workflow: values.workflow!,
      projectName,
      configFile: values.config!,
    },
  };
}

/** Returns the lines of an InputError (a results file that is not one, a missing or repeated shard), else rethrows. */
function problemsOf(error: unknown): string[] {
  if (error instanceof InputError) return error.problems.map((problem) => error.describe(problem));
  throw error;
}

/** The verdict summary.md and the comment open with, after their icon (src/report/markdown.ts). */
const headlineOf = (results: RunResults) => `qa-perf: ${runHeadline(results)}`;

/** Checks the four report files (each written and not empty) and results.json (its schema, its outcome). */
async function checkReports(options: Options): Promise<{ checks: Check[]; results?: RunResults }> {
  const checks: Check[] = [];
  for (const name of REPORT_FILES) {
    const file = join(options.reports, name);
    const size = (await stat(file).catch(() => undefined))?.size;
    checks.push({
      name: `${file} is written and not empty`,
      failures: size ? [] : [`expected ${file} with content; found ${size === 0 ? 'an empty file' : 'no file'}`],
    });
  }
  const file = join(options.reports, 'results.json');
  // An absent or empty results.json already failed above.
  if (!(await stat(file).catch(() => undefined))?.size) return { checks };
  const read = await readResults(file).then(
    (results) => ({ results, failures: [] }),
    (error: unknown) => ({ results: undefined, failures: problemsOf(error) }),
  );
  checks.push({ name: `${file} fits schemas/results.schema.json`, failures: read.failures });
  if (!read.results) return { checks };
  const { outcome } = read.results;
  checks.push({
    name: `the run's outcome is ${options.expect}`,
    failures: outcome === options.expect ? [] : [`expected outcome ${options.expect}; results.json says ${outcome}`],
  });
  const summary = await readFile(join(options.reports, 'summary.md'), 'utf8').catch(() => '');
  const headline = headlineOf(read.results);
  // A missing summary.md already failed above.
  if (summary)
    checks.push({
      name: `summary.md gives the verdict “${headline}”`,
      failures: summary.includes(headline) ? [] : [`expected summary.md to say “${headline}”; it does not`],
    });
  return { checks, results: read.results };
}

/** Returns a GitHub timestamp in whole seconds, as GitHub gives them, so that a run's start compares with them. */
const seconds = (time: string) => Math.floor(Date.parse(time) / 1000);

/** When a check run ended, else began: the newest first. */
const time = (run: { completed_at: string | null; started_at: string | null }) =>
  Date.parse(run.completed_at ?? run.started_at ?? '') || 0;

/** Checks this run's `qa-perf` check run on the commit: completed since the run started, its conclusion and title. */
async function checkCheckRun(github: GitHubTarget, results: RunResults): Promise<Check> {
  const name = `the ${CHECK_RUN} check run on ${github.sha}`;
  let runs: Awaited<ReturnType<Octokit['rest']['checks']['listForRef']>>['data']['check_runs'];
  try {
    const { data } = await github.octokit.rest.checks.listForRef({
      owner: github.owner,
      repo: github.repo,
      ref: github.sha,
      check_name: CHECK_RUN,
      // GitHub's default, `latest`, keeps only the newest run of a name, which may be another job's.
      filter: 'all',
      per_page: 100,
    });
    runs = data.check_runs;
  } catch (error) {
    return { name, failures: [`could not list the check runs: ${describeFailure(error)}`] };
  }
  // A commit gets a check run from each job that gates it (the self-test's gate and merge jobs, a re-run): this run's
  // is the newest whose summary counts its requests, as the head of the summary does (src/report/markdown.ts).
  const named = runs.filter((candidate) => candidate.name === CHECK_RUN).sort((a, b) => time(b) - time(a));
  const total = results.scenarios.reduce((sum, scenario) => sum + scenario.requests.total, 0);
  const requests = `${formatCount(total)} ${total === 1 ? 'request' : 'requests'}`;
  // The head's line says `Base URL … · 2m 0s · 12,034 requests`: the ` · ` keeps 2,034 from matching 12,034.
  const run = named.find((candidate) => candidate.output.summary?.includes(` · ${requests}`));
  if (!run)
    return {
      name,
      failures: [
        `expected a check run named ${CHECK_RUN} on commit ${github.sha} whose summary counts this run's ${requests}; found ${named.length === 0 ? 'none' : `${named.length} named ${CHECK_RUN}, none of them`}`,
      ],
    };
  // What the action sends (src/action/report-results.ts): the title counts the annotations by kind.
  const annotations = annotationsFor(results);
  const count = (kind: string) => annotations.filter((annotation) => annotation.kind === kind).length;
  const title = verdictSentence(results, {
    breached: count('breach'),
    failedChecks: count('failed-check'),
    regressed: count('regression'),
  });
  const conclusion = conclusionOf(results.outcome);
  const failures: string[] = [];
  if (run.status !== 'completed') failures.push(`expected status completed; found ${run.status}`);
  if (run.conclusion !== conclusion)
    failures.push(`expected conclusion ${conclusion} (outcome ${results.outcome}); found ${String(run.conclusion)}`);
  if (run.output.title !== title) failures.push(`expected the title ${quote(title)}; found ${quote(run.output.title)}`);
  if (run.completed_at !== null && seconds(run.completed_at) < seconds(results.startedAt))
    failures.push(
      `expected it completed at or after the run's start ${results.startedAt}; found ${run.completed_at}, an earlier run's`,
    );
  return { name, failures };
}

type IssueComment = Awaited<ReturnType<Octokit['rest']['issues']['listComments']>>['data'][number];

/** Checks that exactly one comment on the pull request starts with the project's marker, updated by this run. */
async function checkComment(github: GitHubTarget, pull: number, results: RunResults): Promise<Check> {
  // The marker the action writes, from the same function (src/action/comment-marker.ts): with the project's name
  // given, the first marker is the one a new comment gets.
  const [marker] = await commentMarkers({
    configFile: github.configFile,
    workflow: github.workflow,
    repository: github.repository,
    projectName: github.projectName,
  });
  const name = `one comment on #${pull} starts with ${String(marker)}`;
  let comments: IssueComment[];
  try {
    comments = await github.octokit.paginate(github.octokit.rest.issues.listComments, {
      owner: github.owner,
      repo: github.repo,
      issue_number: pull,
      per_page: 100,
    });
  } catch (error) {
    return { name, failures: [`could not list the comments: ${describeFailure(error)}`] };
  }
  // The marker is the comment's first line (src/report/markdown.ts); a comment that quotes it is someone else's.
  const ours = comments.filter((comment) => typeof marker === 'string' && comment.body?.startsWith(marker));
  if (ours.length !== 1)
    return {
      name,
      failures: [
        `expected exactly one such comment; found ${ours.length}${ours.length > 0 ? ` (ids ${ours.map((c) => c.id).join(', ')})` : ''}`,
      ],
    };
  const comment = ours[0]!;
  const headline = headlineOf(results);
  const failures: string[] = [];
  if (seconds(comment.updated_at) < seconds(results.startedAt))
    failures.push(
      `expected comment ${comment.id} updated at or after the run's start ${results.startedAt}; found ${comment.updated_at}`,
    );
  if (!comment.body?.includes(headline))
    failures.push(`expected comment ${comment.id} to say “${headline}”; it does not`);
  return { name, failures };
}

/** Checks that the shards under `dir` are exactly 1..n and that their request counts add up to the merged run's. */
async function checkShardSums(dir: string, reports: string, merged: RunResults): Promise<Check> {
  const name = `the shards under ${dir} add up to the merged run`;
  let shards: ShardFile[];
  try {
    const files = await findResultsFiles([dir], [join(reports, 'results.json')]);
    const read = await Promise.allSettled(files.map(async (file) => ({ file, results: await readResults(file) })));
    const unread = read.flatMap((entry) => (entry.status === 'rejected' ? problemsOf(entry.reason) : []));
    if (unread.length > 0) return { name, failures: unread };
    shards = checkShards(read.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : [])));
  } catch (error) {
    return { name, failures: problemsOf(error) };
  }
  const failures: string[] = [];
  if (merged.shard !== null)
    failures.push(
      `expected a merged run (shard: null) in ${reports}; found shard ${merged.shard.index}/${merged.shard.count}`,
    );
  const fingerprint = shards[0]?.results.fingerprint;
  if (merged.fingerprint !== fingerprint)
    failures.push(`expected the merged run's fingerprint ${quote(fingerprint)}; found ${quote(merged.fingerprint)}`);
  const names = new Set(
    [...merged.scenarios, ...shards.flatMap((shard) => shard.results.scenarios)].map((s) => s.name),
  );
  for (const scenario of names) {
    const whole = merged.scenarios.find((s) => s.name === scenario)?.requests;
    const parts = shards.flatMap((shard) => shard.results.scenarios.filter((s) => s.name === scenario));
    if (!whole) {
      failures.push(`expected scenario ${quote(scenario)} of the shards in the merged run; found it missing`);
      continue;
    }
    for (const field of ['total', 'ok', 'failed', 'dropped'] as const) {
      const sum = parts.reduce((total, part) => total + (part.requests[field] ?? 0), 0);
      const found = whole[field] ?? 0;
      if (sum !== found)
        failures.push(
          `scenario ${quote(scenario)}: expected requests.${field} ${sum}, the sum of its ${parts.length} shards; found ${found} in the merged run`,
        );
    }
  }
  return { name, failures };
}

async function main(): Promise<number> {
  const options = await readOptions(process.argv.slice(2), process.env);
  if (Array.isArray(options)) {
    for (const problem of options) process.stderr.write(`self-test-verify: ${problem}\n`);
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const { checks, results } = await checkReports(options);
  if (results) {
    const { github, shards } = options;
    if (github) checks.push(await checkCheckRun(github, results));
    if (github?.pull !== undefined) checks.push(await checkComment(github, github.pull, results));
    if (shards) checks.push(await checkShardSums(shards, options.reports, results));
  } else if (options.github || options.shards) {
    checks.push({
      name: 'the GitHub and shard checks',
      failures: ['not run: they need a results.json that can be read'],
    });
  }
  for (const check of checks) {
    if (check.failures.length === 0) process.stdout.write(`ok    ${check.name}\n`);
    for (const failure of check.failures) process.stdout.write(`FAIL  ${check.name}: ${failure}\n`);
  }
  const failed = checks.filter((check) => check.failures.length > 0).length;
  process.stdout.write(
    failed === 0 ? `All ${checks.length} checks passed.\n` : `${failed} of ${checks.length} checks failed.\n`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
