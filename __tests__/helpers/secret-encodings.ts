/**
 * The encoders a server, a proxy or a library applies to a value on its way into a body, a log or a report: written
 * here from the platform's own encoders and the escaping rules, never from the masker's patterns.
 */
export const ENCODINGS: Record<string, (secret: string, user: string) => string> = {
  raw: (secret) => secret,
  encodeURIComponent: (secret) => encodeURIComponent(secret),
  encodeURI: (secret) => encodeURI(secret),
  'form (URLSearchParams)': (secret) => new URLSearchParams({ t: secret }).toString().slice('t='.length),
  'percent, lower-case hex': (secret) => encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  'percent, twice': (secret) => encodeURIComponent(encodeURIComponent(secret)),
  'JSON string': (secret) => JSON.stringify(secret).slice(1, -1),
  'JSON within JSON': (secret) => JSON.stringify(JSON.stringify(secret)).slice(1, -1),
  'JSON, ASCII only': (secret) =>
    JSON.stringify(secret)
      .slice(1, -1)
      .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'HTML, named': (secret) =>
    secret.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!),
  'XML, numeric': (secret) =>
    Array.from(secret)
      .map((c) => (/[A-Za-z0-9]/.test(c) ? c : `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`))
      .join(''),
  base64: (secret) => Buffer.from(secret, 'utf8').toString('base64'),
  base64url: (secret) => Buffer.from(secret, 'utf8').toString('base64url'),
  'Basic auth (user:secret)': (secret, user) => Buffer.from(`${user}:${secret}`, 'utf8').toString('base64'),
};

/**
 * The encodings that write a text in a language of escapes (percent, JSON, HTML/XML): the text around a value they
 * encoded is theirs too, written by the same encoder. A stray escape character right before an encoded value is what
 * no encoder writes, and is ambiguous by construction (`\\u0041` is a backslash and "u0041", or an escaped one).
 */
export const ESCAPING = new Set(Object.keys(ENCODINGS).filter((name) => !/^raw$|base64|Basic/.test(name)));

/**
 * Returns, for each text that holds the secret in one of its forms (a line break removed first: a form may be cut),
 * what holds it and in which form; empty when none does. `user` is the user name of a Basic-auth form.
 */
export function leaks(texts: Record<string, string>, secret: string, user = 'admin'): string[] {
  const forms = Object.entries(ENCODINGS).map(([name, encode]) => [name, encode(secret, user)] as const);
  return Object.entries(texts).flatMap(([what, text]) => {
    const joined = text.replace(/\r?\n/g, '');
    return forms.filter(([, form]) => text.includes(form) || joined.includes(form)).map(([name]) => `${what}: ${name}`);
  });
}
