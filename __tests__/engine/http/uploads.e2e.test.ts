// Uploads against a real Express app with multer (multipart/form-data) and express.raw (any other body): every request
// carries the file's exact bytes, the form's fields, the declared type and filename; a file over 1 MiB is streamed from
// disk at each request; bytesSent counts each request's body, computed from what the server received.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { loadLoadTest } from '../../../src/loadtest/validate.js';
import { sampleUpload } from '../../../src/loadtest/generate/upload-samples.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import { MAX_HELD_UPLOAD_BYTES } from '../../../src/vocabulary/uploads.js';
import { runEngine } from '../../helpers/engine-run.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';
import { sha256, startUploadApp, type Received } from '../../helpers/upload-app.js';

const servers = useServers();
const tempDir = useTempDirs();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A part of a form as RFC 7578 lays it out: a text field, or a file of `size` bytes. */
type Part = { name: string; text: string } | { name: string; filename: string; contentType: string; size: number };

/** Returns the bytes of a multipart/form-data body with `boundary` and `parts`, from RFC 7578's layout. */
function formLength(boundary: string, parts: Part[]): number {
  let length = Buffer.byteLength(`--${boundary}--\r\n`);
  for (const part of parts) {
    length += Buffer.byteLength(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`);
    length +=
      'text' in part
        ? Buffer.byteLength(`\r\n\r\n${part.text}\r\n`)
        : Buffer.byteLength(`; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n\r\n`) +
          part.size;
  }
  return length;
}

/** Returns the boundary of a multipart/form-data Content-Type. */
function boundaryOf(received: Received): string {
  const boundary = /boundary=(\S+)$/.exec(received.contentType ?? '')?.[1];
  if (boundary === undefined) throw new Error(`no boundary in ${received.contentType}`);
  return boundary;
}

/** Writes loadtool.yaml with `scenarios` and the `files` beside it; returns the load test as `run` validates it. */
async function loadTestWith(
  baseUrl: string,
  files: Record<string, Buffer>,
  scenarios: object[],
  extra: object = {},
  env: NodeJS.ProcessEnv = {},
) {
  const dir = await tempDir();
  await mkdir(join(dir, 'uploads'));
  for (const [name, bytes] of Object.entries(files)) await writeFile(join(dir, name), bytes);
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, stringify({ version: 1, baseUrl, ...extra, scenarios }));
  return loadLoadTest(file, { env });
}

/** Checks that every request of a scenario was answered ok, none lost on the way; returns how many there were. */
function allOk(scenario: ScenarioResult): number {
  expect(scenario.outcome).toBe('passed');
  expect(scenario.requests.failed).toBe(0);
  expect(scenario.requests.total).toBeGreaterThan(0);
  return scenario.requests.total;
}

describe('uploads against Express with multer', () => {
  it('a multipart form: the bytes, fields, type and filename on every request, ${uuid} new each time, every byte counted', async () => {
    const app = await startUploadApp(servers);
    const photo = randomBytes(3000);
    const env = { OWNER: 'alice' };
    const loadTest = await loadTestWith(
      app.url,
      { 'uploads/photo.png': photo },
      [
        {
          name: 'Form',
          endpoint: 'POST /forms',
          body: {
            multipart: {
              title: 'Rex',
              count: 3,
              owner: '${OWNER}',
              ref: '${uuid}',
              photo: { file: 'uploads/photo.png', filename: 'rex.png' },
            },
          },
          concurrentUsers: 2,
          duration: '1s',
        },
      ],
      {},
      env,
    );
    const [result] = (await runEngine(loadTest, { env })).scenarios;
    const total = allOk(result!);
    const received = app.at('/forms');
    expect(received).toHaveLength(total);
    for (const seen of received) {
      expect(seen.fields).toEqual({ title: 'Rex', count: '3', owner: 'alice', ref: expect.stringMatching(UUID) });
      // The type by the file's extension, the filename as written.
      expect(seen.files).toEqual([
        { field: 'photo', filename: 'rex.png', contentType: 'image/png', size: photo.length, sha256: sha256(photo) },
      ]);
    }
    expect(new Set(received.map((seen) => seen.fields.ref)).size).toBe(total);
    const length = formLength(boundaryOf(received[0]!), [
      { name: 'title', text: 'Rex' },
      { name: 'count', text: '3' },
      { name: 'owner', text: 'alice' },
      { name: 'ref', text: received[0]!.fields.ref! },
      { name: 'photo', filename: 'rex.png', contentType: 'image/png', size: photo.length },
    ]);
    // One boundary for the scenario: every form has the same length.
    for (const seen of received) expect(seen.contentLength).toBe(length);
    expect(result!.bytesSent).toBe(total * length);
  });

  it("a raw body: the file's bytes as the whole body, its type as written or by its extension", async () => {
    const app = await startUploadApp(servers);
    const files = {
      'uploads/doc.pdf': randomBytes(700),
      'uploads/data.bin': randomBytes(900),
      'notes.txt': randomBytes(50),
    };
    const scenario = (name: string, extra: object) => ({
      name,
      endpoint: 'POST /raw',
      concurrentUsers: 1,
      duration: '1s',
      ...extra,
    });
    const loadTest = await loadTestWith(
      app.url,
      files,
      [
        scenario('Pdf', { body: { file: 'uploads/doc.pdf' } }),
        scenario('Bytes', { body: { file: 'uploads/data.bin' } }),
        scenario('Csv', { body: { file: 'notes.txt' }, contentType: 'text/csv' }),
      ],
      { execution: 'parallel' },
    );
    const results = await runEngine(loadTest);
    const expected = [
      ['application/pdf', files['uploads/doc.pdf']],
      ['application/octet-stream', files['uploads/data.bin']],
      ['text/csv', files['notes.txt']],
    ] as const;
    expected.forEach(([contentType, bytes], index) => {
      const total = allOk(results.scenarios[index]!);
      const received = app.received.filter((seen) => seen.contentType === contentType);
      expect(received).toHaveLength(total);
      for (const seen of received)
        expect(seen.files).toEqual([
          { field: 'body', filename: '', contentType, size: bytes.length, sha256: sha256(bytes) },
        ]);
      expect(results.scenarios[index]!.bytesSent).toBe(total * bytes.length);
    });
  });

  it('a file over 1 MiB is streamed from disk at each request, whole, and counted exactly', async () => {
    const app = await startUploadApp(servers);
    const big = randomBytes(5 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(MAX_HELD_UPLOAD_BYTES);
    const loadTest = await loadTestWith(
      app.url,
      { 'uploads/big.bin': big },
      [
        {
          name: 'Big form',
          endpoint: 'POST /big',
          body: { multipart: { title: 'big', archive: { file: 'uploads/big.bin' } } },
          concurrentUsers: 2,
          duration: '1s',
        },
        {
          name: 'Big body',
          endpoint: 'POST /big-raw',
          body: { file: 'uploads/big.bin' },
          contentType: 'application/zip',
          concurrentUsers: 2,
          duration: '1s',
        },
      ],
      { execution: 'parallel' },
    );
    const [form, raw] = (await runEngine(loadTest)).scenarios;

    const forms = app.at('/big');
    expect(forms).toHaveLength(allOk(form!));
    for (const seen of forms) {
      expect(seen.fields).toEqual({ title: 'big' });
      expect(seen.files).toEqual([
        {
          field: 'archive',
          filename: 'big.bin',
          contentType: 'application/octet-stream',
          size: big.length,
          sha256: sha256(big),
        },
      ]);
    }
    const length = formLength(boundaryOf(forms[0]!), [
      { name: 'title', text: 'big' },
      { name: 'archive', filename: 'big.bin', contentType: 'application/octet-stream', size: big.length },
    ]);
    expect(form!.bytesSent).toBe(forms.length * length);

    const bodies = app.at('/big-raw');
    expect(bodies).toHaveLength(allOk(raw!));
    for (const seen of bodies)
      expect(seen.files).toEqual([
        { field: 'body', filename: '', contentType: 'application/zip', size: big.length, sha256: sha256(big) },
      ]);
    expect(raw!.bytesSent).toBe(bodies.length * big.length);
  });

  it("a flow uploads a create's form, then a file to what it created; each step counts its own bytes", async () => {
    const app = await startUploadApp(servers);
    const png = sampleUpload('image/png');
    const pdf = sampleUpload('application/pdf');
    const loadTest = await loadTestWith(app.url, { 'uploads/photo.png': png, 'uploads/doc.pdf': pdf }, [
      {
        name: 'Photo',
        flow: [
          {
            name: 'Create',
            endpoint: 'POST /photos',
            body: {
              multipart: {
                title: 'photo ${uuid}',
                photo: { file: 'uploads/photo.png', filename: 'photo-${uuid}.png' },
              },
            },
            extract: { id: '$.id' },
          },
          {
            name: 'Replace',
            endpoint: 'PUT /photos/{id}/content',
            params: { id: '${id}' },
            body: { file: 'uploads/doc.pdf' },
          },
          { name: 'Delete', endpoint: 'DELETE /photos/{id}', params: { id: '${id}' }, measure: false },
        ],
        concurrentUsers: 2,
        duration: '1s',
      },
    ]);
    const [flow] = (await runEngine(loadTest)).scenarios;
    allOk(flow!);
    const [create, replace] = flow!.steps!;
    const creates = app.at('/photos');
    expect(creates).toHaveLength(allOk(create!));
    for (const seen of creates) {
      // One UUID for the whole request, as everywhere: the title's and the filename's.
      const uuid = /^photo (\S+)$/.exec(seen.fields.title!)?.[1];
      expect(uuid).toMatch(UUID);
      expect(seen.files).toEqual([
        {
          field: 'photo',
          filename: `photo-${uuid}.png`,
          contentType: 'image/png',
          size: png.length,
          sha256: sha256(png),
        },
      ]);
    }
    expect(new Set(creates.map((seen) => seen.files[0]!.filename)).size).toBe(creates.length);
    const form = formLength(boundaryOf(creates[0]!), [
      { name: 'title', text: creates[0]!.fields.title! },
      { name: 'photo', filename: creates[0]!.files[0]!.filename, contentType: 'image/png', size: png.length },
    ]);
    expect(create!.bytesSent).toBe(creates.length * form);
    const replaces = app.received.filter((seen) => seen.path.endsWith('/content'));
    expect(replaces).toHaveLength(allOk(replace!));
    for (const seen of replaces)
      expect(seen.files[0]).toMatchObject({ contentType: 'application/pdf', sha256: sha256(pdf) });
    expect(replace!.bytesSent).toBe(replaces.length * pdf.length);
    // The flow counts every request of its steps; a delete has no body.
    expect(flow!.bytesSent).toBe(create!.bytesSent! + replace!.bytesSent!);
  });
});
