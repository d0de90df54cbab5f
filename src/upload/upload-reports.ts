// src/upload/ puts the written report files where `--out-url` says: an S3-compatible bucket or a presigned URL.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Shard } from '../results/types.js';
import { targetName, type OutTarget } from './out-url.js';
import { presignedPut, s3Call } from './s3-request.js';

/** The report files could not all be uploaded: the run's verdict stands, the local files are kept, exit 3. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
};

/** Returns where a shard's files go under the prefix: `shard-2-of-4/`, or nothing for a whole run. */
function shardFolder(shard: Shard | undefined): string {
  return shard ? `shard-${shard.index}-of-${shard.count}/` : '';
}

/**
 * Uploads the files (results.json first: the merge reads it) to the target: each under the prefix, in the shard's
 * folder (`shard-2-of-4/results.json`), for a bucket; results.json alone for a presigned URL, which names one object.
 * Returns where each went (`s3://bucket/key`); throws an UploadError naming every file that failed and why, with no
 * credential or signature, after trying them all.
 */
export async function uploadReports(target: OutTarget, files: string[], shard?: Shard): Promise<string[]> {
  const ordered = [...files].sort(
    (a, b) => Number(basename(b) === 'results.json') - Number(basename(a) === 'results.json'),
  );
  const chosen = target.kind === 'presigned' ? ordered.filter((file) => basename(file) === 'results.json') : ordered;
  const uploaded: string[] = [];
  const failures: string[] = [];
  for (const file of chosen) {
    const name = basename(file);
    const contentType = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
    try {
      const body = await readFile(file);
      if (target.kind === 'presigned') {
        await presignedPut(target.url, body, contentType);
        uploaded.push(targetName(target));
      } else {
        const key = `${target.prefix}${shardFolder(shard)}${name}`;
        await s3Call(target.access, { method: 'PUT', bucket: target.bucket, key, body, contentType });
        uploaded.push(`s3://${target.bucket}/${key}`);
      }
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0)
    throw new UploadError(`could not upload the reports to ${targetName(target)}: ${failures.join('; ')}`);
  return uploaded;
}
