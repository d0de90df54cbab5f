// A failed file operation's error code in words and, for a write, what to do.
/** What a failed file operation's error code means, and what to do when it was a write. */
interface FileErrorWords {
  what: string;
  /** A sentence's start, completed by the caller (`…, or set domains.performance.reportDir …`). */
  writeFix: string;
}

const PERMISSION = 'give the user running loadtool write permission on that folder';
const SPACE = 'free space on that disk';

/** The error codes of file operations, in words (docs/architecture.md §5: every failure says what to do). */
const FILE_ERRORS: Record<string, FileErrorWords> = {
  EACCES: { what: 'permission denied', writeFix: PERMISSION },
  EPERM: { what: 'operation not permitted', writeFix: PERMISSION },
  EROFS: { what: 'the file system is read-only', writeFix: 'choose a folder on a writable file system' },
  ENOSPC: { what: 'no space left on the device', writeFix: SPACE },
  EDQUOT: { what: 'the disk quota is exceeded', writeFix: SPACE },
  ENOTDIR: { what: 'a part of the path is a file, not a folder', writeFix: 'move the file in that path away' },
  EISDIR: { what: 'a folder stands where the file goes', writeFix: 'move that folder away' },
  ENOENT: { what: 'a part of the path does not exist', writeFix: 'check that nothing removes the folder meanwhile' },
  EEXIST: { what: 'a file stands where the folder goes', writeFix: 'move that file away' },
  ENAMETOOLONG: { what: 'the path is too long', writeFix: 'choose a shorter path' },
  ELOOP: { what: 'the path has a loop of symbolic links', writeFix: 'mend the symbolic links' },
  EMFILE: { what: 'too many files are open', writeFix: 'raise the limit of open files (ulimit -n)' },
  ENFILE: { what: 'too many files are open on the system', writeFix: 'close other programs' },
  EIO: { what: 'the device failed to read or write', writeFix: 'check the disk' },
  EBUSY: { what: 'the file or folder is busy', writeFix: 'stop what holds it' },
};

/** Returns the error code of a failed file operation (`EROFS`), or undefined when it has none. */
export function fileErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Returns why a file operation failed, for a message: its code and what that code means (`EROFS: the file system is
 * read-only`), the code alone when it is not one of FILE_ERRORS, or the error's message when it has no code.
 */
export function fileErrorReason(error: unknown): string {
  const code = fileErrorCode(error);
  if (code === undefined) return error instanceof Error ? error.message : String(error);
  const words = FILE_ERRORS[code];
  return words ? `${code}: ${words.what}` : code;
}

/** Returns what to do when a write failed with this error (`free space on that disk`), lower case, without a stop. */
export function writeFixOf(error: unknown): string {
  return FILE_ERRORS[fileErrorCode(error) ?? '']?.writeFix ?? 'check that folder';
}
