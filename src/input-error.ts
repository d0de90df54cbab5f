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

  /** Returns one problem as a line of output; see formatProblem. */
  describe(problem: Problem): string {
    return formatProblem(this.file, problem);
  }
}

/** Returns `file:line:column: path: message`, leaving out what the problem does not have. */
export function formatProblem(file: string, problem: Problem): string {
  const where = problem.line === undefined ? file : `${file}:${problem.line}:${problem.column ?? 1}`;
  return problem.path ? `${where}: ${problem.path}: ${problem.message}` : `${where}: ${problem.message}`;
}

/** Returns the dotted form of a path given as segments: `["scenarios", 1, "name"]` → `scenarios[1].name`. */
export function joinPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = /^[A-Za-z_$][\w$-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return path ? `${path}.${key}` : key;
  }, '');
}
