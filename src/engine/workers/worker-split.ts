// One worker's part of a scenario's users: its shard's, split again exactly among the workers.
import type { Scenario } from '../../loadtest/types.js';
import type { Shard } from '../../results/types.js';
import { h2Connections } from '../http/scenario-connections.js';
import { shardUsers, type ShardUsers } from '../shard-split.js';

/**
 * Returns one part's users of a scenario: the process's shard of the whole (`--shard i/n`, or the whole without one),
 * then this worker's part of that shard, each split exactly by shardUsers, so that the workers add up to the shard and
 * the shards to the whole whatever the number of workers on each machine; the first user counts from the whole run,
 * for the data-source values and a script's `vu.id`.
 */
export function partUsers(users: number, shard: Shard | undefined, worker: Shard | undefined): ShardUsers {
  const whole = shard ? shardUsers(users, shard) : { users, firstUser: 0 };
  if (!worker) return whole;
  const part = shardUsers(whole.users, worker);
  return { users: part.users, firstUser: whole.firstUser + part.firstUser };
}

/**
 * Returns one part's HTTP/2 connections (`protocol: h2`): the whole run's (h2Connections) split like the users, at
 * least one, so that the parts together open what one process would; undefined for HTTP/1.1, where each user has its
 * own.
 */
export function partConnections(
  scenario: Pick<Scenario, 'protocol' | 'connections' | 'concurrentUsers'>,
  shard: Shard | undefined,
  worker: Shard | undefined,
): number | undefined {
  if (scenario.protocol !== 'h2') return undefined;
  const whole = h2Connections(scenario.concurrentUsers, scenario.connections);
  return Math.max(1, partUsers(whole, shard, worker).users);
}
