/** The run could not take place (exit code 3): the system under test did not start or does not answer. */
export class CannotRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotRunError';
  }
}
