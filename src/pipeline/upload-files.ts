// The files a generated load test uploads, written beside loadtool.yaml when generation named them and none is there.
import { link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { namedUploads, sampleUpload } from '../loadtest/generate/upload-samples.js';

/**
 * Writes each file to upload that the load test `text` names, that generation itself named (in `generated`, the text
 * of its own output: a name a person wrote is theirs to provide) and that is not there yet, inside the folder of
 * loadtool.yaml (`output`): a small valid file of the declared type (upload-samples.ts). An existing file is never
 * replaced, so that a real file put in its place stays. Each file appears whole or not at all. Returns a line for
 * the user per file written.
 */
export async function writeUploadFiles(text: string, generated: string, output: string): Promise<string[]> {
  // Most load tests upload nothing: their texts are not parsed again.
  if (!/\bfile:/.test(text)) return [];
  const own = new Set(namedUploads(parse(generated)).map(({ file }) => file));
  const dir = dirname(resolve(output));
  const lines: string[] = [];
  for (const { file, contentType } of namedUploads(parse(text))) {
    const path = resolve(dir, file);
    if (!own.has(file) || !path.startsWith(`${dir}${sep}`)) continue;
    if (await stat(path).catch(() => undefined)) continue;
    await writeNew(path, sampleUpload(contentType));
    lines.push(
      `wrote ${relative(process.cwd(), path) || file}, a small ${contentType} file to upload: put a real one in its place to upload that`,
    );
  }
  return lines;
}

/** Writes a file through a temporary one beside it, never over a file that appeared meanwhile. */
async function writeNew(target: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, bytes);
    // A link appears whole and fails when the target exists, where a rename would replace it; a file system without
    // links gets the rename.
    await link(temporary, target).catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rename(temporary, target);
    });
  } finally {
    await rm(temporary, { force: true });
  }
}
