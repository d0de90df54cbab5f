// The error of an input that cannot be imported: every problem, with its file and, where known, its line.
import { InputError } from '../errors.js';

/** A HAR, collection or script that cannot be imported (exit 2), each problem located when the input says where. */
export class ImportError extends InputError {
  override name = 'ImportError';
}
