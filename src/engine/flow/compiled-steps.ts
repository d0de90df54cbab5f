// A flow's steps compiled once before the run: each step's request and what it extracts from the response.
import type { Dispatcher } from 'undici';
import type { JsonValue } from 'jsonpath-rfc9535';
import { compileJsonPath, type CompiledJsonPath } from '../../json-path.js';
import type { FlowStep } from '../../loadtest/types.js';
import { isBuiltIn } from '../../placeholders.js';
import { BodyChecks, CHECKED_BODY_BYTES, parse } from '../http/body-checks.js';
import { headerValues } from '../http/lean/raw-headers.js';
import { buildRequest, dispatchOptions } from '../http/build-request.js';
import { conformanceOf, type Conformance } from '../http/conformance.js';
import { statusTable } from '../error-category.js';
import { perRequestNames, RequestTemplate, type RequestValues } from '../http/request-template.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';

/** A value a step takes from its response, compiled once: a JSONPath on the body, or a header (lower case). */
interface CompiledExtraction {
  name: string;
  path?: CompiledJsonPath;
  header?: string;
  /** The part of the header to take: the first capture group of this expression, else its whole match. */
  match?: RegExp;
  /** How the extraction is named in a sample and in `byCheck`: `extract id: $.data[0].id`. */
  label: string;
}

/**
 * One step of a flow, ready to run: its recorder and checks, shared by the scenario's users, and its request, built
 * once when it uses no extracted value and no `${uuid}`, or else built per request from its text with the environment
 * filled in once.
 */
export interface FlowStepPlan {
  step: FlowStep;
  /** `http://host:port` of the step's URL. */
  origin: string;
  recorder: ScenarioRecorder;
  checks: BodyChecks | undefined;
  /** The step's response contract, compiled once (src/engine/http/conformance.ts); undefined without one. */
  conformance: Conformance | undefined;
  /** The request built once; undefined when the step uses a value extracted by an earlier step, or `${uuid}`. */
  request: Dispatcher.DispatchOptions | undefined;
  /** Builds the request of a user with its extracted values; undefined when `request` is set. */
  template: RequestTemplate | undefined;
  /** The extracted names its request uses: a cleanup step is sent only when the user has a value for each. */
  needs: readonly string[];
  /** Whether its latency and bytes are the iteration's: false for `measure: false` (and for once and cleanup steps). */
  inFlowFigures: boolean;
  extractions: CompiledExtraction[];
  /** Responses whose extraction failed, by extraction index. */
  extractFailed: Float64Array;
  /** How much of an ok response's body the step reads: for GraphQL errors, expect.json or a JSONPath extraction. */
  keepBytes: number;
  /** Whether the step reads response headers (a header extraction). */
  readsHeaders: boolean;
  graphql: boolean;
}

/**
 * Returns the plans of a flow's steps, in order. `secrets` receives the environment values filled in (to be masked);
 * the array is also each recorder's list of secrets, so that the caller can add the values once steps extract.
 * Throws, naming the step, when a step needs an environment variable that is not set.
 */
