import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { LLHTTP, ParseError, ResponseParser, type ParserEvents } from '../../../../src/engine/http/lean/llhttp.js';
import { categoryOfError } from '../../../../src/engine/error-category.js';

/** Records what llhttp reports for one parser. */
class Recorder implements ParserEvents {
  readonly headers: string[] = [];
  readonly statuses: number[] = [];
  readonly keepAlive: boolean[] = [];
  body = '';
  completed = 0;
  private lastField = false;

  onHeaderField(chunk: Uint8Array, start: number, length: number): void {
    this.part(chunk, start, length, true);
  }

  onHeaderValue(chunk: Uint8Array, start: number, length: number): void {
    this.part(chunk, start, length, false);
  }

  onHeadersComplete(status: number, keepAlive: boolean): number {
    this.statuses.push(status);
    this.keepAlive.push(keepAlive);
    return status < 200 ? LLHTTP.SKIP_BODY : LLHTTP.OK;
  }

  onBody(chunk: Uint8Array, start: number, length: number): number {
    this.body += Buffer.from(chunk.subarray(start, start + length)).toString('latin1');
    return LLHTTP.OK;
  }

  onMessageComplete(): number {
    this.completed++;
    return LLHTTP.OK;
  }

  private part(chunk: Uint8Array, start: number, length: number, field: boolean): void {
    const text = Buffer.from(chunk.subarray(start, start + length)).toString('latin1');
    const last = this.headers.length - 1;
    if (this.lastField === field && last >= 0) this.headers[last] = `${this.headers[last]!}${text}`;
    else this.headers.push(text);
    this.lastField = field;
  }
}

function parse(text: string): { code: number; events: Recorder; parser: ResponseParser } {
  const events = new Recorder();
  const parser = new ResponseParser(events);
  const bytes = Buffer.from(`..${text}..`, 'latin1');
  // Parsed from an offset inside a larger buffer, as the client parses its shared read buffer.
  const code = parser.execute(bytes, 2, bytes.length - 4);
  return { code, events, parser };
}

describe("undici's llhttp WebAssembly module", () => {
  it('is where the lean client loads it from, with the constants it reads', () => {
    // A deep import into undici (no "exports" map): an upgrade that moves these files must fail here, loudly.
    const require = createRequire(import.meta.url);
    const wasm = require('undici/lib/llhttp/llhttp-wasm.js') as Uint8Array<ArrayBuffer>;
    const constants = require('undici/lib/llhttp/constants.js') as {
      TYPE: Record<string, number>;
      ERROR: Record<string, number>;
    };
    expect(wasm.byteLength).toBeGreaterThan(1000);
    expect(WebAssembly.validate(wasm)).toBe(true);
    expect(constants.TYPE.RESPONSE).toEqual(expect.any(Number));
    expect(constants.ERROR).toMatchObject({ OK: 0, PAUSED: expect.any(Number) });
    const exports = WebAssembly.Module.exports(new WebAssembly.Module(wasm)).map((entry) => entry.name);
    for (const name of [
      'memory',
      'malloc',
      'llhttp_alloc',
      'llhttp_free',
      'llhttp_reset',
      'llhttp_execute',
      'llhttp_finish',
      'llhttp_resume',
      'llhttp_get_error_pos',
      'llhttp_get_error_reason',
    ])
      expect(exports).toContain(name);
    const imports = WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((entry) => entry.name);
    for (const name of [
      'wasm_on_header_field',
      'wasm_on_header_value',
      'wasm_on_headers_complete',
      'wasm_on_body',
      'wasm_on_message_complete',
    ])
      expect(imports).toContain(name);
  });

  it('parses a plain response with Content-Length', () => {
    const { code, events } = parse('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-A: b\r\n\r\nhello');
    expect(code).toBe(LLHTTP.OK);
    expect(events.statuses).toEqual([200]);
    expect(events.keepAlive).toEqual([true]);
    expect(events.headers).toEqual(['Content-Length', '5', 'X-A', 'b']);
    expect(events.body).toBe('hello');
    expect(events.completed).toBe(1);
  });

  it('parses a chunked response with extensions and trailers', () => {
    const { code, events } = parse(
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: t\r\n\r\n',
    );
    expect(code).toBe(LLHTTP.OK);
    expect(events.body).toBe('abcde');
    expect(events.completed).toBe(1);
    expect(events.headers).toContain('X-Trailer');
  });

  it('says when a server does not keep the connection', () => {
    const { events } = parse('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    expect(events.keepAlive).toEqual([false]);
    expect(events.completed).toBe(1);
  });

  it('completes a close-delimited body at finish', () => {
    const { code, events, parser } = parse('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end');
    expect(code).toBe(LLHTTP.OK);
    expect(events.completed).toBe(0);
    expect(parser.finish()).toBe(LLHTTP.OK);
    expect(events.body).toBe('until the end');
    expect(events.completed).toBe(1);
  });

  it('fails on bytes that are not HTTP with a ParseError whose HPE_ code counts as protocol', () => {
    const { code, parser, events } = parse('this is not HTTP at all\r\n\r\n');
    expect(code).not.toBe(LLHTTP.OK);
    expect(code).not.toBe(LLHTTP.PAUSED);
    const error = parser.error(code);
    expect(error).toBeInstanceOf(ParseError);
    expect(error.code).toMatch(/^HPE_[A-Z_]+$/);
    expect(error.code).not.toBe('HPE_INTERNAL');
    expect(categoryOfError(error)).toBe('protocol');
    expect(events.completed).toBe(0);
  });

  it('parses again after a reset', () => {
    const { parser, events } = parse('garbage\r\n\r\n');
    parser.reset();
    const bytes = Buffer.from('HTTP/1.1 204 No Content\r\n\r\n');
    expect(parser.execute(bytes, 0, bytes.length)).toBe(LLHTTP.OK);
    expect(events.statuses).toEqual([204]);
    expect(events.completed).toBe(1);
    parser.free();
  });
});
