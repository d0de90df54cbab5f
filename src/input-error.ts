/** One thing the user must fix in an input file, located by JSON path and, where known, line and column. */
export interface Problem {
  /** Dotted JSON path (`domains.api.baseUrl`, `scenarios[1].duration`); empty for the file as a whole. */
  path: string;
  message: string;
  line?: number;
  column?: number;
}

/** Bad input (exit code 2): every problem found in one file, reported at once. */
export class InputError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(problems.map((problem) => formatProblem(file, problem)).join('\n'));
    this.name = 'InputError';
  }
}

/** Returns `file: path: message`, or `file:line:column: message` for a problem that has no JSON path. */
export function formatProblem(file: string, problem: Problem): string {
  if (problem.path) return `${file}: ${problem.path}: ${problem.message}`;
  if (problem.line !== undefined) return `${file}:${problem.line}:${problem.column ?? 1}: ${problem.message}`;
  return `${file}: ${problem.message}`;
}

/** Returns the dotted form of a path given as segments: `["scenarios", 1, "name"]` → `scenarios[1].name`. */
export function joinPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = /^[A-Za-z_$][\w$-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return path ? `${path}.${key}` : key;
  }, '');
}
