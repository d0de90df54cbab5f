// The findings of the stream threshold keys (ttfb, ttfe, eventGap, events) where no stream measures them.
import type { Segments } from '../../json-schema-messages.js';
import { isRecord } from '../../json-record.js';
import { STREAM_THRESHOLD_KEYS } from '../../vocabulary/thresholds.js';
import { show } from '../yaml/yaml-wording.js';
import { eachStep } from '../findings/each-step.js';
import type { Finding } from '../findings/finding.js';

const STREAM_KEYS = new Set<string>(STREAM_THRESHOLD_KEYS);

/**
 * Returns a problem at each stream threshold key that no stream measures: on a scenario without `stream:`, on a flow's
 * step (streams in flows are not supported yet), and in `defaults.thresholds` when a scenario without `stream:` and
 * without thresholds of its own takes them (a scenario's own thresholds replace those of defaults as a whole).
 */
export function streamThresholdFindings(scenarios: unknown[], defaults: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const inheritors: string[] = [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    const stream = Object.hasOwn(scenario, 'stream');
    if (!stream && isRecord(scenario.thresholds))
      for (const key of streamKeys(scenario.thresholds))
        findings.push({
          segments: [...at, 'thresholds', key],
          at: 'key',
          message: `is a figure of streams, and this scenario has no stream: add stream: (docs/streams.md) when its response is a stream of events, or remove ${key}`,
        });
    if (!stream && !Object.hasOwn(scenario, 'thresholds'))
      inheritors.push(typeof scenario.name === 'string' ? show(scenario.name) : `scenarios[${index}]`);
    eachStep(scenario, at, (step, stepAt) => {
      if (!isRecord(step.thresholds)) return;
      for (const key of streamKeys(step.thresholds))
        findings.push({
          segments: [...stepAt, 'thresholds', key],
          at: 'key',
          message: `is a figure of streams, and a flow's step is no stream (streams in flows are not supported yet): remove ${key}`,
        });
    });
  });
  if (isRecord(defaults.thresholds) && inheritors.length > 0) {
    const names = inheritors.length > 3 ? `${inheritors.slice(0, 3).join(', ')} and others` : inheritors.join(', ');
    for (const key of streamKeys(defaults.thresholds))
      findings.push({
        segments: ['defaults', 'thresholds', key],
        at: 'key',
        message: `is a figure of streams, and scenarios without stream: take these thresholds (${names}): move ${key} to the thresholds of the stream scenarios`,
      });
  }
  return findings;
}

function streamKeys(thresholds: Record<string, unknown>): string[] {
  return Object.keys(thresholds).filter((key) => STREAM_KEYS.has(key));
}
