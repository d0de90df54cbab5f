// A cancellation signal shared by many listeners at once, without Node's warning of a leak.
import { setMaxListeners } from 'node:events';

/**
 * Returns a signal that aborts when `signal` does (AbortSignal.any: no listener on `signal` itself), on which
 * `listeners` listeners at once are expected rather than a leak: Node warns (MaxListenersExceededWarning) past 10 on
 * one signal, and the engine puts one on it for each scenario running at once (scenario-lifecycle.ts), or each worker
 * thread (workers/run-in-workers.ts), each removed when it ends. Undefined without `signal`.
 */
export function sharedSignal(signal: AbortSignal | undefined, listeners: number): AbortSignal | undefined {
  if (!signal) return undefined;
  const shared = AbortSignal.any([signal]);
  setMaxListeners(Math.max(listeners, 10), shared);
  return shared;
}
