// The failed response the triage quotes for a status or a category.
import type { ErrorCategory, FailedSample, ScenarioResult } from '../results/types.js';

/**
 * Returns the failed response to show for a status or a category: the first sample with that status, else with
 * that category, that has a body; undefined when the engine kept none.
 */
export function sampleOf(
  result: ScenarioResult,
  wanted: { status?: number | undefined; category?: ErrorCategory | undefined },
): FailedSample | undefined {
  const samples = (result.samples ?? []).filter((sample) => sample.body.trim() !== '');
  return (
    samples.find((sample) => wanted.status !== undefined && sample.status === wanted.status) ??
    samples.find((sample) => wanted.category !== undefined && sample.category === wanted.category)
  );
}

/**
 * Returns `; one answered 403: {"error":"forbidden"}` for the sample, or '' without one. The body is quoted whole (at
 * most 300 bytes) and as it is: the results are masked after the triage, and masking finds whole values only, so a
 * body cut here could leave the start of a secret behind; each report makes it one line, cuts it and escapes it.
 */
export function quoteSample(sample: FailedSample | undefined): string {
  return sample ? `; one answered ${sample.status}: ${sample.body}` : '';
}
