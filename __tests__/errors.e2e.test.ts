import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { main } from '../src/cli/main.js';
import { BUG_SENTENCE, CancelledError, CannotRunError, InputError, bugReport, exitCodeOf } from '../src/errors.js';
import { ExitCode, exitCodeFor } from '../src/exit-codes.js';
import { LoadTestError } from '../src/loadtest/load-test-error.js';
import { runStage } from '../src/pipeline/stages/run-stage.js';
import { loadTestOf, startHttpTarget } from './helpers/engine-run.js';
import { performanceConfig } from './helpers/qa-config.js';
import { quietReporter } from './helpers/quiet-reporter.js';
import { useServers } from './helpers/servers.js';
import { useTempDirs } from './helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

describe('exitCodeOf', () => {
  it.each([
    ['bad input', 2, new InputError('qa.config.json', [{ path: 'x', message: 'wrong' }])],
    ['bad input of a subclass', 2, new LoadTestError('loadtool.yaml', [{ path: '', message: 'wrong' }])],
    ['a run that cannot take place', 3, new CannotRunError('nothing answers')],
    ['a cancellation', 130, new CancelledError('Cancelled.')],
    ['a programming error', 1, new TypeError("Cannot read properties of undefined (reading 'p95')")],
    ['a plain Error', 1, new Error('something else')],
    ['a thrown string', 1, 'not even an Error'],
  ])('%s → %i', (_what, code, error) => {
    expect(exitCodeOf(error)).toBe(code);
  });

  it('is the code each error carries, the codes of the README', () => {
    expect(new InputError('f', []).exitCode).toBe(ExitCode.badInput);
    expect(new CannotRunError('m').exitCode).toBe(ExitCode.cannotRun);
    expect(new CancelledError('m').exitCode).toBe(ExitCode.cancelled);
  });
});

describe('exitCodeFor', () => {
  it.each([
    ['passed', 0],
    ['failed', 1],
    ['errored', 3],
    ['cancelled', 130],
  ] as const)('%s → %i', (outcome, code) => {
    expect(exitCodeFor(outcome)).toBe(code);
  });
});

describe('a programming error', () => {
  it('in the run stage is the error itself, masked, never "the run could not take place"', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const target = await startHttpTarget(servers, (_request, response) => {
      response.writeHead(200).end('{}');
    });
    const loadTest = loadTestOf(target.url, [{ duration: '1s' }]);
    // A scenario that breaks the engine's judging after the run: a bug in loadtool, not a result.
    Object.defineProperty(loadTest.scenarios[0]!, 'thresholds', {
      // Left out of JSON.stringify, which the masking's look for `${NAME}` uses before the run.
      enumerable: false,
      get: () => {
        throw new TypeError(`thresholds of ${secret} are broken`);
      },
    });
    const rejection = runStage(loadTest, 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (text) => text.replaceAll(secret, '***'),
    });
    const error = await rejection.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(CannotRunError);
    expect(exitCodeOf(error)).toBe(1);
    const lines = bugReport(error);
    expect(lines[0]).toBe(BUG_SENTENCE);
    expect(lines.join('\n')).toContain('TypeError: thresholds of *** are broken');
    // The stack trace, which the bug report needs.
    expect(lines.some((line) => /^\s+at /.test(line))).toBe(true);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toMatch(/could not take place/);
  });

  it('is reported in one sentence asking for a bug report, then the stack trace, masked', () => {
    const error = new RangeError('index 7 of secret-value-123');
    const lines = bugReport(error, (text) => text.replaceAll('secret-value-123', '***'));
    expect(lines[0]).toMatch(/^loadtool stopped on an internal error.*report it.*stack trace:$/);
    expect(lines[1]).toBe('RangeError: index 7 of ***');
    expect(lines.slice(2).every((line) => /^\s+at /.test(line))).toBe(true);
    expect(lines.join('\n')).not.toContain('secret-value-123');
  });

  it('that reaches the CLI is exit 1 with the sentence and the stack trace, never an unhandled rejection', async () => {
    const dir = await tempDir();
    const config = join(dir, 'qa.config.json');
    await writeFile(
      config,
      JSON.stringify(
        performanceConfig('shop', {
          baseUrl: 'http://127.0.0.1:1',
          schemaUrl: './openapi.json',
          thresholds: { p99LatencyMs: 2000, okRequestPercent: 99 },
        }),
      ),
    );
    let stderr = '';
    const code = await main(['config', '--config', config], {
      // A writer that breaks: an error of no known kind, as a bug of loadtool is.
      stdout: {
        write: () => {
          throw new TypeError('stdout.write is broken');
        },
      },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
      env: {},
    });
    expect(stderr.split('\n')[0]).toBe(BUG_SENTENCE);
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(BUG_SENTENCE);
    expect(lines[1]).toBe('TypeError: stdout.write is broken');
    expect(lines.slice(2).length).toBeGreaterThan(0);
    expect(lines.slice(2).every((line) => /^\s+at /.test(line))).toBe(true);
    expect(stderr).not.toMatch(/could not take place/);
  });
});
