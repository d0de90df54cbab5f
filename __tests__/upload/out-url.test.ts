import { describe, expect, it } from '@jest/globals';
import { parseOutUrl, targetName } from '../../src/upload/out-url.js';

const KEYS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-value-0123456789' };

describe('--out-url', () => {
  it.each([
    { url: 's3://perf-results', prefix: '' },
    { url: 's3://perf-results/', prefix: '' },
    { url: 's3://perf-results/nightly', prefix: 'nightly/' },
    { url: 's3://perf-results//nightly/7/', prefix: 'nightly/7/' },
  ])('takes $url as the bucket and the prefix $prefix', ({ url, prefix }) => {
    const { target, problems } = parseOutUrl(url, KEYS);
    expect(problems).toEqual([]);
    expect(target).toMatchObject({ kind: 's3', bucket: 'perf-results', prefix });
  });

  it('reads the credentials, region and endpoint from the environment, the S3 endpoint first', () => {
    const env = {
      ...KEYS,
      AWS_SESSION_TOKEN: 'token',
      AWS_DEFAULT_REGION: 'eu-west-3',
      AWS_ENDPOINT_URL: 'http://other:1',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
    };
    const { target } = parseOutUrl('s3://perf-results/x/', env);
    expect(target).toMatchObject({
      access: { ...{ accessKeyId: 'AKIAEXAMPLE', sessionToken: 'token', region: 'eu-west-3' } },
    });
    expect(target?.kind === 's3' && target.access.endpoint?.href).toBe('http://minio:9000/');
    expect(parseOutUrl('s3://perf-results/x/', { ...env, AWS_REGION: 'us-west-2' }).target).toMatchObject({
      access: { region: 'us-west-2' },
    });
  });

  it('takes an https URL as presigned, needing no credentials, and names it without its signature', () => {
    const url = 'https://bucket.s3.amazonaws.com/r.json?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abc123';
    const { target, problems } = parseOutUrl(url, {});
    expect(problems).toEqual([]);
    expect(target).toEqual({ kind: 'presigned', url });
    expect(targetName(target!)).not.toMatch(/abc123|AKIA/);
  });

  it('says every problem at once, naming the flag or the variable, never a value of a credential', () => {
    const { target, problems } = parseOutUrl('s3://Perf_Results/../x', { AWS_ENDPOINT_URL: 'minio:9000' });
    expect(target).toBeUndefined();
    expect(problems).toEqual([
      '--out-url names the bucket "Perf_Results"; a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens, e.g. s3://perf-results/nightly/',
      '--out-url has the prefix "../x"; write it without empty, . or .. segments',
      "--out-url s3://… needs AWS_ACCESS_KEY_ID in the environment, the bucket's access key (in Kubernetes, from a Secret); or give a presigned https:// URL instead",
      "--out-url s3://… needs AWS_SECRET_ACCESS_KEY in the environment, the bucket's secret key (in Kubernetes, from a Secret); or give a presigned https:// URL instead",
      `AWS_ENDPOINT_URL is "minio:9000"; write the endpoint's URL, e.g. http://minio:9000`,
    ]);
    expect(parseOutUrl('ftp://host/x', KEYS).problems).toEqual([
      '--out-url is "ftp://host/x"; write s3://bucket/prefix/ (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) or an https:// presigned PUT URL',
    ]);
  });
});
