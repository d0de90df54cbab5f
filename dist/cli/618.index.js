export const id = 618;
export const ids = [618];
export const modules = {

/***/ 71618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchSources: () => (/* binding */ fetchSources),
/* harmony export */   s: () => (/* binding */ fetchSource)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
// Sends one data source's request and reads its answer, bounded in size and time.

/** The most of a source's body that is read: a list of records, not a download. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/**
 * Sends every request of `queue` (each once, its `fetched` set), `concurrency` at a time, with the load test's TLS
 * options (undici's global agent without any); never throws.
 */
async function fetchSources(queue, concurrency, options) {
    const pending = [...queue];
    const dispatcher = options.tls && new undici__WEBPACK_IMPORTED_MODULE_0__.Agent({ connect: options.tls });
    const worker = async () => {
        for (let next = pending.shift(); next; next = pending.shift())
            next.fetched = await fetchSource(next.built, next.timeoutMs, options.signal, dispatcher);
    };
    try {
        await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
    }
    finally {
        await dispatcher?.close();
    }
}
/**
 * Returns the response of a source request (its status and body, read whole up to MAX_SOURCE_BYTES), or why it got
 * none: the error's code, "no response within N s" past `timeoutMs` (0: no limit), "cancelled" on the run's signal.
 * It never throws: a failure is data, turned into a message by the caller. `dispatcher` carries the load test's TLS
 * options; undici's global agent without it.
 */
async function fetchSource(built, timeoutMs, signal, dispatcher) {
    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [signal, timeout].filter((item) => item !== undefined);
    const startedAt = performance.now();
    const elapsed = () => Math.round((performance.now() - startedAt) * 10) / 10;
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__.request)(`${built.origin}${built.path}`, {
            method: built.method,
            headers: built.headers,
            body: built.body ?? null,
            signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
            ...(dispatcher && { dispatcher }),
        });
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > MAX_SOURCE_BYTES) {
                response.body.destroy();
                return { error: `its body is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB`, ms: elapsed() };
            }
            chunks.push(chunk);
        }
        return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: elapsed() };
    }
    catch (error) {
        if (signal?.aborted)
            return { error: 'cancelled', ms: elapsed() };
        if (timeout?.aborted)
            return { error: `no response within ${timeoutMs / 1000} s`, ms: elapsed() };
        const { code, message } = error;
        return { error: typeof code === 'string' ? code : String(message), ms: elapsed() };
    }
}


/***/ })

};
