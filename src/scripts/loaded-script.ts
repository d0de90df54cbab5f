// A scenario's script once loaded, before the run: its module's functions.
import type { ScriptFunction } from './api.js';

/** A scenario's script once loaded (before the run): its module's functions. */
export interface LoadedScript {
  /** The absolute path of the module. */
  file: string;
  /** The default export: one iteration of a virtual user. */
  run: ScriptFunction;
  /** The `once` export: run once per user before its measured iterations (a login), not measured; optional. */
  once?: ScriptFunction | undefined;
}
