// The path every GraphQL scenario posts to, by one rule whatever the schema is read from.
/**
 * Returns the path every GraphQL scenario posts to, by one rule whatever the schema is read from: the base URL's
 * path when it has one (what the user configured wins); else the path of the live endpoint the schema was
 * introspected from, when it is on the base URL's origin (it has just answered GraphQL there); else `/graphql`.
 */
export function graphqlEndpointPath(baseUrl: string | undefined, introspectedUrl?: string): string {
  const base = baseUrl !== undefined && URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  const basePath = base?.pathname.replace(/\/+$/, '') ?? '';
  if (basePath) return basePath;
  if (introspectedUrl !== undefined && URL.canParse(introspectedUrl)) {
    const live = new URL(introspectedUrl);
    if (!base || live.origin === base.origin) return live.pathname.replace(/(?<=.)\/+$/, '') || '/';
  }
  return '/graphql';
}
