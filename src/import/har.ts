// `loadtool import har`: a HAR 1.2 file (a browser's DevTools export) read into the journey it recorded.
import { isRecord } from '../json-record.js';
import type { Problem } from '../errors.js';
import { ImportError } from './import-error.js';
import type { RecordedBody, RecordedJourney, RecordedRequest } from './recorded.js';
import { checkCount, parseJsonInput, scalarText } from './read-input.js';

const WHAT = 'a HAR file (DevTools: Network, "Save all as HAR")';

/** Returns the journey a HAR's entries recorded, in the order they started; throws an ImportError on a bad file. */
export function readHar(text: string, file: string): RecordedJourney {
  const data = parseJsonInput(text, file, WHAT);
  const log = isRecord(data) && isRecord(data.log) ? data.log : undefined;
  if (!log || !Array.isArray(log.entries))
    throw new ImportError(file, [{ path: 'log.entries', message: `is missing: this is not ${WHAT}` }]);
  checkCount(log.entries.length, file, 'entries');
  const problems: Problem[] = [];
  const entries = log.entries.flatMap((entry: unknown, index: number) => {
    const request = isRecord(entry) && isRecord(entry.request) ? entry.request : undefined;
    if (!request || typeof request.method !== 'string' || typeof request.url !== 'string') {
      problems.push({ path: `log.entries[${index}].request`, message: 'needs a method and a url, as HAR 1.2 says' });
      return [];
    }
    return [{ entry: entry as Record<string, unknown>, request }];
  });
  if (problems.length > 0) throw new ImportError(file, problems);
  const started = entries.map(({ entry }) => Date.parse(String(entry.startedDateTime)));
  const first = Math.min(...started.filter((time) => !Number.isNaN(time)));
  const requests = entries
    .map(({ entry, request }, index): RecordedRequest => {
      const response = isRecord(entry.response) ? entry.response : {};
      const content = isRecord(response.content) ? response.content : {};
      const start = Number.isNaN(started[index]!) ? undefined : started[index]! - first;
      const time = typeof entry.time === 'number' && entry.time >= 0 ? entry.time : 0;
      const recorded: RecordedRequest = {
        method: String(request.method).toUpperCase(),
        url: String(request.url),
        headers: pairs(request.headers),
        responseHeaders: pairs(response.headers),
      };
      const body = bodyOf(request.postData);
      if (body) recorded.body = body;
      if (start !== undefined) {
        recorded.startMs = start;
        recorded.endMs = start + time;
      }
      if (typeof response.status === 'number' && response.status > 0) recorded.status = response.status;
      if (typeof content.text === 'string')
        recorded.responseBody =
          content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
      if (typeof content.mimeType === 'string') recorded.responseType = content.mimeType;
      if (typeof entry._resourceType === 'string') recorded.resourceType = entry._resourceType;
      return recorded;
    })
    .sort((a, b) => (a.startMs ?? 0) - (b.startMs ?? 0));
  const page =
    Array.isArray(log.pages) && isRecord(log.pages[0]) && typeof log.pages[0].title === 'string'
      ? log.pages[0].title
      : '';
  return {
    name: page && !/^https?:/.test(page) ? `Journey: ${page.slice(0, 80)}` : 'Recorded journey',
    requests,
    notes: [],
    variables: new Map(),
  };
}

/** Returns a HAR list of `{ name, value }` as pairs. */
function pairs(list: unknown): Array<[string, string]> {
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((item) => [String(item.name), scalarText(item.value)]);
}

/** Returns a HAR `postData` as a body: JSON when its text parses, a form's fields, else its text. */
function bodyOf(postData: unknown): RecordedBody | undefined {
  if (!isRecord(postData)) return undefined;
  const type = typeof postData.mimeType === 'string' ? postData.mimeType : '';
  const text = typeof postData.text === 'string' ? postData.text : '';
  const params = Array.isArray(postData.params) ? pairs(postData.params) : [];
  // Some recorders (chrome-har) write a JSON body's top-level fields as params, without its text.
  if (text === '' && params.length > 0 && /json/i.test(type))
    return { kind: 'json', value: Object.fromEntries(params) };
  if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      // Not JSON after all: sent as the text it is.
    }
  }
  if (/x-www-form-urlencoded/i.test(type)) {
    const fields = params.length > 0 ? params : [...new URLSearchParams(text)];
    return { kind: 'form', fields };
  }
  return text === '' ? undefined : { kind: 'text', text };
}
