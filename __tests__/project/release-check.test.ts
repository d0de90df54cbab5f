// The release's version and tag checks (scripts/release-check.ts): what makes a tag releasable, every problem at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkRelease, majorTag } from '../../scripts/release-check.js';
import { ROOT } from '../helpers/bundle.js';

const changelog = (version: string, heading = `## [${version}] - 2026-11-27`) =>
  `# Changelog\n\n## [Unreleased]\n\n${heading}\n\nThe first release.\n\n### Added\n\n- The action.\n- The CLI.\n\n## [0.0.1] - 2026-01-02\n\n### Added\n\n- A placeholder.\n\n[unreleased]: https://github.com/qa-perf/qa-perf/compare/v${version}...HEAD\n[${version}]: https://github.com/qa-perf/qa-perf/releases/tag/v${version}\n[0.0.1]: https://github.com/qa-perf/qa-perf/releases/tag/v0.0.1\n`;

const files = (
  version: string,
  overrides: Partial<Record<'tag' | 'packageJson' | 'packageLock' | 'changelog', string>> = {},
) => ({
  tag: `v${version}`,
  packageJson: JSON.stringify({ name: 'qa-perf', version }),
  packageLock: JSON.stringify({ name: 'qa-perf', version, packages: { '': { name: 'qa-perf', version } } }),
  changelog: changelog(version),
  ...overrides,
});

describe('checkRelease', () => {
  it('releases a tag that package.json, package-lock.json and CHANGELOG.md agree with, its section as the notes', () => {
    const { problems, release } = checkRelease(files('0.2.0'));
    expect(problems).toEqual([]);
    expect(release).toEqual({
      version: '0.2.0',
      majorTag: 'v0',
      prerelease: false,
      notes: 'The first release.\n\n### Added\n\n- The action.\n- The CLI.',
    });
  });

  it('a pre-release moves no major tag: it says so, and its major is still named', () => {
    const { release } = checkRelease(files('1.0.0-rc.1'));
    expect(release?.prerelease).toBe(true);
    expect(release?.majorTag).toBe('v1');
  });

  it('says every problem at once: the version of package.json and of both fields of the lock, and the changelog', () => {
    const { problems, release } = checkRelease(
      files('0.3.0', {
        packageJson: JSON.stringify({ version: '0.2.0' }),
        packageLock: JSON.stringify({ version: '0.2.0', packages: { '': { version: '0.2.0' } } }),
        changelog: changelog('0.2.0'),
      }),
    );
    expect(release).toBeUndefined();
    expect(problems).toEqual([
      'package.json: "version" is "0.2.0", the tag says "0.3.0": run npm version 0.3.0 --no-git-tag-version',
      'package-lock.json: "version" is "0.2.0", the tag says "0.3.0": run npm install to update it',
      'package-lock.json: packages[""].version is "0.2.0", the tag says "0.3.0": run npm install to update it',
      'CHANGELOG.md: no "## [0.3.0] - YYYY-MM-DD" section: move the entries under "## [Unreleased]" into it',
    ]);
  });

  it.each([
    { tag: '0.2.0', why: 'no v' },
    { tag: 'v0.2', why: 'no patch' },
    { tag: 'v01.2.3', why: 'a leading zero' },
    { tag: 'v0.2.0+build', why: 'build metadata' },
  ])('refuses the tag $tag ($why)', ({ tag }) => {
    expect(checkRelease(files('0.2.0', { tag })).problems).toEqual([
      `the tag "${tag}" is not vMAJOR.MINOR.PATCH (such as v0.2.0, or v1.0.0-rc.1 for a pre-release)`,
    ]);
  });

  it.each([
    {
      what: 'an undated heading',
      changelog: changelog('0.2.0', '## [0.2.0]'),
      problem: 'CHANGELOG.md:5: the heading must be "## [0.2.0] - YYYY-MM-DD", with the release\'s date',
    },
    {
      what: 'a date that does not exist',
      changelog: changelog('0.2.0', '## [0.2.0] - 2026-02-30'),
      problem: 'CHANGELOG.md:5: the heading must be "## [0.2.0] - YYYY-MM-DD", with the release\'s date',
    },
    {
      what: 'a section that lists no change',
      changelog:
        '# Changelog\n\n## [0.2.0] - 2026-11-27\n\nNothing.\n\n[0.2.0]: https://github.com/x/y/releases/tag/v0.2.0\n',
      problem: "CHANGELOG.md:3: the section of 0.2.0 lists no change: it becomes the release's notes",
    },
    {
      what: 'no link reference',
      changelog: '# Changelog\n\n## [0.2.0] - 2026-11-27\n\n- A change.\n',
      problem: 'CHANGELOG.md: no link reference "[0.2.0]: https://github.com/…/releases/tag/v0.2.0" at the end',
    },
  ])('refuses a changelog with $what, naming its line', ({ changelog: text, problem }) => {
    const { problems, release } = checkRelease(files('0.2.0', { changelog: text }));
    expect(release).toBeUndefined();
    expect(problems).toEqual([problem]);
  });

  it('a package.json that is not JSON is said, not thrown', () => {
    const { problems } = checkRelease(files('0.2.0', { packageJson: '{' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^package\.json: not valid JSON \(/);
  });
});

it("the repository's current version can be released: its changelog section exists (what .ci/run dry-runs)", () => {
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const version = (JSON.parse(read('package.json')) as { version: string }).version;
  const { problems, release } = checkRelease({
    tag: `v${version}`,
    packageJson: read('package.json'),
    packageLock: read('package-lock.json'),
    changelog: read('CHANGELOG.md'),
  });
  expect(problems).toEqual([]);
  expect(release?.majorTag).toBe(majorTag(version));
  expect(release?.notes).toMatch(/^- /m);
});
