// What the open model hands its arrivals to: a connection sending a request, or a flow's user running an iteration.
import type { ArrivalFigures } from './arrival-figures.js';
import type { HttpClient } from '../http/scenario-connections.js';

/**
 * What the open model hands its arrivals to: a connection sending one request (OpenUser), or a flow's user running
 * one iteration (flow/open-flow-user.ts); each calls its `freed` when done.
 */
export interface OpenSlot {
  /** Starts what is due at `intendedAt`, the k-th of the whole schedule; false when nothing could start (no row left). */
  sendDue(intendedAt: number, k: number): boolean;
  /** Ends what is under way without waiting; true when a request was in flight. */
  interrupt(): boolean;
  /** Called once when the run stops (a flow's user then starts its cleanup); absent when it has nothing to do. */
  readonly stopped?: () => void;
}

/** Makes a scenario's slot on one of its clients, given the open model's figures and the callback that frees it. */
export type SlotFactory = (client: HttpClient, figures: ArrivalFigures, freed: (slot: OpenSlot) => void) => OpenSlot;
