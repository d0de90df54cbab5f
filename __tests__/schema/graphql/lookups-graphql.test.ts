/** Every GraphQL look-up shape takes its keys from a list of the API and checks that the answer is not null. */
import { describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { query } from 'jsonpath-rfc9535';
import { graphqlApi } from '../../../src/schema/graphql/graphql-operations.js';
import type { Operation } from '../../../src/schema/operation.js';

/** Returns the query operations of an SDL document by field name. */
function queries(sdl: string): Record<string, Operation> {
  const api = graphqlApi(buildSchema(sdl), { source: 'test.graphql', endpointPath: '/graphql' });
  return Object.fromEntries(api.operations.filter((op) => op.safe).map((op) => [op.key.replace('query ', ''), op]));
}

/** A source from `POST /graphql` with its document and pick. */
const source = (document: string, pick: string) => ({
  from: 'POST /graphql',
  graphql: { query: document },
  pick,
});

// PostGraphile 4's shapes: UUID and Int keys, a unique column, nodeId, a composite key, Relay's node.
const POSTGRAPHILE = /* GraphQL */ `
  scalar UUID
  interface Node {
    nodeId: ID!
  }
  type Query implements Node {
    nodeId: ID!
    node(nodeId: ID!): Node
    allPosts(first: Int): PostsConnection
    allUsers(first: Int): UsersConnection
    allPostTags(first: Int): PostTagsConnection
    postById(id: UUID!): Post
    post(nodeId: ID!): Post
    userById(id: Int!): User
    userByUsername(username: String!): User
    postTagByPostIdAndTagId(postId: UUID!, tagId: Int!): PostTag
  }
  type Post implements Node {
    nodeId: ID!
    id: UUID!
    title: String!
    author: User
  }
  type User implements Node {
    nodeId: ID!
    id: Int!
    username: String!
  }
  type PostTag implements Node {
    nodeId: ID!
    postId: UUID!
    tagId: Int!
  }
  type PostsConnection {
    nodes: [Post]!
  }
  type UsersConnection {
    nodes: [User]!
  }
  type PostTagsConnection {
    nodes: [PostTag]!
  }
`;

describe('GraphQL look-ups: every required key takes its values from a list of the same type', () => {
  const ops = queries(POSTGRAPHILE);

  it.each([
    {
      what: 'a UUID key from a connection’s nodes',
      field: 'postById',
      sources: { id: source('{ allPosts(first: 10) { nodes { id } } }', '$.data.allPosts.nodes[*].id') },
      check: '$.data.postById.id',
    },
    {
      what: 'an Int key',
      field: 'userById',
      sources: { id: source('{ allUsers(first: 10) { nodes { id } } }', '$.data.allUsers.nodes[*].id') },
      check: '$.data.userById.id',
    },
    {
      what: 'a String key: the unique column of the same name',
      field: 'userByUsername',
      sources: {
        username: source('{ allUsers(first: 10) { nodes { username } } }', '$.data.allUsers.nodes[*].username'),
      },
      check: '$.data.userByUsername.id',
    },
    {
      what: 'a nodeId key of a type',
      field: 'post',
      sources: { nodeId: source('{ allPosts(first: 10) { nodes { nodeId } } }', '$.data.allPosts.nodes[*].nodeId') },
      check: '$.data.post.id',
    },
    {
      what: 'Relay’s node(nodeId:): any list of a type that implements Node; the check is on nodeId',
      field: 'node',
      sources: { nodeId: source('{ allPosts(first: 10) { nodes { nodeId } } }', '$.data.allPosts.nodes[*].nodeId') },
      check: '$.data.node.nodeId',
    },
    {
      what: 'a composite key: both values from one request, the same items',
      field: 'postTagByPostIdAndTagId',
      sources: {
        postId: source('{ allPostTags(first: 10) { nodes { postId tagId } } }', '$.data.allPostTags.nodes[*].postId'),
        tagId: source('{ allPostTags(first: 10) { nodes { postId tagId } } }', '$.data.allPostTags.nodes[*].tagId'),
      },
      check: '$.data.postTagByPostIdAndTagId.nodeId',
    },
  ])('$what', ({ field, sources, check }) => {
    const op = ops[field]!;
    expect(op.sources).toEqual(sources);
    expect(op.unsourced).toBeUndefined();
    expect(op.expectJson).toEqual({ [check]: 'present' });
  });

  it('the check fails a null answer and passes a real one', () => {
    const [check] = Object.keys(ops.postById!.expectJson!);
    expect(query({ data: { postById: null } }, check!)).toEqual([]);
    expect(query({ data: { postById: { id: 'a', title: 't' } } }, check!)).toEqual(['a']);
  });

  it('a field with no required argument, a list, or a non-null answer is not a look-up', () => {
    const ops = queries(`
      type Query { me: User, users(first: Int): [User!]!, search(term: String!): [User!]!, user(id: ID!): User! }
      type User { id: ID!, name: String }
    `);
    for (const field of ['me', 'users', 'search', 'user']) expect(ops[field]!.expectJson).toBeUndefined();
    // A search term is not a key: it keeps its sample, without a comment.
    expect(ops.search!.unsourced).toBeUndefined();
    // A non-null look-up still takes its id from the list.
    expect(ops.user!.sources).toEqual({
      id: source('{ users(first: 10) { id } }', '$.data.users[*].id'),
    });
  });
});

describe('GraphQL look-ups: other places for the values, and keys nothing gives', () => {
  it('a list whose items hold the object: allPosts { nodes { author { id } } } for user(id:)', () => {
    const ops = queries(`
      type Query { allPosts(first: Int): PostsConnection, user(id: ID!): User }
      type Post { id: ID!, author: User }
      type User { id: ID!, name: String! }
      type PostsConnection { nodes: [Post!]! }
    `);
    expect(ops.user!.sources).toEqual({
      id: source('{ allPosts(first: 10) { nodes { author { id } } } }', '$.data.allPosts.nodes[*].author.id'),
    });
  });

  it('a composite key whose fields may be null is picked through a filter that keeps the pairs together', () => {
    const ops = queries(`
      type Query { grants(first: Int): [Grant], grant(userId: Int!, roleId: Int!): Grant }
      type Grant { userId: Int, roleId: Int, since: String }
    `);
    const filter = '$.data.grants[?(@.userId != null) && (@.roleId != null)]';
    expect(ops.grant!.sources).toEqual({
      userId: source('{ grants(first: 10) { userId roleId } }', `${filter}.userId`),
      roleId: source('{ grants(first: 10) { userId roleId } }', `${filter}.roleId`),
    });
    const body = {
      data: {
        grants: [
          { userId: 1, roleId: 7 },
          { userId: null, roleId: 8 },
          { userId: 3, roleId: 9 },
        ],
      },
    };
    expect(query(body, `${filter}.userId`)).toEqual([1, 3]);
    expect(query(body, `${filter}.roleId`)).toEqual([7, 9]);
    // Its check: the first selected leaf that is never null, else the first selected leaf.
    expect(ops.grant!.expectJson).toEqual({ '$.data.grant.userId': 'present' });
  });

  it('three nullable keys: each item missing one drops out of every pick', () => {
    const ops = queries(`
      type Query { cells(first: Int): [Cell], cell(sheet: Int!, row: Int!, column: Int!): Cell }
      type Cell { sheet: Int, row: Int, column: Int }
    `);
    const body = {
      data: {
        cells: [
          { sheet: 1, row: 1, column: 1 },
          { sheet: 2, row: null, column: 2 },
          { sheet: 3, row: 3, column: null },
          { sheet: 4, row: 4, column: 4 },
        ],
      },
    };
    const picked = Object.values(ops.cell!.sources!).map((value) => query(body, value.pick));
    expect(picked).toEqual([
      [1, 4],
      [1, 4],
      [1, 4],
    ]);
  });

  it('an edges connection, and a custom scalar key', () => {
    const ops = queries(`
      scalar Slug
      type Query { articles(first: Int): ArticleConnection, articleBySlug(slug: Slug!): Article }
      type Article { slug: Slug!, title: String! }
      type ArticleEdge { node: Article! }
      type ArticleConnection { edges: [ArticleEdge!]! }
    `);
    expect(ops.articleBySlug!.sources).toEqual({
      slug: source('{ articles(first: 10) { edges { node { slug } } } }', '$.data.articles.edges[*].node.slug'),
    });
    expect(ops.articleBySlug!.expectJson).toEqual({ '$.data.articleBySlug.slug': 'present' });
  });

  it.each([
    {
      what: 'a String key no list has: unsourced with the reason, not silently invented',
      sdl: `type Query { tags: [Tag!]!, tagByName(name: String!): Tag }
            type Tag { id: ID!, label: String! }`,
      field: 'tagByName',
      unsourced: { name: 'no list of Tag has a field name of type String' },
    },
    {
      what: 'a key of a type no query lists',
      sdl: `type Query { review(id: ID!): Review, reviewByCode(code: String!): Review }
            type Review { id: ID!, code: String! }`,
      field: 'reviewByCode',
      unsourced: { code: 'no query lists Review' },
    },
    {
      what: 'a field of the same name but a type the argument does not take',
      sdl: `type Query { items: [Item!]!, item(rank: Int!): Item }
            type Item { id: ID!, rank: String! }`,
      field: 'item',
      unsourced: { rank: 'no list of Item has a field rank of type Int' },
    },
  ])('$what', ({ sdl, field, unsourced }) => {
    const op = queries(sdl)[field]!;
    expect(op.sources).toBeUndefined();
    expect(op.unsourced).toEqual(unsourced);
  });

  it('a composite key only part of which one list gives: that part is sourced, the rest says why', () => {
    const ops = queries(`
      type Query { members: [Member!]!, member(teamId: Int!, login: String!): Member }
      type Member { teamId: Int!, name: String! }
    `);
    expect(ops.member!.sources).toEqual({
      teamId: source('{ members { teamId } }', '$.data.members[*].teamId'),
    });
    expect(ops.member!.unsourced).toEqual({ login: 'no list of Member has a field login of type String' });
  });
});
