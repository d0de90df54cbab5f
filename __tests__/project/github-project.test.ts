// The repository as an Action project: the self-test runs the README's workflow, every input and output is
// documented, every `uses:` names the major tag the release moves, and the GitHub files match their schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { checkGithubFile, githubFiles } from '../../scripts/check-github-files.js';
import { majorTag } from '../../scripts/release-check.js';
import { ROOT } from '../helpers/bundle.js';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const version = (JSON.parse(read('package.json')) as { version: string }).version;

/** The README's pull-request workflow: the YAML block that opens with its file name. */
function readmeWorkflow(): string {
  const block = /```yaml\n(# \.github\/workflows\/performance\.yml\n[\s\S]*?)```/.exec(read('README.md'))?.[1];
  if (!block) throw new Error('README.md has no ```yaml block that opens with "# .github/workflows/performance.yml"');
  return block;
}

/** The lines of a job's `steps:`, without their indentation, up to the next job or the end. */
function stepLines(workflow: string, job: string): string[] {
  const lines = workflow.split('\n');
  const jobAt = lines.findIndex((line) => line === `  ${job}:`);
  const stepsAt = lines.findIndex((line, index) => index > jobAt && line === '    steps:');
  const end = lines.findIndex((line, index) => index > stepsAt && /^ {0,3}\S/.test(line));
  expect(jobAt).toBeGreaterThanOrEqual(0);
  expect(stepsAt).toBeGreaterThan(jobAt);
  return lines
    .slice(stepsAt + 1, end < 0 ? undefined : end)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trimEnd());
}

describe('the self-test', () => {
  const selfTest = read('.github/workflows/self-test.yml');

  it("runs the README's pull-request gate line for line, with the action from the checkout", () => {
    const readme = stepLines(readmeWorkflow(), 'gate');
    const ours = stepLines(selfTest, 'gate');
    const action = `uses: qa-perf/qa-perf@${majorTag(version)}`;
    expect(readme.filter((line) => line.endsWith(action))).toHaveLength(1);
    expect(ours).toEqual(readme.map((line) => line.replace(action, 'uses: ./')));
  });

  it('has the permissions the README asks users for', () => {
    const permissions = (text: string) => (parse(text) as { permissions: unknown }).permissions;
    expect(permissions(selfTest)).toEqual(permissions(readmeWorkflow()));
  });

  it('gates the example pet store through the root qa.config.json, with `npm start`', () => {
    const config = JSON.parse(read('qa.config.json')) as {
      domains: { performance: { schemaUrl: string; baseUrl: string } };
      requirements: { docsPath: string };
    };
    expect(config.domains.performance.schemaUrl).toBe('examples/petstore/openapi.yaml');
    expect(readdirSync(join(ROOT, config.requirements.docsPath))).toContain('qa-plan.md');
    const gate = (parse(selfTest) as { jobs: { gate: { steps: Array<{ with?: Record<string, string> }> } } }).jobs.gate;
    const inputs = gate.steps.find((step) => step.with?.['start-command'])?.with;
    expect(inputs?.['base-url']).toBe(config.domains.performance.baseUrl);
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start).toContain(
      'examples/petstore/server.ts',
    );
  });
});

describe('action.yml', () => {
  const action = parse(read('action.yml')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
  const docs = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ]
    .map(read)
    .join('\n');

  it.each([
    ...Object.keys(action.inputs).map((name) => ['input', name]),
    ...Object.keys(action.outputs).map((name) => ['output', name]),
  ])('its %s `%s` is documented in the README or docs/', (_kind, name) => {
    expect(docs).toContain(`\`${name}\``);
  });

  it("every row of the README's input table is an input of action.yml", () => {
    const section = /### Inputs and outputs\n([\s\S]*?)\n\n/.exec(read('README.md'))?.[1] ?? '';
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((name) => !(name! in action.inputs))).toEqual([]);
    expect(Object.keys(action.inputs).filter((name) => !rows.includes(name))).toEqual([]);
  });
});

it('every `uses: qa-perf/qa-perf@…` in the docs and examples names the major tag that the release workflow moves', () => {
  const tag = majorTag(version);
  const files = [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    ...markdownAndYamlUnder('docs'),
    ...markdownAndYamlUnder('examples'),
  ];
  const uses = files.flatMap((file) =>
    [...read(file).matchAll(/qa-perf\/qa-perf@([\w.-]+)/g)].map((match) => ({ file, ref: match[1] })),
  );
  expect(uses.length).toBeGreaterThan(5);
  expect(uses.filter(({ ref }) => ref !== tag)).toEqual([]);
});

function markdownAndYamlUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

it.each([
  'CHANGELOG.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  'docs/releasing.md',
  '.github/ISSUE_TEMPLATE',
  '.github/pull_request_template.md',
  '.github/dependabot.yml',
  '.github/workflows/self-test.yml',
])('the README links %s, which exists', (file) => {
  expect(read('README.md')).toContain(`](${file})`);
  expect(readdirSync(join(ROOT, dirname(file)))).toContain(basename(file));
});

describe('the GitHub files', () => {
  it('are found: workflows, the examples’ workflows, action.yml, dependabot.yml and the issue forms', () => {
    const files = githubFiles(ROOT).map(({ file }) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        'action.yml',
        '.github/workflows/ci.yml',
        '.github/workflows/self-test.yml',
        '.github/workflows/release.yml',
        '.github/workflows/codeql.yml',
        '.github/dependabot.yml',
        'examples/petstore/.github/workflows/perf-gate.yml',
        '.github/ISSUE_TEMPLATE/config.yml',
        '.github/ISSUE_TEMPLATE/bug_report.yml',
      ]),
    );
  });

  it.each(githubFiles(ROOT))('$file matches its schema ($kind)', ({ file, kind }) => {
    expect(checkGithubFile(read(file), file, kind)).toEqual([]);
  });

  it.each([
    {
      what: 'a misspelt key, on its line',
      text: 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    step:\n      - run: npm test\n',
      kind: 'github-workflow' as const,
      problem: /^ci\.yml:5:5: jobs\.test: "step" is not allowed here$/,
    },
    {
      what: 'a value its schema does not allow',
      text: 'on: push\npermissions:\n  contents: reed\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps: [{ run: x }]\n',
      kind: 'github-workflow' as const,
      problem: /^ci\.yml:3:13: permissions\.contents: /,
    },
    {
      what: 'YAML that does not parse',
      text: 'on: push\njobs:\n  t: [\n',
      kind: 'github-workflow' as const,
      problem: /^ci\.yml:\d+:\d+: /,
    },
    {
      what: 'an action runtime GitHub does not have',
      text: 'name: a\ndescription: b\nruns:\n  using: node99\n  main: dist/index.js\n',
      kind: 'github-action' as const,
      problem: /^ci\.yml:\d+:\d+: runs/,
    },
    {
      what: 'a dependabot ecosystem that does not exist',
      text: 'version: 2\nupdates:\n  - package-ecosystem: npmm\n    directory: /\n    schedule: { interval: weekly }\n',
      kind: 'dependabot-2.0' as const,
      problem: /^ci\.yml:\d+:\d+: updates\.0/,
    },
  ])('refuse $what, with file:line:column', ({ text, kind, problem }) => {
    const problems = checkGithubFile(text, 'ci.yml', kind);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((line) => problem.test(line))).toBe(true);
  });
});
