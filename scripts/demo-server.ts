/**
 * The demo's pet store, in a worker thread of the demo's process: the API and the load generator each get an event
 * loop of their own, as they would in two processes. Posts the server's URL; closes the server on any message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startPetstore } from '../examples/petstore/server.js';

const server = await startPetstore({ slowMs: (workerData as { slowMs: number }).slowMs });
parentPort!.once('message', () => {
  void server.close().then(() => {
    parentPort!.close();
  });
});
parentPort!.postMessage(server.url);
