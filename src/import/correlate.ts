// Correlation: a value an earlier response gave that a later request sends becomes an extract and `${name}`.
import { isRecord } from '../json-record.js';
import { sentText, type DraftStep } from './draft-step.js';

/** A value one response gave, where to take it from, and the name it gets once a later request uses it. */
interface Candidate {
  value: string;
  /** Whether the value may be found inside a longer text (long enough not to be found by chance). */
  partial: boolean;
  /** A JSON number: sent alone in a JSON body it stays a number. */
  number: boolean;
  baseName: string;
  producer: DraftStep;
  extract: string | { header: string; match?: string };
  name?: string;
}

const MAX_LEAVES = 2_000;
const MAX_DEPTH = 32;
/** Response headers whose values a later request may send back (a redirect's Location, a CSRF token). */
const CARRIED_HEADERS = /^(?:location|x-csrf-token|x-xsrf-token|csrf-token|x-request-token)$/i;

/** What separates the values of a request's text: a value found is one whole piece between them. */
const SEPARATORS = /[\s"'&=?/:,;{}[\]()<>\\]+/;
/** The most values remembered at once: the oldest are forgotten first, so that a long recording stays linear. */
const MAX_KNOWN = 50_000;

/**
 * Turns each value a later step sends back into an extract on the step that got it and `${name}` where it is sent.
 * Values are looked up by the pieces of each request's text (a set), not searched for, so that a recording of
 * thousands of requests with large bodies is correlated in time proportional to its size.
 */
export function correlate(steps: DraftStep[]): void {
  const known = new Map<string, Candidate>();
  /** Values with a separator inside (a whole Location URL): few, searched for in the text. */
  const spanning = new Map<string, Candidate>();
  const names = new Set<string>(steps.flatMap((step) => Object.keys(step.extract)));
  const sentPieces = new Set<string>();
  const sentTexts: string[] = [];
  for (const step of steps) {
    const original = sentText(step);
    const pieces = new Set(original.split(SEPARATORS));
    const hits = [
      ...[...pieces].flatMap((piece) => known.get(piece) ?? []),
      ...[...spanning.values()].filter((candidate) => original.includes(candidate.value)),
    ].sort((a, b) => b.value.length - a.value.length);
    for (const candidate of hits) {
      const name = candidate.name ?? uniqueName(candidate.baseName, names);
      if (substitute(step, candidate, name) && candidate.name === undefined) {
        candidate.name = name;
        names.add(name);
        candidate.producer.extract[name] = candidate.extract;
      }
    }
    for (const piece of pieces) sentPieces.add(piece);
    sentTexts.push(original);
    for (const candidate of candidatesOf(step)) {
      const whole = !SEPARATORS.test(candidate.value);
      if (whole ? sentPieces.has(candidate.value) : sentTexts.some((text) => text.includes(candidate.value))) continue;
      const into = whole ? known : spanning;
      into.delete(candidate.value);
      into.set(candidate.value, candidate);
      // Half the oldest forgotten at once: deleting one at a time from a Map's start is quadratic in V8.
      if (into.size > MAX_KNOWN) {
        const newest = [...into].slice(-MAX_KNOWN / 2);
        into.clear();
        for (const [value, kept] of newest) into.set(value, kept);
      }
    }
  }
}

/** Returns a name for a value, made unique among `names` with a number. */
function uniqueName(base: string, names: Set<string>): string {
  let name = base.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, '_') || 'value';
  name = name.charAt(0).toLowerCase() + name.slice(1);
  if (name === 'uuid') name = 'uuidValue';
  let numbered = name;
  for (let n = 2; names.has(numbered); n++) numbered = `${name}${n}`;
  return numbered;
}

/** Replaces the candidate's value with `${name}` wherever the step sends it; returns whether it did. */
function substitute(step: DraftStep, candidate: Candidate, name: string): boolean {
  const placeholder = `\${${name}}`;
  let done = false;
  const inText = (text: string) => {
    if (text === candidate.value) {
      done = true;
      return placeholder;
    }
    if (!candidate.partial || !text.includes(candidate.value)) return text;
    done = true;
    return text.split(candidate.value).join(placeholder);
  };
  step.path = step.path
    .split('/')
    .map((segment) => {
      if (segment !== candidate.value) return segment;
      done = true;
      step.params[name] = placeholder;
      return `{${name}}`;
    })
    .join('/');
  for (const key of Object.keys(step.params)) step.params[key] = inText(step.params[key]!);
  step.query = step.query.map(([key, value]) => [key, inText(value)]);
  step.headers = step.headers.map(([key, value]) => [key, inText(value)]);
  if (step.body?.kind === 'text') step.body = { kind: 'text', text: inText(step.body.text) };
  else if (step.body?.kind === 'form')
    step.body = { kind: 'form', fields: step.body.fields.map(([key, value]) => [key, inText(value)]) };
  else if (step.body?.kind === 'json') {
    const walk = (value: unknown): unknown => {
      if (typeof value === 'string') return inText(value);
      if (typeof value === 'number' && candidate.number && String(value) === candidate.value) {
        done = true;
        return placeholder;
      }
      if (Array.isArray(value)) return value.map(walk);
      if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
      return value;
    };
    step.body = { kind: 'json', value: walk(step.body.value) };
  }
  return done;
}

/** Returns the values a step's recorded response gives that a later request could send back. */
function candidatesOf(step: DraftStep): Candidate[] {
  const found: Candidate[] = [];
  const { responseBody, responseHeaders } = step.recorded;
  for (const [header, value] of responseHeaders ?? []) {
    if (!CARRIED_HEADERS.test(header) || value.length < 3) continue;
    const base = { producer: step, partial: value.length >= 8, number: false };
    found.push({ ...base, value, baseName: header.replace(/^x-/i, ''), extract: { header: canonical(header) } });
    const last = /[^/?#]+$/.exec(value.replace(/[?#].*$/, ''))?.[0];
    if (header.toLowerCase() === 'location' && last && last !== value && worthCorrelating(last))
      found.push({
        ...base,
        value: last,
        partial: last.length >= 8,
        baseName: 'id',
        extract: { header: 'Location', match: '[^/]+$' },
      });
  }
  let data: unknown;
  try {
    data = responseBody === undefined ? undefined : JSON.parse(responseBody);
  } catch {
    data = undefined;
  }
  const seen = new Set<string>();
  const walk = (value: unknown, path: string, key: string, depth: number) => {
    if (found.length > MAX_LEAVES || depth > MAX_DEPTH) return;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) {
      const text = String(value);
      const number = typeof value === 'number';
      if (seen.has(text) || !(number ? text.replace('-', '').length >= 3 : worthCorrelating(text))) return;
      seen.add(text);
      found.push({
        value: text,
        partial: !number && text.length >= 8,
        number,
        baseName: key,
        producer: step,
        extract: path,
      });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, `${path}[${index}]`, key, depth + 1);
      });
    } else if (isRecord(value)) {
      for (const [name, item] of Object.entries(value)) walk(item, `${path}${member(name)}`, name, depth + 1);
    }
  };
  walk(data, '$', 'value', 0);
  return found;
}

/** Returns whether a string is distinctive enough that finding it in a later request is no coincidence. */
function worthCorrelating(text: string): boolean {
  return text.length >= 6 && !/\s/.test(text) && (/\d/.test(text) || text.length >= 16);
}

/** Returns a JSONPath member selector for a key: `.name`, or `['a-b']` when it is not an identifier. */
function member(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `.${name}` : `['${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

/** Returns a header name with each word capitalised, as written in a load test (`Location`). */
function canonical(header: string): string {
  return header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
