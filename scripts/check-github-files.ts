// Checks the repository's GitHub files against SchemaStore's schemas, so that a broken workflow never lands: see
// docs/development.md#ci.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';

/** The schemas in scripts/schemastore/, by the kind of file they describe (README.md there says where they come from). */
type Kind = 'github-action' | 'github-workflow' | 'dependabot-2.0' | 'github-issue-forms' | 'github-issue-config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMAS = fileURLToPath(new URL('schemastore/', import.meta.url));

// ajv-formats is CommonJS: its default export is the function under Node's ESM loader and tsx alike.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Every GitHub file of the repository that has a schema, with the schema's kind. Paths are relative to `root`. */
export function githubFiles(root: string): Array<{ file: string; kind: Kind }> {
  const yamlIn = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => /\.ya?ml$/.test(name))
          .sort()
          .map((name) => join(dir, name))
      : [];
  const examples = readdirSync(join(root, 'examples')).sort();
  return [
    { file: 'action.yml', kind: 'github-action' as const },
    ...yamlIn('.github/workflows').map((file) => ({ file, kind: 'github-workflow' as const })),
    // The examples' workflows are copied by users as they are: they must be valid too.
    ...examples.flatMap((example) =>
      yamlIn(join('examples', example, '.github/workflows')).map((file) => ({
        file,
        kind: 'github-workflow' as const,
      })),
    ),
    ...['.github/dependabot.yml', '.github/dependabot.yaml'].map((file) => ({ file, kind: 'dependabot-2.0' as const })),
    ...yamlIn('.github/ISSUE_TEMPLATE').map((file) => ({
      file,
      kind: file.endsWith('config.yml') ? ('github-issue-config' as const) : ('github-issue-forms' as const),
    })),
  ].filter(({ file }) => existsSync(join(root, file)));
}

/**
 * Returns `file:line:column: message` for every problem of one file: YAML that does not parse, or a value its schema
 * refuses. An empty list is a valid file.
 */
export function checkGithubFile(text: string, file: string, kind: Kind): string[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length > 0) return doc.errors.map((error) => `${at(error.pos[0])}: ${error.message.split('\n')[0]}`);
  const validate = validator(kind);
  if (validate(doc.toJS())) return [];
  return innermost(validate.errors ?? []).map((error) => `${at(offsetOf(doc.contents, error))}: ${describe(error)}`);
}

const validators = new Map<Kind, ReturnType<Ajv['compile']>>();

function validator(kind: Kind): ReturnType<Ajv['compile']> {
  let validate = validators.get(kind);
  if (!validate) {
    // One instance per schema: SchemaStore's schemas each declare their own `$id` and are not meant to share one.
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, `${kind}.json`), 'utf8')) as object);
    validators.set(kind, validate);
  }
  return validate;
}

/**
 * Keeps, of every error at one place, those of the deepest places only: a value that matches none of a `oneOf`'s
 * branches yields an error for each branch and one for the `oneOf`; the deepest say what is wrong.
 */
function innermost(errors: ErrorObject[]): ErrorObject[] {
  const deeper = (a: string, b: string) => a !== b && a.startsWith(`${b}/`);
  const kept = errors.filter(
    (error) =>
      !['oneOf', 'anyOf', 'if'].includes(error.keyword) &&
      !errors.some((other) => deeper(other.instancePath, error.instancePath)),
  );
  const unique = new Map(kept.map((error) => [`${error.instancePath} ${describe(error)}`, error]));
  return [...(unique.size > 0 ? unique.values() : errors.slice(0, 1))];
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? `${error.instancePath.slice(1).replaceAll('/', '.')}: ` : '';
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (params.additionalProperty !== undefined) return `${where}"${params.additionalProperty}" is not allowed here`;
  if (params.allowedValues) return `${where}${error.message} (${params.allowedValues.map(String).join(', ')})`;
  return `${where}${error.message}`;
}

/** The offset of the YAML node an error is about: the key it names when it names one, else the value at its path. */
function offsetOf(root: unknown, error: ErrorObject): number {
  let node = root as Node | null;
  for (const segment of error.instancePath.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    const next = isMap(node)
      ? node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key)?.value
      : undefined;
    const item =
      node && 'items' in node && Array.isArray(node.items) && !isMap(node) ? node.items[Number(key)] : undefined;
    const child = (next ?? item) as Node | null | undefined;
    if (!child) break;
    node = child;
  }
  const named = (error.params as { additionalProperty?: string }).additionalProperty;
  if (named !== undefined && isMap(node)) {
    const pair = node.items.find((candidate) => isScalar(candidate.key) && candidate.key.value === named);
    if (isScalar(pair?.key) && pair.key.range) return pair.key.range[0];
  }
  return node?.range?.[0] ?? 0;
}

function main(): void {
  const files = githubFiles(ROOT);
  const problems = files.flatMap(({ file, kind }) =>
    checkGithubFile(readFileSync(join(ROOT, file), 'utf8'), relative(process.cwd(), join(ROOT, file)), kind),
  );
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`${problems.length} problem(s) in the repository's GitHub files: fix them before they land.`);
    process.exit(1);
  }
  console.log(`${files.length} GitHub files match their schemas.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
