// The drift check: how a committed load test has drifted from the API schema and the plan's scope.
import { findDrift, type Drift } from '../../loadtest/drift.js';
import type { LoadTest } from '../../loadtest/types.js';
import { scopeWarnings, selectOperations } from '../../plan/select-operations.js';
import type { ApiDescription } from '../../schema/operation.js';
import { readApiSchema } from '../../schema/read-schema.js';
import type { SchemaHeaders } from '../../schema/schema-headers.js';
import type { TlsOptions } from '../../tls-options.js';
import { readPlan, type PlanScope } from './plan-stage.js';

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
  /** The load test's TLS options, to fetch a schema URL with; absent: the public CAs. */
  tls?: TlsOptions;
}

/**
 * Reads the plan's scope and the schema; returns how the load test has drifted from them, and the API read: for
 * `loadtool validate --schema`, which starts from the files. The pipeline has read the plan already and calls
 * driftFrom.
 */
export async function checkDrift(loadTest: LoadTest, options: DriftOptions): Promise<Drift & { api: ApiDescription }> {
  const plan = await readPlan({ plan: options.plan, root: options.baseDir, docsPath: options.docsPath });
  return driftFrom(loadTest, plan, options);
}

/**
 * Reads the schema; returns how the load test has drifted from it and from the plan's scope (no plan: the operations
 * safe to repeat should be covered; those the plan's `not` lines leave out need not be), and the API read.
 */
export async function driftFrom(
  loadTest: LoadTest,
  plan: PlanScope,
  options: Omit<DriftOptions, 'plan' | 'docsPath'>,
): Promise<Drift & { api: ApiDescription }> {
  const api = await readApiSchema(options.schema, {
    baseDir: options.baseDir,
    headers: options.headers,
    signal: options.signal,
    tls: options.tls,
    include: () => true,
  });
  const file = plan.file ?? 'qa-plan.md';
  const inScope = selectOperations(plan.scope, api.operations, file, api).map(({ operation }) => operation);
  const warnings = scopeWarnings(plan.scope, api).map((warning) => ({ file, ...warning }));
  return { ...findDrift(loadTest, api.operations, inScope), ...(warnings.length > 0 && { plan: warnings }), api };
}
