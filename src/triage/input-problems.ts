// What a failed answer says about the request's input: PostgreSQL's errors (as PostGraphile, Apollo Server or a
// hand-written API pass them on), PostGraphile's, LoopBack's and graphql-js's, read from the server's own words.

/** What the server refused in the request's input. */
type InputProblemKind =
  /** A unique constraint: the value is already taken (SQLSTATE 23505). */
  | 'unique'
  /** A foreign key on insert or update: the value names no record (23503). */
  | 'foreign-key'
  /** A foreign key on delete: other records still name the record (23503). */
  | 'still-referenced'
  /** The record the request names does not exist (PostGraphile's "No values were deleted", LoopBack's 404). */
  | 'not-found'
  /** A value of the wrong type or form, a null or a check constraint (22xxx, 23502, 23514, variable coercion). */
  | 'invalid-value'
  /** The database refused the role (42501) or the login (28xxx): the credentials. */
  | 'denied';

export interface InputProblem {
  kind: InputProblemKind;
  /** The server's sentence that says so, as it wrote it. */
  quote: string;
  /** PostgreSQL's detail, when the answer carries it: `Key (name)=(history) already exists.` */
  detail?: string;
  constraint?: string;
  /** The table written to (`comments`), or the collection a PostGraphile update or delete found nothing in. */
  table?: string;
  /** The table a foreign key names (`posts`), or the one whose rows still name the record. */
  otherTable?: string;
  /** The columns the detail or the message names (`post_id`). */
  columns: string[];
  /** The values the detail or the message names, as text (`history`, `post-1`). */
  values: string[];
  /** A GraphQL variable the message names, without `$`. */
  variable?: string;
  /** The type a value does not fit: `uuid`, `UUID`, `Int`. */
  type?: string;
  /** A validation's words for each field it refused: `title: must have required property 'title'`. */
  fields: string[];
  /** For `denied`: 401 (the login) or 403 (the role). */
  status?: 401 | 403;
}

/** One way a server words an input problem; `read` turns its match into the problem's names. */
interface Wording {
  kind: InputProblemKind;
  pattern: RegExp;
  read(match: RegExpExecArray): Partial<InputProblem>;
}

/**
 * PostgreSQL's messages (its C sources, unchanged since 9.x and the same in every version the tests ran: 15) and
 * those of PostGraphile 4, LoopBack 4 and graphql-js, in the order they are tried.
 */
const WORDINGS: readonly Wording[] = [
  {
    kind: 'unique',
    pattern: /duplicate key value violates unique constraint "([^"]+)"/,
    read: (match) => ({ constraint: match[1] }),
  },
  {
    kind: 'foreign-key',
    pattern: /insert or update on table "([^"]+)" violates foreign key constraint "([^"]+)"/,
    read: (match) => ({ table: match[1], constraint: match[2] }),
  },
  {
    kind: 'still-referenced',
    pattern: /update or delete on table "([^"]+)" violates foreign key constraint "([^"]+)"(?: on table "([^"]+)")?/,
    read: (match) => ({ table: match[1], constraint: match[2], otherTable: match[3] }),
  },
  {
    kind: 'invalid-value',
    pattern: /null value in column "([^"]+)"(?: of relation "([^"]+)")? violates not-null constraint/,
    read: (match) => ({ columns: [match[1]!], table: match[2] }),
  },
  {
    kind: 'invalid-value',
    pattern: /new row for relation "([^"]+)" violates check constraint "([^"]+)"/,
    read: (match) => ({ table: match[1], constraint: match[2] }),
  },
  {
    kind: 'invalid-value',
    pattern: /invalid input (?:syntax for type|value for enum) ([\w ]+?): "(.*)"/,
    read: (match) => ({ type: match[1], values: [match[2]!] }),
  },
  {
    kind: 'invalid-value',
    pattern: /value too long for type (.+)|(?:integer|smallint|bigint|numeric) out of range/,
    read: (match) => ({ ...(match[1] !== undefined && { type: match[1] }) }),
  },
  {
    kind: 'denied',
    pattern: /permission denied for (?:table|relation|schema|function|sequence|view) "?([\w.]+)"?/,
    read: (match) => ({ table: match[1], status: 403 }),
  },
  {
    kind: 'not-found',
    pattern: /No values were (?:updated|deleted) in collection '([^']+)'/,
    read: (match) => ({ table: match[1] }),
  },
  {
    // LoopBack 4's EntityNotFoundError (`code: ENTITY_NOT_FOUND`).
    kind: 'not-found',
    pattern: /Entity not found: (\S+) with id (.+)/,
    read: (match) => ({ table: match[1], values: [unquoted(match[2]!)] }),
  },
  {
    // graphql-js's coercion of a variable's value: `Variable "$id" got invalid value "abc"; Int cannot represent …`.
    kind: 'invalid-value',
    pattern: /Variable "\$(\w+)" got invalid value (.+?); (.+)/,
    read: (match) => ({
      variable: match[1],
      values: [unquoted(match[2]!)],
      type: /Expected type "(\w+)"/.exec(match[3]!)?.[1] ?? /^(\w+) cannot represent/.exec(match[3]!)?.[1],
    }),
  },
  {
    // LoopBack 4's invalid path or query parameter (`code: INVALID_PARAMETER_VALUE`).
    kind: 'invalid-value',
    pattern: /Invalid data "(.*)" for parameter "([^"]+)"/,
    read: (match) => ({ values: [match[1]!], columns: [match[2]!] }),
  },
];

