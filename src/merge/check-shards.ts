// The shards of a run checked before their merge: none missing, none repeated, none of another load test.
import type { RunResults, Shard } from '../results/types.js';
import { ShardsError, type FileProblem } from './shards-error.js';

/** A results file read for a merge, with the path it was read from. */
export interface ShardFile {
  file: string;
  results: RunResults;
}

/** A shard file that says which shard it is and of which load test. */
export type CheckedShard = ShardFile & { results: RunResults & { shard: Shard; fingerprint: string } };

/**
 * Returns the files in shard order when they are exactly the shards 1 … n of one load test; otherwise throws a
 * ShardsError (exit 2) with every problem, each naming its file: a whole run's results (shard null) or a file without
 * the load test's fingerprint, a shard count or fingerprint other than the first file's (a shard of another run or load
 * test), a shard given twice, and each shard index missing.
 */
export function checkShards(files: readonly ShardFile[]): CheckedShard[] {
  const problems: FileProblem[] = [];
  const refuse = (file: string, path: string, message: string) => problems.push({ file, problem: { path, message } });
  const shards = files.filter((entry): entry is CheckedShard => {
    const { shard, fingerprint } = entry.results;
    if (shard === null)
      refuse(
        entry.file,
        'shard',
        'is the results of a whole run (shard: null), not of a shard: pass only results written with --shard i/n (the action’s mode: shard)',
      );
    else if (fingerprint === undefined)
      refuse(
        entry.file,
        'fingerprint',
        'is missing: the file was written by a loadtool without sharding; run every shard with the same loadtool',
      );
    return shard !== null && fingerprint !== undefined;
  });
  const first = shards[0];
  const byIndex = new Map<number, CheckedShard>();
  for (const entry of shards) {
    const { shard, fingerprint } = entry.results;
    const label = `shard ${shard.index}/${shard.count}`;
    if (first && shard.count !== first.results.shard.count)
      refuse(
        entry.file,
        'shard.count',
        `is ${label}, of a run in ${shard.count} shards, but ${first.file} is of ${first.results.shard.count}: merge the shards of one run only`,
      );
    else if (first && fingerprint !== first.results.fingerprint)
      refuse(
        entry.file,
        'fingerprint',
        `is ${label} of another load test (fingerprint ${fingerprint.slice(0, 12)}…, ${first.file} has ${first.results.fingerprint.slice(0, 12)}…): its scenarios differ; merge the shards of one load test, run from the same loadtool.yaml`,
      );
    else if (byIndex.has(shard.index))
      refuse(
        entry.file,
        'shard.index',
        `repeats ${label}, already read from ${byIndex.get(shard.index)!.file}: pass each shard once`,
      );
    else byIndex.set(shard.index, entry);
  }
  if (first) {
    const count = first.results.shard.count;
    const given = [...byIndex.keys()].sort((a, b) => a - b).join(', ');
    for (let index = 1; index <= count; index++) {
      if (byIndex.has(index)) continue;
      refuse(
        first.file,
        'shard',
        `shard ${index}/${count} is missing: the run has ${count} shards and only ${given} ${byIndex.size === 1 ? 'was' : 'were'} given; an exact merge needs every one: download its results.json too, or rerun that shard`,
      );
    }
  }
  if (problems.length > 0) throw new ShardsError(problems);
  return [...byIndex.values()].sort((a, b) => a.results.shard.index - b.results.shard.index);
}
