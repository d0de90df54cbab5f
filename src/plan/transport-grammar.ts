// The grammar of how a plan line's GraphQL subscriptions are carried (`over websocket`, `over sse`).

/*
 * The phrase a plan line may use to choose how a GraphQL subscription is carried (docs/streams.md), as readTransport
 * reads it (matched without regard to case; `|` one of):
 *
 *   transport   = ( "over" | "via" ) ( "websocket" | "websockets" | "web socket" | "ws" | "graphql-ws"
 *               | "graphql-transport-ws" | "sse" | "server-sent events" ) ;
 *                   a WebSocket: graphql-ws (the graphql-transport-ws protocol); SSE: GraphQL over SSE, the default
 *
 * On a line that names a subscription (`- subscription onPrice over websocket`) it carries that one; on a line of its
 * own (`Subscriptions: over websocket`) every subscription; read-scope.ts refuses it on a line naming anything else.
 *
 * Examples (each is parsed by __tests__/plan/transport-grammar.test.ts, which reads this list):
 *   `over websocket`                                → transport: websocket
 *   `Subscriptions: over graphql-ws`                → transport: websocket
 *   `via WS`                                        → transport: websocket
 *   `over Server-Sent Events`                       → transport: sse
 *   `over SSE, 30s`                                 → transport: sse, duration: 30s
 *   `handover websockets`                           → (nothing: "over" is a word of its own)
 */

const TRANSPORT =
  /(?<![\w-])(?:over|via)\s+(web\s?sockets?|ws|graphql-ws|graphql-transport-ws|sse|server-sent\s+events)(?![\w-])/gi;

/** Returns the transport a text names, if any (the last one written wins), and the text without it. */
export function readTransport(text: string): { transport?: 'sse' | 'websocket'; rest: string } {
  let transport: 'sse' | 'websocket' | undefined;
  const rest = text.replace(TRANSPORT, (_whole, word: string) => {
    transport = /^(?:sse|server)/i.test(word) ? 'sse' : 'websocket';
    return ' ';
  });
  return { ...(transport && { transport }), rest };
}
