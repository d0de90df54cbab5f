import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createSchema, createYoga } from 'graphql-yoga';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { schemaProject, serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();
const servers = useServers();

const TYPE_DEFS_FILE = join(ROOT, '__tests__/fixtures/acceptance-graphql/schema.graphql');

interface Author {
  id: string;
  name: string;
}
interface Article {
  id: string;
  title: string;
  status: 'DRAFT' | 'PUBLISHED';
  authorId: string;
}
interface Comment {
  id: string;
  body: string;
  articleId: string;
  authorId: string;
}

/**
 * A blog whose ids are random UUIDs; counts every lookup that answered null (an id the API does not know). A
 * `forgetful` blog's lookups know no id at all.
 */
function blog(forgetful = false) {
  const authors: Author[] = ['Ada', 'Grace', 'Linus'].map((name) => ({ id: randomUUID(), name }));
  const articles: Article[] = Array.from({ length: 6 }, (_, index) => ({
    id: randomUUID(),
    title: `Article ${index}`,
    status: index % 2 === 0 ? 'PUBLISHED' : 'DRAFT',
    authorId: authors[index % authors.length]!.id,
  }));
  const comments: Comment[] = articles.flatMap((article, index) => [
    { id: randomUUID(), body: `First on ${index}`, articleId: article.id, authorId: authors[0]!.id },
    { id: randomUUID(), body: `Second on ${index}`, articleId: article.id, authorId: authors[1]!.id },
  ]);
  const counts = { lookups: 0, nullLookups: 0, mutations: 0 };
  const byId = <T extends { id: string }>(list: T[], id: string): T | null => {
    counts.lookups += 1;
    const found = forgetful ? null : (list.find((item) => item.id === id) ?? null);
    if (!found) counts.nullLookups += 1;
    return found;
  };
  const authorOf = (item: { authorId: string }) => authors.find((author) => author.id === item.authorId);
  const resolvers = {
    Query: {
      articles: (_: unknown, { status }: { status?: string }) =>
        articles.filter((article) => status == null || article.status === status),
      article: (_: unknown, { id }: { id: string }) => byId(articles, id),
      authorsConnection: (_: unknown, { first }: { first?: number }) => {
        // As GitHub's API does: a connection without a page size is refused.
        if (first == null) throw new Error('You must provide a `first` value to properly paginate the connection.');
        const page = authors.slice(0, first);
        return {
          edges: page.map((node) => ({ cursor: node.id, node })),
          nodes: page,
          pageInfo: { hasNextPage: page.length < authors.length, endCursor: page.at(-1)?.id ?? null },
          totalCount: authors.length,
        };
      },
      author: (_: unknown, { id }: { id: string }) => byId(authors, id),
      comments: () => comments,
      comment: (_: unknown, { commentId }: { commentId: string }) => byId(comments, commentId),
      articlesByStatus: (_: unknown, { status }: { status: string }) =>
        articles.filter((article) => article.status === status),
      articleCount: () => articles.length,
    },
    Mutation: {
      createArticle: (_: unknown, { input }: { input: { title: string; authorId: string } }) => {
        counts.mutations += 1;
        return { id: randomUUID(), title: input.title, status: 'DRAFT', authorId: input.authorId };
      },
      deleteArticle: () => {
        counts.mutations += 1;
        return false;
      },
    },
    Author: {
      articles: (author: Author) => articles.filter((article) => article.authorId === author.id),
    },
    Article: {
      author: authorOf,
      comments: (article: Article) => comments.filter((comment) => comment.articleId === article.id),
    },
    Comment: { author: authorOf },
  };
  return { resolvers, counts };
}

/** Starts the blog on a real graphql-yoga server on 127.0.0.1 port 0; returns its origin and its counters. */
async function startBlog(options: { forgetful?: boolean } = {}) {
  const { resolvers, counts } = blog(options.forgetful);
  const yoga = createYoga({
    schema: createSchema({ typeDefs: await readFile(TYPE_DEFS_FILE, 'utf8'), resolvers }),
    graphqlEndpoint: '/graphql',
    logging: false,
    landingPage: false,
  });
  const origin = await serveOn(servers, (req, res) => {
    void yoga(req, res);
  });
  return { origin, counts };
}

interface Results {
  scenarios: Array<{
    name: string;
    outcome: string;
    requests: { total: number; ok: number; byCategory: Record<string, number>; byCheck?: Record<string, number> };
  }>;
}

/** Generates from the server's introspection with an empty plan, runs it 1 s with 2 users; returns the outcome. */
async function generateAndRun(origin: string, generateArgs: string[] = []) {
  const project = await schemaProject(await tempDir(), { schemaUrl: `${origin}/graphql`, baseUrl: origin });
  const generated = await project.generate(['--plan', 'none', ...generateArgs]);
  expect(generated.stderr).not.toContain('error');
  expect(generated.code).toBe(0);
  const yaml = await project.yaml();
  expect((await loadtool(['validate', project.output])).code).toBe(0);
  const out = join(project.dir, 'out');
  const run = await loadtool(['run', project.output, '--duration', '1s', '--users', '2', '--out', out]);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
  const byName = Object.fromEntries(results.scenarios.map((scenario) => [scenario.name, scenario]));
  return { yaml, loadTest: parseLoadTest(yaml, 'loadtool.yaml'), run, results, byName };
}

const LOOKUPS = ['article', 'author', 'comment'];

describe('acceptance: a GraphQL server whose ids are random UUIDs, generated with an empty plan', () => {
  it('runs unchanged: every lookup finds its object (no null lookup), and at least 95% of the scenarios pass', async () => {
    const { origin, counts } = await startBlog();
    const { loadTest, run, results, byName } = await generateAndRun(origin);

    // Each lookup takes its ids from the API: a list field, or a connection's nodes given a page size.
    const sourced = loadTest.scenarios.flatMap((s) => (s.sources ?? []).map((source) => `${s.name} ${source.name}`));
    expect(sourced).toEqual(['article id', 'author id', 'comment commentId']);
    for (const name of LOOKUPS) {
      expect(byName[name]?.requests.total).toBeGreaterThan(0);
      expect(byName[name]?.requests.ok).toBe(byName[name]?.requests.total);
    }
    expect(counts.lookups).toBeGreaterThan(0);
    expect(counts.nullLookups).toBe(0);
    // Mutations are not in an empty plan's scope: the run changed no record.
    expect(counts.mutations).toBe(0);
    const passed = results.scenarios.filter((scenario) => scenario.outcome === 'passed').length;
    expect(passed / results.scenarios.length).toBeGreaterThanOrEqual(0.95);
    expect(run.code).toBe(0);
  }, 60_000);

  it('a lookup that answers null all the same fails its scenario with category check, naming the check', async () => {
    // The lists give ids that the lookups do not know: a server whose ids changed since they were listed.
    const { origin, counts } = await startBlog({ forgetful: true });
    // Without the probe, which would write these look-ups `skip:` (probe.e2e.test.ts): the run's own check is tested.
    const { loadTest, byName, run } = await generateAndRun(origin, ['--no-probe']);
    for (const name of LOOKUPS) {
      const scenario = loadTest.scenarios.find((candidate) => candidate.name === name);
      expect(scenario?.expectJson?.map(({ path, expect: kind }) => `${path}: ${kind}`)).toEqual([
        `$.data.${name}.id: present`,
      ]);
      const measured = byName[name]!;
      expect(measured.outcome).toBe('failed');
      expect(measured.requests.ok).toBe(0);
      expect(measured.requests.byCategory).toEqual({ check: measured.requests.total });
      expect(measured.requests.byCheck).toEqual({ [`$.data.${name}.id: present`]: measured.requests.total });
    }
    expect(counts.nullLookups).toBeGreaterThan(0);
    expect(byName.articles?.outcome).toBe('passed');
    expect(run.code).toBe(1);
  }, 60_000);
});
