// The error of an API schema that cannot be read: every problem found.
import { InputError } from '../errors.js';

/** The API schema (OpenAPI document or GraphQL schema) cannot be read: every problem found. */
export class SchemaError extends InputError {
  override name = 'SchemaError';
}
