// src/loadtest/ owns loadtool.yaml; this validates a file into a LoadTest, or throws every problem with its line.
import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { joinPath, type Problem } from '../errors.js';
import { arrivalFindings } from './findings/arrival-findings.js';
import { boundFindings } from './findings/bound-findings.js';
import { expectJsonFindings } from './findings/expect-json-findings.js';
import type { Finding } from './findings/finding.js';
import { LoadTestError } from './load-test-error.js';
import { checkSize, readYaml, sortProblems } from './yaml/read-yaml.js';
import { regressionFindings } from './findings/regression-findings.js';
import { dataFindings } from './data/data-findings.js';
import { fitsSchema, schemaFindings } from './findings/schema-findings.js';
import { scriptFindings } from './findings/script-findings.js';
import { semanticFindings } from './findings/semantic-findings.js';
import { streamFindings } from './stream/stream-findings.js';
import type { LoadTest } from './types.js';
import { toLoadTest, type RawLoadTest } from './parse/to-load-test.js';
import { writesFindings } from './findings/writes-findings.js';
import { tlsFindings } from './findings/tls-findings.js';
import { uploadFileFindings, uploadFindings } from './findings/upload-findings.js';
import { maskerOf } from '../masker.js';
import { secretValues } from '../secret-values.js';

export interface ParseOptions {
  /** The environment of the run: when given, `${NAME}` is read there, and an unset or empty variable is found. */
  env?: NodeJS.ProcessEnv;
}

export interface CheckOptions extends ParseOptions {
  /**
   * What a `${NAME}` unset in `env` is: an `error` for what runs the test (`run`, `gate`, the action), so that no
   * load is sent without it; a `warning` for `validate`, since the variable is often set only where the test runs
   * (a CI secret, which a fork's pull request does not get).
   */
  unsetVariables: 'error' | 'warning';
}

/** How a warning's message starts where it is printed among problems. */
export const WARNING = 'warning: ';

/** A valid load test, and the warnings found in it (each positioned as a problem is). */
export interface CheckedLoadTest {
  loadTest: LoadTest;
  warnings: Problem[];
}

/** Reads and validates a `loadtool.yaml`; returns the load test or throws a LoadTestError with every problem. */
export async function loadLoadTest(file: string, options: ParseOptions = {}): Promise<LoadTest> {
  return (await checkLoadTestFile(file, { ...options, unsetVariables: 'error' })).loadTest;
}

/** Reads and validates a `loadtool.yaml`; returns the load test and its warnings, or throws a LoadTestError. */
export async function checkLoadTestFile(file: string, options: CheckOptions): Promise<CheckedLoadTest> {
  const info = await stat(file).catch(() => undefined);
  if (!info)
    throw fileProblem(file, 'not found: run `loadtool generate` to write it, or pass the path of loadtool.yaml');
  if (!info.isFile()) throw fileProblem(file, 'is not a file: pass the path of loadtool.yaml');
  checkSize(info.size, file);
  const text = await readFile(file, 'utf8');
  return checkLoadTest(text, file, options, await filesFindings(text, file, options.env ?? process.env));
}

/**
 * Returns what is wrong with the script modules (script-findings.ts), the data files (data/data-findings.ts) and the
 * files to upload (upload-findings.ts) the file names: found apart, as reading them is asynchronous, so that they are
 * listed with every other problem.
 * Nothing for a file that does not read as YAML. A module's top level may throw what it read from the environment:
 * the load test's secrets are masked in each.
 */
async function filesFindings(text: string, file: string, env: NodeJS.ProcessEnv): Promise<Finding[]> {
  const scripts = /\bscript\s*:/.test(text);
  const uploads = /\b(?:file|multipart)\s*:/.test(text);
  if (!scripts && !uploads && !text.includes('data')) return [];
  let data: unknown;
  try {
    data = readYaml(text, file).data;
  } catch {
    return [];
  }
  const mask = maskerOf(secretValues(data, env));
  const modules = scripts ? await scriptFindings(data, file) : [];
  return [
    ...modules.map((finding) => ({ ...finding, message: mask(finding.message) })),
    ...(await dataFindings(data, file)),
    ...(uploads ? await uploadFileFindings(data, file) : []),
  ];
}

