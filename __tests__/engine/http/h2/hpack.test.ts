import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { HpackDecoder, requestBlock } from '../../../../src/engine/http/h2/hpack.js';
import { huffmanDecode } from '../../../../src/engine/http/h2/huffman.js';

// hpack.js's compressor and decompressor are the reference: an encoder that indexes, Huffman-codes and evicts as it
// pleases, which a real server's may do too.
interface Header {
  name: string;
  value: string;
  huffman?: boolean;
  neverIndex?: boolean;
  incremental?: boolean;
}
interface Stream {
  write(data: unknown): void;
  read(): Buffer | Header | null;
  execute(): void;
  updateTableSize(size: number): void;
}
const hpack = createRequire(import.meta.url)('hpack.js') as {
  compressor: { create(options: { table: { maxSize: number } }): Stream };
  decompressor: { create(options: { table: { maxSize: number } }): Stream };
};

/** Returns the fields hpack.js's decompressor reads from `block`, as [name, value, …]. */
const decompressed = (block: Buffer): string[] => {
  const decompressor = hpack.decompressor.create({ table: { maxSize: 4096 } });
  decompressor.write(block);
  decompressor.execute();
  const fields: string[] = [];
  for (let field = decompressor.read() as Header | null; field; field = decompressor.read() as Header | null)
    fields.push(field.name, field.value);
  return fields;
};

const compress = (compressor: Stream, headers: Header[]): Buffer => {
  compressor.write(headers);
  return (compressor.read() as Buffer | null) ?? Buffer.alloc(0);
};

/** A dynamic table size update to `size` (RFC 7541 §6.3), for a size of at least 31. */
const sizeUpdate = (size: number): Buffer => {
  const bytes = [0x3f];
  let rest = size - 31;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return Buffer.from(bytes);
};

// hpack.js looks names and values up in plain objects: one named like a property of Object.prototype ("valueOf")
// finds that property and is encoded wrongly, a fault of the reference, not of the decoder.
const notInherited = (text: string): boolean => !(text in Object.prototype);

const name = fc.oneof(
  fc.constantFrom('content-type', 'date', 'server', 'set-cookie', 'x-request-id', 'cache-control', 'etag'),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/).filter(notInherited),
);
const value = fc.oneof(
  fc.constantFrom('', 'application/json', 'nginx', '0'),
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/).filter(notInherited),
);
const header = fc.record({
  name,
  value,
  huffman: fc.boolean(),
  neverIndex: fc.boolean(),
  incremental: fc.boolean(),
});
const status = fc.constantFrom(200, 201, 204, 304, 404, 500, 503, 299);
const blocks = fc.array(fc.tuple(status, fc.array(header, { maxLength: 12 })), { minLength: 1, maxLength: 25 });

