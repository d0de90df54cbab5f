import type { PipelineReporter } from '../../src/pipeline/reporter.js';

/** A pipeline reporter that shows nothing: for tests that read the results, not the lines. */
export const quietReporter: PipelineReporter = {
  info: () => undefined,
  warning: () => undefined,
  group: () => undefined,
  secret: () => undefined,
  progress: () => undefined,
  progressDone: () => undefined,
};
