// Regeneration that keeps hand edits, by a three-way merge as git merges.
import { isMap, isSeq, parseDocument, visit, type Document, type YAMLMap } from 'yaml';
import type { Segments } from '../json-schema-messages.js';
import { LoadTestError } from './load-test-error.js';
import { MAX_LOAD_TEST_BYTES, readYaml, YAML_OPTIONS } from './yaml/read-yaml.js';
import { data, mergeMap, textOf, type KeptChange } from './three-way-map.js';
import { aliasesSizeProblem, mergedSizeProblem } from './yaml/yaml-expansion.js';
import { locator } from './yaml/yaml-locator.js';

// The three: what the last generation wrote (its record, a file beside the load test), the file as a person left it,
// and what generation writes now.

/** A scenario named for the user. */
interface ScenarioRef {
  name: string;
  endpoint: string;
}

/** One hand edit that regeneration kept. */
interface KeptEdit {
  /** The scenario it is in; absent for a key outside the scenarios. */
  scenario?: string;
  /** The key's path inside the scenario or the file (`params.petId`); empty for a whole scenario. */
  path: string;
  change: KeptChange['change'];
  /** Its line in the merged text (for a removal, the mapping it was removed from); none for a removed scenario. */
  line: number | undefined;
}

/** The load test to write, and what regeneration did with the file that was there. */
export interface MergedLoadTest {
  text: string;
  kept: KeptEdit[];
  /** Scenarios of the last generation that generation no longer writes (out of the schema or the plan's scope). */
  dropped: ScenarioRef[];
  /** Scenarios generation writes for the first time. */
  added: ScenarioRef[];
}

/** Top-level keys not merged key by key: the scenarios are merged one by one, the base URL is generation's. */
const FOLLOW_GENERATION = ['scenarios', 'baseUrl'];

interface Scenario extends ScenarioRef {
  node: YAMLMap;
}

/**
 * Returns the load test to write: `generated` with the hand edits of `existing` kept, found against `previous`, the
 * text the last generation wrote (undefined without a record: then every value that differs from `generated` counts
 * as an edit). Scenarios are matched by name and endpoint, then by an endpoint that only one of them has, then by
 * name. Throws a LoadTestError, naming `file`, when `existing` is not a YAML mapping: its edits cannot be read.
 */
export function keepEdits(
  previous: string | undefined,
  existing: string,
  generated: string,
  file = 'loadtool.yaml',
): MergedLoadTest {
  // Merging parses the text several times, and writes every alias out: the time it takes is bounded by the size of
  // the text so written.
  const tooLarge = mergedSizeProblem(existing);
  if (tooLarge) throw new LoadTestError(file, [tooLarge]);
  readable(existing, file);
  const parsed = parseDocument(existing, YAML_OPTIONS);
  const expansion = aliasesSizeProblem(parsed, existing);
  if (expansion) throw new LoadTestError(file, [expansion]);
  const ours = withoutAliases(parsed);
  const theirs = parseDocument(generated, YAML_OPTIONS);
  // A record that is not a readable YAML mapping any more (edited, or cut short) is no record.
  const base = previous !== undefined && isReadable(previous) ? parseDocument(previous, YAML_OPTIONS) : undefined;
  if (!isMap(ours.contents) || !isMap(theirs.contents)) throw new Error('keepEdits: not a load test');

  const their = scenariosOf(theirs);
  const baseScenarios = scenariosOf(base);
  const { result, dropped, added, removed } = arrange(baseScenarios, scenariosOf(ours), their);
  const changes = mergeMap(data(base?.contents), ours.contents, theirs.contents, [], new Set(FOLLOW_GENERATION));
  // Generation writes the base URL from the configuration or --base-url, which the run then trusts to be the target.
  ours.set('baseUrl', theirs.contents.get('baseUrl', true));
  result.forEach((entry, index) => {
    if (entry.theirs === undefined) changes.push({ segments: ['scenarios', index], change: 'added' });
    if (entry.theirs === undefined || entry.new) return;
    const theirNode = their[entry.theirs]!.node;
    const baseNode = entry.base === undefined ? undefined : baseScenarios[entry.base]!.node;
    keepComments(baseNode, entry.node, theirNode);
    changes.push(...mergeMap(data(baseNode), entry.node, theirNode, ['scenarios', index]));
  });
  const scenarios = ours.contents.get('scenarios', true);
  if (isSeq(scenarios)) scenarios.items = result.map((entry) => entry.node);
  else
    ours.set(
      'scenarios',
      result.map((entry) => entry.node),
    );
  // The header says what the file was generated from: it follows generation unless a person rewrote it.
  if (base === undefined || ours.commentBefore === base.commentBefore) ours.commentBefore = theirs.commentBefore;

  const text = previous === existing ? generated : ours.toString({ lineWidth: 0 });
  return { text, kept: [...located(text, changes), ...removed], dropped, added };
}

