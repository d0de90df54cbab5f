// `loadtool merge s3://bucket/prefix/`: the shards' results.json listed (ListObjectsV2) and downloaded for the merge.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CannotRunError, InputError } from '../errors.js';
import { targetName, type S3Target } from './out-url.js';
import { s3Call } from './s3-request.js';

/** The most keys listed under a prefix: far more than the shards of a run leave there (four files each). */
const MAX_KEYS = 20_000;

/**
 * Downloads every object named results.json under the target's prefix, at any depth, into `dir`, keeping its path
 * below the prefix (`shard-2-of-4/results.json`); returns the local files. Throws a CannotRunError (exit 3) naming the
 * bucket, never a credential, when the bucket cannot be listed or an object read; an InputError (exit 2) when the
 * prefix holds no results.json, as `loadtool merge` does for such a folder.
 */
export async function downloadResults(target: S3Target, dir: string): Promise<string[]> {
  const keys = await resultKeys(target);
  const files: string[] = [];
  for (const key of keys) {
    const local = join(dir, ...key.slice(target.prefix.length).split('/'));
    const body = await s3Call(target.access, { method: 'GET', bucket: target.bucket, key }).catch((error: unknown) => {
      throw new CannotRunError(`could not read s3://${target.bucket}/${key}: ${(error as Error).message}`);
    });
    await mkdir(dirname(local), { recursive: true });
    await writeFile(local, body);
    files.push(local);
  }
  return files;
}

/** Returns the keys under the prefix whose last segment is results.json, listing page after page. */
async function resultKeys(target: S3Target): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  let listed = 0;
  do {
    const query: Record<string, string> = { 'list-type': '2', prefix: target.prefix };
    if (token) query['continuation-token'] = token;
    const xml = await s3Call(target.access, { method: 'GET', bucket: target.bucket, key: '', query }).then(
      (body) => body.toString('utf8'),
      (error: unknown) => {
        throw new CannotRunError(`could not list ${targetName(target)}: ${(error as Error).message}`);
      },
    );
    const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1]!));
    listed += page.length;
    keys.push(...page.filter((key) => key === `${target.prefix}results.json` || key.endsWith('/results.json')));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
      : undefined;
  } while (token && listed < MAX_KEYS);
  // A key with `..` would write outside the folder: such a key is no shard of ours.
  const safe = keys.filter((key) => !key.split('/').some((segment) => segment === '..' || segment === '.'));
  if (safe.length === 0)
    throw new InputError(targetName(target), [
      {
        path: '',
        message: `holds no results.json (searched at any depth): run the shards with --out-url ${targetName(target)}`,
      },
    ]);
  return safe;
}

/** Returns XML character data with its five entities decoded. */
function xmlText(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}
