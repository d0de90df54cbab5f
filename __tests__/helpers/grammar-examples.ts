import { readFileSync } from 'node:fs';

/**
 * Returns the examples of the grammar comment (the first block comment) of a source file under `src/plan/`: each
 * phrase in backticks and what it sets, as written after `→` (`(nothing…)` sets nothing).
 */
export function grammarExamples(file: string): Array<{ phrase: string; expected: Record<string, string> }> {
  const source = readFileSync(new URL(`../../src/plan/${file}`, import.meta.url), 'utf8');
  const comment = /\/\*[\s\S]*?\*\//.exec(source)?.[0] ?? '';
  const examples = comment.slice(comment.indexOf('Examples'));
  return [...examples.matchAll(/^ \* {3}`([^`]+)` +→ (.+)$/gm)].map(([, phrase = '', sets = '']) => ({
    phrase,
    expected: sets.startsWith('(nothing')
      ? {}
      : Object.fromEntries(sets.split(', ').map((pair) => pair.split(': ') as [string, string])),
  }));
}
