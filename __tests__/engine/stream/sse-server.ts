// An SSE endpoint of the tests' own (node:http): each stream scripted, its events counted as written, resumable.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { useServers } from '../../helpers/servers.js';

/** What the server does with one stream: its status, `retry:`, how many events, and then what. */
export interface SseScript {
  status?: number;
  retryMs?: number;
  events: number;
  /** `stall`: keep the stream open, silent; `end`: end the response; `cut`: close the connection mid-stream. */
  then: 'stall' | 'end' | 'cut';
  /** Answer nothing at all, not even the head. */
  noHead?: boolean;
}

/** The server's address and what it saw and did. */
export interface SseServer {
  url: string;
  /** Streams served: requests received. */
  served: number;
  /** Events written, every stream's. */
  written: number;
  /** The `Last-Event-ID` of each request, in order; undefined where none was sent. */
  lastEventIds: Array<string | undefined>;
  /** The `Accept` of each request. */
  accepts: Array<string | undefined>;
}

/**
 * Starts an SSE server on 127.0.0.1:0 whose stream `index` (from 0) follows `script(index)`. Event ids go on from the
 * request's `Last-Event-ID` (1 without one); each event's data is `{"n":<id>}`.
 */
export async function startSseServer(
  servers: ReturnType<typeof useServers>,
  script: (index: number) => SseScript,
): Promise<SseServer> {
  const state: SseServer = { url: '', served: 0, written: 0, lastEventIds: [], accepts: [] };
  const server = createServer((request, response) => {
    const index = state.served++;
    const lastEventId = request.headers['last-event-id'];
    state.lastEventIds.push(typeof lastEventId === 'string' ? lastEventId : undefined);
    state.accepts.push(request.headers.accept);
    request.resume();
    const plan = script(index);
    if (plan.noHead) return;
    serve(response, plan, Number(lastEventId ?? 0), state);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  return state;
}

function serve(response: ServerResponse, plan: SseScript, after: number, state: SseServer): void {
  const status = plan.status ?? 200;
  if (status !== 200) {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end('the stream is not available');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  let text = plan.retryMs === undefined ? '' : `retry: ${plan.retryMs}\n\n`;
  for (let id = after + 1; id <= after + plan.events; id++) text += `id: ${id}\ndata: {"n":${id}}\n\n`;
  state.written += plan.events;
  const then = () => {
    if (plan.then === 'end') response.end();
    else if (plan.then === 'cut') response.socket?.end();
  };
  if (text === '') then();
  else response.write(text, then);
}
