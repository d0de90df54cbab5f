// Reads the keys of a user's session, followRedirects, crossOrigin and cookies, with those of defaults merged in.
import type { FlowStep, Scenario } from '../types.js';

/** The session keys as written in `defaults`, a scenario or (but `cookies`) a flow's step. */
export interface RawSession {
  followRedirects?: number;
  crossOrigin?: boolean;
  cookies?: 'on' | 'off';
}

/**
 * Returns the redirect keys of a request from the layers that may set them, strongest first (a step, its scenario,
 * defaults), each key on its own: a step that sets `followRedirects` keeps the scenario's `crossOrigin`. 0 and false
 * are left out, as absent means them.
 */
export function redirectsOf(
  ...layers: ReadonlyArray<RawSession | undefined>
): Pick<FlowStep, 'followRedirects' | 'crossOrigin'> {
  const followRedirects = layers.find((layer) => layer?.followRedirects !== undefined)?.followRedirects ?? 0;
  const crossOrigin = layers.find((layer) => layer?.crossOrigin !== undefined)?.crossOrigin ?? false;
  return { ...(followRedirects > 0 && { followRedirects }), ...(crossOrigin && { crossOrigin: true as const }) };
}

/** Returns a scenario's session keys: its redirects and `cookies`, its own or those of defaults. */
export function sessionOf(
  scenario: RawSession,
  defaults: RawSession,
): Pick<Scenario, 'followRedirects' | 'crossOrigin' | 'cookies'> {
  const cookies = scenario.cookies ?? defaults.cookies;
  return { ...redirectsOf(scenario, defaults), ...(cookies !== undefined && { cookies }) };
}
