// The ajv options every validator of our schemas is compiled with at run time.
/**
 * The ajv options every validator of a schema of ours is compiled with at run time, besides its own. The schemas are
 * checked against the JSON Schema meta-schema by a test, so ajv does not check them again at each start (compiling
 * the meta-schema costs more than the schema); and the code is not optimised, which saves more when compiling than it
 * costs in validating one file.
 */
export const RUNTIME_COMPILE = { validateSchema: false, code: { optimize: false } } as const;
