// docs/architecture.md's rules that a reading of src/ can check: no import cycle, the arrows, folders, names, headers.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { ROOT } from '../helpers/bundle.js';

const SRC = join(ROOT, 'src');
const ARCHITECTURE = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every TypeScript file under src/, relative to it, with `/` as separator. */
const FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file.endsWith('.ts'))
  .sort();
const SOURCES = FILES.filter((file) => !file.endsWith('.d.ts'));
const text = (file: string) => readFileSync(join(SRC, file), 'utf8');
/** A file's first line, after its `#!` line if it has one (the CLI's entry). */
const firstLine = (file: string) =>
  text(file)
    .replace(/^#!.*\n/, '')
    .split('\n', 1)[0]!;

/**
 * Each source file's imports, as TypeScript itself reads them (static imports, re-exports and `import()` with a
 * literal): a relative specifier resolved to its file under src/ (`.js` → `.ts`), a package by its name.
 */
const IMPORTS = new Map(
  SOURCES.map((file) => {
    const { importedFiles } = ts.preProcessFile(text(file), true, true);
    const specifiers = importedFiles.map(({ fileName }) => fileName);
    const local = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) =>
        relative(SRC, resolve(SRC, dirname(file), specifier))
          .split('\\')
          .join('/'),
      )
      .map((target) => target.replace(/\.js$/, '.ts'))
      // JSON and the package's own files outside src/ (package.json, schemas/) are data, not modules of ours.
      .filter((target) => !target.startsWith('..') && target.endsWith('.ts'));
    const packages = specifiers.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'));
    return [file, { local, packages }] as const;
  }),
);

/** The top folder a file belongs to (`engine` for engine/http/lean/llhttp.ts), or `root` for a leaf at src/ root. */
const topFolder = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : 'root');

/** Returns the first cycle of the import graph as the files around it, or undefined when there is none. */
function firstCycle(): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | undefined => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return undefined;
    path.push(file);
    onPath.add(file);
    for (const target of IMPORTS.get(file)?.local ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return undefined;
  };
  for (const file of SOURCES) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Section 4's arrows, folder by folder: which other folders of src/ each may import. Every folder may import
 * `vocabulary/` and the leaf modules at src/ root (`root`), except the vocabulary itself and `scripts/`.
 */
const ARROWS: Record<string, string[]> = {
  vocabulary: [],
  root: ['vocabulary'],
  scripts: [],
  results: ['root', 'vocabulary'],
  config: ['root', 'vocabulary'],
  schema: ['root', 'vocabulary'],
  plan: ['root', 'vocabulary', 'schema'],
  loadtest: ['root', 'vocabulary', 'schema', 'scripts'],
  engine: ['root', 'vocabulary', 'loadtest', 'results', 'schema', 'scripts'],
  sources: ['root', 'vocabulary', 'engine', 'loadtest', 'results', 'schema'],
  probe: ['root', 'vocabulary', 'engine', 'sources', 'loadtest'],
  compare: ['root', 'vocabulary', 'engine', 'loadtest', 'results'],
  merge: ['root', 'vocabulary', 'engine', 'results'],
  verdict: ['root', 'vocabulary', 'loadtest', 'results'],
  triage: ['root', 'vocabulary', 'engine', 'loadtest', 'results', 'verdict'],
  report: ['root', 'vocabulary', 'engine', 'results', 'triage', 'verdict'],
  import: ['root', 'vocabulary', 'loadtest', 'results'],
  upload: ['root', 'vocabulary', 'results'],
  outputs: ['root', 'vocabulary', 'engine', 'results'],
};
const STAGES = Object.keys(ARROWS);
ARROWS['pipeline'] = STAGES;
ARROWS['cli'] = [...STAGES, 'pipeline'];
ARROWS['action'] = [...STAGES, 'pipeline'];

