// The unit tier's guard (helpers/unit-guard.ts, docs/testing.md): in this tier a socket, a process or a worker thread
// is refused with a message that says what to do, so a test that needs one cannot hide in the fast tier.
import { execFile, spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from '@jest/globals';

const RENAME = /A unit test may not .+: name the file \*\.e2e\.test\.ts/;

describe('a unit test', () => {
  it('cannot listen on a socket', () => {
    expect(() => createServer().listen(0, '127.0.0.1')).toThrow(RENAME);
  });

  it('cannot open a connection', () => {
    expect(() => connect(9, '127.0.0.1')).toThrow(RENAME);
  });

  it('cannot start a process', () => {
    expect(() => spawn(process.execPath, ['-e', ''])).toThrow(RENAME);
    expect(() => execFile(process.execPath, ['-e', ''])).toThrow(RENAME);
  });

  it('cannot start a worker thread', () => {
    expect(() => new Worker('', { eval: true })).toThrow(RENAME);
  });
});
