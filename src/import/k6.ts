// `loadtool import k6`: the common subset of a k6 script (options, http calls, check, sleep, res.json) as a journey.
import { parse, type AnyNode, type CallExpression, type Expression, type Node, type Program } from 'acorn';
import { basename } from 'node:path';
import { ImportError } from './import-error.js';
import { loadOf, type Literal } from './k6-options.js';
import { dataOf, envName, literalOf, memberOf, nameOf, textOf, type Names } from './k6-values.js';
import type { RecordedJourney, RecordedRequest } from './recorded.js';
import { checkCount } from './read-input.js';

const HTTP_METHODS: Record<string, string> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  del: 'DELETE',
  head: 'HEAD',
  options: 'OPTIONS',
};

interface Reader extends Names {
  text: string;
  name: string;
  journey: RecordedJourney;
  /** Local names bound to a request (`const res = http.get(…)`). */
  responses: Map<string, RecordedRequest>;
}

/** Returns the journey of a k6 script's default function; every line it does not import is a note `script.js:12: …`. */
export function readK6(text: string, file: string): RecordedJourney {
  let program: Program;
  try {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
    throw new ImportError(file, [
      {
        path: '',
        ...(loc ? { line: loc.line, column: loc.column + 1 } : {}),
        message: `is not JavaScript a k6 script can be (${message})`,
      },
    ]);
  }
  const journey: RecordedJourney = {
    name: basename(file).replace(/\.[cm]?[jt]s$/, ''),
    requests: [],
    notes: [],
    variables: new Map(),
  };
  const reader: Reader = {
    text,
    name: basename(file),
    journey,
    constants: new Map(),
    responses: new Map(),
    extracted: new Set(),
    locals: new Map(),
    env: (name) => {
      if (!journey.variables.has(name)) journey.variables.set(name, `__ENV.${name} of the script`);
    },
  };
  let found = false;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      if (!/^k6(?:\/http)?$/.test(source)) skip(reader, statement, `the module ${source} is not imported`);
    } else if (
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration?.type === 'VariableDeclaration' &&
      nameOf(statement.declaration.declarations[0]?.id) === 'options'
    ) {
      journey.load = loadOf(literalOf(statement.declaration.declarations[0]?.init), (message) => {
        note(reader, statement, message);
      });
    } else if (
      statement.type === 'ExportDefaultDeclaration' &&
      (statement.declaration.type === 'FunctionDeclaration' ||
        statement.declaration.type === 'ArrowFunctionExpression' ||
        statement.declaration.type === 'FunctionExpression') &&
      statement.declaration.body.type === 'BlockStatement'
    ) {
      found = true;
      for (const inner of statement.declaration.body.body) readStatement(reader, inner);
    } else if (statement.type === 'VariableDeclaration') {
      for (const declaration of statement.declarations)
        readConstant(reader, statement, nameOf(declaration.id), declaration.init);
    } else skip(reader, statement, 'only imports, options, constants and the default function are imported');
  }
  if (!found)
    throw new ImportError(file, [
      { path: '', message: 'has no export default function: a k6 script sends its requests from it' },
    ]);
  checkCount(journey.requests.length, file, 'requests');
  return journey;
}

/** Adds a note at a node's line: `script.js:12: …`. */
function note(reader: Reader, node: Node, message: string): void {
  reader.journey.notes.push(`${reader.name}:${node.loc?.start.line ?? 0}: ${message}`);
}

/** Notes a statement that is not imported, with its first line of source. */
function skip(reader: Reader, node: Node, why: string): void {
  const source = reader.text.slice(node.start, node.end).split('\n')[0]!.trim().slice(0, 80);
  note(reader, node, `${source} is not imported: ${why}`);
}

/** Reads a top-level constant: a literal, or `__ENV.X || 'default'`, whose text later URLs take. */
function readConstant(
  reader: Reader,
  statement: Node,
  name: string | undefined,
  init: Expression | null | undefined,
): void {
  if (!name || !init) {
    skip(reader, statement, 'a constant without a value');
    return;
  }
  if (init.type === 'LogicalExpression' && (init.operator === '||' || init.operator === '??')) {
    const env = envName(init.left);
    if (env !== undefined) {
      const fallback = literalOf(init.right);
      reader.constants.set(name, typeof fallback === 'string' ? fallback : (textOf(reader, init.left) ?? ''));
      return;
    }
  }
  const value = textOf(reader, init);
  if (value === undefined) skip(reader, statement, 'its value is not a literal or an environment variable');
  else reader.constants.set(name, value);
}

/** Reads one statement of the default function: a request, a check, a sleep, a value taken from a response. */
function readStatement(reader: Reader, statement: AnyNode): void {
  if (statement.type === 'VariableDeclaration') {
    for (const declaration of statement.declarations) {
      const name = nameOf(declaration.id);
      const init = declaration.init;
      if (name && init && httpCall(init)) {
        const request = readRequest(reader, statement, init as CallExpression);
        if (request) reader.responses.set(name, request);
      } else if (name && init && readExtract(reader, name, init)) continue;
      else if (name && init?.type === 'ObjectExpression' && dataOf(reader, init) !== undefined)
        reader.locals.set(name, dataOf(reader, init)!);
      else skip(reader, statement, 'only requests (http.*), objects and values of res.json() are imported');
    }
    return;
  }
  const expression = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression && httpCall(expression)) {
    readRequest(reader, statement, expression as CallExpression);
    return;
  }
  const callee = expression?.type === 'CallExpression' ? nameOf(expression.callee) : undefined;
  if (expression?.type === 'CallExpression' && callee === 'sleep') readSleep(reader, statement, expression);
  else if (expression?.type === 'CallExpression' && callee === 'check') readCheck(reader, statement, expression);
  else if (callee === 'group')
    skip(reader, statement, 'group() is not imported: its requests are not read; move them out of the group');
  else skip(reader, statement, 'only http.* requests, check(), sleep() and values of res.json() are imported');
}

