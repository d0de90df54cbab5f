// The shard inputs of a run (`--shard i/n`, `--start-at`, the action's inputs), checked as typed.
import type { Shard } from '../results/types.js';
import { autoShard, START_AT_VARIABLE, type ShardEnv } from './shard-auto.js';

/** The most shards of one run: far more runners than a matrix job starts. @internal Exported for the tests. */
export const MAX_SHARDS = 1000;
/** The furthest ahead `--start-at` may be: further is taken for a mistake (a wrong day or time zone). */
const MAX_START_AHEAD_MS = 10 * 60 * 1000;

/** The values of `--shard` and `--start-at` (or the action's inputs) as typed, and whether a baseline was asked for. */
export interface ShardTexts {
  shard?: string | undefined;
  startAt?: string | undefined;
  baseline?: string | undefined;
  baselineUrl?: string | undefined;
}

/** How a message names each value: `--shard` on the command line, `Input shard` in the action. */
export type ShardLabels = Record<keyof ShardTexts, string>;

/** The flags of `loadtool run` and `loadtool gate`. */
export const SHARD_FLAG_LABELS: ShardLabels = {
  shard: '--shard',
  startAt: '--start-at',
  baseline: '--baseline',
  baselineUrl: '--baseline-url',
};

/** The inputs of the action (`shard`, `start-at`), named as its other input messages name them. */
export const SHARD_INPUT_LABELS: ShardLabels = {
  shard: 'Input shard',
  startAt: 'Input start-at',
  baseline: 'Input baseline',
  baselineUrl: 'Input baseline-url',
};

/** The shard and the start time read from their texts, and one sentence for each text that is not valid. */
export interface ParsedShardInputs {
  shard?: Shard;
  /** When the first request may start, in ms since the epoch. */
  startAt?: number;
  problems: string[];
}

/**
 * Returns the shard (`i/n`, 1 ≤ i ≤ n ≤ 1000, or `auto`: a Kubernetes Indexed Job's, from `env`, shard-auto.ts) and
 * the start time (ISO 8601 with a time zone, or seconds since the epoch; at most 10 minutes after `now`; without the
 * flag, `LOADTOOL_START_AT` from `env`), and a sentence naming the flag, input or variable for each value that is not
 * valid. A shard with a baseline is refused: a shard's figures are a part of the whole, so only the merged results
 * compare.
 */
export function parseShardInputs(
  givenTexts: ShardTexts,
  givenLabels: ShardLabels,
  now = Date.now(),
  env: ShardEnv = {},
): ParsedShardInputs {
  const parsed: ParsedShardInputs = { problems: [] };
  const fromEnv = givenTexts.startAt === undefined && (env[START_AT_VARIABLE]?.trim() ?? '') !== '';
  const texts = fromEnv ? { ...givenTexts, startAt: env[START_AT_VARIABLE] } : givenTexts;
  const labels = fromEnv ? { ...givenLabels, startAt: START_AT_VARIABLE } : givenLabels;
  const refuse = (key: 'shard' | 'startAt', why: string) => {
    parsed.problems.push(`${labels[key]} is ${JSON.stringify(texts[key])}${why}`);
  };

  if (texts.shard?.trim().toLowerCase() === 'auto') {
    const auto = autoShard(env, labels.shard, MAX_SHARDS);
    parsed.problems.push(...auto.problems);
    if (auto.shard) parsed.shard = auto.shard;
  } else if (texts.shard !== undefined) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(texts.shard);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match)
      refuse('shard', '; write i/n, this run being shard i of n, e.g. "2/4", or auto in a Kubernetes Indexed Job');
    else if (count < 1 || count > MAX_SHARDS) refuse('shard', `; the number of shards must be 1 to ${MAX_SHARDS}`);
    else if (index < 1 || index > count)
      refuse('shard', `; the ${count} shards are numbered 1 to ${count}, e.g. "1/${count}"`);
    else parsed.shard = { index, count };
  }

  if (texts.startAt !== undefined) {
    const at = parseTime(texts.startAt.trim());
    if (at === undefined)
      refuse(
        'startAt',
        '; write an ISO 8601 time with its time zone, e.g. "2026-01-01T10:00:00Z", or seconds since the epoch, e.g. "1767261600"',
      );
    else if (at - now > MAX_START_AHEAD_MS)
      refuse(
        'startAt',
        `, ${aheadOf(at - now)} from now: more than 10 minutes ahead is taken for a mistake (a wrong day or time zone); write a time within 10 minutes`,
      );
    else parsed.startAt = at;
  }

  const baseline = texts.baselineUrl !== undefined ? 'baselineUrl' : texts.baseline !== undefined ? 'baseline' : '';
  if (parsed.shard && baseline)
    parsed.problems.push(
      `${labels.shard} cannot be used with ${labels[baseline]}: a shard runs a part of the load, so its figures do not compare with a whole run; merge the shards' results, then compare the merged results.json (loadtool compare)`,
    );
  return parsed;
}

/** Returns the time in ms since the epoch, or undefined when the text is neither ISO 8601 with a zone nor epoch seconds. */
function parseTime(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  // A time zone is required: a time without one would mean the runner's local time, which differs between machines.
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}

/** Returns a duration as people say it: `14 min 3 s`. */
function aheadOf(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
