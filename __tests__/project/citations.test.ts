import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import GithubSlugger from 'github-slugger';
import ts from 'typescript';
import { ROOT } from '../helpers/bundle.js';

/** The folders whose comments cite the documentation. */
const CITING = ['src', 'scripts', 'bench', '__tests__'];
/** This test's own examples of citations, which cite nothing. */
const EXAMPLES = '__tests__/project/citations.test.ts';

/** One place a comment points to: a page, and a heading of it by its text or its anchor. */
interface Citation {
  file: string;
  text: string;
  page: string;
  section?: string;
  anchor?: string;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.generated\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Returns the text of every comment of a module, one after another, their `//`, `/*` and `*` stripped. */
function commentText(source: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(
        scanner
          .getTokenText()
          .replace(/^\/\/|^\/\*+|\*+\/$/g, '')
          .replace(/\n\s*\*?/g, ' '),
      );
  }
  // Consecutive `//` lines are one sentence: a citation may be cut across two of them.
  return comments.join(' ').replace(/\s+/g, ' ');
}

/** Returns the citations in a comment text: `README, "Section"`, `docs/page.md#anchor`, `docs/page.md, "Section"`. */
function citationsIn(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(
    /\b(README(?:\.md)?|docs\/[\w-]+\.md)(?:#([\w-]+)|, "([^"]+)"|, (?!")([^.;:)]+)|\b)/g,
  )) {
    const [whole, name, anchor, section, unquoted] = match;
    const page = name!.startsWith('README') ? 'README.md' : name!;
    if (unquoted !== undefined && page === 'README.md')
      // `README, Section` without quotes cannot be told from prose: cite it as `README, "Section"`.
      found.push({ file, text: whole, page, section: `"${unquoted}" needs quotes` });
    else found.push({ file, text: whole, page, anchor, section });
  }
  return found;
}

/** Returns the headings of a markdown page, as written (backticks dropped) and as GitHub's anchors. */
function headingsOf(markdown: string): { texts: Set<string>; anchors: Set<string> } {
  const slugger = new GithubSlugger();
  const texts = new Set<string>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+?)\s*#*$/.exec(line);
    if (!heading) continue;
    // A numbered section (`## 4. The arrows`) is cited by its title alone.
    texts.add(heading[1]!.replace(/`/g, '').replace(/^\d+\.\s+/, ''));
    anchors.add(slugger.slug(heading[1]!));
  }
  return { texts, anchors };
}

async function allCitations(): Promise<Citation[]> {
  const files = (await Promise.all(CITING.map(sourceFiles))).flat().filter((file) => file !== EXAMPLES);
  const citations = await Promise.all(
    files.map(async (file) => citationsIn(file, commentText(await readFile(join(ROOT, file), 'utf8')))),
  );
  return citations.flat();
}

/** Returns what is wrong with a citation, or undefined when the page has the heading it names. */
async function problemOf(citation: Citation): Promise<string | undefined> {
  const markdown = await readFile(join(ROOT, citation.page), 'utf8').catch(() => undefined);
  if (markdown === undefined) return `${citation.page} does not exist`;
  const { texts, anchors } = headingsOf(markdown);
  if (citation.anchor !== undefined && !anchors.has(citation.anchor))
    return `${citation.page} has no heading whose anchor is #${citation.anchor}`;
  if (citation.section !== undefined && !texts.has(citation.section.replace(/`/g, '')))
    return `${citation.page} has no heading "${citation.section}"`;
  return undefined;
}

describe('the citations of the documentation in comments', () => {
  it('are found in every form: README, "Section", docs/page.md#anchor and docs/page.md, "Section"', () => {
    const text = commentText(
      [
        '// See README, "Writes", and docs/scale.md#sharded-runs',
        '/** As docs/results.md, "Conformance" says (README, Inputs and outputs). */',
        'const message = \'README, "Not a comment"\';',
      ].join('\n'),
    );
    expect(citationsIn('f.ts', text).map(({ page, section, anchor }) => [page, section ?? anchor])).toEqual([
      ['README.md', 'Writes'],
      ['docs/scale.md', 'sharded-runs'],
      ['docs/results.md', 'Conformance'],
      ['README.md', '"Inputs and outputs" needs quotes'],
    ]);
  });

  it('name headings by GitHub anchor', () => {
    const { anchors, texts } = headingsOf(
      '# Scale\n\n## Worker threads: `--workers`\n\n```md\n## Not a heading\n```\n\n## Worker threads: `--workers`\n\n## 4. The arrows\n',
    );
    expect([...anchors]).toEqual(['scale', 'worker-threads---workers', 'worker-threads---workers-1', '4-the-arrows']);
    expect([texts.has('Not a heading'), texts.has('Worker threads: --workers'), texts.has('The arrows')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('each point to a heading that exists', async () => {
    const citations = await allCitations();
    expect(citations.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const citation of citations) {
      const problem = await problemOf(citation);
      if (problem) problems.push(`${citation.file}: ${citation.text}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
