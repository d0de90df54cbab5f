// src/config/ owns qa.config.json; this loads it: read, bounded, validated, its defaults applied.
import { readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import schema from '../../schemas/qa.config.schema.json' with { type: 'json' };
import { joinPath, type Problem } from '../errors.js';
import { ConfigError, ConfigNotFoundError } from './config-error.js';
import { parseJsonSource } from './json-source.js';
import { schemaHeaderFindings } from './schema-header-rules.js';
import { problemsFromSchemaErrors } from './schema-problems.js';
import type { QaConfig } from './types.js';
import compiledConfigValidator from './config-schema.generated.js';
import { fileErrorReason } from '../file-error.js';

/** A configuration file is a few kilobytes; anything past this is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadOptions {
  /** The `base-url` input or `--base-url` flag: wins over the file's base URLs. */
  baseUrl?: string;
}

// Compiled when the package is built (scripts/validators.ts), so that a run compiles no schema.
const validateConfig = compiledConfigValidator as unknown as ValidateFunction;

/** Returns the schema's errors in the data (none when it is valid), its defaults filled in. */
function validate(data: unknown) {
  // ajv checks if/then before it fills in the defaults of `properties`: the first pass fills them in, so that the
  // second sees a missing domain or thresholds object as the empty object it defaults to.
  validateConfig(data);
  return validateConfig(data) ? [] : (validateConfig.errors ?? []);
}

/** Reads and validates a `qa.config.json`; returns the effective config or throws a ConfigError with every problem. */
export async function loadConfig(file: string, options: LoadOptions = {}): Promise<QaConfig> {
  const info = await stat(file).catch(() => undefined);
  if (!info) {
    const folder = await missingFolder(file);
    if (folder) throw new ConfigError(file, [{ path: '', message: folderMissing(folder) }]);
    throw new ConfigNotFoundError(file);
  }
  if (!info.isFile())
    throw new ConfigError(file, [
      { path: '', message: 'is not a file: pass --config with the path of qa.config.json' },
    ]);
  if (info.size > MAX_CONFIG_BYTES) {
    const size = `${(info.size / 1024 / 1024).toFixed(1)} MB`;
    throw new ConfigError(file, [
      { path: '', message: `is ${size}; a configuration is a few kilobytes, so this is not one: check the path` },
    ]);
  }
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new ConfigError(file, [{ path: '', message: `cannot be read (${reasonOf(error)}): check its permissions` }]);
  });
  return parseConfig(text, file, options);
}

/** Returns the folder of `file` when that folder does not exist, else undefined. */
export async function missingFolder(file: string): Promise<string | undefined> {
  const folder = dirname(file);
  const info = await stat(folder).catch(() => undefined);
  return info?.isDirectory() ? undefined : folder;
}

/** Returns the system's reason for a failed read or write in words (`EACCES: permission denied`), for a message. */
export function reasonOf(error: unknown): string {
  return fileErrorReason(error);
}

/** Returns the sentence for a config path whose folder does not exist: the folder, and the two fixes. */
export function folderMissing(folder: string): string {
  return `the folder ${folder} does not exist: create it, or correct the \`config\` input (--config)`;
}

/** Validates the text of a `qa.config.json`; returns the effective config or throws a ConfigError with every problem. */
export function parseConfig(text: string, file: string, options: LoadOptions = {}): QaConfig {
  if (text.replace(/^\uFEFF/, '').trim() === '') {
    throw new ConfigError(file, [
      { path: '', message: 'is empty: it must hold a JSON object. Run `loadtool init --force` to write one.' },
    ]);
  }
  const source = parseJsonSource(text.replace(/^\uFEFF/, ''));
  if ('problems' in source) throw new ConfigError(file, source.problems);

  const data = source.value;
  const problems = [
    ...problemsFromSchemaErrors(validate(data), schema, data).map((problem) => withSchemaHint(problem, data)),
    ...resolvePerformance(data, options),
  ];
  const located = problems.map((problem) =>
    problem.path ? { ...problem, ...source.positionOf(segmentsOf(problem)) } : problem,
  );
  // Checked in code, not in the schema: whether a header holds a credential written into the file.
  for (const { segments, message } of schemaHeaderFindings(data)) {
    located.push({ path: joinPath(segments), message, ...source.positionOf(segments) });
  }
  if (located.length > 0) {
    located.sort(
      (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
    );
    throw new ConfigError(file, located);
  }
  return data as QaConfig;
}

/**
 * Fills in the performance domain's base URL from its fallbacks (the flag or input, this domain, the api
 * domain); returns what is still missing. When the api domain is enabled, its own required fields already report a
 * missing base URL. The schema has no fallback: the JSON Schema requires `domains.performance.schemaUrl`.
 */
function resolvePerformance(data: unknown, options: LoadOptions): Problem[] {
  const domains = objectAt(data, 'domains');
  const api = objectAt(domains, 'api') ?? {};
  const performance = objectAt(domains, 'performance');
  if (!performance) return [];
  const baseUrl = options.baseUrl ?? text(performance.baseUrl) ?? text(api.baseUrl);
  if (baseUrl) performance.baseUrl = baseUrl;
  const problems: Problem[] = [];
  if (options.baseUrl !== undefined && !(/^https?:\/\//.test(options.baseUrl) && URL.canParse(options.baseUrl))) {
    problems.push({
      path: '',
      message: `the base URL ${JSON.stringify(options.baseUrl)} (base-url input or --base-url) is not an http(s) URL`,
    });
  }
  if (performance.enabled !== true || api.enabled === true || baseUrl) return problems;
  problems.push({
    path: 'domains.performance.baseUrl',
    message:
      'is required when performance is enabled (or domains.api.baseUrl, or the base-url input); write the base URL of the system under test, e.g. "http://localhost:3000"',
  });
  return problems;
}

/**
 * Returns the problem with a hint when it is the missing `domains.performance.schemaUrl` and the api domain names a
 * schema: the user most likely wants that one, but copying it silently would hide which schema is load tested.
 */
function withSchemaHint(problem: Problem, data: unknown): Problem {
  if (problem.path !== 'domains.performance.schemaUrl' || !problem.message.startsWith('is required')) return problem;
  const api = objectAt(objectAt(data, 'domains'), 'api') ?? {};
  const key = text(api.schemaPath) ? 'schemaPath' : text(api.schemaUrl) ? 'schemaUrl' : undefined;
  if (!key) return problem;
  const value = JSON.stringify(api[key]);
  return {
    ...problem,
    message: `${problem.message}. The api domain's schema is ${value} (domains.api.${key}): write "schemaUrl": ${value} here to load test the same API`,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function objectAt(parent: unknown, key: string): Record<string, unknown> | undefined {
  const value = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function segmentsOf(problem: Problem): string[] {
  return problem.path === '$' ? [] : problem.path.split('.');
}
