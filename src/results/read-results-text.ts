// Reads results.json's text, bounded, from a file or out of an artifact.
import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/**
 * The largest results.json read, from a file or out of an artifact: far above any real run's (a run of many
 * scenarios with their rounds is a few megabytes), and what a results.json is documented to be at most.
 */
export const MAX_RESULTS_BYTES = 64 * 1024 * 1024;

/** Why a file was not read: the end of a sentence that starts with its name (`is a folder, not a file`). */
export class FileRefused extends Error {}

/**
 * Returns the text of a regular file, read to at most `maxBytes` whatever its size says (/proc files say 0). What is
 * not a regular file (a folder, a named pipe, a device) is refused before it is opened, and again after (opened
 * without blocking, in case it was replaced in between), so that reading never waits for a writer nor reads forever.
 * Throws a FileRefused saying why; the text is never part of the reason.
 */
export async function readBoundedText(file: string, maxBytes = MAX_RESULTS_BYTES): Promise<string> {
  checkRegular(
    await stat(file).catch((error: unknown) => {
      throw new FileRefused(reasonOf(error));
    }),
    maxBytes,
  );
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: unknown) => {
    throw new FileRefused(reasonOf(error));
  });
  try {
    checkRegular(await handle.stat(), maxBytes);
    // One byte more than allowed tells a file at the limit from one over it.
    const buffer = Buffer.alloc(Math.min(maxBytes + 1, 64 * 1024));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null).catch((error: unknown) => {
        throw new FileRefused(reasonOf(error));
      });
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new FileRefused(tooLarge(maxBytes));
      chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    await handle.close();
  }
}

function checkRegular(info: Stats, maxBytes: number): void {
  const kind = info.isDirectory()
    ? 'a folder'
    : info.isFIFO()
      ? 'a named pipe (FIFO)'
      : info.isCharacterDevice()
        ? 'a character device'
        : info.isBlockDevice()
          ? 'a block device'
          : info.isSocket()
            ? 'a socket'
            : undefined;
  if (kind !== undefined) throw new FileRefused(`is ${kind}, not a file`);
  if (info.size > maxBytes) throw new FileRefused(tooLarge(maxBytes));
}

function tooLarge(maxBytes: number): string {
  return `is larger than the ${maxBytes / 1024 / 1024} MiB a results.json may be`;
}

/** Returns why a file could not be opened or read, with the system's code (`EACCES`) unless it does not exist. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === undefined || code === 'ENOENT' ? 'cannot be read' : `cannot be read (${code})`;
}
