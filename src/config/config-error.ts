// The errors of an invalid or missing `qa.config.json`, every problem in one.
import { InputError, formatProblem, type Problem } from '../errors.js';

/** `qa.config.json` is invalid: every problem in it. */
export class ConfigError extends InputError {
  constructor(file: string, problems: Problem[]) {
    super(file, problems);
    this.name = 'ConfigError';
  }

  /** Returns `file: path: message`, or `file:line:column: message` for a JSON syntax error. */
  override describe({ path, message, line, column }: Problem): string {
    return formatProblem(this.file, path ? { path, message } : { path, message, line, column });
  }
}

/** `qa.config.json` does not exist; onboarding (`loadtool init`) creates it. */
export class ConfigNotFoundError extends ConfigError {
  constructor(file: string) {
    super(file, [
      { path: '', message: 'not found. Run `loadtool init` to create it, or pass --config with its path.' },
    ]);
    this.name = 'ConfigNotFoundError';
  }
}
