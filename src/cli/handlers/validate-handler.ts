// What `loadtool validate` does: a loadtool.yaml checked, its summary or every problem printed, drift too.
import { readFile } from 'node:fs/promises';
import { formatProblem } from '../../errors.js';
import { driftWarnings } from '../../loadtest/drift.js';
import { graphqlFindings, type QueryPlacement } from '../../loadtest/findings/graphql-findings.js';
import { LoadTestError } from '../../loadtest/load-test-error.js';
import { readYaml } from '../../loadtest/yaml/read-yaml.js';
import { checkLoadTestFile, WARNING } from '../../loadtest/validate.js';
import { loadTestTls } from '../../loadtest/load-test-tls.js';
import type { LoadTest } from '../../loadtest/types.js';
import type { TlsOptions } from '../../tls-options.js';
import { checkDrift } from '../../pipeline/stages/drift-stage.js';
import { redactUrl } from '../../redact-url.js';
import { schemaHeadersFor } from '../schema-headers-flag.js';
import { cancellable, type SignalSource } from '../command-plumbing.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool validate`. */
export interface ValidateFlags {
  schema?: string;
  plan?: string;
  schemaHeader: string[];
}

/** Runs `loadtool validate` on a file: prints its summary and warnings, or throws with every problem. */
export async function validate(io: CliIo, signals: SignalSource, file: string, flags: ValidateFlags): Promise<void> {
  // A variable unset here may well be set where the test runs (a CI secret): a warning; `run` refuses it.
  const checked = await checkLoadTestFile(file, { env: io.env, unsetVariables: 'warning' });
  const loadTest = checked.loadTest;
  const warnings = checked.warnings.map((problem) =>
    formatProblem(file, { ...problem, message: `${WARNING}${problem.message}` }),
  );
  if (flags.schema) {
    const headers = schemaHeadersFor(flags.schema, flags.schemaHeader, io.env);
    const drift = await cancellable(signals, (signal) =>
      checkDrift(loadTest, {
        schema: flags.schema!,
        plan: flags.plan,
        baseDir: process.cwd(),
        headers,
        signal,
        tls: validateTls(loadTest, file, io.env),
      }),
    );
    if (drift.api.graphqlSchema) {
      // The file has just been validated, so it reads again without error; only positions are wanted from it.
      const text = await readFile(file, 'utf8');
      const { locate } = readYaml(text, file);
      const problems = graphqlFindings(loadTest, drift.api.graphqlSchema, (segments) =>
        queryPosition(text, locate(segments, 'value')),
      );
      if (problems.length > 0) throw new LoadTestError(file, problems);
    }
    warnings.push(...driftWarnings(file, drift, redactUrl(flags.schema)));
  }
  const count = loadTest.scenarios.length;
  io.stdout.write(`${file}: ${count} scenario${count === 1 ? '' : 's'}, valid\n`);
  for (const warning of warnings) io.stderr.write(`${warning}\n`);
}

/**
 * Returns where a `graphql.query` value is written: for a literal block (`query: |`), where its document's first line
 * starts, so that a line and column inside the document map onto the file; otherwise the value itself.
 */
function queryPosition(text: string, value: { line: number; column: number }): QueryPlacement {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^\|[0-9+-]*\s*(#.*)?$/.test(lines[value.line - 1]?.slice(value.column - 1) ?? '')) return value;
  const first = lines.findIndex((line, index) => index >= value.line && line.trim() !== '');
  if (first === -1) return value;
  const indent = /^ */.exec(lines[first]!)![0].length;
  return { ...value, block: { line: first + 1, column: indent + 1 } };
}

/**
 * Returns the TLS options to fetch the schema with: the load test's, or the defaults while a `${NAME}` of `tls:` is
 * unset here (said above as a warning: the variable is often set only where the test runs).
 */
function validateTls(loadTest: LoadTest, file: string, env: NodeJS.ProcessEnv): TlsOptions | undefined {
  try {
    return loadTestTls(loadTest, file, env);
  } catch {
    return undefined;
  }
}
