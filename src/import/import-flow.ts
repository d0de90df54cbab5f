// src/import/ turns a HAR, a Postman collection or a k6 script into loadtool.yaml flows; this is the shared spine.
import { stringify } from 'yaml';
import { correlate } from './correlate.js';
import { draftOf, isSendable, type DraftStep } from './draft-step.js';
import { filterNotes, filterRequests } from './filter-requests.js';
import type { RecordedJourney } from './recorded.js';
import { hideSecrets, type Variables } from './secrets.js';
import { stepOf, scenarioHeaders, thinkTimeOf } from './write-steps.js';
import { ImportError } from './import-error.js';

/** Headers a browser or client adds by itself, which a load test's client sets (or need not send). */
const NOISE_HEADER =
  /^(?::.*|host|connection|content-length|accept-encoding|accept-language|user-agent|origin|referer|sec-.*|pragma|cache-control|dnt|upgrade-insecure-requests|priority|te|keep-alive|if-none-match|if-modified-since|postman-token|accept)$/i;
const LOGIN_PATH = /(?:log-?in|sign-?in|auth|token|session)/i;

/** The options every import takes. */
export interface ImportOptions {
  /** The main host: its requests are kept, the others left out (default: the host most requests go to). */
  host?: string;
  /** Where the file is written, for the messages. */
  file: string;
}

/** What an import gives: the file's text, the variables to set, and what was left out. */
export interface Imported {
  text: string;
  variables: Variables;
  notes: string[];
  /** The secret values found, to mask what is printed (docs/import.md). */
  secrets: string[];
  steps: number;
  extracts: string[];
}

/** Returns the loadtool.yaml text of a journey: one flow scenario, correlated, its secrets as variables. */
export function importFlow(journey: RecordedJourney, options: ImportOptions): Imported {
  const notes = [...journey.notes];
  const filtered = filterRequests(journey.requests, options.host);
  notes.push(...filterNotes(filtered));
  const origin = filtered.origin;
  if (!origin || filtered.kept.length === 0)
    throw new ImportError(options.file, [
      {
        path: '',
        message:
          'no request to an API host is left to import: the input holds only static assets, preflights or requests to other hosts (pass --host to choose the API host)',
      },
    ]);
  const steps: DraftStep[] = [];
  for (const request of filtered.kept) {
    if (!isSendable(request.method)) {
      notes.push(
        `left out ${request.method} ${request.url}: a load test sends GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS`,
      );
      continue;
    }
    const step = draftOf(request, origin);
    step.headers = step.headers.filter(([name]) => !NOISE_HEADER.test(name));
    const contentType = step.headers.find(([name]) => /^content-type$/i.test(name))?.[1];
    step.headers = step.headers.filter(([name]) => !/^content-type$/i.test(name));
    if (contentType && step.body && !/json/i.test(contentType) && !step.contentType) step.contentType = contentType;
    steps.push(step);
  }
  correlate(steps);
  const variables: Variables = new Map(journey.variables);
  const secrets = [...(journey.secrets ?? []), ...hideSecrets(steps, variables)];
  nameSteps(steps);
  markLogins(steps);
  const { defaults, scenario } = scenarioHeaders(steps);
  const flowScenario: Record<string, unknown> = {
    name: journey.name,
    concurrentUsers: journey.load?.concurrentUsers ?? 10,
    duration: journey.load?.duration ?? '30s',
  };
  if (journey.load?.rampUp) flowScenario.rampUp = journey.load.rampUp;
  const thinkTime = thinkTimeOf(filtered.kept);
  if (thinkTime) flowScenario.thinkTime = thinkTime;
  if (journey.load?.thresholds && Object.keys(journey.load.thresholds).length > 0)
    flowScenario.thresholds = journey.load.thresholds;
  if (Object.keys(scenario).length > 0) flowScenario.headers = scenario;
  flowScenario.flow = steps.map(stepOf);
  const document: Record<string, unknown> = { version: 1, baseUrl: journey.baseUrl ?? origin };
  if (Object.keys(defaults).length > 0) document.defaults = { headers: defaults };
  document.scenarios = [flowScenario];
  const header = `# Imported by loadtool import: ${steps.length} step(s). Set ${variables.size === 0 ? 'no variable' : [...variables.keys()].join(', ')} before a run.\n`;
  return {
    text: header + stringify(document, { lineWidth: 0 }),
    variables,
    notes,
    secrets,
    steps: steps.length,
    extracts: steps.flatMap((step) => Object.keys(step.extract).map((key) => `${key} (${step.name})`)),
  };
}

/** Names each step uniquely: the input's name, else its method and path as correlation left it (`GET /pets/{id}`). */
function nameSteps(steps: DraftStep[]): void {
  const names = new Set<string>();
  for (const step of steps) {
    const base = (step.recorded.name ?? String(stepOf(step).endpoint)).slice(0, 95);
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base} (${n})`;
    names.add(name);
    step.name = name;
  }
}

/**
 * Marks as `once` the logins at the start of the flow: a POST to a login-like path, or one whose body the secrets
 * pass turned into variables, that gives a value later steps send. One measured step is always left.
 */
function markLogins(steps: DraftStep[]): void {
  for (const [index, step] of steps.entries()) {
    if (index === steps.length - 1) return;
    const credentials = step.body !== undefined && JSON.stringify(step.body).includes('${');
    const login =
      step.method === 'POST' && (LOGIN_PATH.test(step.path) || credentials) && Object.keys(step.extract).length > 0;
    if (!login) return;
    step.once = true;
  }
}
