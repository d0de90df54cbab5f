import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, PersistentVolumeClaim, Secret } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { runCommand } from '../../src/cli/commands/run-command.js';
import { mergeCommand } from '../../src/cli/commands/merge-command.js';
import type { CliIo } from '../../src/cli/io.js';
import { parseSharedRunFlags } from '../../src/cli/run-flags.js';
import { outUrlOf } from '../../src/cli/upload-written.js';

const DIR = join(import.meta.dirname, '../../examples/kubernetes');
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.yaml'));

interface Manifest {
  file: string;
  object: { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };
}

const MANIFESTS: Manifest[] = FILES.flatMap((file) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((document) => ({
    file,
    object: document.toJS() as Manifest['object'],
  })),
);

/** The models of the kinds the example uses, each validating against Kubernetes' OpenAPI schema. */
const MODELS: Record<string, new (object: never) => { validate(): void }> = {
  'batch/v1 Job': Job,
  'v1 ConfigMap': ConfigMap,
  'v1 Secret': Secret,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
};

type Container = {
  name: string;
  command: string[];
  args: string[];
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
};
type JobObject = {
  spec: {
    completionMode?: string;
    completions?: number;
    parallelism?: number;
    template: { spec: { restartPolicy: string; containers: Container[] } };
  };
};

const jobs = (name: string) =>
  MANIFESTS.filter(({ object }) => object.kind === 'Job' && object.metadata.name === name).map(({ file, object }) => ({
    file,
    job: object as unknown as JobObject,
  }));
const dataOf = (kind: string, name: string) => {
  const found = MANIFESTS.find(({ object }) => object.kind === kind && object.metadata.name === name);
  expect(found).toBeDefined();
  const object = found!.object as { data?: Record<string, string>; stringData?: Record<string, string> };
  return { ...object.data, ...object.stringData };
};

/** Returns the arguments with each `$(NAME)` replaced as Kubernetes does from the container's environment. */
const expand = (args: string[], env: Record<string, string>) =>
  args.map((arg) => arg.replace(/\$\((\w+)\)/g, (whole, name: string) => env[name] ?? whole));

/** Returns the flags commander gives the command's action for `loadtool ARGS…`: the CLI's own parsing. */
async function flagsOf(command: ReturnType<typeof runCommand>, [name, ...args]: string[]) {
  expect(name).toBe(command.name());
  let parsed: { positional: unknown[]; flags: Record<string, unknown> } | undefined;
  command.exitOverride().action((...values: unknown[]) => {
    const flags = values.at(-2) as Record<string, unknown>;
    parsed = { positional: values.slice(0, -2), flags };
  });
  await command.parseAsync(args, { from: 'user' });
  return parsed!;
}

const io = { stdout: { write: () => true }, stderr: { write: () => true }, env: {} } as unknown as CliIo;

describe('examples/kubernetes', () => {
  it('has manifests of the kinds it needs', () => {
    expect(MANIFESTS.map(({ object }) => `${object.apiVersion} ${object.kind}`).sort()).toEqual(
      expect.arrayContaining(['batch/v1 Job', 'v1 ConfigMap', 'v1 Secret', 'v1 PersistentVolumeClaim']),
    );
  });

  it.each(
    MANIFESTS.map(
      (manifest) => [`${manifest.file}: ${manifest.object.kind} ${manifest.object.metadata.name}`, manifest] as const,
    ),
  )('validates against the Kubernetes OpenAPI schema: %s', (_name, { object }) => {
    const Model = MODELS[`${object.apiVersion} ${object.kind}`];
    expect(Model).toBeDefined();
    expect(() => {
      new Model!(object as never).validate();
    }).not.toThrow();
  });

  it('refuses, through the same check, a Job that Kubernetes would refuse', () => {
    const { job } = jobs('qa-perf-shards')[0]!;
    const broken = structuredClone(job);
    broken.spec.completionMode = 'indexed';
    delete (broken.spec.template.spec.containers[0] as Partial<Container>).name;
    const validate = () => {
      new Job({ ...broken, apiVersion: 'batch/v1', kind: 'Job' } as never).validate();
    };
    expect(validate).toThrow(/completionMode must be equal to one of the allowed values/);
    expect(validate).toThrow(/containers\/0 must have required property .?name/);
  });

  it.each(jobs('qa-perf-shards'))(
    'runs an Indexed Job whose pods map to every shard once, with the flags and variables loadtool reads: $file',
    async ({ job }) => {
      const { spec } = job;
      expect(spec).toMatchObject({ completionMode: 'Indexed' });
      expect(spec.parallelism).toBe(spec.completions);
      const [container] = spec.template.spec.containers;
      const count = container!.env?.find((variable) => variable.name === 'JOB_COMPLETIONS')?.value;
      expect(count).toBe(String(spec.completions));
      const configMaps = (container!.envFrom ?? []).flatMap((from) =>
        from.configMapRef ? [from.configMapRef.name] : [],
      );
      const secrets = (container!.envFrom ?? []).flatMap((from) => (from.secretRef ? [from.secretRef.name] : []));
      const run = Object.assign(
        {},
        ...configMaps.map((name) => dataOf('ConfigMap', name)),
        ...secrets.map((name) => dataOf('Secret', name)),
      ) as Record<string, string>;
      expect(Object.keys(run)).toContain('LOADTOOL_START_AT');

      const shards = [];
      for (let index = 0; index < spec.completions!; index++) {
        const env = { ...run, JOB_COMPLETIONS: count!, JOB_COMPLETION_INDEX: String(index) };
        const { positional, flags } = await flagsOf(runCommand(io), expand(container!.args, env));
        expect(positional).toEqual(['/load-test/loadtool.yaml']);
        const parsed = parseSharedRunFlags(flags, { ...env, LOADTOOL_START_AT: new Date().toISOString() });
        expect(parsed.problems).toEqual([]);
        expect(parsed.startAt).toBeDefined();
        expect(outUrlOf(flags['outUrl'] as string | undefined, env).problems).toEqual([]);
        shards.push(parsed.shard);
      }
      expect(shards).toEqual(
        Array.from({ length: spec.completions! }, (_, index) => ({ index: index + 1, count: spec.completions })),
      );
    },
  );

  it.each(jobs('qa-perf-merge'))('merges with arguments merge reads: $file', async ({ job }) => {
    const [container] = job.spec.template.spec.containers;
    const env = Object.assign(
      {},
      ...(container!.envFrom ?? []).map((from) =>
        from.configMapRef ? dataOf('ConfigMap', from.configMapRef.name) : dataOf('Secret', from.secretRef!.name),
      ),
    ) as Record<string, string>;
    const args = expand(container!.args, env);
    expect(args.join(' ')).not.toContain('$(');
    const { positional, flags } = await flagsOf(mergeCommand(io), args);
    const [paths] = positional as [string[]];
    for (const path of paths) expect(outUrlOf(path.startsWith('s3://') ? path : undefined, env).problems).toEqual([]);
    expect(outUrlOf(flags['outUrl'] as string | undefined, env).problems).toEqual([]);
  });
});
