// Takes the results.json out of a baseline artifact's zip, bounded, or says why it could not.
import { inflateRawSync } from 'node:zlib';
import { MAX_RESULTS_BYTES } from '../results/read-results-text.js';

/** Why no results.json was taken out of an artifact's zip, as the end of a sentence. */
export class ZipRefused extends Error {}

/** An entry of the zip's central directory. */
interface Entry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The inflated size the zip declares, which may be false. */
  declaredSize: number;
  localHeader: number;
}

const RESULTS_JSON = /(^|\/)results\.json$/;
const NOT_A_ZIP = 'the artifact is not a zip this version can open';
const WHAT_TO_DO = 'nothing was taken out of it; upload qa-reports/perf as loadtool writes it';

/**
 * Returns the zip's results.json (at its top, else the shallowest) and its name. Only that entry is inflated, and to
 * at most `maxBytes` whatever the zip declares (a zip of a few megabytes can declare anything and inflate to
 * gigabytes): an entry declared larger is refused before it is inflated, one that inflates larger is stopped at the
 * cap. Throws a ZipRefused saying why, for a zip that cannot be opened, has no results.json, or holds one over the cap.
 */
export function resultsJsonOfZip(zip: Uint8Array, maxBytes = MAX_RESULTS_BYTES): { name: string; bytes: Uint8Array } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const chosen = shallowest(centralDirectory(zip, view).filter(({ name }) => RESULTS_JSON.test(name)));
  if (chosen === undefined)
    throw new ZipRefused('the artifact has no results.json (upload the folder qa-reports/perf as qa-perf-results)');
  const its = `its ${nameOf(chosen.name)}`;
  if (chosen.declaredSize > maxBytes)
    throw new ZipRefused(
      `${its} is ${sizeOf(chosen.declaredSize)} inflated, more than the ${sizeOf(maxBytes)} a results.json may be: ${WHAT_TO_DO}`,
    );
  const data = dataOf(zip, view, chosen);
  if (chosen.method === 0 && data.byteLength <= maxBytes) return { name: chosen.name, bytes: data.slice() };
  if (chosen.method !== 0 && chosen.method !== 8)
    throw new ZipRefused(`${its} is compressed with method ${chosen.method}, which this version does not open`);
  try {
    if (chosen.method === 8)
      return { name: chosen.name, bytes: new Uint8Array(inflateRawSync(data, { maxOutputLength: maxBytes })) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') throw new ZipRefused(NOT_A_ZIP);
  }
  throw new ZipRefused(
    `${its} inflates to more than the ${sizeOf(maxBytes)} a results.json may be, though the zip says ${sizeOf(chosen.declaredSize)}: ${WHAT_TO_DO}`,
  );
}

/**
 * Returns the entries of the zip's central directory (APPNOTE.TXT 4.3.16 and 4.3.12), read without inflating
 * anything. ZIP64, which an artifact of at most 64 MiB never needs, is refused.
 */
function centralDirectory(zip: Uint8Array, view: DataView): Entry[] {
  let end = zip.byteLength - 22;
  const first = Math.max(0, end - 0xffff);
  while (end >= first && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < first) throw new ZipRefused(NOT_A_ZIP);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new ZipRefused(`${NOT_A_ZIP} (it is a ZIP64 archive)`);
  const decoder = new TextDecoder();
  const entries: Entry[] = [];
  try {
    for (let n = 0; n < count; n++) {
      if (view.getUint32(at, true) !== 0x02014b50) throw new ZipRefused(NOT_A_ZIP);
      const nameLength = view.getUint16(at + 28, true);
      entries.push({
        method: view.getUint16(at + 10, true),
        compressedSize: view.getUint32(at + 20, true),
        declaredSize: view.getUint32(at + 24, true),
        localHeader: view.getUint32(at + 42, true),
        name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      });
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
  } catch (error) {
    // A DataView read past the end is a RangeError: a directory cut short.
    throw error instanceof RangeError ? new ZipRefused(NOT_A_ZIP) : error;
  }
  return entries;
}

/** Returns the entry's bytes as stored in the zip, after its local header. */
function dataOf(zip: Uint8Array, view: DataView, entry: Entry): Uint8Array {
  const at = entry.localHeader;
  if (at + 30 > zip.byteLength || view.getUint32(at, true) !== 0x04034b50) throw new ZipRefused(NOT_A_ZIP);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > zip.byteLength) throw new ZipRefused(NOT_A_ZIP);
  return zip.subarray(start, start + entry.compressedSize);
}

/** Returns the entry nearest the zip's top, the first of those as near. */
function shallowest(entries: Entry[]): Entry | undefined {
  const depth = ({ name }: Entry) => name.split('/').length;
  return entries.reduce<Entry | undefined>(
    (best, entry) => (best && depth(best) <= depth(entry) ? best : entry),
    undefined,
  );
}

/** Returns the entry's name for a notice: as it is when plain, else quoted (the zip's names can hold anything). */
function nameOf(name: string): string {
  return /^[\w./-]{1,200}$/.test(name) ? name : JSON.stringify(name.slice(0, 200));
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KiB` : `${Math.ceil(bytes / 1024 / 1024)} MiB`;
}
