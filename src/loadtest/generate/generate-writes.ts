// Which writes generation writes, and how each keeps to the records the run creates.
// See docs/real-data-and-flows.md#writes.
import type { Operation, RequestData } from '../../schema/operation.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';
import type { OwnWrite } from './generate-flow.js';

/** An operation in scope with the overrides of its plan line. */
export interface SelectedOperation {
  operation: Operation;
  overrides?: PerfOverrides;
}

/**
 * Returns the operations to generate, each write with the plan it follows, and the writes left out with the reason.
 * With `own` (the default) a write that names a record gets the record's key from a create step (`${id}`) instead of
 * a source in the API, and one with no way to keep to created records is left out. A value the plan line gives for
 * every key is the user's choice: such a write is sent as written. With `existing`, writes take ids from the API as
 * reads do; a create still removes what it made.
 */
export function ownWrites(
  selected: readonly SelectedOperation[],
  mode: 'own' | 'existing',
): {
  selected: Array<SelectedOperation & { write?: OwnWrite }>;
  notGenerated: Array<{ key: string; reason: string }>;
} {
  const kept: Array<SelectedOperation & { write?: OwnWrite }> = [];
  const notGenerated: Array<{ key: string; reason: string }> = [];
  for (const entry of selected) {
    const plan = entry.operation.write;
    const given = entry.overrides?.params ?? {};
    if (!plan || (plan.kind !== 'create' && mode === 'existing')) kept.push(entry);
    else if (plan.kind === 'create') kept.push({ ...entry, write: plan });
    else if (plan.kind === 'refused') {
      const params = Object.keys(entry.operation.request.params ?? {});
      if (params.length > 0 && params.every((name) => name in given)) kept.push(entry);
      else notGenerated.push({ key: entry.operation.key, reason: plan.reason });
    } else if (Object.keys(plan.keys).every((name) => name in given)) kept.push(entry);
    else kept.push({ ...entry, operation: withKeys(entry.operation, plan.keys), write: plan });
  }
  return { selected: kept, notGenerated };
}

/** Returns the operation with its keys set to the values a create step extracts, no longer taken from the API. */
function withKeys(operation: Operation, keys: Record<string, string>): Operation {
  const { sources, unsourced, created, ...rest } = operation;
  const without = (values: Record<string, unknown> | undefined) =>
    values && Object.keys(values).some((name) => !(name in keys))
      ? Object.fromEntries(Object.entries(values).filter(([name]) => !(name in keys)))
      : undefined;
  const request: RequestData = { ...operation.request };
  for (const [name, value] of Object.entries(keys)) {
    if (request.graphql) {
      request.graphql = { ...request.graphql, variables: { ...request.graphql.variables, [name]: value } };
    } else if (request.params && name in request.params) request.params = { ...request.params, [name]: value };
    else request.query = { ...request.query, [name]: value };
  }
  const kept = {
    sources: without(sources) as Operation['sources'],
    unsourced: without(unsourced) as Operation['unsourced'],
    created: without(created) as Operation['created'],
  };
  return {
    ...rest,
    request,
    ...(kept.sources && { sources: kept.sources }),
    ...(kept.unsourced && { unsourced: kept.unsourced }),
    ...(kept.created && { created: kept.created }),
  };
}

/** Returns the line `generate` prints for a write it left out: why, and the plan line that would allow it. */
export function notGeneratedNote({ key, reason }: { key: string; reason: string }): string {
  return `not generated: ${key}: ${reason}, so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data`;
}

/** Returns `existing` when the plan's defaults or one of its lines say `Writes: existing`, else `own`. */
export function writesMode(layers: ReadonlyArray<PerfOverrides | undefined>): 'own' | 'existing' {
  return layers.some((layer) => layer?.writes === 'existing') ? 'existing' : 'own';
}
