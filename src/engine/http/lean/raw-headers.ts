// The raw headers of the response being read, collected only for a handler that reads them, and read by name.
const NO_HEADERS: Buffer[] = [];

/** Returns the values of a header (`name` in lower case) in raw headers [name, value, …], in order. */
export function headerValues(raw: readonly Buffer[], name: string): string[] {
  const values: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const field = raw[index]!;
    if (field.length === name.length && field.toString('latin1').toLowerCase() === name)
      values.push(raw[index + 1]!.toString('latin1'));
  }
  return values;
}

/**
 * The raw headers of the response being read, as undici gives them (`[name, value, …]`, Buffers), collected only for
 * a handler that reads them; llhttp may hand a name or a value over in parts when a read splits it.
 */
export class RawHeaders {
  private list: Buffer[] | null = null;
  private lastWasField = false;

  /** Starts a response: its headers are kept when `wanted`, else skipped. */
  start(wanted: boolean): void {
    this.list = wanted ? [] : null;
    this.lastWasField = false;
  }

  /** Keeps a copy of (a part of) a header's name (`field`) or value. */
  add(chunk: Buffer, start: number, length: number, field: boolean): void {
    const list = this.list;
    if (list === null) return;
    const part = Buffer.from(chunk.subarray(start, start + length));
    if (this.lastWasField === field && list.length > 0) list[list.length - 1] = Buffer.concat([list.at(-1)!, part]);
    else list.push(part);
    this.lastWasField = field;
  }

  /** Drops what was kept: an interim response's headers (103) are not the final one's, as undici gives them. */
  clear(): void {
    if (this.list !== null) this.list.length = 0;
    this.lastWasField = false;
  }

  /** Returns the headers kept (none when skipped), and stops keeping. */
  take(): Buffer[] {
    const list = this.list ?? NO_HEADERS;
    this.list = null;
    return list;
  }
}