describe('HpackDecoder', () => {
  it.each([4096, 256, 64])(
    'decodes what an indexing, Huffman-coding encoder wrote, block after block, with a %i-byte table',
    (size) => {
      fc.assert(
        fc.property(blocks, (list) => {
          const compressor = hpack.compressor.create({ table: { maxSize: size } });
          const decoder = new HpackDecoder();
          // An encoder whose table is smaller than the decoder's bound says so first: a size update (RFC 7541 §6.3).
          let prefix = size === 4096 ? Buffer.alloc(0) : sizeUpdate(size);
          for (const [code, headers] of list) {
            const block = Buffer.concat([
              prefix,
              compress(compressor, [{ name: ':status', value: String(code) }, ...headers]),
            ]);
            prefix = Buffer.alloc(0);
            const decoded: Buffer[] = [];
            expect(decoder.decode(block, 0, block.length, decoded)).toBe(code);
            expect(decoded.map((part) => part.toString('latin1'))).toEqual(headers.flatMap((h) => [h.name, h.value]));
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('gives the status and skips the other fields when nobody reads them, keeping its table in step', () => {
    const compressor = hpack.compressor.create({ table: { maxSize: 4096 } });
    const decoder = new HpackDecoder();
    const headers = [
      { name: ':status', value: '201' },
      { name: 'x-id', value: 'abc' },
    ];
    for (let round = 0; round < 3; round++) {
      const block = compress(compressor, headers);
      expect(decoder.decode(block, 0, block.length, null)).toBe(201);
    }
    const block = compress(compressor, headers);
    const decoded: Buffer[] = [];
    expect(decoder.decode(block, 0, block.length, decoded)).toBe(201);
    expect(decoded.map(String)).toEqual(['x-id', 'abc']);
  });

  it('refuses what is not HPACK: an index past both tables, a cut integer or string, a table size above its bound', () => {
    for (const bytes of [
      [0xff, 0x00],
      [0xbf],
      [0x40, 0x85, 0x61],
      [0x3f, 0xe2, 0x1f],
      [0x0f, 0xff, 0xff, 0xff, 0xff, 0xff],
    ]) {
      const block = Buffer.from(bytes);
      expect(new HpackDecoder().decode(block, 0, block.length, null)).toBe(-1);
    }
  });
});

describe('huffmanDecode', () => {
  it('decodes the examples of RFC 7541 Appendix C.4', () => {
    const cases: Array<[string, string]> = [
      ['f1e3c2e5f23a6ba0ab90f4ff', 'www.example.com'],
      ['a8eb10649cbf', 'no-cache'],
      ['25a849e95ba97d7f', 'custom-key'],
      ['25a849e95bb8e8b4bf', 'custom-value'],
    ];
    for (const [hex, text] of cases) {
      const bytes = Buffer.from(hex, 'hex');
      expect(huffmanDecode(bytes, 0, bytes.length)?.toString('latin1')).toBe(text);
    }
  });

  it('refuses padding that is longer than 7 bits or not all ones, and EOS', () => {
    // "a" is 00011 (5 bits): padded with 111 it is valid; with 000, or a whole byte of ones after it, not.
    expect(huffmanDecode(Buffer.from([0b00011111]), 0, 1)?.toString()).toBe('a');
    expect(huffmanDecode(Buffer.from([0b00011000]), 0, 1)).toBeNull();
    expect(huffmanDecode(Buffer.from([0b00011111, 0xff]), 0, 2)).toBeNull();
    expect(huffmanDecode(Buffer.from([0xff, 0xff, 0xff, 0xff]), 0, 4)).toBeNull();
  });
});

describe('requestBlock', () => {
  it("is decoded by hpack.js's decompressor into the request's pseudo-headers and headers, lower-cased", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom('/', '/items/1?x=%20y', '/a/b'),
        fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/), value), { maxLength: 8 }),
        (method, path, pairs) => {
          const headers = pairs.filter(
            ([key]) =>
              ![
                'host',
                'connection',
                'keep-alive',
                'te',
                'upgrade',
                'expect',
                'content-length',
                'transfer-encoding',
                'proxy-connection',
              ].includes(key.toLowerCase()),
          );
          const block = requestBlock(
            method,
            'https',
            'api.test:8443',
            path,
            headers.flat(),
            method === 'POST' ? 12 : null,
          );
          expect(Buffer.isBuffer(block)).toBe(true);
          const fields = decompressed(block as Buffer);
          expect(fields).toEqual([
            ':method',
            method,
            ':scheme',
            'https',
            ':authority',
            'api.test:8443',
            ':path',
            path,
            ...headers.flatMap(([key, text]) => [key.toLowerCase(), text]),
            ...(method === 'POST' ? ['content-length', '12'] : []),
          ]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('sends a Host header as :authority and leaves out the connection headers HTTP/2 forbids', () => {
    const block = requestBlock(
      'GET',
      'http',
      '127.0.0.1:1',
      '/',
      ['Host', 'vhost.test', 'Connection', 'close', 'TE', 'trailers', 'te', 'gzip'],
      null,
    );
    const fields = decompressed(block as Buffer);
    expect(fields).toEqual([
      ':method',
      'GET',
      ':scheme',
      'http',
      ':authority',
      'vhost.test',
      ':path',
      '/',
      'te',
      'trailers',
    ]);
  });

  it('names a header that is not valid HTTP', () => {
    expect(requestBlock('GET', 'http', 'a', '/', ['bad name', 'x'], null)).toBe('header name "bad name"');
    expect(requestBlock('GET', 'http', 'a', '/', ['x-a', 'line\nbreak'], null)).toBe('the value of header x-a');
  });
});
