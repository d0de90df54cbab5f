import { readFile } from 'node:fs/promises';
import { findDrift, type Drift } from '../loadtest/drift.js';
import type { LoadTest } from '../loadtest/types.js';
import { findPlan } from '../plan/find-plan.js';
import { readScope } from '../plan/read-scope.js';
import { selectOperations } from '../plan/select-operations.js';
import type { ApiDescription } from '../schema/operation.js';
import { readApiSchema } from '../schema/read-schema.js';
import type { SchemaHeaders } from '../schema/schema-headers.js';

export interface DriftOptions {
  /** A schema URL, or a path relative to `baseDir`. */
  schema: string;
  /** The plan whose scope says which operations should be covered; `none`, or absent and not found: the safe ones. */
  plan?: string;
  /** Where relative paths start, and where qa-plan.md is looked up. */
  baseDir: string;
  docsPath?: string | null;
  /** Headers to fetch the schema with (see schemaHeadersFor). */
  headers?: SchemaHeaders;
  /** Aborts reading the schema: checkDrift then throws a CancelledError. */
  signal?: AbortSignal;
}

/** Reads the schema and the plan's scope; returns how the load test has drifted from them, and the API read. */
export async function checkDrift(loadTest: LoadTest, options: DriftOptions): Promise<Drift & { api: ApiDescription }> {
  const api = await readApiSchema(options.schema, {
    baseDir: options.baseDir,
    headers: options.headers,
    signal: options.signal,
    include: () => true,
  });
  const planFile =
    options.plan === 'none'
      ? undefined
      : await findPlan({ plan: options.plan, root: options.baseDir, docsPath: options.docsPath });
  const scope = planFile
    ? readScope(await readFile(planFile, 'utf8'), planFile)
    : { found: false, entries: [], defaults: {} };
  const inScope = selectOperations(scope, api.operations, planFile ?? 'qa-plan.md', api).map(
    ({ operation }) => operation,
  );
  return { ...findDrift(loadTest, api.operations, inScope), api };
}
