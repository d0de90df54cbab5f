import { copyFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { prepareLoadTest } from '../../../src/pipeline/stages/generate-stage.js';
import { loadtool } from '../../helpers/cli.js';
import { ROOT } from '../../helpers/bundle.js';
import { performanceConfig } from '../../helpers/qa-config.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// A generated write acts only on records the test created: a change first creates its record, a delete creates one
// at every iteration, a bulk write is filtered down to the created record, a create deletes what it made; a write
// that cannot be kept to created records is not generated, and says why (docs/real-data-and-flows.md#writes).

const tempDir = useTempDirs();
const TODOS = join(ROOT, '__tests__/fixtures/writes/todos.openapi.json');
const BLOG = join(ROOT, '__tests__/fixtures/writes/blog.graphql');

type Step = Record<string, unknown> & { name: string; endpoint: string };
interface Scenario {
  name: string;
  endpoint?: string;
  flow?: Step[];
  params?: Record<string, unknown>;
  graphql?: { query: string; variables?: Record<string, unknown> };
}

/** The kind of a flow step: `once`, `cleanup`, `not measured` (`measure: false`) or `measured`. */
function kindOf(step: Step): string {
  if (step.once) return 'once';
  if (step.cleanup) return 'cleanup';
  return step.measure === false ? 'not measured' : 'measured';
}

/** Returns what generation writes for the plan's lines, and the lines it prints. */
async function generated(schema: string, lines: string[], baseUrl = 'http://127.0.0.1:3000') {
  const dir = await tempDir();
  await copyFile(schema, join(dir, basename(schema)));
  await writeFile(
    join(dir, 'qa.config.json'),
    JSON.stringify(
      performanceConfig('writes', {
        baseUrl,
        schemaUrl: `./${basename(schema)}`,
        thresholds: { p99LatencyMs: 1000, okRequestPercent: 99 },
      }),
    ),
  );
  await writeFile(join(dir, 'qa-plan.md'), `# Plan\n\n## Performance\n\n${lines.join('\n')}\n`);
  const prepared = await prepareLoadTest({
    config: join(dir, 'qa.config.json'),
    plan: join(dir, 'qa-plan.md'),
    output: join(dir, 'loadtool.yaml'),
  });
  const text = prepared.render();
  const data = parse(text) as { defaults: Record<string, unknown>; scenarios: Scenario[] };
  const scenario = (name: string) => {
    const found = data.scenarios.find((s) => s.name === name);
    if (!found) throw new Error(`no scenario ${name} in\n${text}`);
    return found;
  };
  /** Each step of a flow as `endpoint (kind)`, or `name (kind)` with `by: 'name'`. */
  const shape = (name: string, by: 'endpoint' | 'name' = 'endpoint') =>
    scenario(name).flow!.map((step) => `${step[by]} (${kindOf(step)})`);
  return { dir, text, data, scenario, shape, notes: prepared.notes };
}

describe('REST: a write acts on a record the test created', () => {
  it('a change creates its record once per user, changes it, and deletes it after the measured time', async () => {
    const { scenario, shape } = await generated(TODOS, ['- PUT /todos/{id}', '- PATCH /todos/{id}']);
    expect(shape('TodoController.replaceById')).toEqual([
      'POST /todos (once)',
      'PUT /todos/{id} (measured)',
      'DELETE /todos/{id} (cleanup)',
    ]);
    const [create, put, cleanup] = scenario('TodoController.replaceById').flow!;
    expect(create).toMatchObject({ body: { title: 'qa-perf ${uuid}' }, extract: { id: '$.id' } });
    expect(put).toMatchObject({ params: { id: '${id}' }, body: { title: 'qa-perf ${uuid}' } });
    expect(cleanup).toMatchObject({ params: { id: '${id}' } });
    // A patch without required properties still changes something: its first free-text property.
    expect(scenario('TodoController.updateById').flow![1]).toMatchObject({ body: { title: 'qa-perf ${uuid}' } });
  });

  it('a delete creates a record at every iteration, left out of the flow figures, and deletes it', async () => {
    const { shape } = await generated(TODOS, ['- DELETE /todos/{id}']);
    expect(shape('TodoController.deleteById')).toEqual(['POST /todos (not measured)', 'DELETE /todos/{id} (measured)']);
  });

  it('a bulk write is filtered down to the record the user created, by its key', async () => {
    const { scenario, shape } = await generated(TODOS, ['- PATCH /todos']);
    expect(shape('TodoController.updateAll')).toEqual([
      'POST /todos (once)',
      'PATCH /todos (measured)',
      'DELETE /todos/{id} (cleanup)',
    ]);
    // The key is a number in the answer: the filter writes it as one.
    expect(scenario('TodoController.updateAll').flow![1]).toMatchObject({ query: { where: '{"id":${id}}' } });
  });

  it('a create takes the new key from its answer and deletes the record in the same iteration, unmeasured', async () => {
    const { scenario, shape } = await generated(TODOS, ['- POST /todos']);
    expect(shape('TodoController.create')).toEqual(['POST /todos (measured)', 'DELETE /todos/{id} (not measured)']);
    expect(scenario('TodoController.create').flow![0]).toMatchObject({ extract: { id: '$.id' } });
  });

  it('a create with no way to find the new record is a single request, never a flow', async () => {
    const { scenario } = await generated(TODOS, ['- POST /notes']);
    expect(scenario('Add a note')).toMatchObject({ endpoint: 'POST /notes', body: { text: 'qa-perf ${uuid}' } });
  });

  it('a write that cannot be kept to created records is not generated, and the note says why and how to allow it', async () => {
    const { data, notes } = await generated(TODOS, ['- GET /todos', '- PUT /notes/{noteId}', '- DELETE /notes']);
    expect(data.scenarios.map((s) => s.name)).toEqual(['TodoController.find']);
    expect(notes).toContain(
      `not generated: PUT /notes/{noteId}: POST /notes does not say where the new record's noteId is in its answer (a Location header, or a body property noteId or id), so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data`,
    );
    expect(notes.find((note) => note.startsWith('not generated: DELETE /notes:'))).toContain(
      'a DELETE without an id in its path deletes every record it applies to',
    );
  });

  it('a plan with nothing but such writes is bad input naming them', async () => {
    await expect(generated(TODOS, ['- DELETE /notes'])).rejects.toMatchObject({
      problems: [
        {
          message: expect.stringContaining(
            'every operation in scope is a write that would change records the test did not create (DELETE /notes)',
          ),
        },
      ],
    });
  });

  it('a value the plan line gives for the key is the user choice: the write is sent to it as written', async () => {
    const { scenario } = await generated(TODOS, ['- PUT /todos/{id}: id = 42']);
    expect(scenario('TodoController.replaceById')).toMatchObject({ endpoint: 'PUT /todos/{id}', params: { id: 42 } });
  });

  it('"Writes: existing" takes the ids from the API and says so in defaults.writes', async () => {
    const { data, scenario } = await generated(TODOS, [
      '- PUT /todos/{id}',
      '- DELETE /todos/{id}',
      'Writes: existing',
    ]);
    expect(data.defaults.writes).toBe('existing');
    for (const name of ['TodoController.replaceById', 'TodoController.deleteById'])
      expect(scenario(name).params).toEqual({ id: { from: 'GET /todos', pick: '$[*].id' } });
  });

  it('without it, defaults say nothing of writes (own is the default)', async () => {
    const { data } = await generated(TODOS, ['- PUT /todos/{id}']);
    expect(data.defaults).not.toHaveProperty('writes');
  });
});

describe('REST: a reference to another record in a create is a real id from a list of them', () => {
  const list = (properties: Record<string, unknown>) => ({
    '200': {
      description: 'ok',
      content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties } } } },
    },
  });
  const book = {
    type: 'object',
    required: ['title', 'authorId'],
    properties: { title: { type: 'string' }, authorId: { type: 'integer' } },
  };
  const BOOKS = {
    openapi: '3.0.3',
    info: { title: 'Books', version: '1' },
    paths: {
      '/authors': { get: { summary: 'List authors', responses: list({ id: { type: 'integer' } }) } },
      '/books': {
        post: {
          summary: 'Add a book',
          requestBody: { content: { 'application/json': { schema: book } } },
          responses: {
            '201': {
              description: 'created',
              content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } },
            },
          },
        },
      },
      '/books/{id}': {
        put: {
          summary: 'Replace a book',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          requestBody: { content: { 'application/json': { schema: book } } },
          responses: { '204': { description: 'ok' } },
        },
      },
    },
  };

  it('the create takes authorId from GET /authors; in a flow, a once step fetches it first', async () => {
    const dir = await tempDir();
    const schema = join(dir, 'books.openapi.json');
    await writeFile(schema, JSON.stringify(BOOKS));
    const { scenario } = await generated(schema, ['- POST /books', '- PUT /books/{id}']);
    expect(scenario('Add a book')).toMatchObject({
      endpoint: 'POST /books',
      body: { title: 'qa-perf ${uuid}', authorId: { from: 'GET /authors', pick: '$[*].id' } },
    });
    const [fetch, create, replace] = scenario('Replace a book').flow!;
    expect(fetch).toMatchObject({ endpoint: 'GET /authors', once: true, extract: { authorId: '$[*].id' } });
    expect(create).toMatchObject({ endpoint: 'POST /books', body: { authorId: '${authorId}' } });
    expect(replace).toMatchObject({ endpoint: 'PUT /books/{id}', body: { authorId: '${authorId}' } });
  });
});

