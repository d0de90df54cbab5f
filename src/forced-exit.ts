// What a second Ctrl+C or a crash still undoes before the process is gone: process groups, temporary files.
/**
 * What must be undone even when the process exits at once, a second Ctrl+C (cli/command-plumbing.ts) or a crash:
 * the process group of a started system under test killed, temporary report files removed. Every cleanup is
 * synchronous: nothing asynchronous runs once the process exits.
 */
const cleanups = new Set<() => void>();

/**
 * Registers `cleanup` to run at a forced exit (runForcedExitCleanups) or whenever the process exits while it is
 * registered; returns the function that unregisters it, called once the work it undoes is over.
 */
export function onForcedExit(cleanup: () => void): () => void {
  if (cleanups.size === 0) process.on('exit', runForcedExitCleanups);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) process.off('exit', runForcedExitCleanups);
  };
}

/** Runs every cleanup registered, each once, one failing not keeping the others from running. */
export function runForcedExitCleanups(): void {
  const due = [...cleanups];
  cleanups.clear();
  process.off('exit', runForcedExitCleanups);
  for (const cleanup of due) {
    try {
      cleanup();
    } catch {
      // The process is leaving: what cannot be undone is left, and the next cleanup still runs.
    }
  }
}
