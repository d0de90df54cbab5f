import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { expectAccounted, onlyScenario, runEngine } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';
import { expectStreamsAccounted, streamLoadTest } from './stream-scenario.js';

const servers = useServers();

/** A real GraphQL server (graphql-yoga) with subscriptions over SSE at /graphql, counting the payloads it yields. */
async function startYoga(): Promise<{ url: string; yielded: () => number }> {
  let yielded = 0;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          hello: String!
        }
        type Subscription {
          countdown(from: Int!): Int!
          failing: Int!
        }
      `,
      resolvers: {
        Query: { hello: () => 'world' },
        Subscription: {
          countdown: {
            subscribe: async function* (_: unknown, { from }: { from: number }) {
              for (let value = from; value >= 0; value--) {
                await Promise.resolve();
                yielded++;
                yield { countdown: value };
              }
            },
          },
          failing: {
            subscribe: async function* () {
              await Promise.resolve();
              yielded++;
              yield { failing: 1 };
              throw new Error('the subscription broke');
            },
          },
        },
      },
    }),
    graphqlEndpoint: '/graphql',
    logging: false,
    maskedErrors: false,
  });
  const server = createServer((request, response) => {
    void yoga(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, yielded: () => yielded };
}

describe('GraphQL subscriptions over SSE (graphql-yoga)', () => {
  it('reads each subscription to its complete, every payload counted once', async () => {
    const yoga = await startYoga();
    const results = await runEngine(
      streamLoadTest(
        yoga.url,
        {
          endpoint: 'POST /graphql',
          graphql: { query: 'subscription { countdown(from: 5) }' },
          concurrentUsers: 2,
        },
        { protocol: 'sse', mode: 'request' },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    const stream = scenario.stream!;
    expect(scenario.requests.ok).toBeGreaterThan(2);
    expect(scenario.requests.failed).toBe(0);
    expect(stream.events).toBe(6 * scenario.requests.ok);
    expect(stream.events).toBe(yoga.yielded());
    expect(stream.faults).toEqual({ stalled: 0, ended: 0, silent: 0 });
    expect(stream.length.count).toBe(scenario.requests.ok);
  });

  it('fails a subscription whose payload carries errors as graphql, with its message', async () => {
    const yoga = await startYoga();
    const results = await runEngine(
      streamLoadTest(
        yoga.url,
        { endpoint: 'POST /graphql', graphql: { query: 'subscription { failing }' } },
        { protocol: 'sse', mode: 'request' },
      ),
    );
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expectStreamsAccounted(scenario);
    expect(scenario.requests.total).toBeGreaterThan(0);
    expect(scenario.requests.byCategory).toEqual({ graphql: scenario.requests.total });
    const sample = scenario.samples!.find((each) => each.category === 'graphql');
    expect(sample?.graphqlMessage).toBe('the subscription broke');
  });
});
