// What `loadtool codegen` does: a scenario of loadtool.yaml written out as a script module.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { InputError } from '../../errors.js';
import { codegenScript } from '../../loadtest/codegen/codegen.js';
import { mergeHeaders } from '../../loadtest/parse/raw-request.js';
import { readYaml } from '../../loadtest/yaml/read-yaml.js';
import { checkLoadTestFile } from '../../loadtest/validate.js';
import { logText } from '../../report/escape.js';
import type { CliIo } from '../io.js';

/** The flags of `loadtool codegen`. */
export interface CodegenFlags {
  scenario: string;
  output?: string;
  force?: boolean;
}

/** The keys a script scenario does without: the YAML change codegen prints removes those the scenario has. */
const REQUEST_KEYS = ['endpoint', 'params', 'query', 'body', 'contentType', 'graphql', 'expect', 'flow'];

/** Runs `loadtool codegen`: writes the script module of a scenario and prints the change to make to run it. */
export async function codegen(io: CliIo, file: string, flags: CodegenFlags): Promise<void> {
  const { loadTest } = await checkLoadTestFile(file, { env: io.env, unsetVariables: 'warning' });
  const index = loadTest.scenarios.findIndex((scenario) => scenario.name === flags.scenario);
  const scenario = loadTest.scenarios[index];
  if (!scenario) {
    const names = loadTest.scenarios.map((each) => JSON.stringify(each.name)).join(', ');
    throw new InputError(file, [
      { path: '', message: `has no scenario named ${JSON.stringify(flags.scenario)}: pass one of ${names}` },
    ]);
  }
  if (scenario.script !== undefined) {
    throw new InputError(file, [
      {
        path: `scenarios[${index}].script`,
        line: scenario.line,
        message: `${JSON.stringify(scenario.name)} runs a script already (${scenario.script}): edit that module`,
      },
    ]);
  }
  if (scenario.stream) {
    throw new InputError(file, [
      {
        path: `scenarios[${index}].stream`,
        line: scenario.stream.line,
        message: `${JSON.stringify(scenario.name)} is a stream (stream:), and scripts do not open streams yet: keep it as it is in loadtool.yaml (docs/streams.md)`,
      },
    ]);
  }
  const output = flags.output ?? join(dirname(file), `${kebab(scenario.name)}.ts`);
  if (existsSync(output) && !flags.force) {
    throw new InputError(output, [
      { path: '', message: 'exists already: pass --force to overwrite it, or -o to write another file' },
    ]);
  }
  // The scenario's own headers, defaults merged: the script scenario keeps them, so the module need not repeat them.
  const raw = readYaml(await readFile(file, 'utf8'), file).data as RawFile;
  const headers = mergeHeaders(raw.defaults?.headers, raw.scenarios?.[index]?.headers);
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, codegenScript(scenario, headers));
  const script = relative(dirname(file), output).split(sep).join('/');
  const present = REQUEST_KEYS.filter((key) => raw.scenarios?.[index]?.[key] !== undefined);
  io.stdout.write(
    logText(
      [
        `Wrote ${output}. To run it, change the scenario ${JSON.stringify(scenario.name)} in ${file} (line ${scenario.line}):`,
        `  remove ${present.join(', ')}, and add`,
        `    script: ${script}`,
        // A script keeps cookies by default, a single request none: the same requests need the jar off.
        ...(scenario.flow === undefined && scenario.cookies === undefined ? ['    cookies: off'] : []),
        // A skipped scenario stays skipped as a script: say so, or the user would wonder why it never runs.
        ...(scenario.skip !== undefined ? [`  and remove skip: (${scenario.skip}) when the script should run`] : []),
        `then check it with: loadtool validate ${file}`,
      ].join('\n'),
    ) + '\n',
  );
}

interface RawFile {
  defaults?: { headers?: Record<string, string> };
  scenarios?: Array<Record<string, unknown> & { headers?: Record<string, string> }>;
}

/** Returns a scenario's name as a file name: `List pets (v2)` → `list-pets-v2`. */
function kebab(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : 'script';
}
