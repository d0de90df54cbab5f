import { access } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/load.js';
import { discoverAnswers, writeInitialConfig } from '../config/onboard.js';
import type { QaConfig } from '../config/types.js';
import { InputError } from '../input-error.js';
import { readInputs, type ActionInputs } from './inputs.js';

/** The action's entry: reads the inputs, runs each stage, and turns what fails into annotations and a failed step. */
export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    const config = await configStage(inputs);
    if (!config.domains.performance.enabled) {
      core.notice(
        `Performance testing is disabled in ${inputs.config} (domains.performance.enabled): nothing to test.`,
      );
      core.setOutput('outcome', 'skipped');
      return;
    }
    core.info(
      `${inputs.config} is valid: ${config.domains.performance.baseUrl} from ${config.domains.performance.schemaUrl}`,
    );
    core.setOutput('outcome', 'errored');
    core.setFailed('This version of qa-perf checks the configuration only; it does not generate or run load tests.');
  } catch (error) {
    core.setOutput('outcome', 'errored');
    if (error instanceof InputError) {
      annotate(error);
      core.setFailed(`${error.file} has ${error.problems.length} problem(s); each is annotated above.`);
    } else {
      core.setFailed(error instanceof Error ? error.message : String(error));
    }
  }
}

/** Loads qa.config.json, creating it first (onboarding) when it is missing. */
async function configStage(inputs: ActionInputs): Promise<QaConfig> {
  const exists = await access(inputs.config).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const found = await discoverAnswers(inputs.config, process.env.GITHUB_REPOSITORY);
    const result = await writeInitialConfig(inputs.config, {
      name: found.name,
      schema: found.schema,
      baseUrl: inputs.baseUrl,
    });
    core.startGroup(`${inputs.config} was missing: onboarding wrote it (commit it to your repository)`);
    for (const note of [...found.notes, ...result.notes]) core.info(note);
    core.info(result.text);
    core.endGroup();
    if (result.missing.length > 0) throw new ConfigError(inputs.config, result.missing);
  }
  return loadConfig(inputs.config, { baseUrl: inputs.baseUrl });
}

function annotate(error: InputError): void {
  const file = relative(process.env.GITHUB_WORKSPACE ?? process.cwd(), resolve(error.file));
  for (const problem of error.problems) {
    core.error(error.describe(problem), {
      title: `Invalid ${error.file}`,
      file,
      startLine: problem.line,
      startColumn: problem.column,
    });
  }
}
