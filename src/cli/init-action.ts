import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { ConfigError } from '../config/config-error.js';
import { discoverAnswers, writeInitialConfig, type OnboardingAnswers } from '../config/onboard.js';
import { CancelledError } from '../errors.js';
import type { CliIo } from './io.js';

/** The flags of `loadtool init`. */
export interface InitOptions {
  config: string;
  name?: string;
  baseUrl?: string;
  schema?: string;
  force?: boolean;
}

/** Runs `loadtool init`: writes qa.config.json, or throws a ConfigError naming each value still missing. */
export async function init(io: CliIo, options: InitOptions): Promise<void> {
  const exists = await access(options.config).then(
    () => true,
    () => false,
  );
  if (exists && !options.force) {
    throw new ConfigError(options.config, [
      { path: '', message: 'already exists; edit it, or run `loadtool init --force` to replace it' },
    ]);
  }
  const found = await discoverAnswers(options.config, io.env.GITHUB_REPOSITORY);
  let answers: OnboardingAnswers = {
    name: options.name ?? found.name,
    baseUrl: options.baseUrl,
    schema: options.schema ?? found.schema,
  };
  if (!options.schema) for (const note of found.notes) io.stdout.write(`${note}\n`);
  if (io.stdin.isTTY) answers = await ask(io, answers);

  const result = await writeInitialConfig(options.config, answers);
  io.stdout.write(`Wrote ${result.file}:\n${result.notes.map((note) => `  ${note}\n`).join('')}`);
  if (result.missing.length > 0) {
    io.stderr.write(
      `Still missing: edit ${result.file}, or run \`loadtool init --force\` with the flags (see --help).\n`,
    );
    throw new ConfigError(result.file, result.missing);
  }
  io.stdout.write('Next: check it with `loadtool config`.\n');
}

/** Asks for each value, offering what is known as the default; Ctrl+C or Ctrl+D cancels. */
async function ask(io: CliIo, known: OnboardingAnswers): Promise<OnboardingAnswers> {
  const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
  const cancel = new AbortController();
  prompt.on('SIGINT', () => {
    cancel.abort();
  });
  const question = async (label: string, value: string | undefined) =>
    (await prompt.question(value ? `${label} [${value}]: ` : `${label}: `, { signal: cancel.signal })).trim() || value;
  try {
    return {
      name: await question('Project name', known.name),
      baseUrl: await question('Base URL of the API under test (e.g. http://localhost:3000)', known.baseUrl),
      schema: await question('OpenAPI document or GraphQL schema (URL or path)', known.schema),
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError')
      throw new CancelledError('\nloadtool init was cancelled: nothing was written.');
    throw error;
  } finally {
    prompt.close();
  }
}
