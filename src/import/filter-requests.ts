// Which recorded requests a flow keeps: the main API host's, without static assets, preflights or third parties.
import type { RecordedRequest } from './recorded.js';

const ASSET_TYPES = new Set(['document', 'stylesheet', 'image', 'media', 'font', 'script', 'manifest', 'texttrack']);
const ASSET_EXTENSIONS =
  /\.(?:css|js|mjs|map|png|jpe?g|gif|svg|ico|webp|avif|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|wav|html?|txt|webmanifest)$/i;
const ASSET_MEDIA =
  /^(?:text\/(?:css|html|javascript)|image\/|font\/|audio\/|video\/|application\/(?:javascript|font))/i;

/** What filtering kept and what it left out, each kind with its requests (`GET /app.css`). */
interface Filtered {
  kept: RecordedRequest[];
  /** The origin most kept requests go to (`http://127.0.0.1:3000`), or the one given. */
  origin: string | undefined;
  assets: string[];
  thirdParty: Map<string, number>;
  preflights: number;
}

/** Returns the origin of a URL, or undefined when it has none (a `${BASE_URL}/pets` keeps its variable). */
function originOf(url: string): string | undefined {
  const variable = /^(\$\{[A-Za-z_][A-Za-z0-9_]*\})/.exec(url);
  if (variable) return variable[1];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether a request fetched a static asset, by what the browser said, its response's type or its extension. */
function isAsset(request: RecordedRequest): boolean {
  if (request.resourceType && ASSET_TYPES.has(request.resourceType.toLowerCase())) return true;
  if (request.method !== 'GET') return false;
  if (request.responseType && ASSET_MEDIA.test(request.responseType)) return true;
  const path = request.url.replace(/[?#].*$/, '');
  return ASSET_EXTENSIONS.test(path);
}

/**
 * Keeps the requests of the main host (`host`, a host name or origin, else the origin most requests that are not
 * assets go to), leaving out assets, CORS preflights and other hosts' requests, each counted for a note.
 */
export function filterRequests(requests: RecordedRequest[], host?: string): Filtered {
  const assets: string[] = [];
  let preflights = 0;
  const candidates = requests.filter((request) => {
    if (request.method === 'OPTIONS' && request.headers.some(([name]) => /^access-control-request-/i.test(name))) {
      preflights++;
      return false;
    }
    if (isAsset(request)) {
      assets.push(`${request.method} ${request.url.replace(/[?#].*$/, '')}`);
      return false;
    }
    return true;
  });
  const origin = host ? chosenOrigin(candidates, host) : mostFrequentOrigin(candidates);
  const thirdParty = new Map<string, number>();
  const kept = candidates.filter((request) => {
    const own = originOf(request.url);
    if (own === origin) return true;
    const name = own ?? request.url;
    thirdParty.set(name, (thirdParty.get(name) ?? 0) + 1);
    return false;
  });
  return { kept, origin, assets, thirdParty, preflights };
}

/** Returns the origin the requests go to most often, the first seen winning a tie. */
function mostFrequentOrigin(requests: RecordedRequest[]): string | undefined {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const origin = originOf(request.url);
    if (origin) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [origin, count] of counts) if (best === undefined || count > counts.get(best)!) best = origin;
  return best;
}

/** Returns the origin of the requests that `--host` names (a host, host:port or origin), else the host as an origin. */
function chosenOrigin(requests: RecordedRequest[], host: string): string {
  const wanted = host.replace(/\/+$/, '').toLowerCase();
  for (const request of requests) {
    const origin = originOf(request.url);
    if (!origin) continue;
    const lower = origin.toLowerCase();
    if (lower === wanted || lower.replace(/^https?:\/\//, '') === wanted) return origin;
    if (lower.replace(/^https?:\/\//, '').replace(/:\d+$/, '') === wanted) return origin;
  }
  return /^https?:\/\//.test(wanted) ? wanted : `https://${wanted}`;
}

/** Returns the lines that say what filtering left out, one per kind. */
export function filterNotes(filtered: Filtered): string[] {
  const notes: string[] = [];
  if (filtered.assets.length > 0) {
    const shown = filtered.assets.slice(0, 5).join(', ');
    const more = filtered.assets.length > 5 ? ` and ${filtered.assets.length - 5} more` : '';
    notes.push(
      `left out ${filtered.assets.length} static asset request(s) (pages, scripts, styles, images, fonts): ${shown}${more}`,
    );
  }
  for (const [origin, count] of filtered.thirdParty)
    notes.push(
      `left out ${count} request(s) to ${origin}, not the main host ${filtered.origin ?? ''} (pass --host to choose another)`,
    );
  if (filtered.preflights > 0)
    notes.push(
      `left out ${filtered.preflights} CORS preflight request(s) (OPTIONS): a browser sends them, an API client does not`,
    );
  return notes;
}
