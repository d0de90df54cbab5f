// A shard's or worker's part of an open-model scenario: every n-th request of the schedule, and its connections.
import type { Shard } from '../../results/types.js';
import { WHOLE_SCHEDULE, type ArrivalPart } from './arrival-schedule.js';
import { shardUsers } from '../shard-split.js';

/**
 * Returns shard `shard`'s part of the requests of `part`, a part with `users` connections (maxUsers), undefined when
 * the shard gets no connection (shardUsers gives the first min(count, users) shards one or more): the shards with
 * connections take the part's requests in turn, the first the 1st, the second the 2nd, …, so that together they
 * send exactly the part's schedule, each spread evenly over it at its share of the rate, whatever the rates and
 * stages. A ramp split this way stays a ramp in every shard.
 */
function splitArrival(part: ArrivalPart, users: number, shard: Shard): ArrivalPart | undefined {
  const parts = Math.min(shard.count, users);
  if (shard.index > parts) return undefined;
  return { offset: part.offset + part.stride * (shard.index - 1), stride: part.stride * parts };
}

/**
 * Returns one part's requests of an open-model scenario with `maxUsers` connections: the process's shard of the whole
 * (`--shard i/n`), then this worker thread's part of that shard, as partUsers splits the connections; undefined when
 * the part has no connection, and so runs nothing of the scenario.
 */
export function partArrival(
  maxUsers: number,
  shard: Shard | undefined,
  worker: Shard | undefined,
): ArrivalPart | undefined {
  const whole = shard ? splitArrival(WHOLE_SCHEDULE, maxUsers, shard) : WHOLE_SCHEDULE;
  if (!whole || !worker) return whole;
  const users = shard ? shardUsers(maxUsers, shard).users : maxUsers;
  return splitArrival(whole, users, worker);
}
