// llhttp, Node's own HTTP parser, from the WebAssembly build undici ships: one response parser per socket.
import llhttpWasm from 'undici/lib/llhttp/llhttp-wasm.js';
import llhttpConstants from 'undici/lib/llhttp/constants.js';

/**
 * What llhttp reports to the connection whose bytes it is parsing. Offsets are into the chunk being parsed (see
 * `ResponseParser.execute`); each returns 0 to go on, or one of llhttp's return values (1: no body, PAUSED).
 */
export interface ParserEvents {
  onHeaderField(chunk: Uint8Array, start: number, length: number): void;
  onHeaderValue(chunk: Uint8Array, start: number, length: number): void;
  onHeadersComplete(status: number, keepAlive: boolean): number;
  onBody(chunk: Uint8Array, start: number, length: number): number;
  onMessageComplete(): number;
}

const ERROR = llhttpConstants.ERROR as Record<string, number>;

/** llhttp's return codes the connection acts on. */
export const LLHTTP = {
  OK: ERROR.OK!,
  PAUSED: ERROR.PAUSED!,
  /** From `on_headers_complete`: the response has no body (HEAD, 1xx). */
  SKIP_BODY: 1,
} as const;

const ERROR_NAMES = new Map(Object.entries(ERROR).map(([name, code]) => [code, name]));

interface LlhttpExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  llhttp_alloc(type: number): number;
  llhttp_free(parser: number): void;
  llhttp_reset(parser: number): void;
  llhttp_execute(parser: number, data: number, length: number): number;
  llhttp_finish(parser: number): number;
  llhttp_resume(parser: number): void;
  llhttp_get_error_pos(parser: number): number;
  llhttp_get_error_reason(parser: number): number;
}

/** The bytes of the chunk being parsed are copied here: llhttp reads WebAssembly memory only. */
const INPUT_BYTES = 64 * 1024;

/**
 * The one llhttp instance of this thread, created on first use, and what it is parsing: llhttp calls back through
 * module-level imports, so the parser and chunk being executed are set around each call (parsing is never re-entered:
 * a callback only records, and whatever it starts is written later).
 */
let llhttp: LlhttpExports | undefined;
let inputPtr = 0;
/** A view of the input region; made again when the memory grows (growing detaches the views of the old one). */
let input = new Uint8Array(0);
let current: ParserEvents | undefined;
let chunk: Uint8Array = new Uint8Array(0);
/** Added to a WebAssembly address to give the offset in `chunk`. */
let delta = 0;

function instance(): LlhttpExports {
  if (llhttp) return llhttp;
  const at = (address: number): number => address + delta;
  const imports = {
    env: {
      wasm_on_url: () => 0,
      wasm_on_status: () => 0,
      wasm_on_message_begin: () => 0,
      wasm_on_header_field: (_p: number, address: number, length: number) => {
        current!.onHeaderField(chunk, at(address), length);
        return 0;
      },
      wasm_on_header_value: (_p: number, address: number, length: number) => {
        current!.onHeaderValue(chunk, at(address), length);
        return 0;
      },
      wasm_on_headers_complete: (_p: number, status: number, _upgrade: number, keepAlive: number) =>
        current!.onHeadersComplete(status, keepAlive === 1),
      wasm_on_body: (_p: number, address: number, length: number) => current!.onBody(chunk, at(address), length),
      wasm_on_message_complete: () => current!.onMessageComplete(),
    },
  };
  const exports = new WebAssembly.Instance(new WebAssembly.Module(llhttpWasm), imports).exports;
  llhttp = exports as unknown as LlhttpExports;
  inputPtr = llhttp.malloc(INPUT_BYTES);
  return llhttp;
}

/** A response parse error, with llhttp's error name as its code (`HPE_INVALID_CONSTANT`): category `protocol`. */
export class ParseError extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(`Response does not match the HTTP/1.1 protocol (${reason})`);
    this.name = 'ParseError';
  }
}

/**
 * The HTTP/1.1 response parser of one connection: llhttp, the parser Node itself uses, in the WebAssembly build that
 * undici ships (so strict as Node is: a response that is not HTTP fails as `protocol`).
 */
export class ResponseParser {
  private readonly llhttp = instance();
  private ptr = this.llhttp.llhttp_alloc(llhttpConstants.TYPE.RESPONSE as number);

  constructor(private readonly events: ParserEvents) {}

  /**
   * Parses `data[start, start + length)`; returns llhttp's code: OK, PAUSED (a callback paused: `consumed` says how
   * far it got), or an error (see `error`).
   */
  execute(data: Buffer, start: number, length: number): number {
    const llhttp = this.llhttp;
    let code: number = LLHTTP.OK;
    for (let offset = 0; offset < length && code === LLHTTP.OK; offset += INPUT_BYTES) {
      const size = Math.min(INPUT_BYTES, length - offset);
      if (input.byteLength === 0) input = new Uint8Array(llhttp.memory.buffer, inputPtr, INPUT_BYTES);
      data.copy(input, 0, start + offset, start + offset + size);
      current = this.events;
      chunk = data;
      delta = start + offset - inputPtr;
      try {
        code = llhttp.llhttp_execute(this.ptr, inputPtr, size);
      } finally {
        current = undefined;
      }
      if (code !== LLHTTP.OK) this.consumed = offset + llhttp.llhttp_get_error_pos(this.ptr) - inputPtr;
    }
    return code;
  }

  /** How many bytes of the last `execute` were parsed when it paused or failed. */
  consumed = 0;

  /** Tells llhttp the connection ended: a body that runs to the close completes; returns llhttp's code. */
  finish(): number {
    current = this.events;
    try {
      return this.llhttp.llhttp_finish(this.ptr);
    } finally {
      current = undefined;
    }
  }

  /** Lets a paused parser go on with the next `execute`. */
  resume(): void {
    this.llhttp.llhttp_resume(this.ptr);
  }

  /** Readies the parser for a new connection. */
  reset(): void {
    if (this.ptr !== 0) this.llhttp.llhttp_reset(this.ptr);
  }

  /** Returns the error of a failed `execute` or `finish`, with llhttp's reason. */
  error(code: number): ParseError {
    const llhttp = this.llhttp;
    const reasonPtr = llhttp.llhttp_get_error_reason(this.ptr);
    const memory = new Uint8Array(llhttp.memory.buffer);
    const reason = reasonPtr ? Buffer.from(memory.subarray(reasonPtr, memory.indexOf(0, reasonPtr))).toString() : '';
    return new ParseError(`HPE_${ERROR_NAMES.get(code) ?? 'INTERNAL'}`, reason);
  }

  /** Frees llhttp's memory of this parser; it is not used again. */
  free(): void {
    if (this.ptr !== 0) this.llhttp.llhttp_free(this.ptr);
    this.ptr = 0;
  }
}
