// How much of an error's own text a schema message quotes, and the message of any thrown value.
/** How much of an error's own text is quoted: enough to say what is wrong, not a whole stack trace. */
const MAX_QUOTE = 200;

/** Returns a text cut short to MAX_QUOTE characters, with `…` where it was cut. */
export function truncate(text: string): string {
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text;
}

/** Returns the message of what was thrown, an Error or anything else. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
