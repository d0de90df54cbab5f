// What regeneration says about the file it replaced, and the scenarios as written, for generate-stage.ts.
import { parse } from 'yaml';
import type { GeneratedScenario } from '../loadtest/generate/generate.js';
import type { MergedLoadTest } from '../loadtest/keep-edits.js';
import { YAML_OPTIONS } from '../loadtest/yaml/read-yaml.js';
import { textOf } from '../loadtest/three-way-map.js';
import { plainText } from '../report/escape.js';

// The hand edits it kept, the scenarios it dropped or added.

/** Returns one line per hand edit kept and per scenario dropped or added, its untrusted names made plain. */
export function editLines(merged: MergedLoadTest): string[] {
  const lines = merged.kept.map(({ scenario, path, change, line }) => {
    const where = line === undefined ? '' : ` (line ${line})`;
    if (scenario !== undefined && path === '') {
      return change === 'removed'
        ? `kept your removal of scenario ${plainText(scenario)}: \`loadtool generate --fresh\` brings it back`
        : `kept your scenario ${plainText(scenario)}${where}`;
    }
    const what = `${change === 'removed' ? 'removal of ' : ''}${plainText(path)}`;
    return `kept your ${what}${scenario === undefined ? '' : ` of ${plainText(scenario)}`}${where}`;
  });
  for (const { name, endpoint } of merged.dropped) {
    lines.push(`dropped ${plainText(name)} (${plainText(endpoint)}): no longer in the schema or the plan's scope`);
  }
  for (const { name, endpoint } of merged.added) lines.push(`added ${plainText(name)} (${plainText(endpoint)})`);
  return lines;
}

/** Returns the scenarios of a written load test as the table shows them. */
export function writtenScenarios(text: string): GeneratedScenario[] {
  const { scenarios } = parse(text, YAML_OPTIONS) as { scenarios: Array<Record<string, unknown>> };
  return scenarios.map((scenario) => ({
    name: textOf(scenario.name),
    // A flow is shown by its measured steps, as generation shows it: a login flow by the request it measures, a
    // write by its request, without the create and delete around it (once, measure: false, cleanup).
    endpoint: Array.isArray(scenario.flow)
      ? (scenario.flow as Array<Record<string, unknown>>)
          .filter((step) => step.once !== true && step.measure !== false && step.cleanup !== true)
          .map((step) => textOf(step.endpoint))
          .join(' → ')
      : textOf(scenario.endpoint),
    // The open model's connections stand for its users, as generation shows them.
    concurrentUsers: Number(scenario.concurrentUsers ?? scenario.maxUsers ?? 0),
    ...(scenario.arrivalRate !== undefined && { arrivalRate: textOf(scenario.arrivalRate) }),
    duration: textOf(scenario.duration),
    thresholds: (scenario.thresholds ?? {}) as Record<string, string | number>,
  }));
}
