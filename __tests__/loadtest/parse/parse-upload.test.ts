import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { loadTestFingerprint } from '../../../src/loadtest/fingerprint.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';

/** Returns the load test of one scenario `POST /upload` with `request` merged in, read from `/tests/loadtool.yaml`. */
function parsed(request: object, file = '/tests/loadtool.yaml') {
  const scenario = { name: 'Upload', endpoint: 'POST /upload', concurrentUsers: 1, duration: '4s', ...request };
  return parseLoadTest(stringify({ version: 1, baseUrl: 'http://127.0.0.1:1', scenarios: [scenario] }), file);
}

describe('which bodies are uploads: exactly { file } or { multipart }, unless the content type is JSON or a form', () => {
  it.each([
    { what: 'a file, its type by its extension', request: { body: { file: 'photos/a.PNG' } }, type: 'image/png' },
    { what: 'a file of an unknown extension', request: { body: { file: 'a.dat' } }, type: 'application/octet-stream' },
    {
      what: 'a file with its content type written',
      request: { body: { file: 'a.dat' }, contentType: 'application/zip' },
      type: 'application/zip',
    },
  ])('$what is an upload', ({ request, type }) => {
    const [scenario] = parsed(request).scenarios;
    expect(scenario!.body).toBeUndefined();
    const file = request.body.file;
    expect(scenario!.upload).toEqual({ file: { file, path: `/tests/${file}`, contentType: type } });
  });

  it.each([
    { what: 'JSON, said by contentType', request: { body: { file: 'a.png' }, contentType: 'application/json' } },
    {
      what: 'a URL-encoded form',
      request: { body: { multipart: { a: 'b' } }, contentType: 'application/x-www-form-urlencoded' },
    },
    { what: 'a mapping with more keys', request: { body: { file: 'a.png', name: 'Rex' } } },
    { what: 'a file that is not a path', request: { body: { file: 7 } } },
    { what: 'a multipart that is not a mapping', request: { body: { multipart: 'a' } } },
  ])('$what is a body like any other', ({ request }) => {
    const [scenario] = parsed(request).scenarios;
    expect(scenario!.upload).toBeUndefined();
    expect(scenario!.body).toEqual(request.body);
  });

  it("a form's texts are text, its files named after themselves unless a filename is written, in a flow's steps too", () => {
    const multipart = {
      title: 'Rex ${uuid}',
      count: 3,
      public: true,
      photo: { file: 'uploads/rex.jpg' },
      scan: { file: 'scan.bin', contentType: 'image/tiff', filename: 'scan-${uuid}.tif' },
    };
    const expected = {
      multipart: {
        title: 'Rex ${uuid}',
        count: '3',
        public: 'true',
        photo: {
          file: 'uploads/rex.jpg',
          path: '/tests/uploads/rex.jpg',
          contentType: 'image/jpeg',
          filename: 'rex.jpg',
        },
        scan: { file: 'scan.bin', path: '/tests/scan.bin', contentType: 'image/tiff', filename: 'scan-${uuid}.tif' },
      },
    };
    expect(parsed({ body: { multipart } }).scenarios[0]!.upload).toEqual(expected);
    const flow = parsed({
      endpoint: undefined,
      flow: [{ name: 'Send', endpoint: 'POST /upload', body: { multipart } }],
    });
    expect(flow.scenarios[0]!.flow![0]!.upload).toEqual(expected);
  });

  it('the fingerprint names a file as written: the same load test in another folder is the same', () => {
    const request = { body: { multipart: { photo: { file: 'uploads/rex.jpg' } } } };
    expect(loadTestFingerprint(parsed(request, '/a/loadtool.yaml'))).toBe(
      loadTestFingerprint(parsed(request, '/b/c/loadtool.yaml')),
    );
    expect(loadTestFingerprint(parsed(request))).not.toBe(
      loadTestFingerprint(parsed({ body: { multipart: { photo: { file: 'uploads/tom.jpg' } } } })),
    );
  });
});
