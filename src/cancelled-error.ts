/** The user stopped a command (Ctrl+C, Ctrl+D at a prompt, or a signal before the run started): exit code 130. */
export class CancelledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CancelledError';
  }
}
