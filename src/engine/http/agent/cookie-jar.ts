// A virtual user's cookies (RFC 6265, over tough-cookie): kept from every response, sent with every request.
import type { CookieJar } from 'tough-cookie';
import type { Scenario } from '../../../loadtest/types.js';
import { maskerOf } from '../../../masker.js';

type ToughCookie = typeof import('tough-cookie');

let tough: ToughCookie | undefined;

/**
 * Returns whether a scenario's users keep cookies: `cookies: on|off` as written (its own or that of defaults), else
 * on for a flow and a script, whose steps are one user's session (a login, then what it allows), and off for a
 * single request, which repeats one request as if each came from a new client.
 */
export function keepsCookies(scenario: Pick<Scenario, 'cookies' | 'flow' | 'script'>): boolean {
  return scenario.cookies === undefined
    ? scenario.flow !== undefined || scenario.script !== undefined
    : scenario.cookies === 'on';
}

/**
 * Loads tough-cookie, once, before the first scenario that keeps cookies builds its users: a run without cookies never
 * loads it (it is a thirtieth of a second of a run's start, with its public-suffix list).
 */
export async function loadCookies(): Promise<void> {
  tough ??= await import('tough-cookie');
}

/**
 * One virtual user's cookie jar, used synchronously on the hot path (tough-cookie's memory store answers at once): a
 * response's Set-Cookie headers are kept by RFC 6265's rules (domain and path, expiry and Max-Age, a cookie for a
 * public suffix refused), and each request asks for the Cookie header of its URL. `Secure` cookies are kept and sent
 * over https only, http://localhost included (tough-cookie, as browsers, would trust it); `SameSite` is ignored, as a
 * client that is not a browser has no site to compare with. Asking costs a few microseconds, so until the jar has
 * kept a cookie no request asks it.
 */
export class UserCookies {
  private readonly jar: CookieJar;
  /** Whether a cookie was ever kept; until then every request has none. */
  private kept = false;

  constructor() {
    if (tough === undefined) throw new Error('tough-cookie is used before loadCookies() loaded it');
    this.jar = new tough.CookieJar(undefined, { allowSecureOnLocal: false });
  }

  /** Keeps the cookies of a response to `url`; one the rules refuse (a foreign domain, Secure over http) is dropped. */
  keep(setCookies: readonly string[], url: string): void {
    for (const header of setCookies) {
      if (this.jar.setCookieSync(header, url, { ignoreError: true }) !== undefined) this.kept = true;
    }
  }

  /** Returns the Cookie header of a request to `url`: '' when the jar has no cookie for it. */
  header(url: string): string {
    return this.kept ? this.jar.getCookieStringSync(url) : '';
  }

  /**
   * Masks the values of the jar's cookies in a sample's text (a body that echoes a session): rare, so it builds its
   * masker each time. Values too short to mask safely are left, as every secret's (masker.ts).
   */
  readonly mask = (text: string): string => {
    if (!this.kept) return text;
    const values = (this.jar.serializeSync()?.cookies ?? []).flatMap(({ value }) =>
      typeof value === 'string' ? [value] : [],
    );
    return maskerOf(values)(text);
  };
}
