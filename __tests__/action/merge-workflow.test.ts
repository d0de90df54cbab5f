import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { ROOT } from '../helpers/bundle.js';

// The matrix workflow of examples/ (N shard jobs, one merge job) against action.yml, as the other example workflows
// are checked in examples.e2e.test.ts: what a user copies must use the inputs the action has, and hand the shards'
// results from the upload to the merge exactly.

interface Step {
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  strategy?: { matrix?: { shard?: number[] } };
  steps: Step[];
}

const WORKFLOW = join(ROOT, 'examples/petstore/.github/workflows/perf-matrix.yml');

async function load() {
  const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const workflow = parse(await readFile(WORKFLOW, 'utf8')) as { jobs: Record<string, Job> };
  const config = JSON.parse(await readFile(join(ROOT, 'examples/petstore/qa.config.json'), 'utf8')) as {
    domains: { performance: { reportDir: string } };
  };
  return { action, workflow, reportDir: config.domains.performance.reportDir };
}

const gateOf = (job: Job) => job.steps.find((step) => step.uses?.startsWith('qa-perf/qa-perf@'))!;
const stepOf = (job: Job, action: string) => job.steps.find((step) => step.uses?.startsWith(`actions/${action}@`))!;

describe('examples/petstore/.github/workflows/perf-matrix.yml', () => {
  it('uses only inputs of action.yml, whose mode is run unless set', async () => {
    const { action, workflow } = await load();
    const gates = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.filter((s) => s.uses?.startsWith('qa-perf/')),
    );
    expect(gates).toHaveLength(2);
    for (const gate of gates)
      expect(Object.keys(gate.with ?? {}).filter((input) => !(input in action.inputs))).toEqual([]);
    expect(action.inputs.mode?.default).toBe('run');
  });

  it('N shard jobs run shard i of N each and upload their results under distinct names', async () => {
    const { workflow, reportDir } = await load();
    const shard = workflow.jobs.shard!;
    const count = shard.strategy?.matrix?.shard?.length;
    expect(shard.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect(gateOf(shard).with).toMatchObject({ mode: 'shard', shard: `\${{ matrix.shard }}/${count}` });
    expect(gateOf(shard).with?.['start-at']).toBe('${{ needs.start.outputs.at }}');
    const upload = stepOf(shard, 'upload-artifact');
    expect(upload.if).toBe('always()');
    expect(upload.with).toMatchObject({
      name: 'qa-perf-shard-${{ matrix.shard }}',
      path: `${reportDir}/results.json`,
    });
  });

  it('one merge job, after every shard, downloads them into merge-from and gates on the whole', async () => {
    const { workflow, reportDir } = await load();
    const merge = workflow.jobs.merge!;
    expect(merge.needs).toBe('shard');
    expect(merge.if).toBe('${{ !cancelled() }}');
    const download = stepOf(merge, 'download-artifact');
    // Every artifact holds a results.json: each in a folder of its own, not merged into one.
    expect(download.with).toEqual({ pattern: 'qa-perf-shard-*', path: 'shards' });
    expect(gateOf(merge).with).toMatchObject({ mode: 'merge', 'merge-from': download.with?.path });
    expect(stepOf(merge, 'upload-artifact').with).toMatchObject({ name: 'qa-perf-results' });
    expect(String(stepOf(merge, 'upload-artifact').with?.path)).toContain(reportDir);
  });

  it('docs/scale.md shows the same workflow', async () => {
    const readme = await readFile(join(ROOT, 'docs/scale.md'), 'utf8');
    for (const line of [
      'mode: shard',
      'shard: ${{ matrix.shard }}/4',
      'name: qa-perf-shard-${{ matrix.shard }}',
      'pattern: qa-perf-shard-*',
      'mode: merge',
      'merge-from: shards',
      'examples/petstore/.github/workflows/perf-matrix.yml',
    ])
      expect(readme).toContain(line);
  });
});
