// openapi-sampler exports inferType, the type it samples a schema as, without declaring it.
export {};

declare module 'openapi-sampler' {
  export function inferType(schema: object): string | null;
}
