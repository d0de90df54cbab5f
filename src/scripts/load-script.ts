// src/scripts/ is custom scripts; this loads a script's module, stripping TypeScript's types where Node cannot.
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScriptFunction } from './api.js';
import type { LoadedScript } from './loaded-script.js';

/** A script that does not load, or does not export what a script must: the message says why and what to do. */
export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
}

let hooksRegistered = false;

/**
 * Imports a script module (an absolute path) and returns its functions; throws a ScriptLoadError, with the loader's
 * message and never a stack trace, when it does not load or its default export (or `once`) is not a function.
 * Importing runs the module's top level, once per process.
 */
export async function loadScript(file: string): Promise<LoadedScript> {
  registerStripTypes();
  let module: Record<string, unknown>;
  try {
    // Kept a real import in the bundle: ncc must not try to bundle a file only known at run time.
    module = (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new ScriptLoadError(`does not load: ${loadErrorMessage(error)}`);
  }
  const { default: run, once } = module;
  if (typeof run !== 'function') {
    throw new ScriptLoadError(
      `has no default export function: write export default async function (vu: VirtualUser) { … }, one iteration of a virtual user`,
    );
  }
  if (once !== undefined && typeof once !== 'function') {
    throw new ScriptLoadError(
      `exports once, but not as a function: write export async function once(vu: VirtualUser) { … }, or remove it`,
    );
  }
  return { file, run: run as ScriptFunction, once: once as ScriptFunction | undefined };
}

/**
 * Lets Node import TypeScript where it cannot by itself (Node 20): registers, once, the load hook that strips types
 * (strip-types-hooks.ts), for a `.js` script's `.ts` imports too. Not needed where Node strips types itself (22.18+, 24), nor from the sources (jest, tsx),
 * whose own loader compiles TypeScript.
 */
function registerStripTypes(): void {
  if (hooksRegistered) return;
  hooksRegistered = true;
  if ((process.features as { typescript?: unknown }).typescript) return;
  const here = import.meta.url;
  if (here.endsWith('.ts')) return;
  // The bundle is dist/index.js (the action) or dist/cli/index.js (loadtool); the hooks are dist/strip-types/.
  const hooks = ['./strip-types/index.js', '../strip-types/index.js']
    .map((path) => new URL(path, here))
    .find((url) => existsSync(fileURLToPath(url)));
  if (hooks) register(hooks.href);
}

/**
 * Returns the first line of a loader's error, with the place in the script when Node's own stripper names one.
 * @internal Exported for the tests.
 */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's stripper (22.18+, 24) writes `x message`, then `,-[file:line:column]` over the code; ours names the place.
  const first = (error.message.split('\n').find((line) => line.trim() !== '') ?? error.name)
    .trim()
    .replace(/^x\s+/, '');
  const place = /,-\[(.+:\d+:\d+)\]/.exec(error.message)?.[1] ?? syntaxPlace(error.stack);
  return place ? `${first} (${place.startsWith('file:') ? fileURLToPath(place) : place})` : first;
}

/**
 * Returns `file:line:column` of a syntax error whose message names no place (Node 24's stripper, V8's own syntax
 * errors): their stack starts with `file:line`, the code, then a line of carets under the fault; undefined otherwise.
 * Only the place is taken from the stack, never the stack itself.
 */
function syntaxPlace(stack: string | undefined): string | undefined {
  const [head, ...rest] = (stack ?? '').split('\n');
  const at = /^((?:file:\/\/|\/).+):(\d+)$/.exec(head ?? '');
  if (!at) return undefined;
  const carets = rest.find((line) => /^\s*\^+\s*$/.test(line));
  return `${at[1]}:${at[2]}:${carets ? carets.indexOf('^') + 1 : 1}`;
}
