// The pre-flight check: whether the base URL's host accepts a TCP connection before the load starts.
import { connect } from 'node:net';
import { fillPlaceholders } from '../placeholders.js';

/** How long the pre-flight check waits for the base URL's host to accept a TCP connection. */
const PREFLIGHT_TIMEOUT_MS = 5_000;

/**
 * Returns undefined when the host and port of the base URL (`${NAME}` resolved from `env`) accept a TCP connection
 * within `timeoutMs`, otherwise why not: the error code, that it timed out, or the variable that is not set.
 */
export function preflight(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
  timeoutMs = PREFLIGHT_TIMEOUT_MS,
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(fillPlaceholders(baseUrl, env, () => undefined));
  } catch (error) {
    return Promise.resolve(error instanceof TypeError ? 'not a valid URL' : (error as Error).message);
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (signal?.aborted) return Promise.resolve('cancelled');
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (reason?: string) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(reason);
    };
    const onAbort = () => {
      finish('cancelled');
    };
    const timer = setTimeout(() => {
      finish(`no answer within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    signal?.addEventListener('abort', onAbort);
    socket.once('connect', () => {
      finish();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      finish(error.code ?? error.message);
    });
  });
}
