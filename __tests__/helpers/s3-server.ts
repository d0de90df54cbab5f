import { createHash, createHmac, type Hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach } from '@jest/globals';
import { SignatureV4 } from '@smithy/signature-v4';
import aws4 from 'aws4';
import S3rver from 's3rver';

/** s3rver's one account: the credentials it checks every signature against. */
export const S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

/** A real S3-compatible server on 127.0.0.1 (s3rver) with one bucket, and the environment that reaches it. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The variables a run reads: credentials, region and the endpoint (path-style). */
  env: Record<string, string>;
  /** Returns the bytes of an object, read through a signed GET. */
  object(key: string): Promise<Buffer>;
  /** Returns a URL presigned for a PUT of the key, as `aws s3 presign` makes one. */
  presignPut(key: string): string;
}

/** Returns a function that starts an s3rver storing in `dir`; every one is closed after each test. */
export function useS3Servers(): (dir: string) => Promise<S3Server> {
  const started: S3rver[] = [];
  const proxies: Server[] = [];
  afterEach(async () => {
    for (const proxy of proxies.splice(0)) {
      proxy.closeAllConnections();
      proxy.close();
    }
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (dir) => {
    const bucket = 'perf-results';
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port: s3rverPort } = await server.run();
    started.push(server);
    const proxy = await verifyingProxy(s3rverPort);
    proxies.push(proxy);
    const { port } = proxy.address() as AddressInfo;
    const host = `127.0.0.1:${port}`;
    const credentials = { accessKeyId: S3_KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.AWS_SECRET_ACCESS_KEY };
    return {
      endpoint: `http://${host}`,
      bucket,
      env: { ...S3_KEYS, AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: `http://${host}` },
      async object(key) {
        const signed = aws4.sign({ host, path: `/${bucket}/${key}`, service: 's3', region: 'us-east-1' }, credentials);
        const response = await fetch(`http://${host}${signed.path}`, {
          headers: signed.headers as Record<string, string>,
        });
        if (!response.ok) throw new Error(`GET ${key}: ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      },
      presignPut(key) {
        const signed = aws4.sign(
          { host, path: `/${bucket}/${key}`, method: 'PUT', service: 's3', region: 'us-east-1', signQuery: true },
          credentials,
        );
        return `http://${host}${signed.path}`;
      },
    };
  };
}

/** Returns the bytes of a local report file. */
export const localBytes = (dir: string, name: string) => readFile(join(dir, name));

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 over node:crypto, as @smithy/signature-v4 takes it. */
class NodeSha256 {
  private readonly hash: Hash | ReturnType<typeof createHmac>;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const SIGNER = new SignatureV4({
  service: 's3',
  region: 'us-east-1',
  credentials: { accessKeyId: S3_KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.AWS_SECRET_ACCESS_KEY },
  sha256: NodeSha256,
  uriEscapePath: false,
});

/**
 * s3rver checks no SigV4 signature (its source: "unimplemented"), so a proxy in front of it does, as S3 does: each
 * request's signature computed again by AWS's own signer (@smithy/signature-v4) with s3rver's secret, and the body
 * against its signed hash; a mismatch is S3's 403 SignatureDoesNotMatch, anything else is passed to s3rver.
 */
async function verifyingProxy(s3rverPort: number): Promise<Server> {
  const proxy = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (!(await signatureMatches(request, body))) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><StringToSign>AWS4-HMAC-SHA256 secret-looking</StringToSign></Error>',
        );
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([, value]) => typeof value === 'string'),
      ) as Record<string, string>;
      const answer = await fetch(`http://127.0.0.1:${s3rverPort}${request.url}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/** Returns whether the request carries the signature AWS's signer gives it, header or query, and its body its hash. */
async function signatureMatches(request: IncomingMessage, body: Buffer): Promise<boolean> {
  const url = new URL(request.url!, `http://${request.headers.host}`);
  const query = Object.fromEntries(url.searchParams);
  const date = request.headers['x-amz-date'] ?? query['X-Amz-Date'];
  if (typeof date !== 'string') return false;
  const signingDate = new Date(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const base = {
    method: request.method!,
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
  };
  if (query['X-Amz-Signature']) {
    const { 'X-Amz-Signature': given, ...rest } = query;
    const unsigned = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('X-Amz-')));
    // A presigned URL signs no payload, as S3's own presigner: UNSIGNED-PAYLOAD, neither signed nor hoisted.
    const unsignedPayload = new Set(['x-amz-content-sha256']);
    const presigned = await SIGNER.presign(
      {
        ...base,
        query: unsigned,
        headers: { host: request.headers.host!, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      },
      {
        signingDate,
        expiresIn: Number(query['X-Amz-Expires']),
        unhoistableHeaders: unsignedPayload,
        unsignableHeaders: unsignedPayload,
      },
    );
    return presigned.query?.['X-Amz-Signature'] === given;
  }
  const authorization = request.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const contentHash = request.headers['x-amz-content-sha256'];
  if (contentHash !== createHash('sha256').update(body).digest('hex')) return false;
  const headers = Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? '')]));
  const expected = await SIGNER.sign({ ...base, query, headers, body }, { signingDate });
  return expected.headers['authorization'] === authorization;
}
