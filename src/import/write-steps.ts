// A draft step written as loadtool.yaml data, the headers every step shares hoisted, the think time summed.
import type { DraftStep } from './draft-step.js';
import type { RecordedRequest } from './recorded.js';

/** A gap shorter than this between two requests is the client's, not a person's pause. */
const HUMAN_GAP_MS = 200;
/** One pause counts at most this much, and the think time of an iteration at most MAX_THINK_MS. */
const MAX_GAP_MS = 10_000;
const MAX_THINK_MS = 60_000;

/** Returns a step as loadtool.yaml data, its `${VAR}` path segments made `{param}`s. */
export function stepOf(step: DraftStep): Record<string, unknown> {
  const params: Record<string, string> = { ...step.params };
  const path = step.path
    .split('/')
    .map((segment) => {
      if (!segment.includes('${') || /^\{[A-Za-z_]\w*\}$/.test(segment)) return segment;
      const base = /\$\{([A-Za-z_]\w*)\}/.exec(segment)?.[1] ?? 'segment';
      let name = base;
      for (let n = 2; name in params; n++) name = `${base}${n}`;
      params[name] = segment;
      return `{${name}}`;
    })
    .join('/')
    .replace(/\s/g, '%20');
  const out: Record<string, unknown> = { name: step.name, endpoint: `${step.method} ${path}` };
  if (step.once) out.once = true;
  if (Object.keys(params).length > 0) out.params = params;
  if (step.query.length > 0) out.query = Object.fromEntries(step.query);
  if (step.headers.length > 0) out.headers = Object.fromEntries(step.headers);
  if (step.body?.kind === 'json') out.body = step.body.value;
  else if (step.body?.kind === 'form') {
    out.contentType = 'application/x-www-form-urlencoded';
    out.body = Object.fromEntries(step.body.fields);
  } else if (step.body?.kind === 'text') {
    out.contentType = step.contentType ?? 'text/plain';
    out.body = step.body.text;
  }
  if (step.expectStatus && step.expectStatus.length > 0) out.expect = { status: step.expectStatus };
  if (Object.keys(step.extract).length > 0) out.extract = step.extract;
  return out;
}

/**
 * Takes out of the steps the headers they all send alike: into `defaults` when the value holds no extracted value,
 * into the scenario's headers when it holds one and every step after the one that extracts it sends it (a flow
 * sends such a header from that step on). Returns both.
 */
export function scenarioHeaders(steps: DraftStep[]): {
  defaults: Record<string, string>;
  scenario: Record<string, string>;
} {
  const defaults: Record<string, string> = {};
  const scenario: Record<string, string> = {};
  const extractedBy = new Map<string, number>();
  steps.forEach((step, index) => {
    for (const name of Object.keys(step.extract)) extractedBy.set(name, index);
  });
  const candidates = new Map<string, [string, string]>();
  for (const step of steps)
    for (const [name, value] of step.headers) candidates.set(`${name.toLowerCase()}\n${value}`, [name, value]);
  for (const [key, [name, value]] of candidates) {
    const has = steps.map((step) => step.headers.some(([n, v]) => `${n.toLowerCase()}\n${v}` === key));
    const used = [...value.matchAll(/\$\{([A-Za-z_]\w*)\}/g)]
      .map((match) => extractedBy.get(match[1]!))
      .filter((i) => i !== undefined);
    const from = used.length === 0 ? 0 : Math.max(...used) + 1;
    if (from >= steps.length || !has.every((sent, index) => sent === index >= from)) continue;
    (used.length === 0 ? defaults : scenario)[name] = value;
    for (const step of steps) step.headers = step.headers.filter(([n, v]) => `${n.toLowerCase()}\n${v}` !== key);
  }
  return { defaults, scenario };
}

/**
 * Returns the scenario's think time: the pauses of the recording summed (each gap between a response and the next
 * request longer than a client's own, bounded, and the script's sleeps), rounded to 100 ms; a flow pauses once per
 * iteration, after its last step (docs/import.md). Undefined when there is none.
 */
export function thinkTimeOf(requests: RecordedRequest[]): string | undefined {
  let total = 0;
  requests.forEach((request, index) => {
    total += Math.min(request.pauseAfterMs ?? 0, MAX_GAP_MS);
    const next = requests[index + 1];
    if (!next || next.startMs === undefined) return;
    const end = request.endMs ?? request.startMs;
    if (end === undefined) return;
    const gap = next.startMs - end;
    if (gap >= HUMAN_GAP_MS) total += Math.min(gap, MAX_GAP_MS);
  });
  const rounded = Math.min(Math.round(total / 100) * 100, MAX_THINK_MS);
  if (rounded === 0) return undefined;
  return rounded % 1000 === 0 ? `${rounded / 1000}s` : `${rounded}ms`;
}
