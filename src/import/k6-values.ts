// The values a k6 script writes: literals, templates of its constants and `__ENV`, and the objects it passes.
import type { AnyNode, Expression, Node, SpreadElement, Super } from 'acorn';
import type { Literal } from './k6-options.js';

/** What the reading of a script knows of its names: constants, values taken from responses, objects. */
export interface Names {
  /** Top-level constants: their text (`${BASE_URL}` for an environment variable with no default). */
  constants: Map<string, string>;
  extracted: Set<string>;
  locals: Map<string, Literal>;
  /** Called with X for each `__ENV.X` read. */
  env: (name: string) => void;
}

type Child = Expression | SpreadElement | Super | Node | null | undefined;

/** Returns the name of an identifier, else undefined. */
export function nameOf(node: Child): string | undefined {
  return (node as AnyNode | null | undefined)?.type === 'Identifier' ? (node as { name: string }).name : undefined;
}

/** Returns `object.property` of a member expression as two names (`http`, `get`), else undefined. */
export function memberOf(node: Child): [string | undefined, string] | undefined {
  const member = node as AnyNode | null | undefined;
  if (member?.type !== 'MemberExpression' || member.computed) return undefined;
  const property = nameOf(member.property);
  return property === undefined ? undefined : [nameOf(member.object), property];
}

/** Returns X of `__ENV.X`, else undefined. */
export function envName(node: Child): string | undefined {
  const member = memberOf(node);
  return member?.[0] === '__ENV' ? member[1] : undefined;
}

/** Returns the value of a literal expression (object, array, string, number, boolean), else undefined. */
export function literalOf(node: Child): Literal | undefined {
  const any = node as AnyNode | null | undefined;
  if (!any) return undefined;
  if (any.type === 'Literal')
    return typeof any.value === 'string' ||
      typeof any.value === 'number' ||
      typeof any.value === 'boolean' ||
      any.value === null
      ? any.value
      : undefined;
  if (any.type === 'TemplateLiteral' && any.expressions.length === 0) return any.quasis[0]?.value.cooked ?? '';
  if (any.type === 'UnaryExpression' && any.operator === '-') {
    const value = literalOf(any.argument);
    return typeof value === 'number' ? -value : undefined;
  }
  if (any.type === 'ArrayExpression') {
    const items = any.elements.map((element) => literalOf(element));
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  if (any.type === 'ObjectExpression') {
    const out: Record<string, Literal> = {};
    for (const property of any.properties) {
      if (property.type !== 'Property' || property.computed) return undefined;
      const key = nameOf(property.key) ?? literalOf(property.key);
      const value = literalOf(property.value);
      if (value === undefined || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
      out[String(key)] = value;
    }
    return out;
  }
  return undefined;
}

/** Returns the text of a string expression (literal, template, `+`, constants, `__ENV.X`, extracted values), else undefined. */
export function textOf(names: Names, node: Child): string | undefined {
  const any = node as AnyNode | null | undefined;
  if (!any) return undefined;
  if (any.type === 'Literal')
    return typeof any.value === 'string' || typeof any.value === 'number' ? String(any.value) : undefined;
  if (any.type === 'TemplateLiteral') {
    let out = '';
    for (const [index, quasi] of any.quasis.entries()) {
      out += quasi.value.cooked ?? '';
      const expression = any.expressions[index];
      if (!expression) continue;
      const part = textOf(names, expression);
      if (part === undefined) return undefined;
      out += part;
    }
    return out;
  }
  if (any.type === 'BinaryExpression' && any.operator === '+') {
    const left = textOf(names, any.left);
    const right = textOf(names, any.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  const name = nameOf(any);
  if (name !== undefined) return names.extracted.has(name) ? `\${${name}}` : names.constants.get(name);
  const env = envName(any);
  if (env === undefined) return undefined;
  names.env(env);
  return `\${${env}}`;
}

/** Returns the data of an expression for a body or params: a literal, `JSON.stringify(…)`, a named object, a text. */
export function dataOf(names: Names, node: Child): Literal | undefined {
  const any = node as AnyNode | null | undefined;
  if (!any) return undefined;
  if (any.type === 'CallExpression' && memberOf(any.callee)?.join('.') === 'JSON.stringify') {
    const inner = dataOf(names, any.arguments[0]);
    return inner === undefined ? undefined : JSON.stringify(inner);
  }
  if (any.type === 'ObjectExpression') {
    const out: Record<string, Literal> = {};
    for (const property of any.properties) {
      if (property.type !== 'Property' || property.computed) return undefined;
      const key = nameOf(property.key) ?? literalOf(property.key);
      const value = dataOf(names, property.value);
      if (value === undefined || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
      out[String(key)] = value;
    }
    return out;
  }
  if (any.type === 'ArrayExpression') {
    const items = any.elements.map((element) => dataOf(names, element));
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  const name = nameOf(any);
  if (name !== undefined && names.locals.has(name)) return names.locals.get(name);
  const literal = literalOf(any);
  if (literal !== undefined && typeof literal !== 'string') return literal;
  return textOf(names, any);
}
