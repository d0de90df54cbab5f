// The markdown triage list: one item per scenario that did not pass, its category and why.
import type { RunRegression, ScenarioResult, Triage } from '../results/types.js';
import { didNotRun } from '../verdict/breaches.js';
import { describeBreach, describeCheck, describeTriage, errorReason } from '../results/wording.js';
import { clip, oneLine } from './escape.js';
import { ICONS, MAX_NAME, MAX_TEXT, md } from './markdown-text.js';
import { inconclusiveHint } from './comparison-lines.js';

/**
 * Returns the triage item of a scenario that did not pass, as a list item: its category and why (the triage, the
 * error, the cancel, what would settle an inconclusive comparison given the run's control `run`, or its failed checks
 * and breached thresholds), escaped.
 */
export function triageItem(s: ScenarioResult, run?: RunRegression): string {
  const who = `- ${ICONS[s.outcome]} **${md(s.name, MAX_NAME)}** —`;
  if (s.triage) return `${who} ${code(s.triage.category)}: ${triageText(s.triage)}`;
  if (s.outcome === 'inconclusive')
    return `${who} \`inconclusive\`: ${md(inconclusiveHint(s, run) ?? 'the comparison with the baseline could not tell', MAX_TEXT)}`;
  if (s.outcome === 'errored') return `${who} \`error\`: ${md(errorReason(s), MAX_TEXT)}`;
  if (s.outcome === 'cancelled')
    return didNotRun(s)
      ? `${who} \`cancelled\`: the run was cancelled before this scenario started; it did not run, and its thresholds were not checked`
      : `${who} \`cancelled\`: the run was cancelled before this scenario finished`;
  const breaches = [
    ...(s.failedChecks ?? []).map(describeCheck),
    ...s.thresholds.filter((t) => !t.passed).map((t) => `${describeBreach(t)} (line ${t.line})`),
  ];
  const label = s.failedChecks?.length ? 'checks' : 'thresholds';
  return `${who} \`${label}\`: ${md(breaches.join(', ') || 'no breached threshold was recorded', MAX_TEXT)}`;
}

/** Returns the triage's evidence and next step, each cut on its own: a long quote of the server never hides the next step. */
function triageText(triage: Triage): string {
  const part = (text: string) => clip(oneLine(text), MAX_TEXT);
  return md(
    describeTriage({ ...triage, evidence: part(triage.evidence), nextStep: part(triage.nextStep) }),
    3 * MAX_TEXT,
  );
}

/** Returns the text as inline code when it is a plain word (a category), else escaped. */
function code(text: string): string {
  return /^[\w.-]+$/.test(text) ? `\`${text}\`` : md(text, 40);
}
