// A shard's part of one scenario's users (`--shard i/n`), split exactly so that the shards add up to the whole.
import type { Shard } from '../results/types.js';

/** A shard's part of one scenario's users. */
export interface ShardUsers {
  /** The users this shard runs; 0 when the scenario has fewer users than there are shards and this one gets none. */
  users: number;
  /** The users of the shards before this one: the number of this shard's first user in the whole run. */
  firstUser: number;
}

/**
 * Returns shard `index` of `count`'s part of `users`, split exactly so that the shards add up to the whole: each gets
 * floor(users / count), and the first users mod count shards one more (10 users in 3 shards: 4, 3, 3), as k6's
 * execution segments and Artillery's workers do, never the whole load on every shard.
 */
export function shardUsers(users: number, shard: Shard): ShardUsers {
  const base = Math.floor(users / shard.count);
  const extra = users % shard.count;
  const before = shard.index - 1;
  return {
    users: base + (shard.index <= extra ? 1 : 0),
    firstUser: before * base + Math.min(before, extra),
  };
}
