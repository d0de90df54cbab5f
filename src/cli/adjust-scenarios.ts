// `loadtool generate` on a terminal: the generated scenarios shown as a table, the user's changes read before writing.
import { createInterface } from 'node:readline/promises';
import type { GeneratedScenario } from '../loadtest/generate/generate.js';
import { parseDurationSeconds, thresholdValueProblem } from '../vocabulary/units.js';
import { CancelledError } from '../errors.js';
import { formatRate, MAX_ARRIVAL_RATE, parseRate, RATE_EXAMPLES } from '../vocabulary/arrival-rate.js';
import { isThresholdKey, THRESHOLD_KEYS } from '../vocabulary/thresholds.js';
import type { CliIo } from './io.js';

/** Returns the scenarios as a text table: number, name, endpoint, users, duration and thresholds. */
export function scenarioTable(scenarios: GeneratedScenario[]): string {
  const rows = scenarios.map((s, index) => [
    String(index + 1),
    s.name,
    s.endpoint,
    s.arrivalRate ?? String(s.concurrentUsers),
    s.duration,
    thresholdText(s.thresholds),
  ]);
  // A rate stands where the users of the open model would.
  const load = scenarios.some((s) => s.arrivalRate !== undefined) ? 'users or rate' : 'users';
  const header = ['#', 'scenario', 'endpoint', load, 'duration', 'thresholds'];
  const widths = header.map((title, column) =>
    Math.min(60, Math.max(title.length, ...rows.map((row) => row[column]!.length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const text = cell.length > widths[column]! ? `${cell.slice(0, widths[column]! - 1)}…` : cell;
        return column === 0 || column === 3 ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

function thresholdText(thresholds: Record<string, string | number>): string {
  return Object.entries(thresholds)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/**
 * Shows the scenarios and lets the user change the users, duration and thresholds of any of them before the file
 * is written; returns the scenarios as adjusted. Ctrl+C or Ctrl+D cancels: nothing is written.
 */
export async function adjustScenarios(
  io: CliIo,
  scenarios: GeneratedScenario[],
  output: string,
): Promise<GeneratedScenario[]> {
  const adjusted = scenarios.map((scenario) => ({ ...scenario, thresholds: { ...scenario.thresholds } }));
  const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
  const cancel = new AbortController();
  prompt.on('SIGINT', () => {
    cancel.abort();
  });
  const ask = async (question: string) => (await prompt.question(question, { signal: cancel.signal })).trim();
  const askUntil = async <T>(
    question: string,
    parse: (answer: string) => { value: T } | { error: string },
  ): Promise<T> => {
    for (;;) {
      const parsed = parse(await ask(question));
      if ('value' in parsed) return parsed.value;
      io.stdout.write(`  ${parsed.error}\n`);
    }
  };
  try {
    for (;;) {
      io.stdout.write(scenarioTable(adjusted));
      const choice = await ask(`Adjust a scenario: its number, or Enter to write ${output}: `);
      if (choice === '') return adjusted;
      const scenario = adjusted[Number(choice) - 1];
      if (!/^\d+$/.test(choice) || !scenario) {
        io.stdout.write(`  ${choice} is not a scenario number (1 to ${adjusted.length})\n`);
        continue;
      }
      const { concurrentUsers, duration, thresholds, arrivalRate } = scenario;
      if (arrivalRate !== undefined) {
        scenario.arrivalRate = await askUntil<string>(`  Arrival rate [${arrivalRate}]: `, (answer) => {
          if (answer === '') return { value: arrivalRate };
          const rate = parseRate(answer);
          return rate !== undefined && rate > 0 && rate <= MAX_ARRIVAL_RATE
            ? { value: formatRate(rate) }
            : { error: `write ${RATE_EXAMPLES}, at most ${MAX_ARRIVAL_RATE}/s` };
        });
      } else
        scenario.concurrentUsers = await askUntil<number>(`  Concurrent users [${concurrentUsers}]: `, (answer) => {
          if (answer === '') return { value: concurrentUsers };
          return /^\d+$/.test(answer) && Number(answer) >= 1
            ? { value: Number(answer) }
            : { error: 'write a whole number of at least 1' };
        });
      scenario.duration = await askUntil<string>(`  Duration [${duration}]: `, (answer) => {
        if (answer === '') return { value: duration };
        return parseDurationSeconds(answer) ? { value: answer } : { error: 'write a duration such as 30s, 2m or 1h' };
      });
      scenario.thresholds = await askUntil(
        `  Thresholds [${thresholdText(thresholds) || 'none'}] (e.g. "p95: 300ms, errorRate: 1%", "-" for none): `,
        (answer) => (answer === '' ? { value: thresholds } : parseThresholds(answer)),
      );
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError')
      throw new CancelledError(`\nloadtool generate was cancelled: ${output} was not written.`);
    throw error;
  } finally {
    prompt.close();
  }
}

/** Returns `p95: 300ms, okRate: 99%` as thresholds, or a sentence saying what is wrong. */
function parseThresholds(text: string): { value: Record<string, string | number> } | { error: string } {
  if (text === '-') return { value: {} };
  const thresholds: Record<string, string | number> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\w+)\s*[:=]\s*(\S+)$/.exec(part);
    if (!match || !isThresholdKey(match[1]!)) {
      return { error: `"${part}" is not a threshold: write key: value with a key among ${THRESHOLD_KEYS.join(', ')}` };
    }
    const [, key, value] = match as unknown as [string, string, string];
    const problem = thresholdValueProblem(key, value);
    if (problem) return { error: `"${value}" does not suit ${key}: write ${problem}` };
    thresholds[key] = key === 'rps' ? Number(value) : value;
  }
  return { value: thresholds };
}
