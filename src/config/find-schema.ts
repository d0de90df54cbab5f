// Finds the API schema files in a repository, for onboarding.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const SCHEMA_FILE = /^(?:openapi|swagger)(?:[._-][\w.-]*)?\.(?:json|ya?ml)$|\.(?:graphql|graphqls|gql)$/i;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'vendor', 'target', 'qa-reports']);
const MAX_DEPTH = 5;
const MAX_FOLDERS = 2000;

/**
 * Returns the API schema files in a repository (OpenAPI/Swagger `.json/.yaml/.yml`, GraphQL SDL), as paths relative
 * to `root` with `/` separators, shallowest first, OpenAPI before GraphQL, then by name.
 */
export async function findApiSchemas(root: string): Promise<string[]> {
  const found: string[] = [];
  let queue = [root];
  let visited = 0;
  for (let depth = 0; depth <= MAX_DEPTH && queue.length > 0 && visited < MAX_FOLDERS; depth++) {
    const next: string[] = [];
    const level: string[] = [];
    for (const folder of queue) {
      if (++visited > MAX_FOLDERS) break;
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name))
          next.push(join(folder, entry.name));
        else if (entry.isFile() && SCHEMA_FILE.test(entry.name))
          level.push(relative(root, join(folder, entry.name)).split(sep).join('/'));
      }
    }
    level.sort((a, b) => Number(isGraphql(a)) - Number(isGraphql(b)) || a.localeCompare(b));
    found.push(...level);
    queue = next.sort();
  }
  return found;
}

function isGraphql(path: string): boolean {
  return /\.(?:graphql|graphqls|gql)$/i.test(path);
}