/**
 * Validates the text of a `loadtool.yaml`; returns the load test with defaults merged and units parsed, or throws a
 * LoadTestError with every problem, each with its line and column. An unset `${NAME}` is one of them.
 */
export function parseLoadTest(text: string, file: string, options: ParseOptions = {}): LoadTest {
  return checkLoadTest(text, file, { ...options, unsetVariables: 'error' }).loadTest;
}

/**
 * Validates the text of a `loadtool.yaml`; returns the load test and its warnings (the unset variables, when
 * `unsetVariables` says so), or throws a LoadTestError with every problem, each with its line and column.
 */
export function checkLoadTest(
  text: string,
  file: string,
  options: CheckOptions,
  modules: Finding[] = [],
): CheckedLoadTest {
  const { data, locate } = readYaml(text, file);
  const { errors, warnings } = findingsOf(data, options, [...modules, ...tlsFindings(data, file)]);
  const locateAll = (list: Finding[]) => {
    const problems = new Map<string, Problem>();
    for (const { segments, at, message } of list) {
      const path = joinPath(segments);
      problems.set(`${path}\n${message}`, { path, ...locate(segments, at), message });
    }
    return sortProblems([...problems.values()]);
  };
  if (errors.length > 0) {
    // The warnings are listed too, marked, so that one pass shows everything left to do.
    const marked = warnings.map((finding) => ({ ...finding, message: `${WARNING}${finding.message}` }));
    throw new LoadTestError(file, locateAll([...errors, ...marked]));
  }
  const loadTest = toLoadTest(data as unknown as RawLoadTest, locate, dirname(resolve(file)));
  return { loadTest, warnings: locateAll(warnings) };
}

/**
 * Returns whether the data of a load test holds a problem that parseLoadTest would report for its text: the same
 * findings, without their positions. For generation, which holds the data it renders and needs positions only to
 * report a problem.
 */
export function hasProblems(data: Record<string, unknown>, options: ParseOptions = {}): boolean {
  if (!fitsSchema(data)) return true;
  return findingsOf(data, { ...options, unsetVariables: 'error' }, [], () => []).errors.length > 0;
}

/** Returns what is wrong with the data of a load test, as errors and warnings, not yet located in its text. */
function findingsOf(
  data: Record<string, unknown>,
  options: CheckOptions,
  modules: Finding[] = [],
  bySchema: (data: unknown) => Finding[] = schemaFindings,
): { errors: Finding[]; warnings: Finding[] } {
  const semantic = semanticFindings(data, options.env);
  const checks = expectJsonFindings(data);
  const bounds = boundFindings(data);
  const writes = writesFindings(data);
  const regression = regressionFindings(data);
  // The one switch between validate and run: the same findings, counted as errors or as warnings. A skipped
  // scenario sends nothing, so a variable only it uses is never needed: a warning, even for a run.
  const asWarnings = options.unsetVariables === 'warning';
  const skipped = (finding: Finding) => isSkipped(data, finding);
  const unsetErrors = asWarnings ? [] : semantic.unset.filter((finding) => !skipped(finding));
  const unsetWarnings = asWarnings ? semantic.unset : semantic.unset.filter(skipped);
  const errors = [
    ...bySchema(data),
    ...semantic.problems,
    ...bounds.problems,
    ...regression.problems,
    ...arrivalFindings(data),
    ...checks.problems,
    ...writes.problems,
    ...uploadFindings(data),
    ...streamFindings(data),
    ...modules,
    ...unsetErrors,
  ];
  const warnings = [
    ...unsetWarnings,
    ...bounds.warnings,
    ...regression.warnings,
    ...checks.warnings,
    ...writes.warnings,
  ];
  return { errors, warnings };
}

/** Returns whether a finding is inside a scenario that has `skip:` (a string, as the schema wants it). */
function isSkipped(data: Record<string, unknown>, { segments }: Finding): boolean {
  if (segments[0] !== 'scenarios' || typeof segments[1] !== 'number') return false;
  const scenarios = data.scenarios;
  const scenario: unknown = Array.isArray(scenarios) ? scenarios[segments[1]] : undefined;
  return typeof (scenario as { skip?: unknown } | undefined)?.skip === 'string';
}

function fileProblem(file: string, message: string): LoadTestError {
  return new LoadTestError(file, [{ path: '', message }]);
}
