// How every report says that a run did not check the server's certificate (`tls.insecure`, docs/tls-and-protocols.md).
// Not escaped for any medium: each caller escapes.

/** The sentence every report and the run's start show for a run with `tls.insecure: true`. */
export function insecureTlsNote(): string {
  return "Certificates were not checked (tls.insecure: true): the run trusted whatever server answered. Give the server's CA as tls.ca instead.";
}

/** Returns the note of a run that accepted any certificate, or undefined for one that checked them. */
export function runTlsNote(results: { insecureTls?: true }): string | undefined {
  return results.insecureTls ? insecureTlsNote() : undefined;
}
