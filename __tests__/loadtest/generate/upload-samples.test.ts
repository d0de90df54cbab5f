import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { namedUploads, sampleUpload } from '../../../src/loadtest/generate/upload-samples.js';

describe('the small files generation writes to upload', () => {
  it.each([
    ['image/png', '89504e470d0a1a0a'],
    ['image/jpeg', 'ffd8ff'],
    ['image/gif', '474946383961'],
    ['image/webp', '52494646'],
    ['application/zip', '504b0506'],
  ])('%s starts as its format says', (type, magic) => {
    expect(sampleUpload(type).toString('hex')).toMatch(new RegExp(`^${magic}`));
  });

  it("a PDF's cross-reference table points at each of its objects, and its startxref at the table", () => {
    const pdf = sampleUpload('application/pdf').toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 5)).toBe('xref\n');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(3);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it('text types are text of their kind, a gzip file unzips, anything else is 1 KiB of bytes', () => {
    expect(JSON.parse(sampleUpload('application/json').toString())).toEqual({ sample: 'uploaded by loadtool' });
    expect(sampleUpload('text/csv').toString()).toBe('name,value\nsample,1\n');
    expect(gunzipSync(sampleUpload('application/gzip')).toString()).toContain('loadtool');
    expect(sampleUpload('application/octet-stream')).toHaveLength(1024);
    expect(sampleUpload('application/vnd.acme')).toEqual(sampleUpload('application/octet-stream'));
  });

  it('names each file an upload of a load test names, once, with the type it is sent as', () => {
    const data = {
      scenarios: [
        { body: { file: 'uploads/a.png' } },
        { body: { file: 'uploads/b.bin' }, contentType: 'application/pdf' },
        { body: { file: 'uploads/json.png' }, contentType: 'application/json' },
        {
          flow: [
            {
              body: {
                multipart: { a: { file: 'uploads/a.png' }, c: { file: 'c.dat', contentType: 'text/csv' }, t: 'x' },
              },
            },
          ],
        },
      ],
    };
    expect(namedUploads(data)).toEqual([
      { file: 'uploads/a.png', contentType: 'image/png' },
      { file: 'uploads/b.bin', contentType: 'application/pdf' },
      { file: 'c.dat', contentType: 'text/csv' },
    ]);
  });
});
