// The ESM load hook that lets Node 20 run a TypeScript script, by stripping its types with amaro.
import { fileURLToPath } from 'node:url';
import { transformSync } from 'amaro';

// Registered once by load-script.ts with `module.register`, and bundled as its own file (dist/strip-types/index.js),
// since a hook runs in its own thread. amaro is the stripper Node itself embeds, so a script runs the same on Node 20
// and on Node 24.

interface LoadContext {
  format?: string | null | undefined;
}

interface LoadResult {
  format?: string | null | undefined;
  source?: string | ArrayBuffer | Uint8Array | null | undefined;
  shortCircuit?: boolean;
}

type NextLoad = (url: string, context?: LoadContext) => Promise<LoadResult>;

/** The fields of amaro's error for syntax it cannot strip (an enum) or cannot read. */
interface StripError {
  code?: string;
  message?: string;
  startLine?: number;
  startColumn?: number;
}

/** Returns a `.ts`/`.mts` module with its types stripped, as an ES module; anything else as Node loads it. */
export async function load(url: string, context: LoadContext, nextLoad: NextLoad): Promise<LoadResult> {
  if (!/\.m?ts$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const { source } = await nextLoad(url, { ...context, format: 'module' });
  const file = fileURLToPath(url);
  const text = typeof source === 'string' ? source : Buffer.from(source as Uint8Array).toString('utf8');
  try {
    return {
      format: 'module',
      source: transformSync(text, { mode: 'strip-only', filename: file }).code,
      shortCircuit: true,
    };
  } catch (error) {
    // amaro's error is a plain object: thrown as an Error with the place it names, as Node's own stripper does.
    const { code, message, startLine, startColumn } = error as StripError;
    const where = startLine === undefined ? file : `${file}:${startLine}:${(startColumn ?? 0) + 1}`;
    const thrown =
      code === 'InvalidSyntax' ? new SyntaxError(`${message} (${where})`) : new Error(`${message} (${where})`);
    throw thrown;
  }
}
