// Escaping for text that did not come from us, one function for each medium a report is written in.
// Such text: scenario names, endpoints, error messages, triage sentences that quote a server, the base URL. Each
// function makes the text inert in one medium: markdown on GitHub, a mermaid chart, a terminal or CI log, XML.

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Bidirectional overrides and isolates, which can make text read differently from what it is ("Trojan source"). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

/** Characters that XML 1.0 does not allow at all, lone surrogates included; not even as character references. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/**
 * Characters that HTML reads as a parse error or that UTF-8 cannot write: C0 controls but tab, LF and CR (NUL
 * among them), DEL, C1 controls, noncharacters, and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this replaces
const NOT_HTML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff\p{Cs}]/gu;

/** What a character that a format cannot hold becomes: visible, and read the same by every reader. */
const REPLACEMENT = '\ufffd';

/**
 * Characters that act rather than show in a terminal or a CI log: C0 and C1 control characters (ESC starts colours,
 * cursor moves and title or clipboard sequences, BEL rings, CR rewrites the line, NEL is trimmed by the runner), DEL,
 * the line and paragraph separators, and the bidirectional controls and marks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this shows
const ACTING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const SHOWN: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const ZERO_WIDTH_SPACE = '\u200b';

const MARKDOWN_REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
};

const XML_REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Returns the text on one line: control characters and line breaks as spaces, runs of whitespace as one, trimmed. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(BIDI_CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** How a length is counted: code points, UTF-16 code units (JavaScript's and most APIs' `length`), UTF-8 bytes. */
export type ClipUnit = 'code points' | 'UTF-16 units' | 'UTF-8 bytes';

const SIZE_OF: Record<ClipUnit, (text: string) => number> = {
  'code points': (text) => Array.from(text).length,
  'UTF-16 units': (text) => text.length,
  'UTF-8 bytes': (text) => Buffer.byteLength(text, 'utf8'),
};

/**
 * Returns at most `max` `unit`s of the text (code points unless said), with `…` at the end when it was longer, the
 * `…` counted in; never splits a surrogate pair.
 */
export function clip(text: string, max: number, unit: ClipUnit = 'code points'): string {
  const size = SIZE_OF[unit];
  if (size(text) <= max) return text;
  const room = max - size('…');
  let kept = '';
  let used = 0;
  for (const character of text) {
    used += size(character);
    if (used > room) break;
    kept += character;
  }
  return `${kept}…`;
}

/**
 * Returns the text as literal inline markdown for GitHub, on one line (see `oneLine`), safe inside a table cell, a
 * heading, emphasis or an HTML element such as `<code>`:
 * - `&` and `<` become entities, so no HTML (`<script>`, `<img>`, `<!--`), no autolink and no entity that decodes to
 *   `@`; a `>` is left as is (without a `<` it starts nothing) unless it leads, where it would start a quote;
 * - markdown punctuation (`\` `` ` `` `*` `_` `[` `]` `~` `|` `#` `$`) is backslash-escaped: no emphasis, code, link,
 *   image, strikethrough, math, heading or table cell break; a leading `-`, `+`, `=` or `1.` cannot start a list;
 * - `@` before a letter or digit is followed by a zero-width space, so that `@team` notifies no one;
 * - no two colons stay side by side (`:\:`) and a leading colon is escaped; with `#` and `[` escaped too, neither
 *   `::error::` nor `##[error]` can become a workflow command when the markdown is printed to a CI log.
 */