/** A scenario of the result: the node written, the new generation's and the last generation's scenario, if any. */
interface Entry {
  node: YAMLMap;
  theirs?: number;
  base?: number;
  /** New in this generation: written as generated. */
  new?: true;
}

/**
 * Returns the scenarios to write, in the order of the file as it is, each with its counterparts to merge with; the
 * scenarios dropped (generated last time, not now), added (generated for the first time) and those a person removed.
 */
function arrange(base: Scenario[], mine: Scenario[], their: Scenario[]) {
  const baseToTheirs = match(base, their);
  const baseToMine = match(base, mine);
  const mineFromBase = inverse(baseToMine);
  const theirFromBase = inverse(baseToTheirs);
  // Scenarios the record does not know are matched directly: a person may have written one generation now writes.
  const mineLeft = mine.flatMap((_, index) => (mineFromBase.has(index) ? [] : [index]));
  const theirLeft = their.flatMap((_, index) => (theirFromBase.has(index) ? [] : [index]));
  const mineToTheirs = new Map<number, number>();
  const direct = match(
    mineLeft.map((index) => mine[index]!),
    theirLeft.map((index) => their[index]!),
  );
  for (const [from, to] of direct) mineToTheirs.set(mineLeft[from]!, theirLeft[to]!);

  const dropped: ScenarioRef[] = [];
  const added: ScenarioRef[] = [];
  const removed: KeptEdit[] = [];
  const result: Entry[] = [];
  mine.forEach((scenario, index) => {
    const from = mineFromBase.get(index);
    const to = from === undefined ? mineToTheirs.get(index) : baseToTheirs.get(from);
    if (from !== undefined && to === undefined) dropped.push(ref(base[from]!));
    else result.push({ node: scenario.node, theirs: to, base: from });
  });
  their.forEach((scenario, index) => {
    if (result.some((entry) => entry.theirs === index)) return;
    const from = theirFromBase.get(index);
    if (from !== undefined) {
      removed.push({ scenario: scenario.name, path: '', change: 'removed', line: undefined });
      return;
    }
    added.push(ref(scenario));
    // After the scenario it follows in the new generation, so that an untouched file keeps the generated order.
    const after = result.findLastIndex((entry) => entry.theirs !== undefined && entry.theirs < index);
    result.splice(after + 1, 0, { node: scenario.node, theirs: index, new: true });
  });
  return { result, dropped, added, removed };
}

/** Returns the document with each alias replaced by a copy of its node, so that a merge cannot leave one dangling. */
function withoutAliases(doc: Document.Parsed): Document.Parsed {
  visit(doc, {
    Alias: (_, alias) => {
      const node = alias.resolve(doc);
      return node && (node.clone() as typeof node);
    },
  });
  return doc;
}

/** Throws a LoadTestError, with a way out, when the file cannot be read as a YAML mapping. */
function readable(existing: string, file: string): void {
  try {
    readYaml(existing, file);
  } catch (error) {
    throw withReason(error, 'fix it to keep your edits, or discard them with `loadtool generate --fresh`');
  }
}

/** Returns whether a text can be read as a YAML mapping, as a load test can. */
function isReadable(text: string): boolean {
  try {
    readYaml(text, '');
    return true;
  } catch (error) {
    if (error instanceof LoadTestError) return false;
    throw error;
  }
}

