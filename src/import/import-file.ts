// An input file imported by its format: read, bounded, turned into a journey, written as a flow and checked.
import { checkLoadTest } from '../loadtest/validate.js';
import { LoadTestError } from '../loadtest/load-test-error.js';
import { readHar } from './har.js';
import { ImportError } from './import-error.js';
import { importFlow, type Imported, type ImportOptions } from './import-flow.js';
import { readK6 } from './k6.js';
import { readPostman } from './postman.js';
import { parseJsonInput, readInput } from './read-input.js';

export type ImportFormat = 'har' | 'postman' | 'k6';

/** Returns the loadtool.yaml of an input file, checked as `loadtool validate` checks it; throws on bad input. */
export async function importJourney(
  format: ImportFormat,
  file: string,
  options: ImportOptions & { environment?: string },
): Promise<Imported> {
  const text = await readInput(
    file,
    format === 'har' ? 'a HAR file' : format === 'k6' ? 'a k6 script' : 'a Postman collection',
  );
  let journey;
  if (format === 'har') journey = readHar(text, file);
  else if (format === 'k6') journey = readK6(text, file);
  else {
    const environment = options.environment
      ? {
          file: options.environment,
          data: parseJsonInput(
            await readInput(options.environment, 'a Postman environment'),
            options.environment,
            'a Postman environment file',
          ),
        }
      : undefined;
    journey = readPostman(parseJsonInput(text, file, 'a Postman collection (v2.0 or v2.1)'), file, environment);
  }
  const imported = importFlow(journey, options);
  try {
    checkLoadTest(imported.text, options.file, { env: {}, unsetVariables: 'warning' });
  } catch (error) {
    if (!(error instanceof LoadTestError)) throw error;
    throw new ImportError(file, [
      {
        path: '',
        message: `the flow imported from it does not validate (a bug of loadtool import: please report it with the input): ${error.message}`,
      },
    ]);
  }
  return imported;
}
