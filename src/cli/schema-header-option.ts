// The repeatable `--schema-header "Name: value"` option of generate, validate and gate.
/**
 * The repeatable `--schema-header "Name: value"` option of generate, validate and gate, as arguments of Commander's
 * `.option()`: the flags, the help and a parser that collects every occurrence.
 */
export const schemaHeaderOption = [
  '--schema-header <header>',
  'a header sent when the schema is fetched, "Name: value" with ${NAME} read from the environment, e.g. "Authorization: Bearer ${SCHEMA_TOKEN}"; repeatable',
  (value: string, previous: string[]) => [...previous, value],
  [] as string[],
] as const;
