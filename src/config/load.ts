import { readFile, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import schema from '../../schemas/qa.config.schema.json' with { type: 'json' };
import type { Problem } from '../input-error.js';
import { ConfigError, ConfigNotFoundError } from './config-error.js';
import { parseJsonSource } from './json-source.js';
import { problemsFromSchemaErrors } from './schema-problems.js';
import type { QaConfig } from './types.js';

/** A configuration file is a few kilobytes; anything past this is not one. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadOptions {
  /** The `base-url` input or `--base-url` flag: wins over the file's base URLs. */
  baseUrl?: string;
}

let validator: ValidateFunction | undefined;

function validate(data: unknown) {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, useDefaults: true, verbose: true, strict: true, strictRequired: false });
    // ajv-formats is CommonJS; its plugin is also its own `default` property, which both Node and the bundle see.
    formats.default(ajv, ['uri']);
    ajv.addFormat('http-url-or-relative-path', (value: string) =>
      /^https?:\/\/\S+$/.test(value) ? URL.canParse(value) : !/^[A-Za-z][\w+.-]*:/.test(value) && !isAbsolute(value),
    );
    validator = ajv.compile(schema);
  }
  // ajv checks if/then before it fills in the defaults of `properties`: the first pass fills them in, so that the
  // second sees a missing domain or thresholds object as the empty object it defaults to.
  validator(data);
  return validator(data) ? [] : (validator.errors ?? []);
}

/** Reads and validates a `qa.config.json`; returns the effective config or throws a ConfigError with every problem. */
export async function loadConfig(file: string, options: LoadOptions = {}): Promise<QaConfig> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new ConfigNotFoundError(file);
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
  return parseConfig(await readFile(file, 'utf8'), file, options);
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
  const problems = [...problemsFromSchemaErrors(validate(data), schema, data), ...resolvePerformance(data, options)];
  if (problems.length > 0) {
    const located = problems.map((problem) =>
      problem.path ? { ...problem, ...source.positionOf(segmentsOf(problem)) } : problem,
    );
    located.sort(
      (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
    );
    throw new ConfigError(file, located);
  }
  return data as QaConfig;
}

/**
 * Fills in the performance domain's base URL and schema from their fallbacks; returns what is still missing. When
 * the api domain is enabled, its own required fields already report a missing base URL or schema.
 */
function resolvePerformance(data: unknown, options: LoadOptions): Problem[] {
  const domains = objectAt(data, 'domains');
  const api = objectAt(domains, 'api') ?? {};
  const performance = objectAt(domains, 'performance');
  if (!performance) return [];
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const baseUrl = options.baseUrl ?? text(performance.baseUrl) ?? text(api.baseUrl);
  const schemaUrl = text(performance.schemaUrl) ?? text(api.schemaUrl) ?? text(api.schemaPath);
  if (baseUrl) performance.baseUrl = baseUrl;
  if (schemaUrl) performance.schemaUrl = schemaUrl;
  const problems: Problem[] = [];
  if (options.baseUrl !== undefined && !(/^https?:\/\//.test(options.baseUrl) && URL.canParse(options.baseUrl))) {
    problems.push({
      path: '',
      message: `the base URL ${JSON.stringify(options.baseUrl)} (base-url input or --base-url) is not an http(s) URL`,
    });
  }
  if (performance.enabled !== true || api.enabled === true) return problems;
  if (!baseUrl) {
    problems.push({
      path: 'domains.performance.baseUrl',
      message:
        'is required when performance is enabled (or domains.api.baseUrl, or the base-url input); write the base URL of the system under test, e.g. "http://localhost:3000"',
    });
  }
  if (!schemaUrl) {
    problems.push({
      path: 'domains.performance.schemaUrl',
      message:
        'is required when performance is enabled (or domains.api.schemaUrl or schemaPath); write an http(s) URL or a path relative to qa.config.json, e.g. "./openapi.yaml"',
    });
  }
  return problems;
}

function objectAt(parent: unknown, key: string): Record<string, unknown> | undefined {
  const value = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function segmentsOf(problem: Problem): string[] {
  return problem.path === '$' ? [] : problem.path.split('.');
}
