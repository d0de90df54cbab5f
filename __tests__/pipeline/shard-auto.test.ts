import { describe, expect, it } from '@jest/globals';
import { parseShardInputs, SHARD_FLAG_LABELS, SHARD_INPUT_LABELS } from '../../src/pipeline/shard-inputs.js';

const NOW = Date.parse('2026-01-01T10:00:00Z');
const parse = (texts: { shard?: string; startAt?: string }, env: Record<string, string | undefined>) =>
  parseShardInputs(texts, SHARD_FLAG_LABELS, NOW, env);

describe('--shard auto in the pods of a Kubernetes Indexed Job', () => {
  it.each([1, 2, 3, 4, 7, 1000])(
    'maps JOB_COMPLETION_INDEX 0 … %i - 1 with JOB_COMPLETIONS to every shard exactly once',
    (count) => {
      const shards = Array.from({ length: count }, (_, index) =>
        parse({ shard: 'auto' }, { JOB_COMPLETION_INDEX: String(index), JOB_COMPLETIONS: String(count) }),
      );
      expect(shards.flatMap((parsed) => parsed.problems)).toEqual([]);
      expect(shards.map((parsed) => parsed.shard)).toEqual(
        Array.from({ length: count }, (_, index) => ({ index: index + 1, count })),
      );
    },
  );

  it.each([
    {
      what: 'neither variable',
      env: {},
      problems: [
        '--shard auto needs JOB_COMPLETION_INDEX, which Kubernetes sets in each pod of an Indexed Job (completionMode: Indexed); outside such a Job, write --shard i/n',
        '--shard auto needs JOB_COMPLETIONS, the number of shards: Kubernetes does not set it, so set it in the Job\'s pod template (env: - name: JOB_COMPLETIONS, value: the Job\'s spec.completions, e.g. "4")',
      ],
    },
    {
      what: 'an index past the count',
      env: { JOB_COMPLETION_INDEX: '4', JOB_COMPLETIONS: '4' },
      problems: [
        'JOB_COMPLETION_INDEX is "4" and JOB_COMPLETIONS is "4": the 4 pods of the Job are indexed 0 to 3; set JOB_COMPLETIONS to the Job\'s spec.completions, as its parallelism',
      ],
    },
    {
      what: 'values that are not numbers',
      env: { JOB_COMPLETION_INDEX: 'one', JOB_COMPLETIONS: '-2' },
      problems: [
        'JOB_COMPLETION_INDEX is "one"; it must be a whole number, the pod\'s index in its Indexed Job, from 0',
        'JOB_COMPLETIONS is "-2"; it must be a whole number, the Job\'s spec.completions',
      ],
    },
    {
      what: 'no shard at all',
      env: { JOB_COMPLETION_INDEX: '0', JOB_COMPLETIONS: '0' },
      problems: [
        'JOB_COMPLETIONS is "0"; the number of shards must be 1 to 1000: set it to the Job\'s spec.completions',
      ],
    },
  ])('says every problem at once, naming the variable and what to set: $what', ({ env, problems }) => {
    const parsed = parse({ shard: 'auto' }, env);
    expect(parsed.problems).toEqual(problems);
    expect(parsed.shard).toBeUndefined();
  });

  it('names the action input in its messages', () => {
    const parsed = parseShardInputs({ shard: 'auto' }, SHARD_INPUT_LABELS, NOW, { JOB_COMPLETIONS: '2' });
    expect(parsed.problems).toEqual([expect.stringMatching(/^Input shard auto needs JOB_COMPLETION_INDEX/)]);
  });

  it('reads nothing from the environment for --shard i/n', () => {
    expect(parse({ shard: '2/3' }, { JOB_COMPLETION_INDEX: '0', JOB_COMPLETIONS: '5' }).shard).toEqual({
      index: 2,
      count: 3,
    });
  });
});

describe('LOADTOOL_START_AT', () => {
  it('sets the start time when --start-at is not given, and --start-at wins over it', () => {
    const env = { LOADTOOL_START_AT: '2026-01-01T10:02:00Z' };
    expect(parse({}, env).startAt).toBe(Date.parse('2026-01-01T10:02:00Z'));
    expect(parse({ startAt: '2026-01-01T10:01:00Z' }, env).startAt).toBe(Date.parse('2026-01-01T10:01:00Z'));
  });

  it('is not set when empty (a ConfigMap value left blank)', () => {
    expect(parse({}, { LOADTOOL_START_AT: '  ' })).toEqual({ problems: [] });
  });

  it('is named in the message when it is wrong', () => {
    expect(parse({}, { LOADTOOL_START_AT: 'tomorrow' }).problems).toEqual([
      expect.stringMatching(/^LOADTOOL_START_AT is "tomorrow"; write an ISO 8601 time with its time zone/),
    ]);
  });
});
