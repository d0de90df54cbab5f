// Reports a shard's run (`mode: shard`): summary, table and outputs, no verdict: the merge job judges the whole.
import * as core from '@actions/core';
import type { RanPipeline } from '../pipeline/types.js';
import { logText } from '../report/escape.js';
import { renderSummary } from '../report/markdown.js';
import { renderTerminalTable } from '../report/terminal-table.js';
import { workspacePath } from './workspace-paths.js';

/**
 * Reports a shard's run (`mode: shard`): the job summary, the table in the log and the outputs, but no comment, no
 * check run, no annotations and no failing on a breach: a shard's figures are a part of the load, and the merge job
 * judges the whole. The step fails only when its results.json could not be written, since the merge needs it.
 */
export async function reportShard(result: RanPipeline): Promise<void> {
  const { results, files, reportError } = result;
  const shard = results.shard ? `Shard ${results.shard.index}/${results.shard.count}` : 'This shard';
  const note = `${shard} of a sharded run: its figures are a part of the load; the merge job (mode: merge) judges the whole and reports it.`;
  await core.summary
    .addRaw(`> ${note}\n\n`)
    .addRaw(renderSummary(results, { loadTestFile: workspacePath(result.loadTestFile) }))
    .write();
  core.info(`\n${logText(renderTerminalTable(results))}`);
  core.info(logText(`${note} This shard alone: ${results.outcome}.`));
  if (files) {
    core.setOutput('results', files.results);
    core.setOutput('summary', files.summary);
    core.info(
      logText(
        `Reports: ${files.results}, ${files.summary}, ${files.junit}; upload ${files.results} for the merge job.`,
      ),
    );
  }
  if (reportError) core.setFailed(logText(`${reportError.message} The merge job needs this shard's results.json.`));
}
