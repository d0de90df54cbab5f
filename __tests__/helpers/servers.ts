import type { Server } from 'node:http';
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
