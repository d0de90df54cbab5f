// The run's overrides (`--base-url`, `--users`, `--duration` or the action's inputs), checked as typed.
import schemaJson from '../../schemas/loadtool.schema.json' with { type: 'json' };
import type { RunOverrides } from '../loadtest/apply-overrides.js';
import { DURATION_PAST_BOUND } from '../loadtest/findings/bound-findings.js';
import { parseWorkerCount, WORKERS_SYNTAX, type WorkerCount } from '../engine/workers/worker-count.js';
import { lacksUnit, MAX_CONCURRENT_USERS, MAX_DURATION_SECONDS, parseDurationSeconds } from '../vocabulary/units.js';

/** The values of `--base-url`, `--users` and `--duration` (or the action's inputs), as typed. */
export interface OverrideTexts {
  baseUrl?: string | undefined;
  users?: string | undefined;
  duration?: string | undefined;
  workers?: string | undefined;
}

/** How a message names each value: `--users` on the command line, `Input users` in the action. */
export type OverrideLabels = Record<keyof OverrideTexts, string>;

/** The flags of `loadtool run` and `loadtool gate`. */
export const FLAG_LABELS: OverrideLabels = {
  baseUrl: '--base-url',
  users: '--users',
  duration: '--duration',
  workers: '--workers',
};

/** The inputs of the action, named as its other input messages name them. */
export const INPUT_LABELS: OverrideLabels = {
  baseUrl: 'Input base-url',
  users: 'Input users',
  duration: 'Input duration',
  workers: 'Input workers',
};

/** The overrides read from their texts, and one sentence for each text that is not valid. */
export interface ParsedOverrides {
  overrides: Omit<RunOverrides, 'scenarios'>;
  /** The worker threads asked for (`--workers`, `workers`); absent when not given. */
  workers?: WorkerCount;
  problems: string[];
}

// The words of loadtool.yaml's own messages for these values, from its JSON Schema, so that the two never differ.
const { $defs } = schemaJson;
const BASE_URL = new RegExp($defs.baseUrl.pattern, 'u');

/**
 * Returns the overrides of a run, validated as loadtool.yaml's values are (the same bounds, the same words), and a
 * sentence naming the flag or input for every value that is not valid, so that all are told at once.
 */
export function parseRunOverrides(texts: OverrideTexts, labels: OverrideLabels): ParsedOverrides {
  const problems: string[] = [];
  const overrides: ParsedOverrides['overrides'] = {};
  const refuse = (key: keyof OverrideTexts, why: string) => {
    problems.push(`${labels[key]} is ${JSON.stringify(texts[key])}${why}`);
  };

  if (texts.baseUrl !== undefined) {
    const url = texts.baseUrl;
    if (/^https?:\/\//i.test(url) && BASE_URL.test(url) && URL.canParse(url)) overrides.baseUrl = url;
    else refuse('baseUrl', '; write an http(s) URL without a query or fragment, e.g. "http://localhost:3000"');
  }

  if (texts.users !== undefined) {
    const users = /^[0-9]+$/.test(texts.users) ? Number(texts.users) : Number.NaN;
    const advice = users > MAX_CONCURRENT_USERS ? `: ${TOO_MANY_USERS}` : '';
    if (users >= 1 && users <= MAX_CONCURRENT_USERS) overrides.concurrentUsers = users;
    else refuse('users', `; write ${$defs.concurrentUsers.title}, e.g. 10${advice}`);
  }

  if (texts.duration !== undefined) {
    const seconds = parseDurationSeconds(texts.duration);
    if (seconds !== undefined && seconds <= MAX_DURATION_SECONDS) overrides.durationSeconds = seconds;
    else if (seconds !== undefined) {
      refuse('duration', `, ${DURATION_PAST_BOUND}`);
    } else if (lacksUnit(texts.duration) && parseDurationSeconds(`${texts.duration.trim()}s`) !== undefined) {
      refuse('duration', `, which needs a unit, e.g. "${texts.duration.trim()}s"`);
    } else refuse('duration', `; write ${$defs.duration.title}, e.g. "30s"`);
  }
  let workers: WorkerCount | undefined;
  if (texts.workers !== undefined) {
    workers = parseWorkerCount(texts.workers);
    if (workers === undefined) refuse('workers', `; write ${WORKERS_SYNTAX}, e.g. 4`);
  }
  return { overrides, problems, ...(workers !== undefined && { workers }) };
}

const TOO_MANY_USERS = `one process holds one connection per virtual user, so a larger load does not fit in one run: split it over several runners (shards), each with at most ${MAX_CONCURRENT_USERS} users`;
