// What `loadtool init` does: onboarding, a new qa.config.json and, when it can, a starter qa-plan.md.
import { access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { ConfigError } from '../../config/config-error.js';
import { parseConfig } from '../../config/load.js';
import { discoverAnswers, writeInitialConfig, type OnboardingAnswers } from '../../config/onboard.js';
import { writeStarterPlan } from '../../config/starter-plan.js';
import { CancelledError } from '../../errors.js';
import { findPlan } from '../../plan/find-plan.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool init`. */
export interface InitOptions {
  config: string;
  name?: string;
  baseUrl?: string;
  schema?: string;
  force?: boolean;
}

/**
 * Runs `loadtool init`: writes qa.config.json, or throws a ConfigError naming each value still missing; with a
 * complete config, also a starter qa-plan.md beside it when there is none, so that `loadtool generate` runs next.
 */
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
  // A plan generation would find already (at the root, or under requirements.docsPath) is kept: one written at the
  // root would hide the other.
  const { requirements } = parseConfig(result.text, result.file);
  const existing = await findPlan({ root: dirname(result.file), docsPath: requirements.docsPath });
  const plan = existing
    ? { file: existing, status: 'kept' as const }
    : await writeStarterPlan(result.file, answers.name);
  io.stdout.write(
    plan.status === 'wrote'
      ? `Wrote ${plan.file}: every operation safe to repeat (GET, HEAD, GraphQL queries), 10 users for 10s each; edit its Performance section to choose.\n`
      : `Kept ${plan.file}: it was there already.\n`,
  );
  io.stdout.write('Next: check it with `loadtool config`.\n');
  io.stdout.write('Then `loadtool generate` writes the load test and `loadtool run` runs it.\n');
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
