// The release's version and tag checks, run by .github/workflows/release.yml on a pushed tag and by .ci/run on the
// current version as a dry run: see docs/releasing.md.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fileErrorReason } from '../src/file-error.js';

/** What a valid tag says: the version it releases, the major tag it moves, whether it is a pre-release. */
export interface Release {
  version: string;
  /** The moving major tag, `v0` for 0.x.y: what the README's `uses: qa-perf/qa-perf@…` names. */
  majorTag: string;
  prerelease: boolean;
  /** The changelog's section for the version: the GitHub release's notes. */
  notes: string;
}

const TAG = /^v((0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?)$/;

/** The moving major tag of a version: `v0` for `0.1.0`, `v2` for `2.3.4-rc.1`. */
export function majorTag(version: string): string {
  return `v${version.split('.')[0]}`;
}

/**
 * Checks a release tag against the files that must agree with it, and returns every problem at once, or the release.
 * `packageJson` and `packageLock` are the files' text; `changelog` is CHANGELOG.md (Keep a Changelog 1.1.0).
 */
export function checkRelease(files: { tag: string; packageJson: string; packageLock: string; changelog: string }): {
  problems: string[];
  release?: Release;
} {
  const problems: string[] = [];
  const match = TAG.exec(files.tag);
  if (!match) {
    problems.push(
      `the tag "${files.tag}" is not vMAJOR.MINOR.PATCH (such as v0.2.0, or v1.0.0-rc.1 for a pre-release)`,
    );
  }
  const version = match?.[1];
  const pkg = readJson(files.packageJson, 'package.json', problems) as { version?: unknown } | undefined;
  const lock = readJson(files.packageLock, 'package-lock.json', problems) as
    { version?: unknown; packages?: Record<string, { version?: unknown }> } | undefined;
  if (version && pkg && pkg.version !== version) {
    problems.push(
      `package.json: "version" is ${JSON.stringify(pkg.version)}, the tag says "${version}": run npm version ${version} --no-git-tag-version`,
    );
  }
  if (version && lock) {
    for (const [where, found] of [
      ['"version"', lock.version],
      ['packages[""].version', lock.packages?.['']?.version],
    ] as const) {
      if (found !== version) {
        problems.push(
          `package-lock.json: ${where} is ${JSON.stringify(found)}, the tag says "${version}": run npm install to update it`,
        );
      }
    }
  }
  const notes = version ? changelogSection(files.changelog, version, problems) : undefined;
  if (problems.length > 0 || !match || !version || notes === undefined) return { problems };
  return { problems, release: { version, majorTag: majorTag(version), prerelease: match[5] !== undefined, notes } };
}

/** The body of CHANGELOG.md's `## [version] - YYYY-MM-DD` section, checked: dated, not empty, with its link. */
function changelogSection(changelog: string, version: string, problems: string[]): string | undefined {
  const lines = changelog.split(/\r?\n/);
  const heading = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (heading < 0) {
    problems.push(
      `CHANGELOG.md: no "## [${version}] - YYYY-MM-DD" section: move the entries under "## [Unreleased]" into it`,
    );
    return undefined;
  }
  const date = /^## \[[^\]]+\] - (\d{4}-\d{2}-\d{2})$/.exec(lines[heading]!)?.[1];
  if (
    !date ||
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  ) {
    problems.push(
      `CHANGELOG.md:${heading + 1}: the heading must be "## [${version}] - YYYY-MM-DD", with the release's date`,
    );
  }
  const end = lines.findIndex((line, index) => index > heading && /^## |^\[[^\]]+\]: /.test(line));
  const body = lines
    .slice(heading + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  if (!/^\s*[-*] \S/m.test(body)) {
    problems.push(
      `CHANGELOG.md:${heading + 1}: the section of ${version} lists no change: it becomes the release's notes`,
    );
  }
  // Keep a Changelog's link references are matched without regard to case, as Markdown does.
  const link = new RegExp(`^\\[${version.replaceAll('.', '\\.')}\\]: https://`, 'im');
  if (!link.test(changelog)) {
    problems.push(
      `CHANGELOG.md: no link reference "[${version}]: https://github.com/…/releases/tag/v${version}" at the end`,
    );
  }
  return body;
}

function readJson(text: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function main(): void {
  const usage = 'usage: npm run release:check -- --tag vX.Y.Z [--notes FILE]';
  let values: { tag?: string; notes?: string };
  try {
    ({ values } = parseArgs({ options: { tag: { type: 'string' }, notes: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (!values.tag) {
    console.error(`--tag is required\n${usage}`);
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const unreadable: string[] = [];
  const read = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch (error) {
      unreadable.push(`${file}: cannot be read (${fileErrorReason(error)})`);
      return '';
    }
  };
  const checked = checkRelease({
    tag: values.tag,
    packageJson: read('package.json'),
    packageLock: read('package-lock.json'),
    changelog: read('CHANGELOG.md'),
  });
  // A file that cannot be read says so once, rather than as the problems its empty text would have.
  const problems = unreadable.length > 0 ? unreadable : checked.problems;
  const release = unreadable.length > 0 ? undefined : checked.release;
  if (!release) {
    for (const problem of problems) console.error(problem);
    console.error(`${values.tag} cannot be released: ${problems.length} problem(s), listed above.`);
    process.exit(2);
  }
  if (values.notes) writeFileSync(values.notes, `${release.notes}\n`);
  const outputs = {
    version: release.version,
    'major-tag': release.majorTag,
    prerelease: String(release.prerelease),
    // A pre-release is published under npm's `next`, so that `npm install qa-perf` never installs one.
    'npm-tag': release.prerelease ? 'next' : 'latest',
  };
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      Object.entries(outputs)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
  }
  console.log(
    `${values.tag} can be released: version ${release.version}, ${release.prerelease ? 'a pre-release (the major tag stays)' : `major tag ${release.majorTag} moves to it`}, notes from CHANGELOG.md (${release.notes.split('\n').length} lines).`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
