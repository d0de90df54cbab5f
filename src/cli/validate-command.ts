import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { formatProblem } from '../errors.js';
import { driftWarnings } from '../loadtest/drift.js';
import { graphqlFindings, type QueryPlacement } from '../loadtest/graphql-findings.js';
import { LoadTestError } from '../loadtest/load-test-error.js';
import { readYaml } from '../loadtest/read-yaml.js';
import { checkLoadTestFile, WARNING } from '../loadtest/validate.js';
import { checkDrift } from '../pipeline/drift-stage.js';
import { redactUrl } from '../redact-url.js';
import { parseHeaderLines, resolveSchemaHeaders } from '../schema/schema-headers.js';
import { cancellable, DEFAULT_LOAD_TEST, type SignalSource } from './command-plumbing.js';
import type { CliIo } from './io.js';
import { schemaHeaderOption } from './schema-header-option.js';

interface ValidateFlags {
  schema?: string;
  plan?: string;
  schemaHeader: string[];
}

/** `loadtool validate`: checks a loadtool.yaml and prints its summary, or every problem with its line and column. */
export function validateCommand(io: CliIo, signals: SignalSource = process): Command {
  return new Command('validate')
    .description(
      'Check a load test file: every problem is listed with its line, column and JSON path. A ${NAME} variable not set here is a warning at its line and column (run refuses to start without it).',
    )
    .argument('[file]', 'the load test', DEFAULT_LOAD_TEST)
    .option(
      '--schema <url-or-path>',
      'also check against this API schema: GraphQL documents that cannot run are errors; operations in scope with no scenario, and scenarios the schema lacks, are warnings',
    )
    .option(
      '--plan <file>',
      'with --schema: the plan whose scope should be covered ("none": every GET operation; default: qa-plan.md if there is one)',
    )
    .option(...schemaHeaderOption)
    .addHelpText(
      'after',
      '\nExamples:\n  API_TOKEN=secret loadtool validate load-tests/loadtool.yaml\n  loadtool validate --schema ./openapi.yaml',
    )
    .action(async (file: string, flags: ValidateFlags) => {
      // A variable unset here may well be set where the test runs (a CI secret): a warning; `run` refuses it.
      const checked = await checkLoadTestFile(file, { env: io.env, unsetVariables: 'warning' });
      const loadTest = checked.loadTest;
      const warnings = checked.warnings.map((problem) =>
        formatProblem(file, { ...problem, message: `${WARNING}${problem.message}` }),
      );
      if (flags.schema) {
        const lines = parseHeaderLines(flags.schemaHeader, '--schema-header');
        // A schema file is read without headers: their variables need not be set.
        const headers = /^https?:\/\//i.test(flags.schema)
          ? resolveSchemaHeaders([{ headers: lines, file: '--schema-header', path: '' }], io.env)
          : undefined;
        const drift = await cancellable(signals, (signal) =>
          checkDrift(loadTest, { schema: flags.schema!, plan: flags.plan, baseDir: process.cwd(), headers, signal }),
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
    });
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
