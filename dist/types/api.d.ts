/**
 * The API of a custom script (`script:` in loadtool.yaml): a TypeScript module whose default export is an async
 * function of one virtual user, run by the engine again and again for the scenario's duration, each of its requests
 * measured like any other. This file is the declaration file the package ships (`qa-perf`'s types):
 *
 *   import type { VirtualUser } from 'qa-perf';
 *
 *   export default async function (vu: VirtualUser): Promise<void> {
 *     const list = await vu.request('GET', '/pets', { name: 'List pets' });
 *     const id = list.json<{ id: string }[]>()[0]?.id;
 *     vu.check('the list has a pet', id !== undefined);
 *     await vu.request('GET', `/pets/${id}`, { name: 'Get a pet' });
 *   }
 *
 * It holds types only: the engine's implementation is in src/engine (docs/architecture.md).
 */
/** The options of one request: `vu.request(method, path, options)`. */
export interface RequestOptions {
    /**
     * Names the request in the results: requests of the same name are one step of the scenario, measured together.
     * Defaults to `METHOD path` with the path as sent (query left out): name requests whose path carries an id.
     */
    name?: string;
    /** Sent with the scenario's `headers` (these win, by name). */
    headers?: Record<string, string>;
    /** Added to the path's query string. */
    query?: Record<string, string | number | boolean>;
    /** A JSON body; sets `content-type: application/json` unless `headers` sets one. */
    json?: unknown;
    /** A body as is; `json` wins when both are given. */
    body?: string;
    /** The statuses that count as ok; any 2xx or 3xx when not given. */
    expect?: {
        status?: number[];
    };
    /**
     * The most redirects to follow (0 to 20), each hop counted and its latency part of the request's, the last
     * response's status the one judged; the scenario's `followRedirects` (default 0: a redirect is the answer) when not
     * given. A chain longer than this, a loop or another origin without `crossOrigin` fails as `redirect`.
     */
    followRedirects?: number;
    /** Whether those redirects may lead to another origin; the scenario's `crossOrigin` when not given. */
    crossOrigin?: boolean;
}
/** The answer to `vu.request`: always resolved, never thrown; a failed request has `ok: false`. */
export interface Response {
    /** The HTTP status; 0 when no response arrived (`error` says why). */
    readonly status: number;
    /** Whether the request counted as ok: its status is expected and a GraphQL body has no `errors`. */
    readonly ok: boolean;
    /** The response headers, by lower-case name. */
    readonly headers: Readonly<Record<string, string>>;
    /** The whole body as text. */
    readonly body: string;
    /** The body parsed as JSON; throws when it is not JSON, which fails the iteration as a script error. */
    json<T = unknown>(): T;
    /** Why no response arrived: `timeout`, `connect`, `reset`, … (the error category); absent when one did. */
    readonly error?: string;
}
/** One virtual user, as the script's function sees it. */
export interface VirtualUser {
    /** The user's number, 0 to the scenario's concurrentUsers − 1, counted across the shards of a sharded run. */
    readonly id: number;
    /** The iteration the user is at, from 0; `once` runs before iteration 0. */
    readonly iteration: number;
    /** Values the user keeps from one iteration to the next (a token its `once` function got). */
    readonly vars: Record<string, unknown>;
    /**
     * Sends a request to the load test's baseUrl (`path` is relative to it) on the user's own connection, and resolves
     * with its response once the whole body has arrived. Every request is recorded: counted, categorized and measured.
     * A request that is not ok fails the iteration, whatever the script does next.
     */
    request(method: string, path: string, options?: RequestOptions): Promise<Response>;
    /**
     * Records a check by name and returns `condition`: a false condition fails the iteration (category `check`) and is
     * counted under its name in the results.
     */
    check(name: string, condition: boolean | (() => boolean)): boolean;
    /** Waits `ms` milliseconds; not part of any measured latency. */
    sleep(ms: number): Promise<void>;
    /**
     * Returns an environment variable's value, to use as a secret: it is masked wherever the run writes text (samples,
     * messages). Throws, naming the variable, when it is not set.
     */
    env(name: string): string;
}
/** The function a script exports: its default export runs once per iteration, `once` once per user before them. */
export type ScriptFunction = (vu: VirtualUser) => Promise<void> | void;
