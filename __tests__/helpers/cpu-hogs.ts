import { type ChildProcess, spawn } from 'node:child_process';

/** Starts `count` child processes that each keep a core busy; the caller kills them (SIGKILL) when done. */
export function cpuHogs(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