/** Returns whether an expression is `http.get(…)` and the like. */
function httpCall(node: Expression): boolean {
  if (node.type !== 'CallExpression') return false;
  const member = memberOf(node.callee);
  return member?.[0] === 'http' && (HTTP_METHODS[member[1]] !== undefined || member[1] === 'request');
}

/** Reads `http.get(url, params)`, `http.post(url, body, params)` and `http.request(method, url, body, params)`. */
function readRequest(reader: Reader, statement: Node, call: CallExpression): RecordedRequest | undefined {
  const verb = memberOf(call.callee)![1];
  const args = call.arguments;
  const general = verb === 'request';
  const method = general ? literalOf(args[0]) : HTTP_METHODS[verb];
  const [urlNode, bodyNode, paramsNode] = general
    ? args.slice(1)
    : verb === 'get' || verb === 'head'
      ? [args[0], undefined, args[1]]
      : args;
  const url = textOf(reader, urlNode);
  if (typeof method !== 'string' || url === undefined) {
    skip(reader, statement, 'its method and URL are not literals, templates of constants or __ENV values');
    return undefined;
  }
  const request: RecordedRequest = { method: method.toUpperCase(), url, headers: [] };
  const body = dataOf(reader, bodyNode);
  const nullBody = (bodyNode as AnyNode | undefined)?.type === 'Literal' && literalOf(bodyNode) === null;
  if (bodyNode && body === undefined && !nullBody)
    note(reader, statement, 'the request body is not a literal: it is left out');
  if (typeof body === 'string') {
    try {
      request.body = { kind: 'json', value: JSON.parse(body) as unknown };
    } catch {
      request.body = { kind: 'text', text: body };
    }
  } else if (isObject(body))
    request.body = { kind: 'form', fields: Object.entries(body).map(([key, value]) => [key, scalar(value)]) };
  const params = dataOf(reader, paramsNode);
  if (paramsNode && !isObject(params))
    note(reader, statement, 'the request params are not a literal object: they are left out');
  else if (isObject(params)) {
    if (isObject(params.headers))
      request.headers = Object.entries(params.headers).map(([key, value]) => [key, scalar(value)]);
    for (const key of Object.keys(params))
      if (key !== 'headers') note(reader, statement, `params.${key} is not imported`);
  }
  reader.journey.requests.push(request);
  return request;
}

/** Returns whether a literal is an object (not a list or null). */
function isObject(value: Literal | undefined): value is { [key: string]: Literal } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns a literal as the text a header or form field sends. */
function scalar(value: Literal): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Reads `const token = res.json('token')` or `res.json().data.id` into an extract; returns whether it was one. */
function readExtract(reader: Reader, name: string, init: Expression): boolean {
  let node: AnyNode = init;
  const members: string[] = [];
  while (
    node.type === 'MemberExpression' &&
    !node.computed &&
    nameOf(node.property) !== undefined &&
    node.object.type !== 'Super'
  ) {
    members.unshift(`.${nameOf(node.property)!}`);
    node = node.object;
  }
  if (node.type !== 'CallExpression') return false;
  const member = memberOf(node.callee);
  const request = member?.[1] === 'json' && member[0] ? reader.responses.get(member[0]) : undefined;
  if (!request) return false;
  const selector = node.arguments[0] ? literalOf(node.arguments[0]) : undefined;
  if (node.arguments[0] && typeof selector !== 'string') return false;
  const path = `$${typeof selector === 'string' && selector ? `.${selector}` : ''}${members.join('')}`;
  request.extract = { ...request.extract, [name]: path };
  reader.extracted.add(name);
  return true;
}

/** Reads `sleep(n)` as a pause after the last request. */
function readSleep(reader: Reader, statement: Node, call: CallExpression): void {
  const seconds = literalOf(call.arguments[0]);
  const last = reader.journey.requests.at(-1);
  if (typeof seconds !== 'number' || !last) {
    skip(reader, statement, 'sleep() of a number after a request is imported');
    return;
  }
  last.pauseAfterMs = (last.pauseAfterMs ?? 0) + seconds * 1000;
}

/** Reads `check(res, { 'status is 200': (r) => r.status === 200 })` as the request's expected status. */
function readCheck(reader: Reader, statement: Node, call: CallExpression): void {
  const subject = nameOf(call.arguments[0]);
  const request = subject === undefined ? undefined : reader.responses.get(subject);
  const checks = call.arguments[1];
  if (!request || checks?.type !== 'ObjectExpression') {
    skip(reader, statement, 'check() of a request bound to a name is imported');
    return;
  }
  for (const property of checks.properties) {
    const test =
      property.type === 'Property' &&
      (property.value.type === 'ArrowFunctionExpression' || property.value.type === 'FunctionExpression')
        ? property.value.body
        : undefined;
    const status =
      test?.type === 'BinaryExpression' &&
      (test.operator === '===' || test.operator === '==') &&
      memberOf(test.left)?.[1] === 'status'
        ? literalOf(test.right)
        : undefined;
    if (typeof status === 'number') request.expectStatus = [...(request.expectStatus ?? []), status];
    else {
      const key = property.type === 'Property' ? reader.text.slice(property.key.start, property.key.end) : 'a spread';
      note(reader, property, `check ${key} is not imported: only r.status === N checks are`);
    }
  }
}
