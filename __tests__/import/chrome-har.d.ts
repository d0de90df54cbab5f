// chrome-har ships no types: the one function the import tests call.
declare module 'chrome-har' {
  export function harFromMessages(
    messages: Array<{ method: string; params: unknown }>,
    options?: { includeTextFromResponseBody?: boolean },
  ): unknown;
}
