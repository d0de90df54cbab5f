import { expect, it } from '@jest/globals';
import { buildRequest } from '../../../src/engine/http/build-request.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';

const scenario = (headers: string) =>
  parseLoadTest(
    `version: 1\nbaseUrl: http://127.0.0.1:3000/v1\nscenarios:\n  - name: a\n    endpoint: GET /pets/{id}\n    params: { id: "a b" }\n    query: { tag: [x, y] }\n    headers: ${headers}\n    concurrentUsers: 1\n    duration: 1s\n`,
    'loadtool.yaml',
  ).scenarios[0]!;

it('fills ${NAME} from the environment, keeps $${ literal, and reports the values used for masking', () => {
  const built = buildRequest(
    'http://127.0.0.1:3000/v1',
    scenario('{ Authorization: "Bearer ${API_TOKEN}", X-Note: "$${KEEP}" }'),
    {
      API_TOKEN: 's3cret',
    },
  );
  expect(built).toEqual({
    origin: 'http://127.0.0.1:3000',
    method: 'GET',
    path: '/v1/pets/a%20b?tag=x&tag=y',
    headers: { authorization: 'Bearer s3cret', 'x-note': '${KEEP}' },
    secrets: ['s3cret'],
  });
});

it('an unset or empty variable is an error naming it, as validation reports it', () => {
  expect(() =>
    buildRequest('http://127.0.0.1:3000', scenario('{ Authorization: "Bearer ${API_TOKEN}" }'), { API_TOKEN: '' }),
  ).toThrow('the environment variable API_TOKEN is not set');
});
