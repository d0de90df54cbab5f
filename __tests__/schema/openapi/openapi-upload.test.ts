/** An operation's upload, read from OpenAPI 2.0, 3.0 and 3.1: a multipart form with its files, or a file as the body. */
import { describe, expect, it } from '@jest/globals';
import { openApiDescription } from '../../../src/schema/openapi/openapi-operations.js';
import type { RequestData } from '../../../src/schema/operation.js';

type Json = Record<string, unknown>;

/** Returns the request data of the one operation `POST /upload` of a document of `version`, its operation `post`. */
function requestOf(version: '2.0' | '3.0' | '3.1', post: Json): RequestData {
  const root = {
    ...(version === '2.0' ? { swagger: '2.0' } : { openapi: version === '3.0' ? '3.0.3' : '3.1.0' }),
    info: { title: 'T', version: '1' },
    paths: { '/upload': { post: { responses: { '201': { description: 'created' } }, ...post } } },
  };
  const api = openApiDescription({ root, version, source: 'test.json', location: { kind: 'file', path: 'test.json' } });
  expect(api.skipped).toEqual([]);
  return api.operations[0]!.request;
}

/** A request body of one media type. */
const body = (type: string, media: Json = {}) => ({ requestBody: { required: true, content: { [type]: media } } });
const form = (properties: Json, required: string[], extra: Json = {}) =>
  body('multipart/form-data', { schema: { type: 'object', required, properties }, ...extra });

describe('uploads read from OpenAPI: no operation is left out for needing a file', () => {
  it.each([
    {
      what: "3.0: a binary part of its encoding object's type, beside a text field",
      version: '3.0' as const,
      post: form({ title: { type: 'string' }, photo: { type: 'string', format: 'binary' } }, ['title', 'photo'], {
        encoding: { photo: { contentType: 'image/png, image/jpeg' } },
      }),
      request: { body: { multipart: { title: 'string', photo: { file: 'uploads/photo.png' } } } },
    },
    {
      what: '3.0: a list of files, none required: the first file is sent all the same, of application/octet-stream',
      version: '3.0' as const,
      post: form({ Attachments: { type: 'array', items: { type: 'string', format: 'binary' } } }, []),
      request: { body: { multipart: { Attachments: { file: 'uploads/attachments.bin' } } } },
    },
    {
      what: '3.1: a part by contentMediaType, a range of types made one type',
      version: '3.1' as const,
      post: form(
        {
          scan: { type: 'string', contentMediaType: 'image/*' },
          meta: { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
        },
        ['scan', 'meta'],
      ),
      request: { body: { multipart: { meta: '{"a":0}', scan: { file: 'uploads/scan.png' } } } },
    },
    {
      what: '3.1: a part whose type its extension does not say',
      version: '3.1' as const,
      post: form({ data: { type: 'string', contentMediaType: 'application/vnd.acme+bytes' } }, ['data']),
      request: {
        body: { multipart: { data: { file: 'uploads/data.bin', contentType: 'application/vnd.acme+bytes' } } },
      },
    },
    {
      what: 'a form of text fields alone, as multipart/form-data',
      version: '3.0' as const,
      post: form({ name: { type: 'string' }, age: { type: 'integer' } }, ['name', 'age']),
      request: { body: { multipart: { name: 'string', age: 0 } } },
    },
    {
      what: '3.0: an application/octet-stream body of format binary',
      version: '3.0' as const,
      post: body('application/octet-stream', { schema: { type: 'string', format: 'binary' } }),
      request: { body: { file: 'uploads/upload.bin' }, contentType: 'application/octet-stream' },
    },
    {
      what: '3.1: an image body without a schema',
      version: '3.1' as const,
      post: body('image/jpeg'),
      request: { body: { file: 'uploads/upload.jpg' }, contentType: 'image/jpeg' },
    },
    {
      what: 'any type (*/*): bytes',
      version: '3.0' as const,
      post: body('*/*', { schema: { type: 'string', format: 'binary' } }),
      request: { body: { file: 'uploads/upload.bin' }, contentType: 'application/octet-stream' },
    },
    {
      what: 'a JSON body of the shape of an upload, written with its content type so that it is read as JSON',
      version: '3.0' as const,
      post: body('application/json', { example: { file: 'report.pdf' } }),
      request: { body: { file: 'report.pdf' }, contentType: 'application/json' },
    },
    {
      what: '2.0: a form with a file, as multipart/form-data',
      version: '2.0' as const,
      post: {
        consumes: ['multipart/form-data'],
        parameters: [
          { name: 'additionalMetadata', in: 'formData', type: 'string', required: true },
          { name: 'file', in: 'formData', type: 'file', required: true },
        ],
      },
      request: { body: { multipart: { additionalMetadata: 'string', file: { file: 'uploads/file.bin' } } } },
    },
    {
      what: '2.0: a binary body parameter of application/octet-stream',
      version: '2.0' as const,
      post: {
        consumes: ['application/octet-stream'],
        parameters: [{ name: 'body', in: 'body', required: true, schema: { type: 'string', format: 'binary' } }],
      },
      request: { body: { file: 'uploads/upload.bin' }, contentType: 'application/octet-stream' },
    },
    {
      what: '2.0: a URL-encoded form without a file, as before',
      version: '2.0' as const,
      post: {
        consumes: ['application/x-www-form-urlencoded'],
        parameters: [{ name: 'name', in: 'formData', type: 'string', required: true }],
      },
      request: { body: { name: 'string' }, contentType: 'application/x-www-form-urlencoded' },
    },
  ])('$what', ({ version, post, request }) => {
    expect(requestOf(version, post)).toEqual(request);
  });
});
