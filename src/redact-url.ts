// A URL without its credentials and query values, for messages.
/** Query parameters whose value is likely a credential (`?access_token=`, `?api_key=`, `?sig=`). */
const CREDENTIAL_PARAMETER = /token|key|secret|pass|pwd|auth|sig|credential|session|code/i;

/**
 * Returns the URL with its user name, password and credential-like query values replaced by ***, for anything shown
 * or written: messages, logs, results.json, reports. A leaf module, so that every stage can redact a URL (a schema's
 * address, the base URL of the system under test) without importing another stage.
 */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  const secretParameters = [...parsed.searchParams.keys()].filter((name) => CREDENTIAL_PARAMETER.test(name));
  if (!parsed.username && !parsed.password && secretParameters.length === 0) return url;
  parsed.username = parsed.username ? '***' : '';
  parsed.password = parsed.password ? '***' : '';
  for (const name of secretParameters) parsed.searchParams.set(name, '***');
  return parsed.toString();
}
