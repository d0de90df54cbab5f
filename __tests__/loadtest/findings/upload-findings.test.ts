import { mkdir, open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkLoadTestFile } from '../../../src/loadtest/validate.js';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { MAX_HELD_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '../../../src/vocabulary/uploads.js';
import { placedProblems, yamlLines } from '../../helpers/load-test-problems.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** A load test's first lines: line 3 is the first scenario's `- name:`. */
const HEAD = ['version: 1', 'baseUrl: http://127.0.0.1:1', 'scenarios:'];

/** Returns a file of `size` bytes that takes no room on disk: its length set, nothing written. */
async function sparseFile(path: string, size: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.truncate(size);
  } finally {
    await handle.close();
  }
}

/** Writes loadtool.yaml and the files beside it; returns `line path: message` of each problem validation finds. */
async function fileProblems(yaml: string, setUp: (dir: string) => Promise<void> = async () => {}): Promise<string[]> {
  const dir = await tempDir();
  await setUp(dir);
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, yaml);
  const error = await checkLoadTestFile(file, { env: {}, unsetVariables: 'error' }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LoadTestError)) throw new Error('the load test was accepted');
  return error.problems.map(({ path, line, message }) => `${line} ${path}: ${message}`);
}

describe('the files an upload names, checked on disk at their line', () => {
  it('a file not there, a folder and a file over the bound are each an error at the line of their path', async () => {
    const yaml = yamlLines(
      ...HEAD,
      '  - name: Gone',
      '    endpoint: POST /raw',
      '    body: { file: uploads/gone.png }',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '  - name: Folder',
      '    endpoint: POST /forms',
      '    body:',
      '      multipart:',
      '        title: Rex',
      '        photo: { file: uploads }',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '  - name: Too large',
      '    endpoint: POST /raw',
      '    body:',
      '      file: uploads/huge.bin',
      '    concurrentUsers: 1',
      '    duration: 4s',
    );
    const problems = await fileProblems(yaml, async (dir) => {
      await mkdir(join(dir, 'uploads'));
      await sparseFile(join(dir, 'uploads', 'huge.bin'), MAX_UPLOAD_BYTES + 1);
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^6 scenarios\[0\]\.body\.file: no file \/.*\/uploads\/gone\.png: give the path of the file to upload, relative to this file$/,
      ),
      '14 scenarios[1].body.multipart.photo.file: uploads is not a file (a folder): give the path of the file to upload',
      '20 scenarios[2].body.file: uploads/huge.bin has 1,073,741,825 bytes, over the 1 GiB (1,073,741,824 bytes) an upload may have: upload a smaller file',
    ]);
  });

  it('a file streamed from disk (over 1 MiB) over HTTP/2 is refused, a held one accepted', async () => {
    const yaml = yamlLines(
      ...HEAD,
      '  - name: Streamed',
      '    endpoint: POST /raw',
      '    protocol: h2',
      '    body: { file: big.bin }',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '  - name: Held',
      '    endpoint: POST /raw',
      '    protocol: h2',
      '    body: { file: small.bin }',
      '    concurrentUsers: 1',
      '    duration: 4s',
    );
    const problems = await fileProblems(yaml, async (dir) => {
      await sparseFile(join(dir, 'big.bin'), MAX_HELD_UPLOAD_BYTES + 1);
      await sparseFile(join(dir, 'small.bin'), MAX_HELD_UPLOAD_BYTES);
    });
    expect(problems).toEqual([
      '7 scenarios[0].body.file: big.bin has 1,048,577 bytes: a file over 1 MiB (1,048,576 bytes) is streamed from disk at each request, which the HTTP/2 client does not do; upload a smaller file, or send it over HTTP/1.1 (protocol: http1)',
    ]);
  });

  it('a flow step uploads as a scenario does, and its file is checked the same way', async () => {
    const yaml = yamlLines(
      ...HEAD,
      '  - name: Flow',
      '    flow:',
      '      - name: Create',
      '        endpoint: POST /photos',
      '        body:',
      '          multipart: { photo: { file: photo.png }, title: Rex }',
      '      - name: Replace',
      '        endpoint: PUT /photos/1/content',
      '        body: { file: missing.pdf }',
      '    concurrentUsers: 1',
      '    duration: 4s',
    );
    const problems = await fileProblems(yaml, (dir) => writeFile(join(dir, 'photo.png'), 'png'));
    expect(problems).toEqual([
      expect.stringMatching(/^12 scenarios\[0\]\.flow\[1\]\.body\.file: no file \/.*\/missing\.pdf: /),
    ]);
  });
});

describe('the shape of an upload', () => {
  const scenario = (...lines: string[]) =>
    yamlLines(
      ...HEAD,
      '  - name: Upload',
      '    endpoint: POST /forms',
      ...lines,
      '    concurrentUsers: 1',
      '    duration: 4s',
    );

  it.each([
    {
      what: 'a multipart body with a content type other than multipart/form-data',
      lines: ['    contentType: text/plain', '    body: { multipart: { title: Rex } }'],
      expected: {
        at: '6:18',
        path: 'scenarios[0].contentType',
        message:
          'a multipart body is sent as multipart/form-data with a boundary of its own, not as "text/plain": remove contentType',
      },
    },
    {
      what: 'a field that is neither text nor a file',
      lines: ['    body:', '      multipart:', '        tags: [a, b]'],
      expected: {
        at: '8:15',
        path: 'scenarios[0].body.multipart.tags',
        message:
          'a multipart field is a text (a string, number or boolean, ${NAME} allowed) or a file { file: uploads/photo.png, contentType: image/png, filename: photo.png }, not ["a","b"]',
      },
    },
    {
      what: 'a file with a key it does not have',
      lines: ['    body:', '      multipart:', '        photo: { file: a.png, type: image/png }'],
      expected: {
        at: '8:31',
        path: 'scenarios[0].body.multipart.photo.type',
        message: 'a multipart file has file, contentType and filename, not type',
      },
    },
    {
      what: 'a file whose content type is not a media type',
      lines: ['    body:', '      multipart:', '        photo: { file: a.png, contentType: png }'],
      expected: {
        at: '8:44',
        path: 'scenarios[0].body.multipart.photo.contentType',
        message:
          '"png" is not a media type: write one such as image/png, or leave it out to have it guessed from the file\'s extension',
      },
    },
    {
      what: 'a filename with a quote',
      lines: ['    body:', '      multipart:', `        photo: { file: a.png, filename: 'a"b.png' }`],
      expected: {
        at: '8:41',
        path: 'scenarios[0].body.multipart.photo.filename',
        message: 'a filename is a non-empty text without quotes, backslashes or line breaks, such as photo.png',
      },
    },
    {
      what: 'a path with ${…}',
      lines: ['    body: { file: "uploads/${NAME}.png" }'],
      expected: {
        at: '6:19',
        path: 'scenarios[0].body.file',
        message:
          'the path of a file to upload is read when the test is validated: write it without ${…}, relative to this file',
      },
    },
    {
      what: 'an empty form',
      lines: ['    body: { multipart: {} }'],
      expected: {
        at: '6:24',
        path: 'scenarios[0].body.multipart',
        message: 'a multipart body needs a field: write { photo: { file: uploads/photo.png }, name: "Rex" }',
      },
    },
  ])('$what is an error at its line', ({ lines, expected }) => {
    expect(placedProblems(scenario(...lines), { env: { NAME: 'x' } })).toEqual([expected]);
  });
});