describe('GraphQL: a mutation acts on a record the test created', () => {
  const graphql = (lines: string[]) => generated(BLOG, lines, 'http://127.0.0.1:5000/graphql');
  const document = (step: Step | Scenario) => step.graphql as { query: string; variables: Record<string, unknown> };

  it('an update by id creates its record once, extracts the key from the payload, and deletes it after', async () => {
    const { scenario, shape } = await graphql(['- mutation updateTagById']);
    expect(shape('updateTagById')).toEqual([
      'POST /graphql (once)',
      'POST /graphql (measured)',
      'POST /graphql (cleanup)',
    ]);
    const [create, update, cleanup] = scenario('updateTagById').flow!;
    expect(create).toMatchObject({ name: 'createTag', extract: { id: '$.data.createTag.tag.id' } });
    expect(document(create!).query).toBe(
      'mutation CreateTag($name: String!) { createTag(input: { tag: { name: $name } }) { tag { id } } }',
    );
    expect(document(create!).variables).toEqual({ name: 'qa-perf ${uuid}' });
    expect(document(update!).variables).toEqual({ id: '${id}', name: 'qa-perf ${uuid}' });
    expect(document(update!).query).toContain('updateTagById(input: { tagPatch: { name: $name }, id: $id })');
    expect(cleanup).toMatchObject({ name: 'deleteTagById' });
    expect(document(cleanup!).variables).toEqual({ id: '${id}' });
  });

  it('a key named after By (updateTagByName) and a nodeId are keys too', async () => {
    const { scenario, shape } = await graphql(['- mutation updateTagByName', '- mutation deleteTag']);
    expect(scenario('updateTagByName').flow![0]).toMatchObject({ extract: { name: '$.data.createTag.tag.name' } });
    expect(shape('deleteTag')).toEqual(['POST /graphql (not measured)', 'POST /graphql (measured)']);
    expect(scenario('deleteTag').flow![0]).toMatchObject({ extract: { nodeId: '$.data.createTag.tag.nodeId' } });
  });

  it('a create takes its references to other records from lists of them, and deletes what it made', async () => {
    const { scenario, shape } = await graphql(['- mutation createComment']);
    // The references are fetched once per user (a flow takes no data source), then every create uses them.
    expect(shape('createComment')).toEqual([
      'POST /graphql (once)',
      'POST /graphql (once)',
      'POST /graphql (measured)',
      'POST /graphql (not measured)',
    ]);
    const [posts, users, create, cleanup] = scenario('createComment').flow!;
    expect(document(posts!).query).toBe('{ allPosts(first: 10) { nodes { id } } }');
    expect(posts).toMatchObject({ extract: { postId: '$.data.allPosts.nodes[*].id' } });
    expect(users).toMatchObject({ extract: { authorId: '$.data.allUsers.nodes[*].id' } });
    expect(create).toMatchObject({ extract: { id: '$.data.createComment.comment.id' } });
    expect(document(create!).variables).toEqual({
      postId: '${postId}',
      authorId: '${authorId}',
      body: 'qa-perf ${uuid}',
    });
    expect(document(cleanup!).variables).toEqual({ id: '${id}' });
  });

  it('in a flow, a reference is fetched by a once step before the create that uses it', async () => {
    const { scenario } = await graphql(['- mutation deleteCommentById']);
    const steps = scenario('deleteCommentById').flow!;
    expect(steps.map((step) => step.name)).toEqual([
      'Fetch postId',
      'Fetch authorId',
      'createComment',
      'deleteCommentById',
    ]);
    expect(steps[0]).toMatchObject({ once: true, extract: { postId: '$.data.allPosts.nodes[*].id' } });
    expect(document(steps[2]!).variables).toMatchObject({ postId: '${postId}', authorId: '${authorId}' });
  });

  it('a record made only of references (a post tag) gets a new parent at each create: the same pair twice is refused', async () => {
    const { scenario, shape } = await graphql([
      '- mutation createPostTag',
      '- mutation updatePostTagByPostIdAndTagId',
      '- mutation deletePostTagByPostIdAndTagId',
    ]);
    const steps = (name: string) => shape(name, 'name');
    expect(steps('createPostTag')).toEqual([
      'Fetch postId (once)',
      'createTag (not measured)',
      'createPostTag (measured)',
      'deletePostTagByPostIdAndTagId (not measured)',
      'deleteTagById (not measured)',
    ]);
    expect(steps('updatePostTagByPostIdAndTagId')).toEqual([
      'Fetch postId (once)',
      'createTag (once)',
      'createPostTag (once)',
      'updatePostTagByPostIdAndTagId (measured)',
      'deletePostTagByPostIdAndTagId (cleanup)',
      'deleteTagById (cleanup)',
    ]);
    expect(steps('deletePostTagByPostIdAndTagId')).toEqual([
      'Fetch postId (once)',
      'createTag (not measured)',
      'createPostTag (not measured)',
      'deletePostTagByPostIdAndTagId (measured)',
      'deleteTagById (not measured)',
    ]);
    const [, tag, link] = scenario('deletePostTagByPostIdAndTagId').flow!;
    expect(tag).toMatchObject({ extract: { tagId: '$.data.createTag.tag.id' } });
    expect(document(link!).variables).toEqual({ postId: '${postId}', tagId: '${tagId}' });
    expect(link).toMatchObject({
      extract: { postId: '$.data.createPostTag.postTag.postId', tagId: '$.data.createPostTag.postTag.tagId' },
    });
    expect(document(scenario('deletePostTagByPostIdAndTagId').flow![4]!).variables).toEqual({ id: '${tagId}' });
  });

  it('never takes a record that a payload returns beside the one it wrote (createComment → postByPostId) for a create', async () => {
    // The schema has no createPost: updatePostById has no create of its own, and createComment, whose payload holds
    // the post it comments, would hand it a real post to change.
    const { data, notes } = await graphql(['- mutation updatePostById', '- mutation createTag']);
    expect(data.scenarios.map((s) => s.name)).toEqual(['createTag']);
    expect(notes).toContain(
      'not generated: mutation updatePostById: no create mutation returns a Post with its id, so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data',
    );
  });

  it('a patch leaves the key a write names its record by alone (updateTagByName keeps the name)', async () => {
    const { scenario } = await graphql(['- mutation updateTagByName']);
    const update = scenario('updateTagByName').flow![1]!;
    expect(document(update).query).toContain('updateTagByName(input: { tagPatch: {}, name: $name })');
    expect(document(update).variables).toEqual({ name: '${name}' });
  });

  it('a mutation named as a delete without a key is not generated; one that names no record is sent as written', async () => {
    const { data, notes } = await graphql(['- mutation deleteAllTags', '- mutation login']);
    expect(data.scenarios.map((s) => s.name)).toEqual(['login']);
    expect(notes).toContain(
      'not generated: mutation deleteAllTags: it deletes records without naming one by a key, so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data',
    );
  });

  it('every generated mutation and its steps validate against the schema, references from the API included', async () => {
    const { dir } = await graphql(['- mutation createComment', '- mutation updatePostTagByPostIdAndTagId']);
    const output = join(dir, 'loadtool.yaml');
    const plan = join(dir, 'qa-plan.md');
    const config = join(dir, 'qa.config.json');
    expect(await loadtool(['generate', '--config', config, '--plan', plan, '-o', output])).toMatchObject({ code: 0 });
    const validated = await loadtool(['validate', output, '--schema', join(dir, 'blog.graphql'), '--plan', plan]);
    expect(validated).toMatchObject({ code: 0, stderr: '' });
  });

  it('a variable from a data source is given at run time: validate --schema does not ask for it', async () => {
    const library = join(ROOT, '__tests__/fixtures/sources/library.graphql');
    const { dir, scenario } = await generated(library, ['- query book'], 'http://127.0.0.1:5000/graphql');
    expect(scenario('book').graphql!.variables).toMatchObject({ id: { pick: '$.data.books[*].id' } });
    const output = join(dir, 'loadtool.yaml');
    const plan = join(dir, 'qa-plan.md');
    const config = join(dir, 'qa.config.json');
    expect(await loadtool(['generate', '--config', config, '--plan', plan, '-o', output])).toMatchObject({ code: 0 });
    const validated = await loadtool(['validate', output, '--schema', join(dir, 'library.graphql'), '--plan', plan]);
    expect(validated).toMatchObject({ code: 0, stderr: '' });
  });
});
