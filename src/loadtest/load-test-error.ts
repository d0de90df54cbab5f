import { InputError } from '../input-error.js';

/** `loadtool.yaml` is invalid: every problem, each with its line and column. */
export class LoadTestError extends InputError {
  override name = 'LoadTestError';
}
