// Reads the checked load model of a scenario (closed or open) into the LoadTest's shape.
import type { Segments } from '../../json-schema-messages.js';
import { defaultMaxUsers, parseRate } from '../../vocabulary/arrival-rate.js';
import { parseDurationSeconds } from '../../vocabulary/units.js';
import type { Locate } from './raw-request.js';
import type { ArrivalSchedule } from '../types.js';

/** The keys of the load model in defaults and in a scenario, as arrival-findings.ts has checked them. */
export interface RawLoadModel {
  concurrentUsers?: number;
  arrivalRate?: string | number;
  maxUsers?: number;
  stages?: Array<{ duration: string; target: string | number }>;
  duration?: string;
}

/** The load of a scenario: its connections, its measured time, and its schedule in the open model. */
export interface LoadModel {
  concurrentUsers: number;
  durationSeconds: number;
  arrival?: ArrivalSchedule;
}

/**
 * Returns a scenario's load from valid data. Its own concurrentUsers, arrivalRate or stages wins over defaults as a
 * whole; else defaults' arrivalRate, else defaults' concurrentUsers. In the open model `concurrentUsers` is maxUsers
 * (its own, else that of defaults, else defaultMaxUsers of the highest rate) and the measured time is the duration of
 * `arrivalRate` (one stage at that rate) or the sum of the stages (which start from 0/s).
 */
export function toLoadModel(defaults: RawLoadModel, scenario: RawLoadModel, at: Segments, locate: Locate): LoadModel {
  const ownModel = ['concurrentUsers', 'arrivalRate', 'stages'].some((key) => Object.hasOwn(scenario, key));
  const model = ownModel ? scenario : defaults;
  const modelAt: Segments = ownModel ? at : ['defaults'];
  // The JSON Schema requires the duration in the scenario when defaults lacks it, unless the scenario has stages.
  const durationSeconds = () => parseDurationSeconds((scenario.duration ?? defaults.duration)!)!;
  if (model.stages === undefined && model.arrivalRate === undefined) {
    return { concurrentUsers: model.concurrentUsers!, durationSeconds: durationSeconds() };
  }
  let startRate = 0;
  let stages: ArrivalSchedule['stages'];
  if (model.stages) {
    stages = model.stages.map((stage, index) => ({
      durationSeconds: parseDurationSeconds(stage.duration)!,
      target: parseRate(stage.target)!,
      line: locate([...modelAt, 'stages', index], 'value').line,
    }));
  } else {
    startRate = parseRate(model.arrivalRate)!;
    const line = locate([...modelAt, 'arrivalRate'], 'key').line;
    stages = [{ durationSeconds: durationSeconds(), target: startRate, line }];
  }
  const maxUsers =
    scenario.maxUsers ?? defaults.maxUsers ?? defaultMaxUsers([startRate, ...stages.map((stage) => stage.target)]);
  return {
    concurrentUsers: maxUsers,
    durationSeconds: stages.reduce((sum, stage) => sum + stage.durationSeconds, 0),
    arrival: { startRate, stages, maxUsers },
  };
}
