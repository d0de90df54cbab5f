// Whether an `Authorization` value carried over must hold its scheme (`Bearer …`): the probe asks the API itself.
import { buildRequest } from '../engine/http/build-request.js';
import type { LiteralHeader } from '../loadtest/carried-headers.js';
import type { LoadTest } from '../loadtest/types.js';
import { fetchSource } from '../sources/fetch-source.js';
import { judgeAnswer } from './answer.js';
import { PROBE_LIMITS, type ProbeFinding } from './probe.js';

/**
 * Returns a sentence for the user on what the variable of a literal `Authorization` header must hold, or undefined
 * when there is nothing to say (no ready scenario to ask with, or another header): a ready scenario is sent again
 * with the value's other form (the token alone for `Bearer abc`, `Bearer abc` for a bare `abc`), and the API's
 * answer tells whether the scheme is needed. Never quotes the value.
 */
export async function schemeNote(
  loadTest: LoadTest,
  findings: readonly ProbeFinding[],
  literal: LiteralHeader,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (literal.header.toLowerCase() !== 'authorization') return undefined;
  const readyName = findings.find(({ kind, probed }) => kind === 'ready' && !probed)?.scenario;
  const scenario = loadTest.scenarios.find(({ name }) => name === readyName);
  if (!scenario) return undefined;
  const match = /^(\S+)\s+(\S.*)$/.exec(literal.value);
  const other = match ? match[2]! : `Bearer ${literal.value}`;
  const scheme = match ? match[1]! : 'Bearer';
  let built;
  try {
    built = buildRequest(loadTest.baseUrl, scenario, { ...env, [literal.variable]: other });
  } catch {
    return undefined;
  }
  const fetched = await fetchSource(
    built,
    Math.min(scenario.timeoutMs || PROBE_LIMITS.timeoutMs, PROBE_LIMITS.timeoutMs),
    signal,
  );
  const kind = judgeAnswer(fetched, scenario, true).kind;
  if (kind === 'ready') {
    return `${literal.variable} may hold the token with or without its scheme: the API accepted "${scheme} …" and the token alone`;
  }
  if (kind !== 'refused') return undefined;
  return match
    ? `${literal.variable} must carry its scheme: "${scheme} …", the whole value of ${literal.header} (the API refused the token alone)`
    : `${literal.variable} holds the token alone, without a scheme, as the schema was read with it (the API refused "Bearer …")`;
}
