// A graphql-ws server (graphql-ws's useServer over ws) on 127.0.0.1 for the graphql-ws transport's and engine's tests.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { GraphQLError, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { closeAfterTest } from './websocket-streams.js';

/** A graphql-ws server and what it saw: each connection's upgrade headers, subscriptions started and completed. */
export interface GraphqlWsTarget {
  url: string;
  headers: IncomingHttpHeaders[];
  subscriptions: number;
  /** Subscriptions the server saw end (by their `complete`, the client's or its own, or the socket's close). */
  completed: number;
  closes: number[];
  open(): number;
}

const countdown = async function* (from: number): AsyncGenerator<{ countdown: number }> {
  for (let value = from; value >= 0; value--) {
    await Promise.resolve();
    yield { countdown: value };
  }
};

const forever = async function* (): AsyncGenerator<{ forever: number }> {
  for (let value = 0; ; value++) {
    yield { forever: value };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * The schema: `countdown(from)` yields from..0 and completes, `forever` yields every 20 ms, `broken` fails each
 * event (a `next` with `errors`), `hangup` yields once and then the server closes the socket with 1001.
 */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'hi' } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      countdown: {
        type: new GraphQLNonNull(GraphQLInt),
        args: { from: { type: new GraphQLNonNull(GraphQLInt) } },
        subscribe: (_root, args: { from: number }) => countdown(args.from),
      },
      forever: { type: new GraphQLNonNull(GraphQLInt), subscribe: () => forever() },
      broken: {
        type: new GraphQLNonNull(GraphQLInt),
        subscribe: () => countdown(0),
        resolve: () => {
          throw new GraphQLError('broken on purpose');
        },
      },
      hangup: { type: new GraphQLNonNull(GraphQLInt), subscribe: () => forever() },
    },
  }),
});

/**
 * Starts a graphql-ws server (graphql-ws's useServer over ws) on 127.0.0.1:0 at `/graphql`; a connection whose
 * upgrade has `authorization: Bearer bad` is refused by onConnect (4403), `/private` with 401 before the upgrade.
 */
export async function startGraphqlWsServer(): Promise<GraphqlWsTarget> {
  const server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const target: GraphqlWsTarget = {
    url: '',
    headers: [],
    subscriptions: 0,
    completed: 0,
    closes: [],
    open: () => wss.clients.size,
  };
  server.on('upgrade', (request, connection: Socket, head) => {
    if (request.url !== '/graphql') {
      connection.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, connection, head, (socket) => {
      socket.on('close', (code) => target.closes.push(code));
      wss.emit('connection', socket, request);
    });
  });
  useServer(
    {
      schema,
      onConnect: (context) => {
        target.headers.push(context.extra.request.headers);
        return context.extra.request.headers.authorization !== 'Bearer bad';
      },
      onSubscribe: (context, _id, payload) => {
        target.subscriptions++;
        if (payload.query.includes('hangup'))
          setTimeout(() => {
            context.extra.socket.close(1001, 'going away');
          }, 50);
      },
      onComplete: () => {
        target.completed++;
      },
    },
    wss,
  );
  closeAfterTest(server, wss);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target.url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return target;
}
