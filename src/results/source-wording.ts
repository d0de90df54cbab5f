// How a data source's pre-flight is said to people: `GET /items/articles → 200, 24 values, 35 ms`.
import type { SourceResult } from './types.js';

/** Returns what a data source gave before the run: `GET /items/articles → 200, 24 values, 35 ms`. */
export function sourceFigures(source: SourceResult): string {
  const values = `${source.values} value${source.values === 1 ? '' : 's'}`;
  return `${source.request} → ${source.status}, ${values}, ${Math.round(source.ms)} ms`;
}

/** Returns the pre-flight line of a data source: `Pre-flight: GET /items/articles → 200, 24 values, 35 ms`. */
export function sourceLine(source: SourceResult): string {
  return `Pre-flight: ${sourceFigures(source)}`;
}
