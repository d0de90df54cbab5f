// The formats qa.config.schema.json names, for its validator compiled ahead of time.
import { isAbsolute } from 'node:path';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The formats qa.config.schema.json names, for its validator compiled ahead of time (src/config/config-schema.generated.ts)
 * to import: `uri` as ajv-formats checks it, and the base URL or path of a schema.
 */
export const CONFIG_FORMATS = {
  uri: fullFormats.uri,
  'http-url-or-relative-path': (value: string): boolean =>
    /^https?:\/\/\S+$/.test(value) ? URL.canParse(value) : !/^[A-Za-z][\w+.-]*:/.test(value) && !isAbsolute(value),
};
