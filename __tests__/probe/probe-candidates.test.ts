import { describe, expect, it } from '@jest/globals';
import { candidateValues, type ListAnswer } from '../../src/probe/candidates.js';

// The values the probe tries for an invented one: the lists' own items, the look-up's type first, by name, then `id`
// for an id, then key-like fields of the same type; each in the invented value's JSON type.

const collections: ListAnswer = {
  from: 'GET /collections',
  type: '/collections',
  items: [{ collection: 'articles', icon: 'box' }, { collection: 'authors' }],
};
const posts: ListAnswer = {
  from: 'posts',
  type: 'Post',
  items: [
    { id: 'p-7f3c', title: 'Hello', rank: 3 },
    { id: 'p-91ab', title: 'World', rank: '4' },
  ],
};
const users: ListAnswer = { from: 'GET /users', type: '/users', items: [{ id: 7, name: 'ada' }] };

const cases: Array<{ what: string; invented: [string, string | number]; type?: string; expected: unknown[] }> = [
  {
    what: 'a string key of the same name in the same type’s list',
    invented: ['collection', 'string'],
    type: '/collections',
    expected: ['articles', 'authors'],
  },
  {
    what: 'the same name in a list of another type, after none of its own',
    invented: ['collection', 'string'],
    type: '/fields',
    expected: ['articles', 'authors'],
  },
  {
    what: 'an id takes the id of the same type',
    invented: ['id', 'string'],
    type: 'Post',
    expected: ['p-7f3c', 'p-91ab', 'Hello', 'World'],
  },
  { what: 'postId names the REST list /posts', invented: ['userId', 0], type: '/users', expected: [7] },
  { what: 'a number keeps only numbers (and numeric strings)', invented: ['rank', 1], type: 'Post', expected: [3, 4] },
  { what: 'no list holds it', invented: ['slug', 'string'], type: '/tags', expected: [] },
  {
    what: 'the invented value itself is not tried again',
    invented: ['collection', 'articles'],
    type: '/collections',
    expected: ['authors'],
  },
];

describe('candidateValues', () => {
  it.each(cases)('$what', ({ invented: [name, value], type, expected }) => {
    const found = candidateValues({ in: 'params', name, value }, type, [collections, posts, users]);
    expect(found.map((candidate) => candidate.value)).toEqual(expected);
  });

  it('says which list each value came from, and tries at most five', () => {
    const many: ListAnswer = {
      from: 'GET /tags',
      type: '/tags',
      items: Array.from({ length: 9 }, (_, i) => ({ tag: `t${i}` })),
    };
    const found = candidateValues({ in: 'query', name: 'tag', value: 'string' }, '/tags', [many]);
    expect(found).toHaveLength(5);
    expect(found[0]).toEqual({ value: 't0', from: 'GET /tags' });
  });
});
