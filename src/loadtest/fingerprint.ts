// The fingerprint of a load test: the hash of the scenarios run, which tells the shards of one load test.
import { createHash } from 'node:crypto';
import type { FlowStep, LoadTest, Scenario, StreamSettings, Threshold, Tolerance } from './types.js';
import type { Upload, UploadFile } from '../vocabulary/uploads.js';

/**
 * Returns the load test's fingerprint: the sha256 (hex) of the canonical JSON of what defines its load, for the
 * scenarios named (all when absent), in order: each scenario as parsed (name, request or flow or script, users,
 * duration, the open model's schedule, think time, ramp-up, thresholds, regression tolerances, rounds, the stream's
 * settings) and the execution. Left out: the base URL
 * (each shard may reach the system under test by its own address), the shard, and where things are written (lines,
 * columns, the thresholds' text, an upload's absolute paths), so that a blank line or a comment added to
 * loadtool.yaml changes nothing. `${NAME}` placeholders are hashed as written, never their values.
 */
export function loadTestFingerprint(loadTest: LoadTest, names?: readonly string[]): string {
  const named = names ? new Set(names) : undefined;
  const scenarios = loadTest.scenarios.filter((scenario) => !named || named.has(scenario.name));
  const definition = {
    version: loadTest.version,
    execution: loadTest.execution,
    scenarios: scenarios.map(scenarioDefinition),
  };
  return createHash('sha256').update(canonicalJson(definition)).digest('hex');
}

/** Returns the scenario without where it is written. */
function scenarioDefinition({
  line: _line,
  thresholds,
  flow,
  regression,
  arrival,
  upload,
  data,
  stream,
  ...load
}: Scenario): object {
  return {
    ...load,
    // Where `stream:` is written is no part of the load; how the streams are opened and held is.
    ...(stream && { stream: streamDefinition(stream) }),
    ...(upload && { upload: writtenUpload(upload) }),
    // As written: shards that check the project out into different folders run the same data file.
    ...(data && { data: { file: data.file, pick: data.pick } }),
    ...(arrival && {
      arrival: { ...arrival, stages: arrival.stages.map(({ line: _at, ...stage }) => stage) },
    }),
    thresholds: thresholds.map(thresholdDefinition),
    ...(flow && { flow: flow.map(stepDefinition) }),
    ...(regression && { regression: regression.map(toleranceDefinition) }),
  };
}

function stepDefinition({ line: _line, thresholds, extract, upload, ...request }: FlowStep): object {
  return {
    ...request,
    ...(upload && { upload: writtenUpload(upload) }),
    thresholds: thresholds.map(thresholdDefinition),
    extract: extract.map(({ line: _at, ...extraction }) => extraction),
  };
}

/** Returns an upload as written: its files without their absolute paths, which depend on where the test lies. */
function writtenUpload(upload: Upload): object {
  const written = ({ path: _path, ...file }: UploadFile) => file;
  if ('file' in upload) return { file: written(upload.file) };
  const fields = Object.entries(upload.multipart).map(([name, value]): [string, unknown] => [
    name,
    typeof value === 'string' ? value : written(value),
  ]);
  return { multipart: Object.fromEntries(fields) };
}

function streamDefinition({ line: _line, ...settings }: StreamSettings): object {
  return settings;
}

function thresholdDefinition({ key, bound, limit, unit }: Threshold): object {
  return { key, bound, limit, unit };
}

function toleranceDefinition({ key, limit, unit }: Tolerance): object {
  return { key, limit, unit };
}

/**
 * Returns the value as JSON with the keys of every object sorted and undefined properties left out, so that equal
 * definitions give equal text whatever order their keys were built in. Array order is kept: it is meaningful.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}
