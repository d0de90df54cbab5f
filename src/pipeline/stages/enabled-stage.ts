// Whether performance testing is enabled in the config, and the folder of its report files.
import type { QaConfig } from '../../config/types.js';
import { ExitCode } from '../../exit-codes.js';
import { configStage } from './config-stage.js';
import { reportDirOf } from '../report-dir.js';
import type { PipelineReporter } from '../reporter.js';
import type { PipelineInputs, PipelineOptions, SkippedPipeline } from '../types.js';

/** The config and the folder of the report files, when performance testing is enabled. */
export interface EnabledConfig {
  config: QaConfig;
  reportDir: string;
}

/**
 * Returns the config (configStage) with the report folder (reportDirOf), or, when performance testing is disabled in
 * it, the skipped pipeline, said once: "… nothing to `task`". The first stage of a run and of a merge alike.
 */
export async function enabledStage(
  inputs: PipelineInputs,
  reporter: PipelineReporter,
  options: PipelineOptions,
  task: string,
): Promise<EnabledConfig | SkippedPipeline> {
  const config = await configStage(inputs, reporter, options);
  const performance = config.domains.performance;
  if (!performance.enabled) {
    reporter.info(
      `Performance testing is disabled in ${inputs.config} (domains.performance.enabled): nothing to ${task}.`,
    );
    return { outcome: 'skipped', exitCode: ExitCode.passed, config };
  }
  return { config, reportDir: await reportDirOf(inputs.config, performance.reportDir, options.workspace) };
}
