import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * Starts an Express (or any node:http request listener) app on 127.0.0.1 port 0, pushed onto `servers` to be closed
 * after the test; returns its origin.
 */
export async function listenOn(servers: Server[], app: RequestListener): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
