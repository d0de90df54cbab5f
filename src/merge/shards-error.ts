// The error of files given to a merge that are not exactly the shards of one run: every problem, by file.
import { formatProblem, InputError, type Problem } from '../errors.js';

/** A problem of one of the files given to a merge. */
export interface FileProblem {
  file: string;
  problem: Problem;
}

/**
 * The files given to a merge are not exactly the shards of one run (exit 2): every problem, each said with its own
 * file, so that the one to fix or to download again is named.
 */
export class ShardsError extends InputError {
  private readonly files: ReadonlyMap<Problem, string>;

  constructor(problems: readonly FileProblem[]) {
    super(
      problems[0]?.file ?? '',
      problems.map(({ problem }) => problem),
    );
    this.files = new Map(problems.map(({ file, problem }) => [problem, file]));
    this.message = problems.map(({ file, problem }) => formatProblem(file, problem)).join('\n');
    this.name = 'ShardsError';
  }

  /** Returns one problem as a line of output, with the file it is in. */
  override describe(problem: Problem): string {
    return formatProblem(this.files.get(problem) ?? this.file, problem);
  }
}
