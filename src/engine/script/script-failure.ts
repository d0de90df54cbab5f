// Why a script threw, for a sample: its message and where in the script, as the user wrote the path.
import { pathToFileURL } from 'node:url';

/**
 * Returns why a script threw, for a sample: the error's message and where in the script it was thrown, as
 * `message (at load-tests/checkout.ts:12:9)` with the script's path as written (`shown`). The location is the top
 * frame of the stack inside the script's `file`; the stack itself is never kept: it names the engine's own files
 * and, in a message, it would be noise.
 */
export function scriptFailure(error: unknown, file: string, shown: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const location = topFrameIn(stack, file);
  return location ? `${message} (at ${shown}:${location})` : message;
}

/** Returns `line:column` of the first stack frame in `file` (a path or its file: URL), or undefined when none is. */
function topFrameIn(stack: string, file: string): string | undefined {
  const names = [pathToFileURL(file).href, file];
  for (const line of stack.split('\n')) {
    for (const name of names) {
      const at = line.indexOf(name);
      if (at < 0) continue;
      const match = /^:(\d+):(\d+)/.exec(line.slice(at + name.length));
      if (match) return `${match[1]}:${match[2]}`;
    }
  }
  return undefined;
}
