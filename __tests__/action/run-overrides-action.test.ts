import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readInputs } from '../../src/action/inputs.js';
import { ROOT } from '../helpers/bundle.js';

// The runner hands inputs to the action as INPUT_<NAME> variables, which @actions/core reads.
afterEach(() => {
  delete process.env.INPUT_USERS;
  delete process.env.INPUT_DURATION;
  delete process.env['INPUT_BASE-URL'];
});

describe('the action inputs users, duration and base-url', () => {
  it('are read as the run-time overrides of every scenario', () => {
    process.env.INPUT_USERS = '2';
    process.env.INPUT_DURATION = '1m';
    process.env['INPUT_BASE-URL'] = 'http://localhost:3000';
    expect(readInputs()).toMatchObject({ users: 2, durationSeconds: 60, baseUrl: 'http://localhost:3000' });
  });

  it('absent, override nothing', () => {
    const inputs = readInputs();
    expect(inputs.users).toBeUndefined();
    expect(inputs.durationSeconds).toBeUndefined();
  });

  it('are refused with the message of the flags, naming the input, every problem at once', () => {
    process.env.INPUT_USERS = '0';
    process.env.INPUT_DURATION = '30';
    expect(() => readInputs()).toThrow(
      /Input users is "0"; write a whole number of virtual users from 1 to 10000[^\n]*\nInput duration is "30", which needs a unit, e.g. "30s"/,
    );
  });

  it('are documented in action.yml and in the README’s inputs table', async () => {
    const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { description: string }>;
    };
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    for (const input of ['users', 'duration', 'base-url']) {
      expect(action.inputs[input]?.description).toBeTruthy();
      expect(readme).toMatch(new RegExp(`^\\| \`${input}\` \\|`, 'm'));
    }
  });
});
