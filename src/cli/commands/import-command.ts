// `loadtool import`'s flags and help (har, postman, k6); what it does is in handlers/import-handler.ts.
import { Command } from 'commander';
import { DEFAULT_LOAD_TEST } from '../command-plumbing.js';
import type { ImportFlags, ImportFormat } from '../handlers/import-handler.js';
import type { CliIo } from '../io.js';

const FORMATS: Array<{ format: ImportFormat; argument: string; description: string; example: string }> = [
  {
    format: 'har',
    argument: '<file>',
    description: 'a HAR recorded by a browser (DevTools: Network, "Save all as HAR")',
    example: 'loadtool import har checkout.har --out load-tests/loadtool.yaml',
  },
  {
    format: 'postman',
    argument: '<collection>',
    description: 'a Postman collection (v2.0 or v2.1), with --environment for its environment file',
    example: 'loadtool import postman shop.postman_collection.json --environment staging.postman_environment.json',
  },
  {
    format: 'k6',
    argument: '<script>',
    description: 'a k6 script: options, http.get/post/put/patch/del, check, sleep; the rest reported line by line',
    example: 'loadtool import k6 script.js',
  },
];

/** `loadtool import har|postman|k6`: writes loadtool.yaml flows from what a team already has. */
export function importCommand(io: CliIo): Command {
  const command = new Command('import').description(
    'Write a loadtool.yaml flow from a HAR, a Postman collection or a k6 script: requests in order, values a later request reuses extracted, secrets as ${VARIABLES} (printed), assets and other hosts left out.',
  );
  for (const { format, argument, description, example } of FORMATS) {
    const sub = new Command(format)
      .description(`Import ${description}.`)
      .argument(argument, 'the file to import')
      .option('--out <file>', 'the load test to write', DEFAULT_LOAD_TEST)
      .option('--force', 'overwrite the load test when it exists')
      .option('--host <host>', 'the API host whose requests are kept (default: the host most requests go to)')
      .addHelpText('after', `\nExample:\n  ${example}`)
      .exitOverride()
      .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
      .showHelpAfterError('(add --help for usage)')
      .action(async (file: string, flags: ImportFlags) => {
        // Loaded when the command runs, so that `loadtool --help` and the other commands do without the importers.
        const { importFile } = await import('../handlers/import-handler.js');
        await importFile(io, format, file, flags);
      });
    if (format === 'postman') sub.option('--environment <file>', 'a Postman environment file: its values fill {{var}}');
    command.addCommand(sub);
  }
  return command;
}
