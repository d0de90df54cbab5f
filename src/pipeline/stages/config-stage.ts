// The config stage: qa.config.json loaded once for the whole run, or onboarded first when asked.
import { dirname } from 'node:path';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/load.js';
import { discoverAnswers, writeInitialConfig } from '../../config/onboard.js';
import type { QaConfig } from '../../config/types.js';
import { exists, isFolder } from '../file-checks.js';
import type { PipelineReporter } from '../reporter.js';
import type { PipelineInputs, PipelineOptions } from '../types.js';
import { fileErrorReason } from '../../file-error.js';

/**
 * Returns qa.config.json loaded, once for the whole run (the later stages take this object), creating the file first
 * when it is missing and onboarding is asked for.
 */
export async function configStage(
  inputs: PipelineInputs,
  reporter: PipelineReporter,
  options: PipelineOptions,
): Promise<QaConfig> {
  if (options.onboard && !(await exists(inputs.config))) {
    const folder = dirname(inputs.config);
    const refuse = (why: string): never => {
      throw new ConfigError(inputs.config, [
        {
          path: '',
          message: `not found, and onboarding cannot create it: ${why}. Check the action's \`config\` input (a path from the repository's root, e.g. "services/shop/qa.config.json"), or commit the file there.`,
        },
      ]);
    };
    if (!(await isFolder(folder))) refuse(`the folder ${folder} does not exist`);
    const found = await discoverAnswers(inputs.config, options.onboard.repository);
    const result = await writeInitialConfig(inputs.config, {
      name: found.name,
      schema: found.schema,
      baseUrl: inputs.baseUrl,
    }).catch((error: unknown) =>
      // writeInitialConfig says why in a sentence of its own (a ConfigError); anything else is the system's reason.
      refuse(
        error instanceof ConfigError
          ? error.problems.map((problem) => problem.message).join('; ')
          : `writing it failed (${fileErrorReason(error)})`,
      ),
    );
    reporter.group(`${inputs.config} was missing: onboarding wrote it (commit it to your repository)`, [
      ...found.notes,
      ...result.notes,
      ...result.text.trimEnd().split('\n'),
    ]);
    if (result.missing.length > 0) throw new ConfigError(inputs.config, result.missing);
  }
  return loadConfig(inputs.config, { baseUrl: inputs.baseUrl });
}
