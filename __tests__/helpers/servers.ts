import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach } from '@jest/globals';

/** Returns a list that servers are pushed onto; after each test every one is closed, its connections first. */
export function useServers(): Server[] {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => {
              resolve();
            });
          }),
      ),
    );
  });
  return servers;
}

/** Returns whether something accepts connections on the port of 127.0.0.1. */
export async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}
