// The load model of a generated scenario: users (the closed model), or a rate with its connections (the open model).
import { defaultMaxUsers, parseRate } from '../../vocabulary/arrival-rate.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';

/** The load model of a generated scenario: users (the closed model), or a rate with its connections (the open model). */
export interface GeneratedLoad {
  /** The users; for the open model, the connections it may use (its maxUsers, written or the default). */
  concurrentUsers: number;
  /** The open model's rate as loadtool.yaml writes it (`200/s`); absent for the closed model. */
  arrivalRate?: string;
  /** The open model's connections at most, when a plan line or `x-perf` sets them; absent: the default. */
  maxUsers?: number;
}

/**
 * Returns the load of a scenario from its layers, strongest first (plan line, `x-perf`, plan defaults), or the
 * built-in users: the strongest layer that sets users or a rate decides the model as a whole, so that a plan line's
 * `20 users` is not turned into a rate by the plan's default `200 rps`. A layer with both asks for the open model and
 * its users are the connections at most (`200 rps, 400 connections`).
 */
export function generatedLoad(layers: Array<PerfOverrides | undefined>, builtInUsers: number): GeneratedLoad {
  const layer = layers.find((each) => each?.concurrentUsers !== undefined || each?.arrivalRate !== undefined);
  if (layer?.arrivalRate === undefined) return { concurrentUsers: layer?.concurrentUsers ?? builtInUsers };
  const maxUsers = layer.maxUsers ?? layer.concurrentUsers;
  return {
    concurrentUsers: maxUsers ?? defaultMaxUsers([parseRate(layer.arrivalRate) ?? 0]),
    arrivalRate: layer.arrivalRate,
    ...(maxUsers !== undefined && { maxUsers }),
  };
}
