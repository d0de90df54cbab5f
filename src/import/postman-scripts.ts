// A Postman item's test script read for what a load test can do: variables set from the response, the status checked.

/** What a test script gives a step: extracts (name → JSONPath), expected statuses, and the lines it did not take. */
interface ScriptReading {
  extract: Record<string, string>;
  status: number[];
  skipped: Array<{ line: number; text: string }>;
}

const SET =
  /^pm\.(?:environment|collectionVariables|globals|variables)\.set\(\s*(['"`])([A-Za-z_][\w.-]*)\1\s*,\s*(.+?)\s*\)\s*;?$/;
const STATUS = /^pm\.response\.to\.(?:have\.status|be\.status)\(\s*(\d{3})\s*\)\s*;?$/;
const JSON_ALIAS =
  /^(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:pm\.response\.json\(\)|JSON\.parse\(\s*responseBody\s*\))\s*;?$/;
const BODY =
  /^(?:pm\.response\.json\(\)|JSON\.parse\(\s*responseBody\s*\))((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\[(['"])[^'"]+\2\])*)$/;
/** Lines that only shape the script: they carry nothing to import. */
const FRAME = /^(?:pm\.test\(.*(?:function\s*\(\)|=>)\s*\{|\}\s*\)\s*;?|\}|\{|\/\/.*|'use strict';?)$/;

/** Reads the lines of a test script; `names` receives each variable it sets. */
export function readTestScript(lines: string[]): ScriptReading {
  const reading: ScriptReading = { extract: {}, status: [], skipped: [] };
  const aliases = new Set<string>();
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '' || FRAME.test(text)) return;
    const alias = JSON_ALIAS.exec(text);
    if (alias) {
      aliases.add(alias[1]!);
      return;
    }
    const status = STATUS.exec(text);
    if (status) {
      reading.status.push(Number(status[1]));
      return;
    }
    const set = SET.exec(text);
    const path = set ? jsonPathOf(set[3]!, aliases) : undefined;
    if (set && path) {
      reading.extract[set[2]!.replace(/[^A-Za-z0-9_]/g, '_')] = path;
      return;
    }
    reading.skipped.push({ line: index + 1, text: text.slice(0, 120) });
  });
  return reading;
}

/** Returns the JSONPath of `pm.response.json().a.b` (or an alias of the body's `.a.b`), else undefined. */
function jsonPathOf(expression: string, aliases: Set<string>): string | undefined {
  let text = expression.trim();
  const head = /^([A-Za-z_$][\w$]*)/.exec(text)?.[1];
  if (head && aliases.has(head)) text = `pm.response.json()${text.slice(head.length)}`;
  const match = BODY.exec(text);
  if (!match) return undefined;
  return `$${match[1]!.replace(/\[(['"])([^'"]+)\1\]/g, "['$2']")}`;
}
