// The error of an invalid `loadtool.yaml`: every problem, each with its line and column.
import { InputError } from '../errors.js';

/** `loadtool.yaml` is invalid: every problem, each with its line and column. */
export class LoadTestError extends InputError {
  override name = 'LoadTestError';
}
