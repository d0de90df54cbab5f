// One request to an S3-compatible bucket, signed with SigV4 by aws4, and what a failed one says.
import aws4 from 'aws4';
import { maskerOf } from '../masker.js';
import type { S3Access } from './out-url.js';

/** How long one request may take: a report file is small; a stalled endpoint must not hold the job. */
const REQUEST_TIMEOUT_MS = 60_000;

/** A request to the bucket: a key (not encoded), and a query such as `list-type=2`. */
export interface S3Call {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  query?: Record<string, string>;
  body?: Buffer;
  contentType?: string;
}

/**
 * Returns the response to the call, signed with the access's credentials: path-style to an endpoint
 * (`AWS_ENDPOINT_URL`: MinIO, R2, GCS), virtual-hosted to AWS. Throws an Error that names no credential on a
 * network failure or a status that is not 2xx.
 */
export async function s3Call(access: S3Access, call: S3Call): Promise<Buffer> {
  const encodedKey = call.key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams(call.query ?? {}).toString();
  const endpoint = access.endpoint;
  // A bucket with a dot breaks the TLS name of a virtual host (*.s3.amazonaws.com): AWS takes it path-style too.
  const pathStyle = endpoint !== undefined || call.bucket.includes('.');
  const host = endpoint ? endpoint.host : `${pathStyle ? '' : `${call.bucket}.`}s3.${access.region}.amazonaws.com`;
  const base = pathStyle ? `${endpoint ? endpoint.pathname.replace(/\/$/, '') : ''}/${call.bucket}` : '';
  const path = `${base}/${encodedKey}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {};
  if (call.body) headers['content-type'] = call.contentType ?? 'application/octet-stream';
  const signed = aws4.sign(
    { host, path, method: call.method, service: 's3', region: access.region, headers, body: call.body },
    {
      accessKeyId: access.accessKeyId,
      secretAccessKey: access.secretAccessKey,
      ...(access.sessionToken ? { sessionToken: access.sessionToken } : {}),
    },
  );
  const protocol = endpoint ? endpoint.protocol : 'https:';
  const secrets = [access.secretAccessKey, access.sessionToken].filter((value): value is string => !!value);
  return send(`${protocol}//${host}${path}`, call.method, signed.headers as Record<string, string>, call.body, secrets);
}

/** Returns the response body to a PUT of `body` to a presigned URL; throws as s3Call does. */
export async function presignedPut(url: string, body: Buffer, contentType: string): Promise<Buffer> {
  return send(url, 'PUT', { 'content-type': contentType }, body, []);
}

/** Sends the request; returns the body of a 2xx answer, else throws with the status and the service's own code. */
async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  secrets: string[],
): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new Error(`no answer (${maskerOf(secrets)(why)})`);
  }
  const answer = Buffer.from(await response.arrayBuffer());
  if (response.ok) return answer;
  throw new Error(`${response.status} ${maskerOf(secrets)(serviceError(answer.toString('utf8')))}`.trim());
}

/** Returns the `<Code>` and `<Message>` of an S3 error body (never its StringToSign or CanonicalRequest), or ''. */
function serviceError(xml: string): string {
  const element = (name: string) => new RegExp(`<${name}>([^<]{0,300})</${name}>`).exec(xml)?.[1]?.trim();
  const code = element('Code');
  const message = element('Message');
  return [code, message].filter(Boolean).join(': ');
}
