// The TLS options a load test's run uses (`tls:`, docs/tls-and-protocols.md): read once for the load, the data sources and the schema.
import { DEFAULT_TLS, resolveTls, type TlsOptions } from '../tls-options.js';
import { LoadTestError } from './load-test-error.js';
import type { LoadTest } from './types.js';

/**
 * Returns the TLS options of the load test in `file` (`tls:`, its files read, `${NAME}` filled from `env`), the
 * defaults without one; throws a LoadTestError with every problem at the line of `tls:` (a file gone since
 * validation, a file with no PEM block), exit 2.
 */
export function loadTestTls(loadTest: LoadTest, file: string, env: NodeJS.ProcessEnv): TlsOptions {
  if (!loadTest.tls) return DEFAULT_TLS;
  const resolved = resolveTls(loadTest.tls, env);
  if ('options' in resolved) return resolved.options;
  const line = loadTest.tls.line;
  throw new LoadTestError(
    file,
    resolved.problems.map(({ key, message }) => ({ path: key, message, ...(line !== undefined && { line }) })),
  );
}
