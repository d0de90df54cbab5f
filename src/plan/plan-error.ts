// The error of a plan whose performance scope names what the schema does not have, or cannot be read.
import { InputError } from '../errors.js';

/** `qa-plan.md`'s performance scope names what the schema does not have, or cannot be read. */
export class PlanError extends InputError {
  override name = 'PlanError';
}
