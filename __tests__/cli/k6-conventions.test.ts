import { describe, expect, it } from '@jest/globals';
import { parseConventions, withBreachedExitCode, withK6Spellings } from '../../src/cli/k6-conventions.js';
import { parseSharedRunFlags } from '../../src/cli/run-flags.js';
import { ExitCode } from '../../src/exit-codes.js';

describe("k6's spellings on run and gate", () => {
  it('sets each -e pair over the environment, keeping an = in the value and an empty value', () => {
    const { env, problems } = parseConventions({ env: ['API_TOKEN=a=b', 'EMPTY=', 'HOME=/x'] }, { HOME: '/root' });
    expect(problems).toEqual([]);
    expect(env).toEqual({ API_TOKEN: 'a=b', EMPTY: '', HOME: '/x' });
  });

  it('names every wrong pair at once, never quoting a value', () => {
    const { problems } = parseConventions(
      { env: ['NOEQUALS', '1BAD=secret-value', 'also bad=x'], thresholdExitCode: '2' },
      {},
    );
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^-e "NOEQUALS" has no "=": write -e NAME=VALUE/);
    expect(problems[1]).toMatch(/^-e "1BAD"=… names no variable/);
    expect(problems[2]).toMatch(/^-e "also bad"=… names no variable/);
    expect(problems[3]).toMatch(/^--threshold-exit-code is "2"; write a code from 1 to 125 but 2 and 3/);
    expect(problems.join('\n')).not.toContain('secret-value');
  });

  it('takes --vus for --users, and refuses the two when they differ', () => {
    expect(parseConventions({ vus: '7' }, {}).users).toBe('7');
    expect(parseConventions({ users: '7', vus: '7' }, {}).problems).toEqual([]);
    expect(parseConventions({ users: '7', vus: '8' }, {}).problems).toEqual([
      "--users 7 and --vus 8 say two things: --vus is --users in k6's spelling; give one",
    ]);
    const shared = parseSharedRunFlags({ vus: '0' }, {});
    expect(shared.problems).toEqual([expect.stringMatching(/^--users is "0"; write/)]);
    expect(parseSharedRunFlags({ vus: '12' }, {}).overrides.concurrentUsers).toBe(12);
  });

  it('takes k6`s --http-debug=full as --http-debug, and nothing else', () => {
    expect(withK6Spellings(['run', '--http-debug=full', 'x.yaml'])).toEqual(['run', '--http-debug', 'x.yaml']);
    expect(withK6Spellings(['run', '--http-debug=headers'])).toEqual(['run', '--http-debug=headers']);
    expect(parseConventions({ httpDebug: true }, {}).httpDebug).toBe(true);
    expect(parseConventions({}, {}).httpDebug).toBe(false);
  });

  it('replaces only the breach code with --threshold-exit-code, from 1 to 125 but 2 and 3', () => {
    for (const text of ['0', '2', '3', '126', '-1', '99.5', 'x'])
      expect(parseConventions({ thresholdExitCode: text }, {}).problems).toHaveLength(1);
    const { breachedExitCode, problems } = parseConventions({ thresholdExitCode: '99' }, {});
    expect(problems).toEqual([]);
    expect(withBreachedExitCode(ExitCode.breached, breachedExitCode)).toBe(99);
    for (const code of [ExitCode.passed, ExitCode.badInput, ExitCode.cannotRun, ExitCode.cancelled])
      expect(withBreachedExitCode(code, breachedExitCode)).toBe(code);
    expect(parseConventions({}, {}).breachedExitCode).toBe(ExitCode.breached);
  });
});