/** Returns a LoadTestError with `why` added to each of its problems; any other error as it is. */
export function withReason(error: unknown, why: string): unknown {
  if (!(error instanceof LoadTestError)) return error;
  return new LoadTestError(
    error.file,
    error.problems.map((problem) => ({ ...problem, message: `${problem.message} (${why})` })),
  );
}

/** Returns the scenarios of a document that are mappings, with their name and endpoint. */
function scenariosOf(doc: Document | undefined): Scenario[] {
  const list = isMap(doc?.contents) ? doc.contents.get('scenarios', true) : undefined;
  if (!isSeq(list)) return [];
  return list.items
    .filter((item): item is YAMLMap => isMap(item))
    .map((node) => ({
      node,
      name: textOf(data(node.get('name', true))),
      endpoint: textOf(data(node.get('endpoint', true))),
    }));
}

/** Returns which scenario of `to` each scenario of `from` is (by index): same name and endpoint, endpoint, name. */
function match(from: ScenarioRef[], to: ScenarioRef[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  const pass = (same: (a: ScenarioRef, b: ScenarioRef) => boolean, unique: boolean) => {
    from.forEach((scenario, index) => {
      if (pairs.has(index)) return;
      const candidates = to.flatMap((other, at) => (!taken.has(at) && same(scenario, other) ? [at] : []));
      const [first] = candidates;
      if (first === undefined) return;
      if (unique && (candidates.length > 1 || from.filter((o, at) => !pairs.has(at) && same(o, to[first]!)).length > 1))
        return;
      pairs.set(index, first);
      taken.add(first);
    });
  };
  pass((a, b) => a.name === b.name && a.endpoint === b.endpoint, false);
  pass((a, b) => a.endpoint === b.endpoint, true);
  pass((a, b) => a.name === b.name, false);
  return pairs;
}

function inverse(map: Map<number, number>): Map<number, number> {
  return new Map([...map].map(([from, to]) => [to, from]));
}

function ref({ name, endpoint }: ScenarioRef): ScenarioRef {
  return { name, endpoint };
}

/** A scenario's comments follow generation unless a person changed them. */
function keepComments(base: YAMLMap | undefined, ours: YAMLMap, theirs: YAMLMap): void {
  if (base === undefined) return;
  if (ours.commentBefore === base.commentBefore) ours.commentBefore = theirs.commentBefore;
  if (ours.comment === base.comment) ours.comment = theirs.comment;
}

/** Returns the changes as kept edits with their scenario's name and their line in the merged text. */
function located(text: string, changes: KeptChange[]): KeptEdit[] {
  const doc = parseDocument(text, YAML_OPTIONS);
  const locate = locator(doc);
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((newline) => newline.index + 1)];
  const lineOf = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const edits = changes.map(({ segments, change }): KeptEdit => {
    const inScenario = segments[0] === 'scenarios' && typeof segments[1] === 'number';
    const scenario = inScenario ? textOf(doc.getIn([...segments.slice(0, 2), 'name'])) : undefined;
    const path = pathText(inScenario ? segments.slice(2) : segments);
    const line = lineOf(locate(segments, change === 'removed' ? 'parent' : 'key'));
    return { ...(scenario !== undefined && { scenario }), path, change, line };
  });
  return edits.sort((a, b) => a.line! - b.line!);
}

/** Returns a path as people write it: `params.petId`, `headers["X.Y"]`. */
function pathText(segments: Segments): string {
  return segments
    .map((segment, index) =>
      /^[A-Za-z_$][\w$-]*$/.test(String(segment))
        ? `${index === 0 ? '' : '.'}${segment}`
        : `[${JSON.stringify(segment)}]`,
    )
    .join('');
}

/** Returns whether a file holds anything a person wrote besides blanks and comments: else there is no edit to keep. */
export function hasContent(text: string): boolean {
  // A file too large to be a load test is not parsed here: reading it for its edits says so.
  if (text.length > MAX_LOAD_TEST_BYTES) return true;
  const doc = parseDocument(text, YAML_OPTIONS);
  return doc.errors.length > 0 || doc.contents !== null;
}
