// The budget of GitHub's size limits: what is left in UTF-8 bytes, and parts filled while they fit.
/** Counts what is left of a size in UTF-8 bytes. */
export class Budget {
  #left: number;

  constructor(bytes: number) {
    this.#left = bytes;
  }

  /** Sets bytes aside, for later parts that must not be crowded out by earlier ones; returns what was set aside. */
  hold(bytes: number): number {
    const held = Math.max(0, Math.min(bytes, this.#left));
    this.#left -= held;
    return held;
  }

  release(bytes: number): void {
    this.#left += bytes;
  }

  /** Takes the text and its separator from the budget and returns true, or returns false when they do not fit. */
  take(text: string, separator = '\n'): boolean {
    const size = Buffer.byteLength(text + separator, 'utf8');
    if (size > this.#left) return false;
    this.#left -= size;
    return true;
  }
}

/** Adds parts after `head` while they fit, in order; returns the text and how many of the parts it holds. */
export function fill(parts: string[], budget: Budget, head: string, separator = '\n'): { text: string; shown: number } {
  if (parts.length === 0 || !budget.take(head, separator)) return { text: '', shown: 0 };
  let shown = 0;
  while (shown < parts.length && budget.take(parts[shown]!, separator)) shown++;
  return { text: [head, ...parts.slice(0, shown)].join(separator), shown };
}

/** Returns the bytes the texts take as blocks of the markdown, each with the blank line that follows it. */
export function size(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8') + 2, 0);
}