/** Every folder under src/ that holds a file, src/ itself aside. */
const FOLDERS = [...new Set(FILES.map((file) => dirname(file)))].filter((folder) => folder !== '.').sort();

describe('the import graph of src/', () => {
  it('finds the imports it checks (a reading that finds none would check nothing)', () => {
    expect(IMPORTS.get('cli/commands/run-command.ts')?.local).toContain('cli/handlers/run-handler.ts');
    expect(IMPORTS.get('errors.ts')?.local).toEqual(['exit-codes.ts']);
  });

  it('has no cycle: no file imports itself back through others', () => {
    const cycle = firstCycle();
    expect(cycle === undefined ? 'no cycle' : cycle.join(' → ')).toBe('no cycle');
  });

  it('follows the arrows of docs/architecture.md section 4: no folder imports a later stage or a door', () => {
    const wrong = SOURCES.flatMap((file) => {
      const from = topFolder(file);
      const allowed = ARROWS[from];
      if (allowed === undefined) return [`${file}: src/${from}/ has no arrows in this test`];
      return IMPORTS.get(file)!
        .local.filter((target) => {
          const to = topFolder(target);
          return to !== from && !allowed.includes(to);
        })
        .map((target) => `${file} → ${target}`);
    });
    expect(wrong).toEqual([]);
  });

  it('imports @actions/* and octokit only in src/action/ (the GitHub door)', () => {
    const wrong = SOURCES.filter((file) => !file.startsWith('action/')).flatMap((file) =>
      IMPORTS.get(file)!
        .packages.filter((name) => /^@actions\/|octokit/.test(name))
        .map((name) => `${file} → ${name}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the folders and files of src/', () => {
  it('has no folder with more than 20 files directly in it', () => {
    const crowded = FOLDERS.concat('.')
      .map((folder) => ({ folder, files: FILES.filter((file) => dirname(file) === folder).length }))
      .filter(({ files }) => files > 20);
    expect(crowded).toEqual([]);
  });

  it('gives each file a name of its own (index.ts, main.ts and types.ts aside)', () => {
    const shared = new Set(['index.ts', 'main.ts', 'types.ts']);
    const byName = new Map<string, string[]>();
    for (const file of FILES) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    const repeated = [...byName].filter(([name, files]) => files.length > 1 && !shared.has(name));
    expect(repeated).toEqual([]);
  });

  it('names in docs/architecture.md every file over 300 lines', () => {
    const long = SOURCES.filter((file) => !file.endsWith('.generated.ts'))
      .filter((file) => text(file).split('\n').length > 300)
      .filter((file) => !ARCHITECTURE.includes(`\`${file}\``));
    expect(long).toEqual([]);
  });

  it('names in docs/architecture.md only files that exist', () => {
    const names = new Set(FILES.map((file) => basename(file)));
    const named = [...ARCHITECTURE.matchAll(/`(\w[\w./-]*\.ts)`/g)].map((match) => match[1]!);
    const missing = named.filter((name) =>
      name.includes('/') ? !FILES.includes(name) && !existsSync(join(ROOT, name)) : !names.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('describes every folder in docs/architecture.md', () => {
    expect(FOLDERS.filter((folder) => !ARCHITECTURE.includes(`\`src/${folder}/\``))).toEqual([]);
  });

  it('opens every file with a one-line comment saying what it is for (generated files and .d.ts aside)', () => {
    const headerless = SOURCES.filter((file) => !file.endsWith('.generated.ts')).filter(
      (file) => !/^\/\/ (?!eslint-|@ts-|prettier-)\S.*\S$/.test(firstLine(file)),
    );
    expect(headerless).toEqual([]);
  });

  it('says in one file of each folder, by its path, what the folder is', () => {
    const unsaid = FOLDERS.filter(
      (folder) =>
        !FILES.filter((file) => dirname(file) === folder).some((file) => firstLine(file).includes(`src/${folder}/`)),
    );
    expect(unsaid).toEqual([]);
  });
});
