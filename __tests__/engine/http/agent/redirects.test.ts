import { describe, expect, it } from '@jest/globals';
import type { Dispatcher } from 'undici';
import { isRedirect, nextHop, RedirectError } from '../../../../src/engine/http/agent/redirects.js';
import { categoryOfError } from '../../../../src/engine/error-category.js';

// src/engine/http/agent/redirects.ts: which statuses are followed and the request each leads to.

const ORIGIN = 'http://127.0.0.1:3000';

const request = (method: string, headers: string[] = [], body: string | null = null): Dispatcher.DispatchOptions => ({
  method,
  path: '/api/orders?page=1',
  headers: ['accept', 'application/json', ...headers],
  body,
});

const JSON_BODY = ['Content-Type', 'application/json'];

describe('isRedirect', () => {
  it('follows 301, 302, 303, 307 and 308, and nothing else', () => {
    const followed = Array.from({ length: 600 }, (_, status) => status).filter(isRedirect);
    expect(followed).toEqual([301, 302, 303, 307, 308]);
  });
});

describe('nextHop', () => {
  it.each([
    { what: 'an absolute path', location: '/done', path: '/done' },
    { what: 'a relative path', location: 'done?x=1', path: '/api/done?x=1' },
    { what: 'a parent path', location: '../up', path: '/up' },
    { what: 'a query alone', location: '?page=2', path: '/api/orders?page=2' },
    { what: 'the same origin written whole, its fragment dropped', location: `${ORIGIN}/x#top`, path: '/x' },
  ])('resolves $what against the request URL', ({ location, path }) => {
    const hop = nextHop(request('GET'), ORIGIN, 302, location, false);
    expect(hop).toMatchObject({ origin: ORIGIN, options: { method: 'GET', path } });
  });

  it.each([
    { status: 301, method: 'POST', sends: 'GET' },
    { status: 302, method: 'POST', sends: 'GET' },
    { status: 303, method: 'POST', sends: 'GET' },
    { status: 302, method: 'PUT', sends: 'GET' },
    { status: 303, method: 'DELETE', sends: 'GET' },
  ])('turns $method into $sends without a body on a $status', ({ status, method, sends }) => {
    const hop = nextHop(request(method, JSON_BODY, '{"a":1}'), ORIGIN, status, '/next', false);
    expect(hop).toMatchObject({ options: { method: sends, body: null, headers: ['accept', 'application/json'] } });
  });

  it.each([301, 302, 303, 307, 308])('keeps HEAD as HEAD and GET as GET on a %i', (status) => {
    for (const method of ['HEAD', 'GET'])
      expect(nextHop(request(method), ORIGIN, status, '/next', false)).toMatchObject({ options: { method } });
  });

  it.each([307, 308])('keeps the method, the body and its Content-Type on a %i', (status) => {
    const hop = nextHop(request('POST', JSON_BODY, '{"a":1}'), ORIGIN, status, '/next', false);
    expect(hop).toMatchObject({
      options: { method: 'POST', body: '{"a":1}', headers: ['accept', 'application/json', ...JSON_BODY] },
    });
  });

  it('keeps every header on the same origin, credentials included', () => {
    const headers = ['Authorization', 'Bearer t', 'Cookie', 'a=1', 'Host', 'api.test'];
    const hop = nextHop(request('GET', headers), ORIGIN, 302, '/next', false) as { options: { headers: string[] } };
    expect(hop.options.headers).toEqual(['accept', 'application/json', ...headers]);
  });

  it('refuses another origin without crossOrigin, saying what to set', () => {
    const refused = nextHop(request('GET'), ORIGIN, 302, 'https://login.example.test/sso', false);
    expect(refused).toBeInstanceOf(RedirectError);
    expect((refused as RedirectError).message).toBe(
      'a 302 to another origin (https://login.example.test): set crossOrigin: true on the scenario or step to follow it',
    );
    expect(categoryOfError(refused)).toBe('redirect');
  });

  it('follows another origin with crossOrigin, dropping the first origin’s credentials and Host', () => {
    const headers = [
      'Authorization',
      'Bearer t',
      'proxy-authorization',
      'Basic x',
      'cookie',
      'a=1',
      'Host',
      'h',
      'X-Trace',
      '1',
    ];
    const hop = nextHop(request('GET', headers), ORIGIN, 307, 'http://127.0.0.1:4000/there', true);
    expect(hop).toMatchObject({
      origin: 'http://127.0.0.1:4000',
      options: { path: '/there', headers: ['accept', 'application/json', 'X-Trace', '1'] },
    });
  });

  it.each([
    { what: 'a scheme that is not http', location: 'ftp://127.0.0.1/file', says: 'a 302 to a ftp: URL' },
    { what: 'a Location that is no URL', location: 'http://[::1', says: 'whose Location is not a URL' },
  ])('refuses $what', ({ location, says }) => {
    const refused = nextHop(request('GET'), ORIGIN, 302, location, true);
    expect(refused).toBeInstanceOf(RedirectError);
    expect((refused as RedirectError).message).toContain(says);
  });
});
