// Onboarding (`loadtool init`, the action's first run): the answers found or asked, a first qa.config.json written.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Problem } from '../errors.js';
import { ConfigError } from './config-error.js';
import { findApiSchemas } from './find-schema.js';
import { folderMissing, missingFolder, parseConfig, reasonOf } from './load.js';

/** What onboarding knows before it writes `qa.config.json`; each value may come from a flag, an input or a prompt. */
export interface OnboardingAnswers {
  name?: string;
  baseUrl?: string;
  /** An http(s) URL, or a path (absolute, or relative to the working directory). */
  schema?: string;
}

/** What onboarding wrote and what it could not fill in. */
export interface OnboardingResult {
  file: string;
  text: string;
  /** Where each value came from, one line each, for the user to read. */
  notes: string[];
  /** The required values still missing: the problems `loadtool config` would report for the file written. */
  missing: Problem[];
}

const DEFAULT_THRESHOLDS = { p99LatencyMs: 1000, okRequestPercent: 99 };

/**
 * Returns the values onboarding can find on its own: the project name (package.json, else the repository's name,
 * else the folder's) and the API schema in the repository, as a path relative to the working directory.
 */
export async function discoverAnswers(
  configFile: string,
  repository?: string,
): Promise<OnboardingAnswers & { notes: string[] }> {
  const root = dirname(resolve(configFile));
  const notes: string[] = [];
  const name = (await packageName(root)) ?? repository?.split('/').pop() ?? basename(root);
  const schemas = await findApiSchemas(root);
  const [schema, ...others] = schemas;
  if (schema) notes.push(`found the API schema ${schema}${others.length ? ` (also found: ${others.join(', ')})` : ''}`);
  return { name, schema: schema && relative(process.cwd(), resolve(root, schema)), notes };
}

/** The ConfigError of a file `loadtool init` could not write (qa.config.json or the starter qa-plan.md). */
export function writeFailed(file: string, error: unknown): ConfigError {
  return new ConfigError(file, [
    { path: '', message: `writing it failed (${reasonOf(error)}): check the folder's permissions` },
  ]);
}

/** Writes a new `qa.config.json` from the answers; returns what it wrote and which required values are missing. */
export async function writeInitialConfig(configFile: string, answers: OnboardingAnswers): Promise<OnboardingResult> {
  const root = dirname(resolve(configFile));
  const schemaKey = answers.schema && /^https?:\/\//i.test(answers.schema) ? 'schemaUrl' : 'schemaPath';
  const schema = answers.schema && schemaKey === 'schemaPath' ? toConfigRelative(root, answers.schema) : answers.schema;
  const api = { enabled: true, baseUrl: answers.baseUrl, [schemaKey]: schema };

  const config = {
    project: answers.name ? { name: answers.name } : {},
    domains: {
      ui: { enabled: false },
      api,
      accessibility: { enabled: false },
      // The performance domain names its schema itself: it is required there, with no fallback to api's.
      performance: { enabled: true, schemaUrl: schema, thresholds: DEFAULT_THRESHOLDS },
    },
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const folder = await missingFolder(configFile);
  if (folder) throw new ConfigError(configFile, [{ path: '', message: folderMissing(folder) }]);
  await writeFile(configFile, text).catch((error: unknown) => {
    throw writeFailed(configFile, error);
  });

  const notes = [
    `project.name: ${answers.name ? JSON.stringify(answers.name) : '(missing)'}`,
    `domains.api.baseUrl: ${answers.baseUrl ?? '(missing)'}`,
    `domains.api.${schemaKey}: ${schema ?? '(missing)'}`,
    `domains.performance.schemaUrl: ${schema ?? '(missing)'}`,
    `domains.performance.thresholds: p99 under ${DEFAULT_THRESHOLDS.p99LatencyMs} ms, at least ${DEFAULT_THRESHOLDS.okRequestPercent}% of requests ok`,
  ];
  return { file: configFile, text, notes, missing: problemsIn(text, configFile) };
}

function problemsIn(text: string, file: string): Problem[] {
  try {
    parseConfig(text, file);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

function toConfigRelative(root: string, path: string): string {
  const fromRoot = relative(root, resolve(path)).split('\\').join('/');
  return isAbsolute(fromRoot) || fromRoot.startsWith('../') ? fromRoot : `./${fromRoot}`;
}

async function packageName(root: string): Promise<string | undefined> {
  const parsed = (await readJsonFile(root, 'package.json')) as { name?: unknown } | undefined;
  return typeof parsed?.name === 'string' && parsed.name ? parsed.name.replace(/^@[^/]+\//, '') : undefined;
}

/** Returns the parsed JSON of `folder/name`, or undefined when it is missing or invalid. */
async function readJsonFile(folder: string, name: string): Promise<unknown> {
  // The file name is a parameter so that the bundler does not take it for an asset to copy into dist/.
  try {
    return JSON.parse(await readFile(resolve(folder, name), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
