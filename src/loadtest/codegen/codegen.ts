// src/loadtest/codegen/ is `loadtool codegen`; this writes a scenario as a script module that sends the same requests.
import { findPlaceholders, isBuiltIn } from '../../placeholders.js';
import { jsLocal, jsonPathAccess, jsString, jsValue, type PlaceholderRef } from './codegen-js.js';
import type { Extraction, FlowStep, JsonCheck, Scenario } from '../types.js';

/** The module is the starting point for logic the YAML cannot hold. Pure: the command reads and writes the files. */

/** A request of a scenario or a flow step, as codegen writes it. */
type Request = Omit<FlowStep, 'once' | 'extract' | 'refreshOn' | 'line' | 'thresholds' | 'measure' | 'cleanup'> & {
  measure?: false;
  cleanup?: true;
  once?: boolean;
  extract?: Extraction[];
  refreshOn?: number[];
};

/**
 * Returns the TypeScript module of a scenario: one `vu.request` for a single-request scenario; for a flow, its once
 * steps in `once()` (what they extract kept in `vu.vars`), the steps of an iteration in the default export and its
 * cleanup steps in `cleanup()`, which the script engine does not call. `${uuid}` is `crypto.randomUUID()`. `headers`
 * are the scenario's own (defaults merged): the script scenario keeps sending them, so requests repeat only the others.
 */
export function codegenScript(scenario: Scenario, headers: Record<string, string> | undefined): string {
  const steps: Request[] = scenario.flow ?? [{ ...scenario, name: scenario.name }];
  // What cleanup() reads of an iteration's values is kept in vu.vars too: the user's last values, as the flow's.
  const forCleanup = new Set(
    steps.filter((step) => step.cleanup).flatMap((step) => findPlaceholders(JSON.stringify(step)).map((p) => p.name)),
  );
  const kept = new Set(
    steps
      .filter((step) => step.once || step.cleanup)
      .flatMap((step) => (step.extract ?? []).map((e) => e.name))
      .concat(steps.flatMap((step) => (step.extract ?? []).map((e) => e.name)).filter((name) => forCleanup.has(name))),
  );
  const onceLines: string[] = [];
  const runLines: string[] = [];
  const cleanupLines: string[] = [];
  for (const source of scenario.sources ?? []) {
    onceLines.push(
      `// ${source.in} ${source.name} comes from ${source.source.from} (${source.source.pick}): fetch it here with`,
      `// vu.request and keep it, e.g. vu.vars.${jsLocal(source.name)} = …; the requests below read vu.vars.${jsLocal(source.name)}.`,
    );
  }
  const locals = new Set<string>();
  steps.forEach((step, index) => {
    const lines = step.once ? onceLines : step.cleanup ? cleanupLines : runLines;
    // A later step's `${name}` is what an earlier one extracted (kept by once() or a local of this iteration), else
    // an environment variable: the order in which the flow's engine reads it.
    const ref: PlaceholderRef = (name) =>
      isBuiltIn(name)
        ? 'crypto.randomUUID()'
        : locals.has(name) && !step.once && !step.cleanup
          ? jsLocal(name)
          : kept.has(name)
            ? `vu.vars.${name}`
            : `vu.env('${name}')`;
    if (step.upload)
      lines.push(
        '// loadtool.yaml uploads a file here (docs/loadtool-yaml.md#uploads); a script sends text bodies, so the request below has none.',
      );
    if (step.measure === false)
      lines.push(
        "// measure: false in loadtool.yaml: not in the flow's figures there; a script measures it as a step.",
      );
    const sourced = new Set((scenario.sources ?? []).map((source) => `${source.in}:${source.name}`));
    lines.push(...requestLines(step, index, headers, ref, sourced));
    for (const extraction of step.extract ?? []) {
      lines.push(extractLine(extraction, `res${index + 1}`, step.once === true || step.cleanup === true));
      if (!step.once && !step.cleanup) {
        locals.add(extraction.name);
        if (forCleanup.has(extraction.name)) lines.push(`vu.vars.${extraction.name} = ${jsLocal(extraction.name)};`);
      }
    }
  });
  const out = [
    `// A script for the scenario ${JSON.stringify(scenario.name).replace(/\*\//g, '*\\/')}, written by \`loadtool codegen\`: it sends the requests the`,
    "// scenario sent. Edit it freely; qa-perf's docs/scripts.md has the API.",
    "import type { VirtualUser } from 'qa-perf';",
    '',
  ];
  if (onceLines.length > 0) {
    out.push(
      '/** Runs once per virtual user before its measured iterations (a login): not measured. */',
      'export async function once(vu: VirtualUser): Promise<void> {',
      ...indent(onceLines),
      '}',
      '',
    );
  }
  out.push(
    "/** One iteration of a virtual user, run again and again for the scenario's duration. */",
    'export default async function (vu: VirtualUser): Promise<void> {',
    ...indent(runLines),
    '}',
    '',
  );
  if (cleanupLines.length > 0) {
    out.push(
      "/** The flow's cleanup (cleanup: true), once per user after the measured time: a script has no such hook, so call it yourself. */",
      'export async function cleanup(vu: VirtualUser): Promise<void> {',
      ...indent(cleanupLines),
      '}',
      '',
    );
  }
  return out.join('\n');
}

function indent(lines: string[]): string[] {
  return lines.flatMap((line) => line.split('\n')).map((line) => (line === '' ? line : `  ${line}`));
}

