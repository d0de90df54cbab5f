// Uploads generated from OpenAPI 3.0 (`format: binary`, an encoding object's contentType) and 3.1 (`contentMediaType`,
// a body without a schema): one scenario per operation, each naming a small valid file of the declared type that
// generation writes beside loadtool.yaml, and passing against a real Express app with multer that checks the files.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import type { RunResults } from '../../../src/results/types.js';
import { loadtool } from '../../helpers/cli.js';
import { schemaProject } from '../../helpers/schema-project.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';
import { startUploadApp } from '../../helpers/upload-app.js';

const servers = useServers();
const tempDir = useTempDirs();

const PHOTO = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } };

/** An API of photos: a multipart create (its photo a file of `photo`), its delete, and its content replaced by `content`. */
function photosApi(version: string, photo: object, encoding: object | undefined, content: object): object {
  const created = { description: 'created', content: { 'application/json': { schema: PHOTO } } };
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  return {
    openapi: version,
    info: { title: 'Photos', version: '1' },
    paths: {
      '/photos': {
        post: {
          operationId: 'uploadPhoto',
          summary: 'Upload a photo',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['title', 'photo'],
                  properties: { title: { type: 'string' }, photo },
                },
                ...(encoding && { encoding }),
              },
            },
          },
          responses: { '201': created },
        },
      },
      '/photos/{id}': {
        delete: { summary: 'Delete a photo', parameters: [id], responses: { '204': { description: 'deleted' } } },
      },
      '/photos/{id}/content': {
        put: {
          summary: 'Replace its content',
          parameters: [id],
          requestBody: { required: true, content },
          responses: { '204': { description: 'replaced' } },
        },
      },
    },
  };
}

const PLAN = '# Plan\n\n## Performance\n\n- POST /photos\n- PUT /photos/{id}/content\n';

type Request = { endpoint: string; body?: unknown; contentType?: string };
type Generated = { scenarios: Array<{ name: string; endpoint?: string; flow?: Request[] } & Request> };

/** Generates the load test of `api` against a fresh upload app and runs it; returns what was written and measured. */
async function generateAndRun(api: object) {
  const app = await startUploadApp(servers);
  const dir = await tempDir();
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(api));
  const project = await schemaProject(dir, { schemaUrl: './openapi.json', baseUrl: app.url, plan: PLAN });
  const generated = await project.generate(['--no-probe']);
  expect(generated).toMatchObject({ code: 0, stderr: '' });
  const yaml = parse(await project.yaml()) as Generated;
  const out = join(dir, 'out');
  const ran = await loadtool(['run', project.output, '--duration', '1s', '--users', '1', '--out', out]);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as RunResults;
  return { app, dir, stdout: generated.stdout, yaml, ran, results };
}

describe('uploads generated from an OpenAPI document', () => {
  it('3.0: a multipart create with a binary part of an encoding type, and an octet-stream replace of a created record', async () => {
    const api = photosApi(
      '3.0.3',
      { type: 'string', format: 'binary' },
      { photo: { contentType: 'image/png' } },
      { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    );
    const { app, dir, stdout, yaml, ran, results } = await generateAndRun(api);
    const [create, replace] = yaml.scenarios;
    // The create uploads its form and deletes what it made; the replace creates its record first.
    expect(create!.flow!.map((step) => step.endpoint)).toEqual(['POST /photos', 'DELETE /photos/{id}']);
    expect(create!.flow![0]!.body).toEqual({ multipart: { title: 'string', photo: { file: 'uploads/photo.png' } } });
    expect(replace!.flow!.map((step) => step.endpoint)).toEqual([
      'POST /photos',
      'PUT /photos/{id}/content',
      'DELETE /photos/{id}',
    ]);
    expect(replace!.flow![1]).toMatchObject({
      body: { file: 'uploads/upload.bin' },
      contentType: 'application/octet-stream',
    });
    expect(stdout).toContain('wrote ');
    for (const file of ['photo.png', 'upload.bin'])
      expect((await stat(join(dir, 'load-tests', 'uploads', file))).size).toBeGreaterThan(0);

    expect(ran.code).toBe(0);
    for (const scenario of results.scenarios) expect(scenario.outcome).toBe('passed');
    const photos = app.at('/photos');
    expect(photos.length).toBeGreaterThan(0);
    for (const seen of photos) expect(seen.files[0]).toMatchObject({ field: 'photo', contentType: 'image/png' });
    expect(results.scenarios[1]!.bytesSent).toBeGreaterThan(0);
  });

  it('3.1: a binary part by contentMediaType, and a PDF body without a schema', async () => {
    const api = photosApi('3.1.0', { type: 'string', contentMediaType: 'image/jpeg' }, undefined, {
      'application/pdf': {},
    });
    const { app, dir, yaml, ran, results } = await generateAndRun(api);
    const [create, replace] = yaml.scenarios;
    expect(create!.flow![0]!.body).toEqual({ multipart: { title: 'string', photo: { file: 'uploads/photo.jpg' } } });
    expect(replace!.flow![1]).toMatchObject({ body: { file: 'uploads/upload.pdf' }, contentType: 'application/pdf' });
    const pdf = await readFile(join(dir, 'load-tests', 'uploads', 'upload.pdf'), 'latin1');
    expect(pdf).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);

    expect(ran.code).toBe(0);
    for (const scenario of results.scenarios) expect(scenario.outcome).toBe('passed');
    for (const seen of app.at('/photos')) expect(seen.files[0]).toMatchObject({ contentType: 'image/jpeg' });
    const replaced = app.received.filter((seen) => seen.path.endsWith('/content'));
    expect(replaced.length).toBeGreaterThan(0);
    for (const seen of replaced) expect(seen.contentType).toBe('application/pdf');
  });

  it('generation never replaces a file to upload that is there: a real file put in its place stays', async () => {
    const api = photosApi(
      '3.0.3',
      { type: 'string', format: 'binary' },
      { photo: { contentType: 'image/png' } },
      { 'application/octet-stream': {} },
    );
    const dir = await tempDir();
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(api));
    const project = await schemaProject(dir, {
      schemaUrl: './openapi.json',
      baseUrl: 'http://127.0.0.1:1',
      plan: PLAN,
    });
    expect((await project.generate(['--no-probe'])).code).toBe(0);
    const upload = join(dir, 'load-tests', 'uploads', 'upload.bin');
    await writeFile(upload, 'my own bytes');
    const again = await project.generate(['--no-probe']);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('wrote ');
    expect(await readFile(upload, 'utf8')).toBe('my own bytes');
  });
});
