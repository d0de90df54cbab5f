// Reports a run with results to GitHub: annotations, job summary, outputs, comment, check run and the step's verdict.
import * as core from '@actions/core';
import type { RanPipeline } from '../pipeline/types.js';
import { logText } from '../report/escape.js';
import { renderComment, renderSummary } from '../report/markdown.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import { annotationsFor, type LoadTestAnnotation } from './annotations.js';
import type { RequestLimits } from './github-api.js';
import type { ActionInputs } from './inputs.js';
import { conclusionOf, failures, verdictSentence } from './outcome-sentences.js';
import { publish, runUrl } from './publish.js';
import { annotateStep } from './step-annotations.js';
import { workspacePath } from './workspace-paths.js';

/**
 * Reports a run with results: annotations, job summary, outputs, the pull-request comment, the check run, and the
 * step's verdict.
 */
export async function reportResults(inputs: ActionInputs, result: RanPipeline, limits: RequestLimits): Promise<void> {
  const { results, files, reportError } = result;
  const loadTestFile = workspacePath(result.loadTestFile);
  const annotations = annotationsFor(results);
  const count = (kind: LoadTestAnnotation['kind']) => annotations.filter((a) => a.kind === kind).length;
  const counts = { breached: count('breach'), failedChecks: count('failed-check'), regressed: count('regression') };
  annotateStep(annotations, loadTestFile);

  await core.summary.addRaw(renderSummary(results, { loadTestFile })).write();
  core.setOutput('breached', counts.breached);
  core.setOutput('failed-checks', counts.failedChecks);
  core.info(`\n${logText(renderTerminalTable(results))}`);
  if (files) {
    core.setOutput('results', files.results);
    core.setOutput('summary', files.summary);
    core.info(logText(`Reports: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}`));
  }
  const failedWithoutFailing = result.outcome === 'failed' && !inputs.failOnBreach;
  const failsOnInconclusive = results.outcome === 'inconclusive' && inputs.failOnInconclusive;
  await publish(inputs, limits, result.config.project.name, {
    outcome: results.outcome,
    title: verdictSentence(results, counts),
    conclusion: failedWithoutFailing ? 'neutral' : failsOnInconclusive ? 'failure' : conclusionOf(results.outcome),
    body: (marker) => renderComment(results, { loadTestFile, marker: marker ?? '', reportUrl: runUrl() }),
    annotations: annotations.map((a) => ({
      path: loadTestFile,
      start_line: a.line,
      end_line: a.line,
      annotation_level: a.level,
      title: a.title,
      message: a.message,
    })),
  });

  if (reportError) {
    // The verdict stands (the job summary, the comment and the check run carry it); the run is errored, since a later
    // step would find no results.json.
    core.setFailed(logText(`Report files not written: ${reportError.message}`));
  } else if (result.outcome === 'passed') {
    core.info('Every scenario passed.');
  } else if (results.outcome === 'inconclusive' && !failsOnInconclusive) {
    core.warning(`${verdictSentence(results, counts)} The step passes because fail-on-inconclusive is false.`, {
      title: 'Inconclusive against the baseline',
    });
  } else if (failedWithoutFailing) {
    core.warning(`${failures(counts)}; the step passes because fail-on-breach is false.`);
  } else {
    core.setFailed(verdictSentence(results, counts));
  }
}
