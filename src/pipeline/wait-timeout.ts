// A file of its own, without the system under test's modules, so that `loadtool gate --help` states it cheaply.

/** How long `wait-for` is polled when no timeout is given. */
export const DEFAULT_WAIT_SECONDS = 60;