export function escapeMarkdown(text: string): string {
  return oneLine(text)
    .replace(/[&<]/g, (character) => MARKDOWN_REPLACEMENTS[character]!)
    .replace(/[\\`*_[\]~|#$]/g, '\\$&')
    .replace(/^([-+=>])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/@(?=[\p{L}\p{N}])/gu, `@${ZERO_WIDTH_SPACE}`)
    .replace(/:(?=:)/g, ':\\')
    .replace(/^:/, '\\:');
}

/**
 * Returns the text for a label inside a mermaid chart: letters, digits, spaces and `. , : _ - / ( ) + = ? ! * '`
 * only, at most `max` code points. Quotes, backticks, `%%` directives, `;`, `#` entity codes and HTML cannot survive.
 */
export function mermaidText(text: string, max = 60): string {
  return clip(oneLine(text.replace(/[^\p{L}\p{N}\p{M} .,:_\-/()+=?!*']/gu, ' ')), max);
}

/**
 * Returns the text for a CI log (a message, an annotation, a line of output) such that none of its lines can be read
 * as a workflow command: a colon that starts a line (after blanks) and every `##[` get a zero-width space after their
 * first character (the runner trims whitespace, NEL included, before it looks for `::`, but not that space). Line
 * breaks stay; nothing else changes. Escaping twice changes nothing more.
 * @internal Exported for the tests.
 */
export function escapeWorkflowText(text: string): string {
  return text
    .replace(/^((?:[^\S\r\n]|\u0085)*):(?!\u200b)/gm, `$1:${ZERO_WIDTH_SPACE}`)
    .replace(/#(?=#\[)/g, `#${ZERO_WIDTH_SPACE}`);
}

/**
 * Returns the text as it must reach a CI log or a terminal; every line the action or the CLI writes goes through it
 * (or through `plainText`, for a piece of a line). Line breaks stay (CRLF as LF) and so do tabs; every other character
 * that would act rather than show (see ACTING) is shown as an escape, `\r`, `\x1b` or `\u202e`, so that a reader
 * sees it is there; and, as `escapeWorkflowText`, no line can be read as a workflow command.
 */
export function logText(text: string): string {
  return escapeWorkflowText(
    text
      .replace(/\r\n/g, '\n')
      .replace(ACTING, (character) => (character === '\n' || character === '\t' ? character : shown(character))),
  );
}

/**
 * Returns untrusted text (a scenario name, an endpoint, a server's error) for one line of a terminal or a CI log: as
 * `logText`, but line breaks and tabs are shown as `\n`, `\r` and `\t` too, runs of blanks become one space, and
 * the text is trimmed.
 */
export function plainText(text: string): string {
  return escapeWorkflowText(text.replace(ACTING, shown).replace(/\s+/g, ' ').trim());
}

/** Returns a character as the escape that shows it: `\n`, `\r`, `\t`, `\x1b` up to U+00FF, `\u202e` above. */
function shown(character: string): string {
  const code = character.charCodeAt(0);
  return SHOWN[character] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
}

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}

/**
 * Returns the text escaped for XML 1.0: the five predefined entities, and the characters XML forbids (most control
 * characters, lone surrogates, U+FFFE, U+FFFF) replaced by U+FFFD, so that a reader sees they were there. In an attribute, tab and line breaks also become character
 * references, which attribute-value normalization would otherwise turn into spaces. `::` and `##[` are written with a
 * character reference (`&#58;:`), the same text to an XML reader, so that XML printed to a CI log holds no workflow
 * command.
 */
export function escapeXml(text: string, context: 'attribute' | 'content' = 'attribute'): string {
  const special = context === 'attribute' ? /[&<>"'\t\n\r]/g : /[&<>"']/g;
  return text
    .replace(NOT_XML, REPLACEMENT)
    .replace(special, (character) => XML_REPLACEMENTS[character]!)
    .replace(/:(?=:)/g, '&#58;')
    .replace(/#(?=#\[)/g, '&#35;');
}

const HTML_REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Returns the text escaped for HTML, as element content or a quoted attribute value: `& < > " '` as entities, so that
 * no tag, entity or attribute can start; bidirectional controls removed (see BIDI_CONTROL); NUL and the other
 * characters HTML does not allow (see NOT_HTML) replaced by U+FFFD. Tabs and line breaks stay (a `<pre>` keeps them).
 */
export function escapeHtml(text: string): string {
  return text
    .replace(BIDI_CONTROL, '')
    .replace(NOT_HTML, REPLACEMENT)
    .replace(/[&<>"']/g, (character) => HTML_REPLACEMENTS[character]!);
}
