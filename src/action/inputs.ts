import * as core from '@actions/core';

/** The action's inputs (DESIGN §8), read once. */
export interface ActionInputs {
  config: string;
  /** Absent: qa-plan.md at the project root, else under requirements.docsPath. */
  plan?: string;
  loadtest: string;
  generate: 'auto' | 'always' | 'never';
  baseUrl?: string;
  startCommand?: string;
  waitFor?: string;
  githubToken?: string;
  comment: 'always' | 'on-failure' | 'never';
  failOnBreach: boolean;
}

/** Returns every input of the action; throws with the input's name and its allowed values when one is wrong. */
export function readInputs(): ActionInputs {
  const optional = (name: string) => core.getInput(name) || undefined;
  return {
    config: core.getInput('config') || 'qa.config.json',
    plan: optional('plan'),
    loadtest: core.getInput('loadtest') || 'load-tests/loadtool.yaml',
    generate: oneOf('generate', ['auto', 'always', 'never']),
    baseUrl: optional('base-url'),
    startCommand: optional('start-command'),
    waitFor: optional('wait-for'),
    githubToken: optional('github-token'),
    comment: oneOf('comment', ['always', 'on-failure', 'never']),
    failOnBreach: core.getInput('fail-on-breach') === '' ? true : core.getBooleanInput('fail-on-breach'),
  };
}

function oneOf<T extends string>(name: string, allowed: readonly T[]): T {
  const value = core.getInput(name) || allowed[0]!;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Input ${name} is ${JSON.stringify(value)}; write one of ${allowed.join(', ')}`);
}
