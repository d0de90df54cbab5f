// Which OpenAPI operations answer with a stream of events: a success response of `text/event-stream` (docs/streams.md).
import type { Operation, RequestData } from '../operation.js';
import { deref, isObject, type Json, type OpenApiDocument } from './openapi-document.js';

/** `text/event-stream`, with or without parameters (`; charset=utf-8`). */
const EVENT_STREAM = /^text\/event-stream\s*(?:;|$)/i;

/**
 * Returns the stream an operation answers with, or undefined for an ordinary answer: Server-Sent Events when a
 * success response (`200`, `2XX`, else `default` when no success is declared) has `text/event-stream` among its
 * content types (OpenAPI 2.0: in `produces`). A 3.2 media type's `itemSchema` (each event's schema) is not read: a
 * stream has no response contract. Held open (`hold`) for a request without a body, one stream per request
 * (`request`, an LLM-style answer) for one with a body.
 */
export function openApiStream(
  document: OpenApiDocument,
  operation: Json,
  request: RequestData,
): Operation['stream'] | undefined {
  if (!eventStream(document, operation)) return undefined;
  return { protocol: 'sse', mode: request.body === undefined ? 'hold' : 'request' };
}

function eventStream(document: OpenApiDocument, operation: Json): boolean {
  const { root } = document;
  if (document.version === '2.0') {
    const produces = Array.isArray(operation.produces) ? operation.produces : root.produces;
    return Array.isArray(produces) && produces.some((type) => typeof type === 'string' && EVENT_STREAM.test(type));
  }
  const responses = deref(root, operation.responses) ?? {};
  const success = Object.keys(responses).filter((status) => /^2(?:\d\d|xx)$/i.test(status));
  const statuses = success.length > 0 ? success : Object.hasOwn(responses, 'default') ? ['default'] : [];
  return statuses.some((status) => {
    const content = deref(root, responses[status])?.content;
    return isObject(content) && Object.keys(content).some((type) => EVENT_STREAM.test(type));
  });
}