/** Returns the lines of one request: `const resN = await vu.request(…)`, and its `expect.json` as checks. */
function requestLines(
  step: Request,
  index: number,
  scenarioHeaders: Record<string, string> | undefined,
  ref: PlaceholderRef,
  sourced: Set<string>,
): string[] {
  const params = (name: string): string => {
    if (sourced.has(`params:${name}`)) return `\${encodeURIComponent(String(vu.vars.${jsLocal(name)}))}`;
    const value = step.params?.[name];
    if (value === undefined) return `{${name}}`;
    const literal = jsString(String(value), ref);
    // A fixed value is encoded now; a placeholder's at run time, as the engine encodes each filled value.
    return literal.startsWith("'")
      ? encodeURIComponent(String(value)).replace(/[`\\]/g, '\\$&')
      : `\${encodeURIComponent(${literal})}`;
  };
  const path = step.path.replace(/[`\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => params(name));
  const pathLiteral = path.includes('${') ? `\`${path}\`` : `'${path.replace(/'/g, "\\'")}'`;
  const options: string[] = [`name: ${jsString(step.name, ref)}`];
  const headers = ownHeaders(step.headers, scenarioHeaders);
  if (step.query && Object.keys(step.query).length > 0) options.push(`query: ${jsValue(step.query, ref)}`);
  options.push(...bodyOptions(step, headers, ref));
  if (Object.keys(headers).length > 0) options.push(`headers: ${jsValue(headers, ref)}`);
  if (step.expectStatus) options.push(`expect: { status: [${step.expectStatus.join(', ')}] }`);
  if (step.followRedirects) options.push(`followRedirects: ${step.followRedirects}`);
  if (step.crossOrigin) options.push('crossOrigin: true');
  const lines: string[] = [];
  if (step.refreshOn) {
    lines.push(
      `// The flow ran this step again when a later one got ${step.refreshOn.join(' or ')}: do so here if needed.`,
    );
  }
  const uses = (step.extract?.length ?? 0) > 0 || (step.expectJson?.length ?? 0) > 0;
  lines.push(
    `${uses ? `const res${index + 1} = ` : ''}await vu.request('${step.method}', ${pathLiteral}, {`,
    ...options.map((option) => `  ${option.replace(/\n/g, '\n  ')},`),
    '});',
  );
  for (const check of step.expectJson ?? []) lines.push(checkLine(check, `res${index + 1}`, step.name));
  return lines;
}

/** Returns the headers a request sends beyond the scenario's (which every request of the script gets). */
function ownHeaders(
  headers: Record<string, string> | undefined,
  scenarioHeaders: Record<string, string> | undefined,
): Record<string, string> {
  const shared = new Map(Object.entries(scenarioHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name, value]) => shared.get(name.toLowerCase()) !== value),
  );
}

/** Returns the body options of a request, serialized as the engine does; may add a content-type header. */
function bodyOptions(step: Request, headers: Record<string, string>, ref: PlaceholderRef): string[] {
  const hasHeader = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if (step.graphql) {
    if (!hasHeader('accept')) headers['accept'] = 'application/graphql-response+json, application/json';
    return [`json: ${jsValue(step.graphql, ref, 0, true)}`];
  }
  if (step.body === undefined) return [];
  const contentType = step.contentType ?? 'application/json';
  if (step.contentType && !hasHeader('content-type')) headers['content-type'] = step.contentType;
  if (/json/i.test(contentType)) return [`json: ${jsValue(step.body, ref, 0, true)}`];
  if (/x-www-form-urlencoded/i.test(contentType) && step.body && typeof step.body === 'object') {
    const fields = Object.fromEntries(
      Object.entries(step.body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return [`body: new URLSearchParams(${jsValue(fields, ref)}).toString()`];
  }
  const text = typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
  return [`body: ${jsString(text, ref)}`];
}

/** Returns the line that keeps an extracted value: in `vu.vars` for once(), a local of the iteration otherwise. */
function extractLine(extraction: Extraction, response: string, once: boolean): string {
  const target = once ? `vu.vars.${extraction.name}` : `const ${jsLocal(extraction.name)}`;
  if ('header' in extraction) {
    const header = `${response}.headers[${jsString(extraction.header.toLowerCase(), () => '')}]`;
    if (!extraction.match) return `${target} = ${header};`;
    const pattern = `new RegExp(${jsString(extraction.match, () => '')})`;
    return `${target} = ((match) => match?.[1] ?? match?.[0])(${pattern}.exec(${header} ?? ''));`;
  }
  const access = jsonPathAccess(extraction.path, `${response}.json<any>()`);
  if (access) return `${target} = ${access};`;
  return `${target} = undefined; // TODO: read ${extraction.path} from ${response}.json()`;
}

/** Returns the `vu.check` of an `expect.json` entry, on an ok response as the engine checks it. */
function checkLine(check: JsonCheck, response: string, stepName: string): string {
  const access = jsonPathAccess(check.path, `${response}.json<any>()`);
  const name = jsString(
    `${stepName}: ${check.path} ${check.expect === 'equals' ? `equals ${JSON.stringify(check.value)}` : `is ${check.expect}`}`,
    () => '',
  );
  if (!access) return `// TODO: check ${check.path} (${check.expect}) on ${response}.json() with vu.check`;
  const condition =
    check.expect === 'absent'
      ? `${access} === undefined`
      : check.expect === 'present'
        ? `${access} !== undefined`
        : `${access} === ${JSON.stringify(check.value)}`;
  return `if (${response}.ok) vu.check(${name}, () => ${condition});`;
}