export function planFlowSteps(
  baseUrl: string,
  steps: readonly FlowStep[],
  env: NodeJS.ProcessEnv,
  secrets: string[],
): FlowStepPlan[] {
  // The names extracted by the steps before: a once step's are known to every later step, since it runs first.
  const extracted = new Set<string>();
  return steps.map((step): FlowStepPlan => {
    try {
      const plan = planStep(baseUrl, step, perRequestNames(step, extracted), env, secrets);
      for (const { name } of step.extract) extracted.add(name);
      return plan;
    } catch (error) {
      // A URL error's own message may quote the URL with values filled in: it goes up as is, to be replaced.
      if ((error as { code?: unknown }).code === 'ERR_INVALID_URL') throw error;
      throw new Error(`step ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/** Returns one step's plan; `names` are the extracted names its request uses, and `uuid` when it uses `${uuid}`. */
function planStep(
  baseUrl: string,
  step: FlowStep,
  names: Set<string>,
  env: NodeJS.ProcessEnv,
  secrets: string[],
): FlowStepPlan {
  const addSecret = (value: string) => {
    if (!secrets.includes(value)) secrets.push(value);
  };
  let origin: string;
  let request: Dispatcher.DispatchOptions | undefined;
  let template: RequestTemplate | undefined;
  if (names.size === 0) {
    const built = buildRequest(baseUrl, step, env);
    built.secrets.forEach(addSecret);
    origin = built.origin;
    request = dispatchOptions(built);
  } else {
    template = new RequestTemplate(baseUrl, step, names, env, addSecret);
    origin = template.origin;
  }
  const checks = step.expectJson && new BodyChecks(step.expectJson);
  const extractions = step.extract.map((one): CompiledExtraction => {
    if ('path' in one)
      return { name: one.name, path: compileJsonPath(one.path), label: `extract ${one.name}: ${one.path}` };
    return {
      name: one.name,
      header: one.header.toLowerCase(),
      ...(one.match !== undefined && { match: new RegExp(one.match) }),
      label: `extract ${one.name}: header ${one.header}${one.match === undefined ? '' : ` match ${one.match}`}`,
    };
  });
  const graphql = step.graphql !== undefined;
  return {
    step,
    origin,
    recorder: new ScenarioRecorder(statusTable(step.expectStatus), secrets),
    checks,
    conformance: conformanceOf(step.responseContract),
    request,
    template,
    needs: [...names].filter((name) => !isBuiltIn(name)),
    inFlowFigures: !step.once && !step.cleanup && step.measure !== false,
    extractions,
    extractFailed: new Float64Array(extractions.length),
    keepBytes: graphql || checks || extractions.some((one) => one.path) ? CHECKED_BODY_BYTES : 0,
    readsHeaders: extractions.some((one) => one.header),
    graphql,
  };
}

/**
 * Returns the values of a response's extractions in `into`, or the index of the first that found nothing: the body
 * (its first `kept` of `bytes` bytes) parsed once when a JSONPath needs it, a header from undici's raw headers. A
 * JSON number, boolean, object or list is kept as its JSON text and, apart, as itself (see RequestValues).
 */
export function extractValues(
  plan: FlowStepPlan,
  body: Buffer | undefined,
  kept: number,
  bytes: number,
  rawHeaders: Buffer[] | undefined,
  into: RequestValues,
): number {
  let json: JsonValue | undefined;
  let parsed = false;
  const extractions = plan.extractions;
  for (let index = 0; index < extractions.length; index++) {
    const extraction = extractions[index]!;
    let value: string | undefined;
    let typed: JsonValue | undefined;
    if (extraction.path) {
      if (!parsed) {
        parsed = true;
        json = body && bytes <= kept ? parse(body, kept) : undefined;
      }
      const [match] = json === undefined ? [] : extraction.path(json);
      if (typeof match === 'string') value = match;
      else if (match !== undefined && match !== null) {
        value = JSON.stringify(match);
        typed = match;
      }
    } else {
      value = rawHeaders && headerValues(rawHeaders, extraction.header!)[0];
      if (value !== undefined && extraction.match) {
        const found = extraction.match.exec(value);
        value = found ? (found[1] ?? found[0]) : undefined;
      }
    }
    if (value === undefined || value === '') {
      plan.extractFailed[index]!++;
      return index;
    }
    into.text[extraction.name] = value;
    into.json[extraction.name] = typed;
  }
  return -1;
}

/** Returns the `byCheck` entries of a step's failed extractions. */
export function extractionCounts(plan: FlowStepPlan): Record<string, number> {
  const counts: Record<string, number> = {};
  plan.extractFailed.forEach((count, index) => {
    if (count > 0) counts[plan.extractions[index]!.label] = count;
  });
  return counts;
}