/** PostgreSQL's detail of a constraint: the columns, their values, and what is wrong with them. */
const KEY_DETAIL =
  /Key \(([^)]*)\)=\((.*)\) (already exists|is not present in table "([^"]+)"|is still referenced from table "([^"]+)")/;

/** PostgreSQL's detail of a check or not-null violation: the row it refused, which names no column. */
const FAILING_ROW = /^Failing row contains \(.*\)\.?$/s;

/** LoopBack 4 (AJV) details of a body that failed validation, as they appear in the body's text. */
const LOOPBACK_DETAIL =
  /"path":"((?:[^"\\]|\\.)*)","code":"[^"]*","message":"((?:[^"\\]|\\.)*)"(?:,"info":\{"(?:missingProperty|additionalProperty)":"((?:[^"\\]|\\.)*)")?/g;

/**
 * Returns the input problem that the server's texts name, the first that matches (the first GraphQL error's message
 * before the body's strings), with PostgreSQL's detail when one of the texts carries it; undefined when none does.
 * `code` is a SQLSTATE or a GraphQL code: a SQLSTATE of classes 22, 23 and 28 or 42501 names the kind when no text
 * does. `body` is the sample's body as the server wrote it, for LoopBack's validation details.
 */
export function readInputProblem(
  texts: readonly string[],
  { code, body }: { code?: string | undefined; body?: string | undefined } = {},
): InputProblem | undefined {
  const key = texts.map((text) => KEY_DETAIL.exec(text)).find((match) => match !== null);
  const failing = texts.find((text) => FAILING_ROW.test(text));
  const fromDetail: Partial<InputProblem> = key
    ? {
        detail: key[0].endsWith('.') ? key[0] : `${key[0]}.`,
        columns: splitList(key[1]!),
        values: splitList(key[2]!),
        ...(key[4] !== undefined && { otherTable: key[4] }),
        ...(key[5] !== undefined && { otherTable: key[5] }),
      }
    : failing !== undefined
      ? { detail: failing }
      : {};
  for (const text of texts) {
    for (const wording of WORDINGS) {
      const match = wording.pattern.exec(text);
      if (!match) continue;
      const read = withoutUndefined(wording.read(match));
      return {
        kind: wording.kind,
        quote: text,
        columns: [],
        values: [],
        fields: [],
        ...read,
        // The detail names the columns and values exactly; the message, at best, a constraint.
        ...fromDetail,
        ...(read.otherTable !== undefined && { otherTable: read.otherTable }),
      };
    }
  }
  const fields = body === undefined ? [] : loopbackFields(body);
  if (fields.length > 0) return { kind: 'invalid-value', quote: fields.join('; '), columns: [], values: [], fields };
  const kind = code === undefined ? undefined : sqlstateKind(code);
  if (kind === undefined) return undefined;
  return {
    kind,
    quote: texts[0] ?? code!,
    columns: [],
    values: [],
    fields: [],
    ...fromDetail,
    ...(kind === 'denied' && { status: code!.startsWith('28') ? 401 : 403 }),
  };
}

/**
 * Returns the strings of a JSON text, or of its start (a sample keeps 300 bytes): each string value and key in order,
 * unescaped; a string cut by the end is kept as far as it goes. Not JSON at all: the text itself.
 */
export function stringsOf(text: string): string[] {
  if (!/^\s*[[{]/.test(text)) return text.trim() === '' ? [] : [text];
  const strings: string[] = [];
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)(?:"|\\?$)/g)) {
    try {
      strings.push(JSON.parse(`"${match[1]!}"`) as string);
    } catch {
      strings.push(match[1]!);
    }
  }
  return strings;
}

/** The kind of problem a SQLSTATE names, for a message that does not say: classes 22 and 23, 28 and 42501. */
function sqlstateKind(code: string): InputProblemKind | undefined {
  if (code === '23505') return 'unique';
  if (code === '23503') return 'foreign-key';
  if (code === '42501' || /^28[0-9A-Z]{3}$/.test(code)) return 'denied';
  if (/^2[23][0-9A-Z]{3}$/.test(code)) return 'invalid-value';
  return undefined;
}

/** Returns LoopBack's validation details of a body's text as `isComplete: must be boolean`. */
function loopbackFields(text: string): string[] {
  return [...text.matchAll(LOOPBACK_DETAIL)].map(([, path, message, property]) => {
    const field = path!.replace(/^\//, '').replaceAll('/', '.');
    const words = unescaped(message!);
    return `${field ? `${field}: ` : ''}${words}${property && !words.includes(`'${property}'`) ? ` (${unescaped(property)})` : ''}`;
  });
}

/** `post_id, tag_id` → two names; a value with a comma of its own is split too, which only costs its naming. */
function splitList(list: string): string[] {
  return list.split(', ').filter((item) => item !== '');
}

/** `"post-1"` → `post-1`: a value quoted as JSON by graphql-js or LoopBack, as text. */
function unquoted(value: string): string {
  const trimmed = value.trim().replace(/\.$/, '');
  if (!trimmed.startsWith('"')) return trimmed;
  try {
    return JSON.parse(trimmed) as string;
  } catch {
    return trimmed.slice(1, trimmed.endsWith('"') ? -1 : undefined);
  }
}

function unescaped(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
