// What `loadtool config` does: the effective configuration printed, or every problem in it.
import { loadConfig } from '../../config/load.js';
import type { CliIo } from '../io.js';

/** Runs `loadtool config`: prints the effective configuration as JSON, or throws with every problem in it. */
export async function printConfig(io: CliIo, options: { config: string }): Promise<void> {
  const config = await loadConfig(options.config);
  io.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
}
