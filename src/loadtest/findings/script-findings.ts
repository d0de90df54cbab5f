// The findings of a load test's script scenarios: a module not found, not loading, or without its default export.
import { findScript } from '../../scripts/find-script.js';
import { loadScript, ScriptLoadError } from '../../scripts/load-script.js';
import type { Finding } from './finding.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

/**
 * Returns what is wrong with the modules of the file's script scenarios: a file not found (both places tried named),
 * a module that does not load (a syntax error, an import that fails, TypeScript that Node cannot strip) or lacks its
 * default export function. Each at its `script:` value. Loading a module runs its top level.
 */
export async function scriptFindings(data: unknown, loadTestFile: string): Promise<Finding[]> {
  const scenarios = isRecord(data) && Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  const findings: Finding[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    if (!isRecord(scenario) || typeof scenario.script !== 'string' || !/\.(ts|mts|js|mjs)$/.test(scenario.script))
      continue;
    const message = await scriptProblem(scenario.script, loadTestFile);
    if (message) findings.push({ segments: ['scenarios', index, 'script'], at: 'value', message });
  }
  return findings;
}

/** Returns why the script does not do as a script, or undefined when it loads with a default export function. */
async function scriptProblem(script: string, loadTestFile: string): Promise<string | undefined> {
  const { file, tried } = findScript(script, loadTestFile);
  if (!file) {
    return `${show(script)} is not found: looked for ${tried.join(' and ')}; write the path relative to loadtool.yaml's directory, or run \`loadtool codegen\` to write a script`;
  }
  try {
    await loadScript(file);
    return undefined;
  } catch (error) {
    if (error instanceof ScriptLoadError) return `${show(script)} ${error.message}`;
    throw error;
  }
}
