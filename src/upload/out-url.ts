// `--out-url`: where the report files go after they are written, an S3-compatible bucket or a presigned PUT URL.
import { redactUrl } from '../redact-url.js';

/** The credentials and endpoint of a bucket, from the environment (docs/scale.md#results-in-a-bucket---out-url). */
export interface S3Access {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  region: string;
  /** `AWS_ENDPOINT_URL_S3` or `AWS_ENDPOINT_URL` (MinIO, R2, GCS): path-style requests to it; else AWS, virtual-hosted. */
  endpoint?: URL | undefined;
}

/** An `s3://bucket/prefix/` target: every report file under the prefix, signed with SigV4. */
export interface S3Target {
  kind: 's3';
  bucket: string;
  /** Empty, or ending with `/`. */
  prefix: string;
  access: S3Access;
}

/** An `https://` presigned PUT URL: it names one object, so only results.json goes there. */
interface PresignedTarget {
  kind: 'presigned';
  url: string;
}

export type OutTarget = S3Target | PresignedTarget;

/** The environment the credentials are read from. */
export type UploadEnv = Record<string, string | undefined>;

/** A bucket name as S3 and its compatibles take it: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Returns `s3://bucket/prefix/` for messages: it never holds a credential. */
export function targetName(target: OutTarget): string {
  return target.kind === 's3' ? `s3://${target.bucket}/${target.prefix}` : redactUrl(target.url);
}

/**
 * Returns the target of `--out-url` (`s3://bucket/prefix/` with its credentials from `env`, or an `https://` URL,
 * presigned), or a sentence for each problem, naming the flag or the variable and what to set, so that a run that
 * could not upload its reports is refused before it sends any load. `label` names the flag.
 */
export function parseOutUrl(
  text: string,
  env: UploadEnv,
  label = '--out-url',
): { target?: OutTarget; problems: string[] } {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    if (!URL.canParse(trimmed)) return { problems: [`${label} ${redactUrl(trimmed)} is not a URL`] };
    return { target: { kind: 'presigned', url: trimmed }, problems: [] };
  }
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/i.exec(trimmed);
  if (!match)
    return {
      problems: [
        `${label} is ${JSON.stringify(trimmed)}; write s3://bucket/prefix/ (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) or an https:// presigned PUT URL`,
      ],
    };
  const problems: string[] = [];
  const bucket = match[1]!;
  const prefix = (match[2] ?? '').replace(/^\/+/, '');
  if (!BUCKET.test(bucket))
    problems.push(
      `${label} names the bucket ${JSON.stringify(bucket)}; a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens, e.g. s3://perf-results/nightly/`,
    );
  if (/(^|\/)\.\.?(\/|$)/.test(prefix) || prefix.includes('//'))
    problems.push(`${label} has the prefix ${JSON.stringify(prefix)}; write it without empty, . or .. segments`);
  const access = s3Access(env, label, problems);
  if (problems.length > 0 || !access) return { problems };
  const withSlash = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  return { target: { kind: 's3', bucket, prefix: withSlash, access }, problems };
}

/** Returns the credentials, region and endpoint from `env`, or undefined after naming each missing variable. */
function s3Access(env: UploadEnv, label: string, problems: string[]): S3Access | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const accessKeyId = value('AWS_ACCESS_KEY_ID');
  const secretAccessKey = value('AWS_SECRET_ACCESS_KEY');
  for (const [name, given] of [
    ['AWS_ACCESS_KEY_ID', accessKeyId],
    ['AWS_SECRET_ACCESS_KEY', secretAccessKey],
  ] as const)
    if (given === undefined)
      problems.push(
        `${label} s3://… needs ${name} in the environment, the bucket's ${name === 'AWS_ACCESS_KEY_ID' ? 'access key' : 'secret key'} (in Kubernetes, from a Secret); or give a presigned https:// URL instead`,
      );
  const endpointText = value('AWS_ENDPOINT_URL_S3') ?? value('AWS_ENDPOINT_URL');
  const endpointName = value('AWS_ENDPOINT_URL_S3') ? 'AWS_ENDPOINT_URL_S3' : 'AWS_ENDPOINT_URL';
  let endpoint: URL | undefined;
  if (endpointText !== undefined) {
    if (URL.canParse(endpointText) && /^https?:$/.test(new URL(endpointText).protocol))
      endpoint = new URL(endpointText);
    else
      problems.push(
        `${endpointName} is ${JSON.stringify(redactUrl(endpointText))}; write the endpoint's URL, e.g. http://minio:9000`,
      );
  }
  if (accessKeyId === undefined || secretAccessKey === undefined || problems.length > 0) return undefined;
  return {
    accessKeyId,
    secretAccessKey,
    sessionToken: value('AWS_SESSION_TOKEN'),
    region: value('AWS_REGION') ?? value('AWS_DEFAULT_REGION') ?? 'us-east-1',
    endpoint,
  };
}
