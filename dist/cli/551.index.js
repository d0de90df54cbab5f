export const id = 551;
export const ids = [551];
export const modules = {

/***/ 90551:
/***/ (function(__unused_webpack_module, exports) {

(function (global, factory) {
   true ? factory(exports) :
  0;
})(this, (function (exports) { 'use strict';

  const SKIP_SYMBOL = Symbol('skip');
  function pad(number) {
    if (number < 10) {
      return '0' + number;
    }
    return number;
  }
  function toRFCDateTime(date, omitTime, omitDate, milliseconds) {
    var res = omitDate ? '' : date.getUTCFullYear() + '-' + pad(date.getUTCMonth() + 1) + '-' + pad(date.getUTCDate());
    if (!omitTime) {
      res += 'T' + pad(date.getUTCHours()) + ':' + pad(date.getUTCMinutes()) + ':' + pad(date.getUTCSeconds()) + ('') + 'Z';
    }
    return res;
  }
  function ensureMinLength(sample, min) {
    if (min > sample.length) {
      return sample.repeat(Math.trunc(min / sample.length) + 1).substring(0, min);
    }
    return sample;
  }
  function mergeDeep(...objects) {
    const isObject = obj => obj && typeof obj === 'object';
    return objects.reduce((prev, obj) => {
      Object.keys(obj || {}).forEach(key => {
        const pVal = prev[key];
        const oVal = obj[key];
        if (isObject(pVal) && isObject(oVal)) {
          prev[key] = mergeDeep(pVal, oVal);
        } else {
          prev[key] = oVal;
        }
      });
      return prev;
    }, Array.isArray(objects[objects.length - 1]) ? [] : {});
  }

  // deterministic UUID sampler

  function uuid(str) {
    var hash = hashCode(str);
    var random = jsf32(hash, hash, hash, hash);
    var uuid = 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, c => {
      var r = random() * 16 % 16 | 0;
      return (c == 'x' ? r : r & 0x3 | 0x8).toString(16);
    });
    return uuid;
  }
  function getResultForCircular(type) {
    return {
      value: type === 'object' ? {} : type === 'array' ? [] : undefined
    };
  }
  function popSchemaStack(seenSchemasStack, context) {
    if (context) seenSchemasStack.pop();
  }
  function getXMLAttributes(schema) {
    return {
      name: schema?.xml?.name || '',
      prefix: schema?.xml?.prefix || '',
      namespace: schema?.xml?.namespace || null,
      attribute: schema?.xml?.attribute ?? false,
      wrapped: schema?.xml?.wrapped ?? false
    };
  }
  function resolveNodeType(schema) {
    const xml = schema?.xml;
    if (xml?.nodeType) {
      return xml.nodeType;
    }
    if (xml?.attribute === true) {
      return 'attribute';
    }
    if (xml?.wrapped === true && schema?.type === 'array') {
      return 'element';
    }
    if (schema?.$ref || schema?.$dynamicRef || schema?.type === 'array') {
      return 'none';
    }
    if (schema?.oneOf || schema?.anyOf || schema?.allOf) {
      return 'none';
    }
    return 'element';
  }
  function applyXMLAttributes(result, schema = {}, context = {}) {
    const {
      value: oldValue
    } = result;
    const {
      propertyName: oldPropertyName
    } = context;
    const {
      name,
      prefix,
      namespace
    } = getXMLAttributes(schema);
    const effectiveNodeType = resolveNodeType(schema);
    let propertyName = name || oldPropertyName ? `${prefix ? prefix + ':' : ''}${name || oldPropertyName}` : null;
    let value = typeof oldValue === 'object' ? Array.isArray(oldValue) ? [...oldValue] : {
      ...oldValue
    } : oldValue;
    switch (effectiveNodeType) {
      case 'attribute':
        if (propertyName) {
          propertyName = `$${propertyName}`;
        }
        break;
      case 'text':
        propertyName = '#text';
        break;
      case 'cdata':
        propertyName = '#cdata';
        break;
      case 'none':
        if (schema.type === 'array') {
          propertyName = null;
          if (schema.example !== undefined) {
            propertyName = schema.items?.xml?.name || propertyName;
          }
        } else {
          propertyName = null;
        }
        break;
      default:
        if (schema.type === 'array') {
          if (Array.isArray(value)) {
            value = {
              [propertyName]: [...value]
            };
          }
        }
        break;
    }
    if (namespace && effectiveNodeType !== 'text' && effectiveNodeType !== 'cdata' && effectiveNodeType !== 'none') {
      if (typeof value === 'object') {
        value[`$xmlns${prefix ? ':' + prefix : ''}`] = namespace;
      } else {
        value = {
          [`$xmlns${prefix ? ':' + prefix : ''}`]: namespace,
          ['#text']: value
        };
      }
    }
    return {
      propertyName,
      value
    };
  }
  function hashCode(str) {
    var hash = 0;
    if (str.length == 0) return hash;
    for (var i = 0; i < str.length; i++) {
      var char = str.charCodeAt(i);
      hash = (hash << 5) - hash + char;
      hash = hash & hash;
    }
    return hash;
  }
  function jsf32(a, b, c, d) {
    return function () {
      a |= 0;
      b |= 0;
      c |= 0;
      d |= 0;
      var t = a - (b << 27 | b >>> 5) | 0;
      a = b ^ (c << 17 | c >>> 15);
      b = c + d | 0;
      c = d + t | 0;
      d = a + t | 0;
      return (d >>> 0) / 4294967296;
    };
  }

  function allOfSample(into, children, options, spec, context) {
    let res = traverse(into, options, spec);
    const subSamples = [];
    for (let subSchema of children) {
      const childSchema = subSchema.$ref ? {
        ...subSchema
      } : {
        type: res.type,
        ...subSchema
      };
      const {
        type,
        readOnly,
        writeOnly,
        value
      } = traverse(childSchema, options, spec, {
        ...context,
        isAllOfChild: true
      });
      if (res.type && type && type !== res.type) {
        console.warn('allOf: schemas with different types can\'t be merged');
        res.type = type;
      }
      res.type = res.type || type;
      res.readOnly = res.readOnly || readOnly;
      res.writeOnly = res.writeOnly || writeOnly;
      if (value != null) subSamples.push(value);
    }
    if (res.type === 'object') {
      res.value = mergeDeep(res.value || {}, ...subSamples.filter(sample => typeof sample === 'object'));
      for (const key in res.value) {
        if (res.value[key] === SKIP_SYMBOL) {
          delete res.value[key];
        }
      }
      return res;
    } else {
      if (res.type === 'array') {
        // TODO: implement arrays
        if (!options.quiet) console.warn('OpenAPI Sampler: found allOf with "array" type. Result may be incorrect');
      }
      const lastSample = subSamples[subSamples.length - 1];
      res.value = lastSample != null ? lastSample : res.value;
      return res;
    }
  }

  const schemaKeywordTypes = {
    multipleOf: 'number',
    maximum: 'number',
    exclusiveMaximum: 'number',
    minimum: 'number',
    exclusiveMinimum: 'number',
    maxLength: 'string',
    minLength: 'string',
    pattern: 'string',
    items: 'array',
    maxItems: 'array',
    minItems: 'array',
    uniqueItems: 'array',
    additionalItems: 'array',
    maxProperties: 'object',
    minProperties: 'object',
    required: 'object',
    additionalProperties: 'object',
    properties: 'object',
    patternProperties: 'object',
    dependencies: 'object'
  };
  function inferType(schema) {
    if (schema.type !== undefined) {
      return Array.isArray(schema.type) ? schema.type.length === 0 ? null : schema.type[0] : schema.type;
    }
    const keywords = Object.keys(schemaKeywordTypes);
    for (var i = 0; i < keywords.length; i++) {
      let keyword = keywords[i];
      let type = schemaKeywordTypes[keyword];
      if (schema[keyword] !== undefined) {
        return type;
      }
    }
    return null;
  }

  function getDefaultExportFromCjs (x) {
  	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
  }

  var foreach;
  var hasRequiredForeach;

  function requireForeach () {
  	if (hasRequiredForeach) return foreach;
  	hasRequiredForeach = 1;
  	var hasOwn = Object.prototype.hasOwnProperty;
  	var toString = Object.prototype.toString;

  	foreach = function forEach (obj, fn, ctx) {
  	    if (toString.call(fn) !== '[object Function]') {
  	        throw new TypeError('iterator must be a function');
  	    }
  	    var l = obj.length;
  	    if (l === +l) {
  	        for (var i = 0; i < l; i++) {
  	            fn.call(ctx, obj[i], i, obj);
  	        }
  	    } else {
  	        for (var k in obj) {
  	            if (hasOwn.call(obj, k)) {
  	                fn.call(ctx, obj[k], k, obj);
  	            }
  	        }
  	    }
  	};
  	return foreach;
  }

  var jsonPointer;
  var hasRequiredJsonPointer;

  function requireJsonPointer () {
  	if (hasRequiredJsonPointer) return jsonPointer;
  	hasRequiredJsonPointer = 1;

  	var each = requireForeach();
  	jsonPointer = api;


  	/**
  	 * Convenience wrapper around the api.
  	 * Calls `.get` when called with an `object` and a `pointer`.
  	 * Calls `.set` when also called with `value`.
  	 * If only supplied `object`, returns a partially applied function, mapped to the object.
  	 *
  	 * @param {Object} obj
  	 * @param {String|Array} pointer
  	 * @param value
  	 * @returns {*}
  	 */

  	function api (obj, pointer, value) {
  	    // .set()
  	    if (arguments.length === 3) {
  	        return api.set(obj, pointer, value);
  	    }
  	    // .get()
  	    if (arguments.length === 2) {
  	        return api.get(obj, pointer);
  	    }
  	    // Return a partially applied function on `obj`.
  	    var wrapped = api.bind(api, obj);

  	    // Support for oo style
  	    for (var name in api) {
  	        if (api.hasOwnProperty(name)) {
  	            wrapped[name] = api[name].bind(wrapped, obj);
  	        }
  	    }
  	    return wrapped;
  	}


  	/**
  	 * Lookup a json pointer in an object
  	 *
  	 * @param {Object} obj
  	 * @param {String|Array} pointer
  	 * @returns {*}
  	 */
  	api.get = function get (obj, pointer) {
  	    var refTokens = Array.isArray(pointer) ? pointer : api.parse(pointer);

  	    for (var i = 0; i < refTokens.length; ++i) {
  	        var tok = refTokens[i];
  	        if (!(typeof obj == 'object' && tok in obj)) {
  	            throw new Error('Invalid reference token: ' + tok);
  	        }
  	        obj = obj[tok];
  	    }
  	    return obj;
  	};

  	/**
  	 * Sets a value on an object
  	 *
  	 * @param {Object} obj
  	 * @param {String|Array} pointer
  	 * @param value
  	 */
  	api.set = function set (obj, pointer, value) {
  	    var refTokens = Array.isArray(pointer) ? pointer : api.parse(pointer),
  	      nextTok = refTokens[0];

  	    if (refTokens.length === 0) {
  	      throw Error('Can not set the root object');
  	    }

  	    for (var i = 0; i < refTokens.length - 1; ++i) {
  	        var tok = refTokens[i];
  	        if (typeof tok !== 'string' && typeof tok !== 'number') {
  	          tok = String(tok);
  	        }
  	        if (tok === "__proto__" || tok === "constructor" || tok === "prototype") {
  	            continue
  	        }
  	        if (tok === '-' && Array.isArray(obj)) {
  	          tok = obj.length;
  	        }
  	        nextTok = refTokens[i + 1];

  	        if (!(tok in obj)) {
  	            if (nextTok.match(/^(\d+|-)$/)) {
  	                obj[tok] = [];
  	            } else {
  	                obj[tok] = {};
  	            }
  	        }
  	        obj = obj[tok];
  	    }
  	    if (nextTok === '-' && Array.isArray(obj)) {
  	      nextTok = obj.length;
  	    }
  	    obj[nextTok] = value;
  	    return this;
  	};

  	/**
  	 * Removes an attribute
  	 *
  	 * @param {Object} obj
  	 * @param {String|Array} pointer
  	 */
  	api.remove = function (obj, pointer) {
  	    var refTokens = Array.isArray(pointer) ? pointer : api.parse(pointer);
  	    var finalToken = refTokens[refTokens.length -1];
  	    if (finalToken === undefined) {
  	        throw new Error('Invalid JSON pointer for remove: "' + pointer + '"');
  	    }

  	    var parent = api.get(obj, refTokens.slice(0, -1));
  	    if (Array.isArray(parent)) {
  	      var index = +finalToken;
  	      if (finalToken === '' && isNaN(index)) {
  	        throw new Error('Invalid array index: "' + finalToken + '"');
  	      }

  	      Array.prototype.splice.call(parent, index, 1);
  	    } else {
  	      delete parent[finalToken];
  	    }
  	};

  	/**
  	 * Returns a (pointer -> value) dictionary for an object
  	 *
  	 * @param obj
  	 * @param {function} descend
  	 * @returns {}
  	 */
  	api.dict = function dict (obj, descend) {
  	    var results = {};
  	    api.walk(obj, function (value, pointer) {
  	        results[pointer] = value;
  	    }, descend);
  	    return results;
  	};

  	/**
  	 * Iterates over an object
  	 * Iterator: function (value, pointer) {}
  	 *
  	 * @param obj
  	 * @param {function} iterator
  	 * @param {function} descend
  	 */
  	api.walk = function walk (obj, iterator, descend) {
  	    var refTokens = [];

  	    descend = descend || function (value) {
  	        var type = Object.prototype.toString.call(value);
  	        return type === '[object Object]' || type === '[object Array]';
  	    };

  	    (function next (cur) {
  	        each(cur, function (value, key) {
  	            refTokens.push(String(key));
  	            if (descend(value)) {
  	                next(value);
  	            } else {
  	                iterator(value, api.compile(refTokens));
  	            }
  	            refTokens.pop();
  	        });
  	    }(obj));
  	};

  	/**
  	 * Tests if an object has a value for a json pointer
  	 *
  	 * @param obj
  	 * @param pointer
  	 * @returns {boolean}
  	 */
  	api.has = function has (obj, pointer) {
  	    try {
  	        api.get(obj, pointer);
  	    } catch (e) {
  	        return false;
  	    }
  	    return true;
  	};

  	/**
  	 * Escapes a reference token
  	 *
  	 * @param str
  	 * @returns {string}
  	 */
  	api.escape = function escape (str) {
  	    return str.toString().replace(/~/g, '~0').replace(/\//g, '~1');
  	};

  	/**
  	 * Unescapes a reference token
  	 *
  	 * @param str
  	 * @returns {string}
  	 */
  	api.unescape = function unescape (str) {
  	    return str.replace(/~1/g, '/').replace(/~0/g, '~');
  	};

  	/**
  	 * Converts a json pointer into a array of reference tokens
  	 *
  	 * @param pointer
  	 * @returns {Array}
  	 */
  	api.parse = function parse (pointer) {
  	    if (pointer === '') { return []; }
  	    if (pointer.charAt(0) !== '/') { throw new Error('Invalid JSON pointer: ' + pointer); }
  	    return pointer.substring(1).split(/\//).map(api.unescape);
  	};

  	/**
  	 * Builds a json pointer from a array of reference tokens
  	 *
  	 * @param refTokens
  	 * @returns {string}
  	 */
  	api.compile = function compile (refTokens) {
  	    if (refTokens.length === 0) { return ''; }
  	    return '/' + refTokens.map(api.escape).join('/');
  	};
  	return jsonPointer;
  }

  var jsonPointerExports = requireJsonPointer();
  var JsonPointer = /*@__PURE__*/getDefaultExportFromCjs(jsonPointerExports);

  let $refCache = {};
  // for circular JS references we use additional array and not object as we need to compare entire schemas and not strings
  let seenSchemasStack = [];
  function clearCache() {
    $refCache = {};
    seenSchemasStack = [];
  }
  function shouldIgnoreRefSiblings(spec) {
    return String(spec.openapi ?? '').startsWith('3.0') || spec.swagger !== undefined;
  }
  function mergeRefSiblings(referenced, siblings) {
    const merged = mergeDeep(referenced, siblings);
    // mergeDeep merges arrays by index, which would drop required names of the referenced schema
    if (Array.isArray(referenced.required) && Array.isArray(siblings.required)) {
      merged.required = [...new Set([...referenced.required, ...siblings.required])];
    }
    return merged;
  }
  function inferExample(schema) {
    let example;
    if (schema.const !== undefined) {
      example = schema.const;
    } else if (schema.examples !== undefined && schema.examples.length) {
      example = schema.examples[0];
    } else if (schema.enum !== undefined && schema.enum.length) {
      example = schema.enum[0];
    } else if (schema.default !== undefined) {
      example = schema.default;
    }
    return example;
  }
  function tryInferExample(schema) {
    const example = inferExample(schema);
    // case when we don't infer example from schema but take from `const`, `examples`, `default` or `enum` keywords
    if (example !== undefined) {
      return {
        value: example,
        readOnly: schema.readOnly,
        writeOnly: schema.writeOnly,
        type: null
      };
    }
    return;
  }
  function traverse(schema, options, spec, context) {
    // checking circular JS references by checking context
    // because context is passed only when traversing through nested objects happens
    if (context) {
      if (seenSchemasStack.includes(schema)) return getResultForCircular(inferType(schema));
      seenSchemasStack.push(schema);
    }
    if (context && context.depth > options.maxSampleDepth) {
      popSchemaStack(seenSchemasStack, context);
      return getResultForCircular(inferType(schema));
    }
    if (schema.$ref) {
      if (!spec) {
        throw new Error('Your schema contains $ref. You must provide full specification in the third parameter.');
      }
      let ref = decodeURIComponent(schema.$ref);
      if (ref.startsWith('#')) {
        ref = ref.substring(1);
      }
      const siblings = Object.fromEntries(Object.entries(schema).filter(([key, value]) => key !== '$ref' && value !== undefined));
      const referenced = Object.keys(siblings).length && !shouldIgnoreRefSiblings(spec) ? mergeRefSiblings(JsonPointer.get(spec, ref), siblings) : JsonPointer.get(spec, ref);
      let result;
      if ($refCache[ref] !== true) {
        $refCache[ref] = true;
        const traverseResult = traverse(referenced, options, spec, context);
        if (options.format === 'xml') {
          const refName = ref.split('/').pop();
          const xmlContext = {
            ...context,
            propertyName: context?.propertyName || refName
          };
          const {
            propertyName,
            value
          } = applyXMLAttributes(traverseResult, referenced, xmlContext);
          result = {
            ...traverseResult,
            value: {
              [propertyName || 'root']: value
            }
          };
        } else {
          result = traverseResult;
        }
        $refCache[ref] = false;
      } else {
        const referencedType = inferType(referenced);
        result = getResultForCircular(referencedType);
      }
      popSchemaStack(seenSchemasStack, context);
      return result;
    }
    if (schema.example !== undefined) {
      popSchemaStack(seenSchemasStack, context);
      return {
        value: schema.example,
        readOnly: schema.readOnly,
        writeOnly: schema.writeOnly,
        type: schema.type
      };
    }
    if (schema.allOf !== undefined) {
      popSchemaStack(seenSchemasStack, context);
      return tryInferExample(schema) || allOfSample({
        ...schema,
        allOf: undefined
      }, schema.allOf, options, spec, context);
    }
    if (schema.oneOf && schema.oneOf.length) {
      if (schema.anyOf) {
        if (!options.quiet) console.warn('oneOf and anyOf are not supported on the same level. Skipping anyOf');
      }
      popSchemaStack(seenSchemasStack, context);

      // Make sure to pass down readOnly and writeOnly annotations from the parent
      const firstOneOf = Object.assign({
        readOnly: schema.readOnly,
        writeOnly: schema.writeOnly
      }, schema.oneOf[0]);
      return traverseOneOrAnyOf(schema, firstOneOf);
    }
    if (schema.anyOf && schema.anyOf.length) {
      popSchemaStack(seenSchemasStack, context);

      // Make sure to pass down readOnly and writeOnly annotations from the parent
      const firstAnyOf = Object.assign({
        readOnly: schema.readOnly,
        writeOnly: schema.writeOnly
      }, schema.anyOf[0]);
      return traverseOneOrAnyOf(schema, firstAnyOf);
    }
    if (schema.if && schema.then) {
      popSchemaStack(seenSchemasStack, context);
      const {
        if: ifSchema,
        then,
        ...rest
      } = schema;
      return traverse(mergeDeep(rest, ifSchema, then), options, spec, context);
    }
    let example = inferExample(schema);
    let type = null;
    if (example === undefined) {
      example = null;
      type = schema.type;
      if (Array.isArray(type) && schema.type.length > 0) {
        type = schema.type[0];
      }
      if (!type) {
        type = inferType(schema);
      }
      let sampler = _samplers[type];
      if (sampler) {
        example = sampler(schema, options, spec, context);
      }
    }
    popSchemaStack(seenSchemasStack, context);
    return {
      value: example,
      readOnly: schema.readOnly,
      writeOnly: schema.writeOnly,
      type: type
    };
    function traverseOneOrAnyOf(schema, selectedSubSchema) {
      const inferred = tryInferExample(schema);
      if (inferred !== undefined) {
        return inferred;
      }
      const localExample = traverse({
        ...schema,
        oneOf: undefined,
        anyOf: undefined
      }, options, spec, context);
      const subSchemaExample = traverse(selectedSubSchema, options, spec, context);
      if (typeof localExample.value === 'object' && typeof subSchemaExample.value === 'object') {
        const mergedExample = mergeDeep(localExample.value, subSchemaExample.value);
        return {
          ...subSchemaExample,
          value: mergedExample
        };
      }
      return subSchemaExample;
    }
  }

  function sampleArray(schema, options = {}, spec, context) {
    const depth = context && context.depth || 1;
    let arrayLength = Math.min(schema.maxItems != undefined ? schema.maxItems : Infinity, schema.minItems || 1);
    // for the sake of simplicity, we're treating `contains` in a similar way to `items`
    const items = schema.prefixItems || schema.items || schema.contains;
    if (Array.isArray(items)) {
      arrayLength = Math.max(arrayLength, items.length);
    }
    let itemSchemaGetter = itemNumber => {
      if (Array.isArray(items)) {
        return items[itemNumber] || {};
      }
      return items || {};
    };
    let res = [];
    if (!items) return res;
    for (let i = 0; i < arrayLength; i++) {
      let itemSchema = itemSchemaGetter(i);
      let {
        value: sample
      } = traverse(itemSchema, options, spec, {
        depth: depth + 1
      });
      if (options?.format === 'xml') {
        const {
          value,
          propertyName
        } = applyXMLAttributes({
          value: sample
        }, itemSchema, context);
        if (propertyName) {
          if (!res?.[propertyName]) {
            res = {
              ...res,
              [propertyName]: []
            };
          }
          res[propertyName].push(value);
        } else {
          res = {
            ...res,
            ...value
          };
        }
      } else {
        res.push(sample);
      }
    }
    if (options?.format === 'xml' && depth === 1) {
      const {
        value,
        propertyName
      } = applyXMLAttributes({
        value: null
      }, schema, context);
      if (propertyName) {
        if (value) {
          res = Array.isArray(res) ? {
            [propertyName]: {
              ...value,
              ...res.map(item => ({
                ['#text']: {
                  ...item
                }
              }))
            }
          } : {
            [propertyName]: {
              ...res,
              ...value
            }
          };
        } else {
          res = {
            [propertyName]: res
          };
        }
      }
    }
    return res;
  }

  function sampleBoolean(schema) {
    return true; // let be optimistic :)
  }

  function sampleNumber(schema) {
    let res = 0;
    if (schema.type === 'number' && (schema.format === 'float' || schema.format === 'double')) {
      res = 0.1;
    }
    if (typeof schema.exclusiveMinimum === 'boolean' || typeof schema.exclusiveMaximum === 'boolean') {
      //legacy support for jsonschema draft 4 of exclusiveMaximum/exclusiveMinimum as booleans
      if (Number.isFinite(schema.maximum) && Number.isFinite(schema.minimum)) {
        res = schema.exclusiveMinimum ? Math.floor(schema.minimum) + 1 : schema.minimum;
        if (schema.exclusiveMaximum && res >= schema.maximum || !schema.exclusiveMaximum && res > schema.maximum) {
          res = (schema.maximum + schema.minimum) / 2;
        }
        return res;
      }
      if (Number.isFinite(schema.minimum)) {
        if (schema.exclusiveMinimum) {
          return Math.floor(schema.minimum) + 1;
        } else {
          return schema.minimum;
        }
      }
      if (Number.isFinite(schema.maximum)) {
        if (schema.exclusiveMaximum) {
          return schema.maximum > 0 ? 0 : Math.floor(schema.maximum) - 1;
        } else {
          return schema.maximum > 0 ? 0 : schema.maximum;
        }
      }
    } else {
      if (Number.isFinite(schema.minimum)) {
        return schema.minimum;
      }
      if (Number.isFinite(schema.exclusiveMinimum)) {
        res = Math.floor(schema.exclusiveMinimum) + 1;
        if (res === schema.exclusiveMaximum) {
          res = (res + Math.floor(schema.exclusiveMaximum) - 1) / 2;
        }
      } else if (Number.isFinite(schema.exclusiveMaximum)) {
        res = Math.floor(schema.exclusiveMaximum) - 1;
      } else if (Number.isFinite(schema.maximum)) {
        res = schema.maximum;
      }
    }
    return res;
  }

  function sampleObject(schema, options = {}, spec, context) {
    let res = {};
    const depth = context && context.depth || 1;
    if (schema && typeof schema.properties === 'object') {
      // Prepare for skipNonRequired option
      const requiredProperties = Array.isArray(schema.required) ? schema.required : [];
      const requiredPropertiesMap = {};
      for (const requiredProperty of requiredProperties) {
        requiredPropertiesMap[requiredProperty] = true;
      }
      Object.keys(schema.properties).forEach(propertyName => {
        // skip before traverse that could be costly
        if (options.skipNonRequired && !requiredPropertiesMap.hasOwnProperty(propertyName)) {
          return;
        }
        const sample = traverse(schema.properties[propertyName], options, spec, {
          propertyName,
          depth: depth + 1
        });
        if (options.skipReadOnly && sample.readOnly) {
          if (context?.isAllOfChild) {
            res[propertyName] = SKIP_SYMBOL;
          }
          return;
        }
        if (options.skipWriteOnly && sample.writeOnly) {
          if (context?.isAllOfChild) {
            res[propertyName] = SKIP_SYMBOL;
          }
          return;
        }
        if (options?.format === 'xml') {
          const {
            propertyName: newPropertyName,
            value
          } = applyXMLAttributes(sample, schema.properties[propertyName], {
            propertyName
          });
          if (newPropertyName) {
            res[newPropertyName] = value;
          } else if (value !== null && typeof value === 'object') {
            res = {
              ...res,
              ...value
            };
          }
        } else {
          res[propertyName] = sample.value;
        }
      });
    }
    if (schema && typeof schema.additionalProperties === 'object') {
      const propertyName = schema.additionalProperties['x-additionalPropertiesName'] || 'property';
      res[`${String(propertyName)}1`] = traverse(schema.additionalProperties, options, spec, {
        depth: depth + 1
      }).value;
      res[`${String(propertyName)}2`] = traverse(schema.additionalProperties, options, spec, {
        depth: depth + 1
      }).value;
    }

    // Strictly enforce maxProperties constraint
    if (schema && typeof schema.properties === 'object' && schema.maxProperties !== undefined && Object.keys(res).length > schema.maxProperties) {
      const filteredResult = {};
      let propertiesAdded = 0;

      // Always include required properties first, if present
      const requiredProperties = Array.isArray(schema.required) ? schema.required : [];
      requiredProperties.forEach(propName => {
        if (res[propName] !== undefined) {
          filteredResult[propName] = res[propName];
          propertiesAdded++;
        }
      });

      // Add other properties until maxProperties is reached
      Object.keys(res).forEach(propName => {
        if (propertiesAdded < schema.maxProperties && !filteredResult.hasOwnProperty(propName)) {
          filteredResult[propName] = res[propName];
          propertiesAdded++;
        }
      });
      res = filteredResult;
    }
    return res;
  }

  /**
  Faker - Copyright (c) 2022-2023

  This software consists of voluntary contributions made by many individuals.
  For exact contribution history, see the revision history
  available at https://github.com/faker-js/faker

  Permission is hereby granted, free of charge, to any person obtaining
  a copy of this software and associated documentation files (the
  "Software"), to deal in the Software without restriction, including
  without limitation the rights to use, copy, modify, merge, publish,
  distribute, sublicense, and/or sell copies of the Software, and to
  permit persons to whom the Software is furnished to do so, subject to
  the following conditions:

  The above copyright notice and this permission notice shall be
  included in all copies or substantial portions of the Software.

  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
  EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
  MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
  NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
  LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION
  OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
  WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

  ===

  From: https://github.com/faker-js/faker/commit/a9f98046c7d5eeaabe12fc587024c06d683800b8
  To: https://github.com/faker-js/faker/commit/29234378807c4141588861f69421bf20b5ac635e

  Based on faker.js, copyright Marak Squires and contributor, what follows below is the original license.

  ===

  faker.js - Copyright (c) 2020
  Marak Squires
  http://github.com/marak/faker.js/

  faker.js was inspired by and has used data definitions from:

   * https://github.com/stympy/faker/ - Copyright (c) 2007-2010 Benjamin Curtis
   * http://search.cpan.org/~jasonk/Data-Faker-0.07/ - Copyright 2004-2005 by Jason Kohles

  Permission is hereby granted, free of charge, to any person obtaining
  a copy of this software and associated documentation files (the
  "Software"), to deal in the Software without restriction, including
  without limitation the rights to use, copy, modify, merge, publish,
  distribute, sublicense, and/or sell copies of the Software, and to
  permit persons to whom the Software is furnished to do so, subject to
  the following conditions:

  The above copyright notice and this permission notice shall be
  included in all copies or substantial portions of the Software.

  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
  EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
  MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
  NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
  LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION
  OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
  WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
  */


  /**
   * @param {number} min - inclusive
   * @param {number} _max - inclusive
   * @returns {number}
   */
  function intSample(min, _max) {
    return min;
  }

  /**
   * Returns a number based on given RegEx-based quantifier symbol or quantifier values.
   *
   * @param {string} quantifierSymbol Quantifier symbols can be either of these: `?`, `*`, `+`.
   * @param {string} quantifierMin Quantifier minimum value. If given without a maximum, this will be used as the quantifier value.
   * @param {string} quantifierMax Quantifier maximum value. Will randomly get a value between the minimum and maximum if both are provided.
   *
   * @returns {number} a random number based on the given quantifier parameters.
   *
   * @example
   * getRepetitionsBasedOnQuantifierParameters('*', null, null) // 3
   * getRepetitionsBasedOnQuantifierParameters(null, 10, null) // 10
   * getRepetitionsBasedOnQuantifierParameters(null, 5, 8) // 6
   *
   * @since 8.0.0
   */
  function getRepetitionsBasedOnQuantifierParameters(quantifierSymbol, quantifierMin, quantifierMax) {
    let repetitions = 1;
    if (quantifierSymbol) {
      switch (quantifierSymbol) {
        case '?':
          {
            repetitions = 0 ;
            break;
          }
        case '*':
          {
            repetitions = intSample(0);
            break;
          }
        case '+':
          {
            repetitions = intSample(1);
            break;
          }
        default:
          throw new Error('Unknown quantifier symbol provided.');
      }
    } else if (quantifierMin != null && quantifierMax != null) {
      repetitions = intSample(parseInt(quantifierMin));
    } else if (quantifierMin != null && quantifierMax == null) {
      repetitions = parseInt(quantifierMin);
    }
    return repetitions;
  }

  /**
    * Generates a string matching the given regex like expressions.
    *
    * This function doesn't provide full support of actual `RegExp`.
    * Features such as grouping, anchors and character classes are not supported.
    * If you are looking for a library that randomly generates strings based on
    * `RegExp`s, see [randexp.js](https://github.com/fent/randexp.js)
    *
    * Supported patterns:
    * - `x{times}` => Repeat the `x` exactly `times` times.
    * - `x{min,max}` => Repeat the `x` `min` to `max` times.
    * - `[x-y]` => Randomly get a character between `x` and `y` (inclusive).
    * - `[x-y]{times}` => Randomly get a character between `x` and `y` (inclusive) and repeat it `times` times.
    * - `[x-y]{min,max}` => Randomly get a character between `x` and `y` (inclusive) and repeat it `min` to `max` times.
    * - `[^...]` => Randomly get an ASCII number or letter character that is not in the given range. (e.g. `[^0-9]` will get a random non-numeric character).
    * - `[-...]` => Include dashes in the range. Must be placed after the negate character `^` and before any character sets if used (e.g. `[^-0-9]` will not get any numeric characters or dashes).
    * - `/[x-y]/i` => Randomly gets an uppercase or lowercase character between `x` and `y` (inclusive).
    * - `x?` => Randomly decide to include or not include `x`.
    * - `[x-y]?` => Randomly decide to include or not include characters between `x` and `y` (inclusive).
    * - `x*` => Repeat `x` 0 or more times.
    * - `[x-y]*` => Repeat characters between `x` and `y` (inclusive) 0 or more times.
    * - `x+` => Repeat `x` 1 or more times.
    * - `[x-y]+` => Repeat characters between `x` and `y` (inclusive) 1 or more times.
    * - `.` => returns a wildcard ASCII character that can be any number, character or symbol. Can be combined with quantifiers as well.
    *
    * @param {string | RegExp} pattern The template string/RegExp to generate a matching string for.
    * @returns {string} A string matching the given pattern.
    *
    * @throws If min value is more than max value in quantifier. e.g. `#{10,5}`
    * @throws If invalid quantifier symbol is passed in.
    *
    * @example
    * regexSample('#{5}') // '#####'
    * regexSample('#{2,9}') // '#######'
    * regexSample('[1-7]') // '5'
    * regexSample('#{3}test[1-5]') // '###test3'
    * regexSample('[0-9a-dmno]') // '5'
    * regexSample('[^a-zA-Z0-8]') // '9'
    * regexSample('[a-d0-6]{2,8}') // 'a0dc45b0'
    * regexSample('[-a-z]{5}') // 'a-zab'
    * regexSample(/[A-Z0-9]{4}-[A-Z0-9]{4}/) // 'BS4G-485H'
    * regexSample(/[A-Z]{5}/i) // 'pDKfh'
    * regexSample(/.{5}/) // '14(#B'
    * regexSample(/Joh?n/) // 'Jon'
    * regexSample(/ABC*DE/) // 'ABDE'
    * regexSample(/bee+p/) // 'beeeeeeeep'
    *
    * @since 8.0.0
    */
  function regexSample$1(pattern) {
    let isCaseInsensitive = false;
    if (pattern instanceof RegExp) {
      isCaseInsensitive = pattern.flags.includes('i');
      pattern = pattern.toString();
      pattern = pattern.match(/\/(.+?)\//)?.[1] ?? ''; // Remove frontslash from front and back of RegExp
    }
    pattern = pattern.replace(/^(\^)?(.*?)(\$)?$/, '$2'); // Remove anchors if present

    let min;
    let max;
    let repetitions;

    // Deal with single wildcards
    const SINGLE_CHAR_REG = /([.A-Za-z0-9])(?:\{(\d+)(?:\,(\d+)|)\}|(\?|\*|\+))(?![^[]*]|[^{]*})/;
    let token = pattern.match(SINGLE_CHAR_REG);
    while (token != null) {
      const quantifierMin = token[2];
      const quantifierMax = token[3];
      const quantifierSymbol = token[4];
      repetitions = getRepetitionsBasedOnQuantifierParameters(quantifierSymbol, quantifierMin, quantifierMax);
      pattern = pattern.slice(0, token.index) + token[1].repeat(repetitions) + pattern.slice(token.index + token[0].length);
      token = pattern.match(SINGLE_CHAR_REG);
    }
    const SINGLE_RANGE_REG = /(\d-\d|\w-\w|\d|\w|[-!@#$&()`.+,/"])/;
    const RANGE_ALPHANUMEMRIC_REG = /\[(\^|)(-|)(.+?)\](?:\{(\d+)(?:\,(\d+)|)\}|(\?|\*|\+)|)/;
    // Deal with character classes with quantifiers `[a-z0-9]{min[, max]}`
    token = pattern.match(RANGE_ALPHANUMEMRIC_REG);
    while (token != null) {
      const isNegated = token[1] === '^';
      const includesDash = token[2] === '-';
      const quantifierMin = token[4];
      const quantifierMax = token[5];
      const quantifierSymbol = token[6];
      const rangeCodes = [];
      let ranges = token[3];
      let range = ranges.match(SINGLE_RANGE_REG);
      if (includesDash) {
        // 45 is the ascii code for '-'
        rangeCodes.push(45);
      }
      while (range != null) {
        if (range[0].indexOf('-') === -1) {
          // handle non-ranges
          if (isCaseInsensitive && isNaN(Number(range[0]))) {
            rangeCodes.push(range[0].toUpperCase().charCodeAt(0));
            rangeCodes.push(range[0].toLowerCase().charCodeAt(0));
          } else {
            rangeCodes.push(range[0].charCodeAt(0));
          }
        } else {
          // handle ranges
          const rangeMinMax = range[0].split('-').map(x => x.charCodeAt(0));
          min = rangeMinMax[0];
          max = rangeMinMax[1];
          // throw error if min larger than max
          if (min > max) {
            throw new Error('Character range provided is out of order.');
          }
          for (let i = min; i <= max; i++) {
            if (isCaseInsensitive && isNaN(Number(String.fromCharCode(i)))) {
              const ch = String.fromCharCode(i);
              rangeCodes.push(ch.toUpperCase().charCodeAt(0));
              rangeCodes.push(ch.toLowerCase().charCodeAt(0));
            } else {
              rangeCodes.push(i);
            }
          }
        }
        ranges = ranges.substring(range[0].length);
        range = ranges.match(SINGLE_RANGE_REG);
      }
      repetitions = getRepetitionsBasedOnQuantifierParameters(quantifierSymbol, quantifierMin, quantifierMax);
      if (isNegated) {
        let index = -1;
        // 0-9
        for (let i = 48; i <= 57; i++) {
          index = rangeCodes.indexOf(i);
          if (index > -1) {
            rangeCodes.splice(index, 1);
            continue;
          }
          rangeCodes.push(i);
        }

        // A-Z
        for (let i = 65; i <= 90; i++) {
          index = rangeCodes.indexOf(i);
          if (index > -1) {
            rangeCodes.splice(index, 1);
            continue;
          }
          rangeCodes.push(i);
        }

        // a-z
        for (let i = 97; i <= 122; i++) {
          index = rangeCodes.indexOf(i);
          if (index > -1) {
            rangeCodes.splice(index, 1);
            continue;
          }
          rangeCodes.push(i);
        }
      }
      const generatedString = Array.from({
        length: repetitions
      }, () => String.fromCharCode(rangeCodes[intSample(0)])).join('');
      pattern = pattern.slice(0, token.index) + generatedString + pattern.slice(token.index + token[0].length);
      token = pattern.match(RANGE_ALPHANUMEMRIC_REG);
    }
    const RANGE_REP_REG = /(.)\{(\d+)\,(\d+)\}/;
    // Deal with quantifier ranges `{min,max}`
    token = pattern.match(RANGE_REP_REG);
    while (token != null) {
      min = parseInt(token[2]);
      max = parseInt(token[3]);
      // throw error if min larger than max
      if (min > max) {
        throw new Error('Numbers out of order in {} quantifier.');
      }
      repetitions = intSample(min);
      pattern = pattern.slice(0, token.index) + token[1].repeat(repetitions) + pattern.slice(token.index + token[0].length);
      token = pattern.match(RANGE_REP_REG);
    }
    const REP_REG = /(.)\{(\d+)\}/;
    // Deal with repeat `{num}`
    token = pattern.match(REP_REG);
    while (token != null) {
      repetitions = parseInt(token[2]);
      pattern = pattern.slice(0, token.index) + token[1].repeat(repetitions) + pattern.slice(token.index + token[0].length);
      token = pattern.match(REP_REG);
    }
    return pattern;
  }

  const passwordSymbols = 'qwerty!@#$%^123456';
  function emailSample() {
    return 'user@example.com';
  }
  function idnEmailSample() {
    return 'пошта@укр.нет';
  }
  function passwordSample(min, max) {
    let res = 'pa$$word';
    if (min > res.length) {
      res += '_';
      res += ensureMinLength(passwordSymbols, min - res.length).substring(0, min - res.length);
    }
    return res;
  }
  function commonDateTimeSample({
    min,
    max,
    omitTime,
    omitDate
  }) {
    let res = toRFCDateTime(new Date('2019-08-24T14:15:22.123Z'), omitTime, omitDate);
    if (res.length < min) {
      console.warn(`Using minLength = ${min} is incorrect with format "date-time"`);
    }
    if (max && res.length > max) {
      console.warn(`Using maxLength = ${max} is incorrect with format "date-time"`);
    }
    return res;
  }
  function dateTimeSample(min, max) {
    return commonDateTimeSample({
      min,
      max,
      omitTime: false,
      omitDate: false
    });
  }
  function dateSample(min, max) {
    return commonDateTimeSample({
      min,
      max,
      omitTime: true,
      omitDate: false
    });
  }
  function timeSample(min, max) {
    return commonDateTimeSample({
      min,
      max,
      omitTime: false,
      omitDate: true
    }).slice(1);
  }
  function defaultSample(min, max, _propertyName, pattern, enablePatterns = false) {
    if (pattern && enablePatterns) {
      return regexSample$1(pattern);
    }
    let res = ensureMinLength('string', min);
    if (max && res.length > max) {
      res = res.substring(0, max);
    }
    return res;
  }
  function ipv4Sample() {
    return '192.168.0.1';
  }
  function ipv6Sample() {
    return '2001:0db8:85a3:0000:0000:8a2e:0370:7334';
  }
  function hostnameSample() {
    return 'example.com';
  }
  function idnHostnameSample() {
    return 'приклад.укр';
  }
  function uriSample() {
    return 'http://example.com';
  }
  function uriReferenceSample() {
    return '../dictionary';
  }
  function uriTemplateSample() {
    return 'http://example.com/{endpoint}';
  }
  function iriSample() {
    return 'http://example.com/entity/1';
  }
  function iriReferenceSample() {
    return '/entity/1';
  }
  function uuidSample(_min, _max, propertyName) {
    return uuid(propertyName || 'id');
  }
  function jsonPointerSample() {
    return '/json/pointer';
  }
  function relativeJsonPointerSample() {
    return '1/relative/json/pointer';
  }
  function regexSample() {
    return '/regex/';
  }
  const stringFormats = {
    'email': emailSample,
    'idn-email': idnEmailSample,
    // https://tools.ietf.org/html/rfc6531#section-3.3
    'password': passwordSample,
    'date-time': dateTimeSample,
    'date': dateSample,
    'time': timeSample,
    // full-time in https://tools.ietf.org/html/rfc3339#section-5.6
    'ipv4': ipv4Sample,
    'ipv6': ipv6Sample,
    'hostname': hostnameSample,
    'idn-hostname': idnHostnameSample,
    // https://tools.ietf.org/html/rfc5890#section-2.3.2.3
    'iri': iriSample,
    // https://tools.ietf.org/html/rfc3987
    'iri-reference': iriReferenceSample,
    'uri': uriSample,
    'uri-reference': uriReferenceSample,
    // either a URI or relative-reference https://tools.ietf.org/html/rfc3986#section-4.1
    'uri-template': uriTemplateSample,
    'uuid': uuidSample,
    'default': defaultSample,
    'json-pointer': jsonPointerSample,
    'relative-json-pointer': relativeJsonPointerSample,
    // https://tools.ietf.org/html/draft-handrews-relative-json-pointer-01
    'regex': regexSample
  };
  function sampleString(schema, options, spec, context) {
    let format = schema.format || 'default';
    let sampler = stringFormats[format] || defaultSample;
    let propertyName = context && context.propertyName;
    return sampler(schema.minLength || 0, schema.maxLength, propertyName, schema.pattern, options?.enablePatterns);
  }

  /**
   * Expression - Parses and stores a tag pattern expression
   * 
   * Patterns are parsed once and stored in an optimized structure for fast matching.
   * 
   * @example
   * const expr = new Expression("root.users.user");
   * const expr2 = new Expression("..user[id]:first");
   * const expr3 = new Expression("root/users/user", { separator: '/' });
   */
  class Expression {
    /**
     * Create a new Expression
     * @param {string} pattern - Pattern string (e.g., "root.users.user", "..user[id]")
     * @param {Object} options - Configuration options
     * @param {string} options.separator - Path separator (default: '.')
     */
    constructor(pattern, options = {}, data) {
      this.pattern = pattern;
      this.separator = options.separator || '.';
      this.segments = this._parse(pattern);
      this.data = data;
      // Cache expensive checks for performance (O(1) instead of O(n))
      this._hasDeepWildcard = this.segments.some(seg => seg.type === 'deep-wildcard');
      this._hasAttributeCondition = this.segments.some(seg => seg.attrName !== undefined);
      this._hasPositionSelector = this.segments.some(seg => seg.position !== undefined);
    }

    /**
     * Parse pattern string into segments
     * @private
     * @param {string} pattern - Pattern to parse
     * @returns {Array} Array of segment objects
     */
    _parse(pattern) {
      const segments = [];

      // Split by separator but handle ".." specially
      let i = 0;
      let currentPart = '';

      while (i < pattern.length) {
        if (pattern[i] === this.separator) {
          // Check if next char is also separator (deep wildcard)
          if (i + 1 < pattern.length && pattern[i + 1] === this.separator) {
            // Flush current part if any
            if (currentPart.trim()) {
              segments.push(this._parseSegment(currentPart.trim()));
              currentPart = '';
            }
            // Add deep wildcard
            segments.push({ type: 'deep-wildcard' });
            i += 2; // Skip both separators
          } else {
            // Regular separator
            if (currentPart.trim()) {
              segments.push(this._parseSegment(currentPart.trim()));
            }
            currentPart = '';
            i++;
          }
        } else {
          currentPart += pattern[i];
          i++;
        }
      }

      // Flush remaining part
      if (currentPart.trim()) {
        segments.push(this._parseSegment(currentPart.trim()));
      }

      return segments;
    }

    /**
     * Parse a single segment
     * @private
     * @param {string} part - Segment string (e.g., "user", "ns::user", "user[id]", "ns::user:first")
     * @returns {Object} Segment object
     */
    _parseSegment(part) {
      const segment = { type: 'tag' };

      // NEW NAMESPACE SYNTAX (v2.0):
      // ============================
      // Namespace uses DOUBLE colon (::)
      // Position uses SINGLE colon (:)
      // 
      // Examples:
      //   "user"              → tag
      //   "user:first"        → tag + position
      //   "user[id]"          → tag + attribute
      //   "user[id]:first"    → tag + attribute + position
      //   "ns::user"          → namespace + tag
      //   "ns::user:first"    → namespace + tag + position
      //   "ns::user[id]"      → namespace + tag + attribute
      //   "ns::user[id]:first" → namespace + tag + attribute + position
      //   "ns::first"         → namespace + tag named "first" (NO ambiguity!)
      //
      // This eliminates all ambiguity:
      //   :: = namespace separator
      //   :  = position selector
      //   [] = attributes

      // Step 1: Extract brackets [attr] or [attr=value]
      let bracketContent = null;
      let withoutBrackets = part;

      const bracketMatch = part.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
      if (bracketMatch) {
        withoutBrackets = bracketMatch[1] + bracketMatch[3];
        if (bracketMatch[2]) {
          const content = bracketMatch[2].slice(1, -1);
          if (content) {
            bracketContent = content;
          }
        }
      }

      // Step 2: Check for namespace (double colon ::)
      let namespace = undefined;
      let tagAndPosition = withoutBrackets;

      if (withoutBrackets.includes('::')) {
        const nsIndex = withoutBrackets.indexOf('::');
        namespace = withoutBrackets.substring(0, nsIndex).trim();
        tagAndPosition = withoutBrackets.substring(nsIndex + 2).trim(); // Skip ::

        if (!namespace) {
          throw new Error(`Invalid namespace in pattern: ${part}`);
        }
      }

      // Step 3: Parse tag and position (single colon :)
      let tag = undefined;
      let positionMatch = null;

      if (tagAndPosition.includes(':')) {
        const colonIndex = tagAndPosition.lastIndexOf(':'); // Use last colon for position
        const tagPart = tagAndPosition.substring(0, colonIndex).trim();
        const posPart = tagAndPosition.substring(colonIndex + 1).trim();

        // Verify position is a valid keyword
        const isPositionKeyword = ['first', 'last', 'odd', 'even'].includes(posPart) ||
          /^nth\(\d+\)$/.test(posPart);

        if (isPositionKeyword) {
          tag = tagPart;
          positionMatch = posPart;
        } else {
          // Not a valid position keyword, treat whole thing as tag
          tag = tagAndPosition;
        }
      } else {
        tag = tagAndPosition;
      }

      if (!tag) {
        throw new Error(`Invalid segment pattern: ${part}`);
      }

      segment.tag = tag;
      if (namespace) {
        segment.namespace = namespace;
      }

      // Step 4: Parse attributes
      if (bracketContent) {
        if (bracketContent.includes('=')) {
          const eqIndex = bracketContent.indexOf('=');
          segment.attrName = bracketContent.substring(0, eqIndex).trim();
          segment.attrValue = bracketContent.substring(eqIndex + 1).trim();
        } else {
          segment.attrName = bracketContent.trim();
        }
      }

      // Step 5: Parse position selector
      if (positionMatch) {
        const nthMatch = positionMatch.match(/^nth\((\d+)\)$/);
        if (nthMatch) {
          segment.position = 'nth';
          segment.positionValue = parseInt(nthMatch[1], 10);
        } else {
          segment.position = positionMatch;
        }
      }

      return segment;
    }

    /**
     * Get the number of segments
     * @returns {number}
     */
    get length() {
      return this.segments.length;
    }

    /**
     * Check if expression contains deep wildcard
     * @returns {boolean}
     */
    hasDeepWildcard() {
      return this._hasDeepWildcard;
    }

    /**
     * Check if expression has attribute conditions
     * @returns {boolean}
     */
    hasAttributeCondition() {
      return this._hasAttributeCondition;
    }

    /**
     * Check if expression has position selectors
     * @returns {boolean}
     */
    hasPositionSelector() {
      return this._hasPositionSelector;
    }

    /**
     * Get string representation
     * @returns {string}
     */
    toString() {
      return this.pattern;
    }
  }

  /**
   * MatcherView - A lightweight read-only view over a Matcher's internal state.
   *
   * Created once by Matcher and reused across all callbacks. Holds a direct
   * reference to the parent Matcher so it always reflects current parser state
   * with zero copying or freezing overhead.
   *
   * Users receive this via {@link Matcher#readOnly} or directly from parser
   * callbacks. It exposes all query and matching methods but has no mutation
   * methods — misuse is caught at the TypeScript level rather than at runtime.
   *
   * @example
   * const matcher = new Matcher();
   * const view = matcher.readOnly();
   *
   * matcher.push("root", {});
   * view.getCurrentTag(); // "root"
   * view.getDepth();      // 1
   */
  class MatcherView {
    /**
     * @param {Matcher} matcher - The parent Matcher instance to read from.
     */
    constructor(matcher) {
      this._matcher = matcher;
    }

    /**
     * Get the path separator used by the parent matcher.
     * @returns {string}
     */
    get separator() {
      return this._matcher.separator;
    }

    /**
     * Get current tag name.
     * @returns {string|undefined}
     */
    getCurrentTag() {
      const path = this._matcher.path;
      return path.length > 0 ? path[path.length - 1].tag : undefined;
    }

    /**
     * Get current namespace.
     * @returns {string|undefined}
     */
    getCurrentNamespace() {
      const path = this._matcher.path;
      return path.length > 0 ? path[path.length - 1].namespace : undefined;
    }

    /**
     * Get current node's attribute value.
     * @param {string} attrName
     * @returns {*}
     */
    getAttrValue(attrName) {
      const path = this._matcher.path;
      if (path.length === 0) return undefined;
      return path[path.length - 1].values?.[attrName];
    }

    /**
     * Check if current node has an attribute.
     * @param {string} attrName
     * @returns {boolean}
     */
    hasAttr(attrName) {
      const path = this._matcher.path;
      if (path.length === 0) return false;
      const current = path[path.length - 1];
      return current.values !== undefined && attrName in current.values;
    }

    /**
     * Get current node's sibling position (child index in parent).
     * @returns {number}
     */
    getPosition() {
      const path = this._matcher.path;
      if (path.length === 0) return -1;
      return path[path.length - 1].position ?? 0;
    }

    /**
     * Get current node's repeat counter (occurrence count of this tag name).
     * @returns {number}
     */
    getCounter() {
      const path = this._matcher.path;
      if (path.length === 0) return -1;
      return path[path.length - 1].counter ?? 0;
    }

    /**
     * Get current node's sibling index (alias for getPosition).
     * @returns {number}
     * @deprecated Use getPosition() or getCounter() instead
     */
    getIndex() {
      return this.getPosition();
    }

    /**
     * Get current path depth.
     * @returns {number}
     */
    getDepth() {
      return this._matcher.path.length;
    }

    /**
     * Get path as string.
     * @param {string} [separator] - Optional separator (uses default if not provided)
     * @param {boolean} [includeNamespace=true]
     * @returns {string}
     */
    toString(separator, includeNamespace = true) {
      return this._matcher.toString(separator, includeNamespace);
    }

    /**
     * Get path as array of tag names.
     * @returns {string[]}
     */
    toArray() {
      return this._matcher.path.map(n => n.tag);
    }

    /**
     * Match current path against an Expression.
     * @param {Expression} expression
     * @returns {boolean}
     */
    matches(expression) {
      return this._matcher.matches(expression);
    }

    /**
     * Match any expression in the given set against the current path.
     * @param {ExpressionSet} exprSet
     * @returns {boolean}
     */
    matchesAny(exprSet) {
      return exprSet.matchesAny(this._matcher);
    }
  }

  /**
   * Matcher - Tracks current path in XML/JSON tree and matches against Expressions.
   *
   * The matcher maintains a stack of nodes representing the current path from root to
   * current tag. It only stores attribute values for the current (top) node to minimize
   * memory usage. Sibling tracking is used to auto-calculate position and counter.
   *
   * Use {@link Matcher#readOnly} to obtain a {@link MatcherView} safe to pass to
   * user callbacks — it always reflects current state with no Proxy overhead.
   *
   * @example
   * const matcher = new Matcher();
   * matcher.push("root", {});
   * matcher.push("users", {});
   * matcher.push("user", { id: "123", type: "admin" });
   *
   * const expr = new Expression("root.users.user");
   * matcher.matches(expr); // true
   */
  class Matcher {
    /**
     * Create a new Matcher.
     * @param {Object} [options={}]
     * @param {string} [options.separator='.'] - Default path separator
     */
    constructor(options = {}) {
      this.separator = options.separator || '.';
      this.path = [];
      this.siblingStacks = [];
      // Each path node: { tag, values, position, counter, namespace? }
      // values only present for current (last) node
      // Each siblingStacks entry: Map<tagName, count> tracking occurrences at each level
      this._pathStringCache = null;
      this._view = new MatcherView(this);
    }

    /**
     * Push a new tag onto the path.
     * @param {string} tagName
     * @param {Object|null} [attrValues=null]
     * @param {string|null} [namespace=null]
     */
    push(tagName, attrValues = null, namespace = null) {
      this._pathStringCache = null;

      // Remove values from previous current node (now becoming ancestor)
      if (this.path.length > 0) {
        this.path[this.path.length - 1].values = undefined;
      }

      // Get or create sibling tracking for current level
      const currentLevel = this.path.length;
      if (!this.siblingStacks[currentLevel]) {
        this.siblingStacks[currentLevel] = new Map();
      }

      const siblings = this.siblingStacks[currentLevel];

      // Create a unique key for sibling tracking that includes namespace
      const siblingKey = namespace ? `${namespace}:${tagName}` : tagName;

      // Calculate counter (how many times this tag appeared at this level)
      const counter = siblings.get(siblingKey) || 0;

      // Calculate position (total children at this level so far)
      let position = 0;
      for (const count of siblings.values()) {
        position += count;
      }

      // Update sibling count for this tag
      siblings.set(siblingKey, counter + 1);

      // Create new node
      const node = {
        tag: tagName,
        position: position,
        counter: counter
      };

      if (namespace !== null && namespace !== undefined) {
        node.namespace = namespace;
      }

      if (attrValues !== null && attrValues !== undefined) {
        node.values = attrValues;
      }

      this.path.push(node);
    }

    /**
     * Pop the last tag from the path.
     * @returns {Object|undefined} The popped node
     */
    pop() {
      if (this.path.length === 0) return undefined;
      this._pathStringCache = null;

      const node = this.path.pop();

      if (this.siblingStacks.length > this.path.length + 1) {
        this.siblingStacks.length = this.path.length + 1;
      }

      return node;
    }

    /**
     * Update current node's attribute values.
     * Useful when attributes are parsed after push.
     * @param {Object} attrValues
     */
    updateCurrent(attrValues) {
      if (this.path.length > 0) {
        const current = this.path[this.path.length - 1];
        if (attrValues !== null && attrValues !== undefined) {
          current.values = attrValues;
        }
      }
    }

    /**
     * Get current tag name.
     * @returns {string|undefined}
     */
    getCurrentTag() {
      return this.path.length > 0 ? this.path[this.path.length - 1].tag : undefined;
    }

    /**
     * Get current namespace.
     * @returns {string|undefined}
     */
    getCurrentNamespace() {
      return this.path.length > 0 ? this.path[this.path.length - 1].namespace : undefined;
    }

    /**
     * Get current node's attribute value.
     * @param {string} attrName
     * @returns {*}
     */
    getAttrValue(attrName) {
      if (this.path.length === 0) return undefined;
      return this.path[this.path.length - 1].values?.[attrName];
    }

    /**
     * Check if current node has an attribute.
     * @param {string} attrName
     * @returns {boolean}
     */
    hasAttr(attrName) {
      if (this.path.length === 0) return false;
      const current = this.path[this.path.length - 1];
      return current.values !== undefined && attrName in current.values;
    }

    /**
     * Get current node's sibling position (child index in parent).
     * @returns {number}
     */
    getPosition() {
      if (this.path.length === 0) return -1;
      return this.path[this.path.length - 1].position ?? 0;
    }

    /**
     * Get current node's repeat counter (occurrence count of this tag name).
     * @returns {number}
     */
    getCounter() {
      if (this.path.length === 0) return -1;
      return this.path[this.path.length - 1].counter ?? 0;
    }

    /**
     * Get current node's sibling index (alias for getPosition).
     * @returns {number}
     * @deprecated Use getPosition() or getCounter() instead
     */
    getIndex() {
      return this.getPosition();
    }

    /**
     * Get current path depth.
     * @returns {number}
     */
    getDepth() {
      return this.path.length;
    }

    /**
     * Get path as string.
     * @param {string} [separator] - Optional separator (uses default if not provided)
     * @param {boolean} [includeNamespace=true]
     * @returns {string}
     */
    toString(separator, includeNamespace = true) {
      const sep = separator || this.separator;
      const isDefault = (sep === this.separator && includeNamespace === true);

      if (isDefault) {
        if (this._pathStringCache !== null) {
          return this._pathStringCache;
        }
        const result = this.path.map(n =>
          (n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
        ).join(sep);
        this._pathStringCache = result;
        return result;
      }

      return this.path.map(n =>
        (includeNamespace && n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
      ).join(sep);
    }

    /**
     * Get path as array of tag names.
     * @returns {string[]}
     */
    toArray() {
      return this.path.map(n => n.tag);
    }

    /**
     * Reset the path to empty.
     */
    reset() {
      this._pathStringCache = null;
      this.path = [];
      this.siblingStacks = [];
    }

    /**
     * Match current path against an Expression.
     * @param {Expression} expression
     * @returns {boolean}
     */
    matches(expression) {
      const segments = expression.segments;

      if (segments.length === 0) {
        return false;
      }

      if (expression.hasDeepWildcard()) {
        return this._matchWithDeepWildcard(segments);
      }

      return this._matchSimple(segments);
    }

    /**
     * @private
     */
    _matchSimple(segments) {
      if (this.path.length !== segments.length) {
        return false;
      }

      for (let i = 0; i < segments.length; i++) {
        if (!this._matchSegment(segments[i], this.path[i], i === this.path.length - 1)) {
          return false;
        }
      }

      return true;
    }

    /**
     * @private
     */
    _matchWithDeepWildcard(segments) {
      let pathIdx = this.path.length - 1;
      let segIdx = segments.length - 1;

      while (segIdx >= 0 && pathIdx >= 0) {
        const segment = segments[segIdx];

        if (segment.type === 'deep-wildcard') {
          segIdx--;

          if (segIdx < 0) {
            return true;
          }

          const nextSeg = segments[segIdx];
          let found = false;

          for (let i = pathIdx; i >= 0; i--) {
            if (this._matchSegment(nextSeg, this.path[i], i === this.path.length - 1)) {
              pathIdx = i - 1;
              segIdx--;
              found = true;
              break;
            }
          }

          if (!found) {
            return false;
          }
        } else {
          if (!this._matchSegment(segment, this.path[pathIdx], pathIdx === this.path.length - 1)) {
            return false;
          }
          pathIdx--;
          segIdx--;
        }
      }

      return segIdx < 0;
    }

    /**
     * @private
     */
    _matchSegment(segment, node, isCurrentNode) {
      if (segment.tag !== '*' && segment.tag !== node.tag) {
        return false;
      }

      if (segment.namespace !== undefined) {
        if (segment.namespace !== '*' && segment.namespace !== node.namespace) {
          return false;
        }
      }

      if (segment.attrName !== undefined) {
        if (!isCurrentNode) {
          return false;
        }

        if (!node.values || !(segment.attrName in node.values)) {
          return false;
        }

        if (segment.attrValue !== undefined) {
          if (String(node.values[segment.attrName]) !== String(segment.attrValue)) {
            return false;
          }
        }
      }

      if (segment.position !== undefined) {
        if (!isCurrentNode) {
          return false;
        }

        const counter = node.counter ?? 0;

        if (segment.position === 'first' && counter !== 0) {
          return false;
        } else if (segment.position === 'odd' && counter % 2 !== 1) {
          return false;
        } else if (segment.position === 'even' && counter % 2 !== 0) {
          return false;
        } else if (segment.position === 'nth' && counter !== segment.positionValue) {
          return false;
        }
      }

      return true;
    }

    /**
     * Match any expression in the given set against the current path.
     * @param {ExpressionSet} exprSet
     * @returns {boolean}
     */
    matchesAny(exprSet) {
      return exprSet.matchesAny(this);
    }

    /**
     * Create a snapshot of current state.
     * @returns {Object}
     */
    snapshot() {
      return {
        path: this.path.map(node => ({ ...node })),
        siblingStacks: this.siblingStacks.map(map => new Map(map))
      };
    }

    /**
     * Restore state from snapshot.
     * @param {Object} snapshot
     */
    restore(snapshot) {
      this._pathStringCache = null;
      this.path = snapshot.path.map(node => ({ ...node }));
      this.siblingStacks = snapshot.siblingStacks.map(map => new Map(map));
    }

    /**
     * Return the read-only {@link MatcherView} for this matcher.
     *
     * The same instance is returned on every call — no allocation occurs.
     * It always reflects the current parser state and is safe to pass to
     * user callbacks without risk of accidental mutation.
     *
     * @returns {MatcherView}
     *
     * @example
     * const view = matcher.readOnly();
     * // pass view to callbacks — it stays in sync automatically
     * view.matches(expr);       // ✓
     * view.getCurrentTag();     // ✓
     * // view.push(...)         // ✗ method does not exist — caught by TypeScript
     */
    readOnly() {
      return this._view;
    }
  }

  function safeComment(val) {
    return String(val)
      .replace(/--/g, '- -')   // -- is illegal anywhere in comment content
      .replace(/--/g, '- -')   // handle the scenario when 2 consiucative dashes appears 
      .replace(/-$/, '- ');    // trailing - would form -- with the closing -->
  }

  function safeCdata(val) {
    return String(val).replace(/\]\]>/g, ']]]]><![CDATA[>')
  }

  function escapeAttribute(val) {
    return String(val).replace(/"/g, '&quot;').replace(/'/g, '&apos;')
  }

  /**
   * xml-naming
   * Validates XML Name productions as defined in the XML 1.0 and 1.1 specifications.
   * Covers: Name, NCName, QName, NMToken, NMTokens
   *
   * XML 1.0 spec: https://www.w3.org/TR/xml/#NT-Name
   * XML 1.1 spec: https://www.w3.org/TR/xml11/#NT-NameStartChar
   * XML NS spec:  https://www.w3.org/TR/xml-names/#NT-NCName
   */

  // ---------------------------------------------------------------------------
  // Character class strings — XML 1.0
  //
  // NameStartChar ::= ":" | [A-Z] | "_" | [a-z]
  //   | [#xC0-#xD6]   | [#xD8-#xF6]   | [#xF8-#x2FF]
  //   | [#x370-#x37D] | [#x37F-#x1FFF]    <- split to exclude #x0487
  //   | [#x200C-#x200D]
  //   | [#x2070-#x218F] | [#x2C00-#x2FEF]
  //   | [#x3001-#xD7FF] | [#xF900-#xFDCF] | [#xFDF0-#xFFFD]
  //
  // NameChar ::= NameStartChar | "-" | "." | [0-9]
  //   | #xB7 | [#x0300-#x036F] | [#x203F-#x2040]
  //
  // Note: \u0487 (Combining Cyrillic Millions Sign) was added in Unicode 4.0,
  // after XML 1.0 was defined against Unicode 2.0. It falls inside the range
  // \u037F-\u1FFF but must be excluded. We split that range into
  // \u037F-\u0486 and \u0488-\u1FFF to exclude it explicitly.
  // ---------------------------------------------------------------------------

  const nameStartChar10 =
    ':A-Za-z_' +
    '\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF' +
    '\u0370-\u037D' +
    '\u037F-\u0486\u0488-\u1FFF' +  // split to exclude \u0487
    '\u200C-\u200D' +
    '\u2070-\u218F' +
    '\u2C00-\u2FEF' +
    '\u3001-\uD7FF' +
    '\uF900-\uFDCF' +
    '\uFDF0-\uFFFD';

  const nameChar10 =
    nameStartChar10 +
    '\\-\\.\\d' +
    '\u00B7' +
    '\u0300-\u036F' +
    '\u203F-\u2040';

  // ---------------------------------------------------------------------------
  // Character class strings — XML 1.1
  //
  // Differences from XML 1.0:
  //
  // NameStartChar:
  //   1.0 has split ranges: \u00C0-\u00D6, \u00D8-\u00F6, \u00F8-\u02FF
  //   1.1 merges them into: \u00C0-\u02FF
  //   (\u00D7 x and \u00F7 / are division symbols, excluded in both versions)
  //
  //   1.0 tops out at \uFFFD (BMP only)
  //   1.1 adds \u{10000}-\u{EFFFF} (supplementary planes)
  //   These require the /u flag on the RegExp — see buildRegexes below.
  //
  // NameChar:
  //   1.1 adds \u0487 (Combining Cyrillic Millions Sign, added in Unicode 4.0)
  // ---------------------------------------------------------------------------

  const nameStartChar11 =
    ':A-Za-z_' +
    '\u00C0-\u02FF' +                    // merged — 1.0 had three split ranges here
    '\u0370-\u037D' +
    '\u037F-\u0486\u0488-\u1FFF' +       // split to exclude \u0487 (combining mark, never a NameStartChar)
    '\u200C-\u200D' +
    '\u2070-\u218F' +
    '\u2C00-\u2FEF' +
    '\u3001-\uD7FF' +
    '\uF900-\uFDCF' +
    '\uFDF0-\uFFFD' +
    '\u{10000}-\u{EFFFF}';     // supplementary planes — REQUIRES /u flag on RegExp

  const nameChar11 =
    nameStartChar11 +
    '\\-\\.\\d' +
    '\u00B7' +
    '\u0300-\u036F' +
    '\u0487' +                 // Combining Cyrillic Millions Sign — valid in 1.1, not 1.0
    '\u203F-\u2040';

  // ---------------------------------------------------------------------------
  // Regex builders
  //
  // XML 1.0 regexes: no flags — BMP only, standard JS regex behaviour.
  // XML 1.1 regexes: /u flag — required for \u{10000}-\u{EFFFF} to match actual
  //   supplementary code points rather than lone surrogates (which are illegal XML).
  // ---------------------------------------------------------------------------

  const buildRegexes = (startChar, char, flags = '') => {
    const ncStart = startChar.replace(':', '');
    const ncChar = char.replace(':', '');
    const ncNamePat = `[${ncStart}][${ncChar}]*`;

    return {
      name: new RegExp(`^[${startChar}][${char}]*$`, flags),
      ncName: new RegExp(`^${ncNamePat}$`, flags),
      qName: new RegExp(`^${ncNamePat}(?::${ncNamePat})?$`, flags),
      nmToken: new RegExp(`^[${char}]+$`, flags),
      nmTokens: new RegExp(`^[${char}]+(?:\\s+[${char}]+)*$`, flags),
    };
  };

  const regexes10 = buildRegexes(nameStartChar10, nameChar10);       // no /u — BMP only
  const regexes11 = buildRegexes(nameStartChar11, nameChar11, 'u');  // /u — enables \u{10000}-\u{EFFFF}

  const getRegexes = (xmlVersion = '1.0') =>
    xmlVersion === '1.1' ? regexes11 : regexes10;

  /**
   * Returns true if the string is a valid QName (Qualified Name).
   * Allows exactly one colon as a prefix separator: prefix:localName.
   * Used for: element and attribute names in namespace-aware XML/SVG.
   */
  const qName = (str, { xmlVersion = '1.0' } = {}) =>
    getRegexes(xmlVersion).qName.test(str);

  const EOL = "\n";

  /**
   * Detect XML version from the first element of the ordered array input.
   * The first element must be a ?xml processing instruction with a version attribute.
   * Returns '1.0' if not found.
   *
   * @param {array}  jArray
   * @param {object} options
   */
  function detectXmlVersionFromArray(jArray, options) {
      if (!Array.isArray(jArray) || jArray.length === 0) return '1.0';
      const first = jArray[0];
      const firstKey = propName(first);
      if (firstKey === '?xml') {
          const attrs = first[':@'];
          if (attrs) {
              const versionKey = options.attributeNamePrefix + 'version';
              if (attrs[versionKey]) return attrs[versionKey];
          }
      }
      return '1.0';
  }

  /**
   * Resolve a tag or attribute name through sanitizeName if configured.
   * Validation via xml-naming's qName is performed first; the sanitizeName
   * callback is invoked only when the name is invalid. If sanitizeName is
   * false (default), no validation occurs and the name is used as-is.
   *
   * @param {string}  name        - raw name from the JS object
   * @param {boolean} isAttribute - true when resolving an attribute name
   * @param {object}  options
   * @param {Matcher} matcher     - current matcher state (readonly from callback perspective)
   * @param {string}  xmlVersion  - '1.0' or '1.1', forwarded to xml-naming
   */
  function resolveTagName$1(name, isAttribute, options, matcher, xmlVersion) {
      if (!options.sanitizeName) return name;
      if (qName(name, { xmlVersion })) return name;
      return options.sanitizeName(name, { isAttribute, matcher: matcher.readOnly() });
  }

  /**
   * @param {array} jArray
   * @param {any} options
   * @returns
   */
  function toXml(jArray, options) {
      let indentation = "";
      if (options.format) {
          indentation = EOL;
      }

      // Pre-compile stopNode expressions for pattern matching
      const stopNodeExpressions = [];
      if (options.stopNodes && Array.isArray(options.stopNodes)) {
          for (let i = 0; i < options.stopNodes.length; i++) {
              const node = options.stopNodes[i];
              if (typeof node === 'string') {
                  stopNodeExpressions.push(new Expression(node));
              } else if (node instanceof Expression) {
                  stopNodeExpressions.push(node);
              }
          }
      }

      // Detect XML version for use in name validation
      const xmlVersion = detectXmlVersionFromArray(jArray, options);

      // Initialize matcher for path tracking
      const matcher = new Matcher();

      return arrToStr(jArray, options, indentation, matcher, stopNodeExpressions, xmlVersion);
  }

  function arrToStr(arr, options, indentation, matcher, stopNodeExpressions, xmlVersion) {
      let xmlStr = "";
      let isPreviousElementTag = false;

      if (options.maxNestedTags && matcher.getDepth() > options.maxNestedTags) {
          throw new Error("Maximum nested tags exceeded");
      }

      if (!Array.isArray(arr)) {
          // Non-array values (e.g. string tag values) should be treated as text content
          if (arr !== undefined && arr !== null) {
              let text = arr.toString();
              text = replaceEntitiesValue(text, options);
              return text;
          }
          return "";
      }

      for (let i = 0; i < arr.length; i++) {
          const tagObj = arr[i];
          const rawTagName = propName(tagObj);
          if (rawTagName === undefined) continue;

          // Special names are exempt from sanitizeName: internal conventions and PI tags
          // are not user-supplied XML element names.
          const isSpecialName = rawTagName === options.textNodeName
              || rawTagName === options.cdataPropName
              || rawTagName === options.commentPropName
              || rawTagName[0] === '?';

          // Resolve tag name (may transform it; may throw for invalid names)
          const tagName = isSpecialName
              ? rawTagName
              : resolveTagName$1(rawTagName, false, options, matcher, xmlVersion);

          // Extract attributes from ":@" property
          const attrValues = extractAttributeValues(tagObj[":@"], options);

          // Push resolved tag to matcher WITH attributes
          matcher.push(tagName, attrValues);

          // Check if this is a stop node using Expression matching
          const isStopNode = checkStopNode(matcher, stopNodeExpressions);

          if (tagName === options.textNodeName) {
              let tagText = tagObj[rawTagName];
              if (!isStopNode) {
                  tagText = options.tagValueProcessor(tagName, tagText);
                  tagText = replaceEntitiesValue(tagText, options);
              }
              if (isPreviousElementTag) {
                  xmlStr += indentation;
              }
              xmlStr += tagText;
              isPreviousElementTag = false;
              matcher.pop();
              continue;
          } else if (tagName === options.cdataPropName) {
              if (isPreviousElementTag) {
                  xmlStr += indentation;
              }
              const val = tagObj[rawTagName][0][options.textNodeName];
              const safeVal = safeCdata(val);
              xmlStr += `<![CDATA[${safeVal}]]>`;
              isPreviousElementTag = false;
              matcher.pop();
              continue;
          } else if (tagName === options.commentPropName) {
              const val = tagObj[rawTagName][0][options.textNodeName];
              const safeVal = safeComment(val);
              xmlStr += indentation + `<!--${safeVal}-->`;
              isPreviousElementTag = true;
              matcher.pop();
              continue;
          } else if (tagName[0] === "?") {
              const attStr = attr_to_str(tagObj[":@"], options, isStopNode, matcher, xmlVersion);
              const tempInd = tagName === "?xml" ? "" : indentation;
              // Text node content on PI/XML declaration tags is intentionally ignored.
              // Only attributes are valid on these tags per the XML spec.
              xmlStr += tempInd + `<${tagName}${attStr}?>`;
              isPreviousElementTag = true;
              matcher.pop();
              continue;
          }

          let newIdentation = indentation;
          if (newIdentation !== "") {
              newIdentation += options.indentBy;
          }

          // Pass isStopNode to attr_to_str so attributes are also not processed for stopNodes
          const attStr = attr_to_str(tagObj[":@"], options, isStopNode, matcher, xmlVersion);
          const tagStart = indentation + `<${tagName}${attStr}`;

          // If this is a stopNode, get raw content without processing
          let tagValue;
          if (isStopNode) {
              tagValue = getRawContent(tagObj[rawTagName], options);
          } else {
              tagValue = arrToStr(tagObj[rawTagName], options, newIdentation, matcher, stopNodeExpressions, xmlVersion);
          }

          if (options.unpairedTags.indexOf(tagName) !== -1) {
              if (options.suppressUnpairedNode) xmlStr += tagStart + ">";
              else xmlStr += tagStart + "/>";
          } else if ((!tagValue || tagValue.length === 0) && options.suppressEmptyNode) {
              xmlStr += tagStart + "/>";
          } else if (tagValue && tagValue.endsWith(">")) {
              xmlStr += tagStart + `>${tagValue}${indentation}</${tagName}>`;
          } else {
              xmlStr += tagStart + ">";
              if (tagValue && indentation !== "" && (tagValue.includes("/>") || tagValue.includes("</"))) {
                  xmlStr += indentation + options.indentBy + tagValue + indentation;
              } else {
                  xmlStr += tagValue;
              }
              xmlStr += `</${tagName}>`;
          }
          isPreviousElementTag = true;

          // Pop tag from matcher
          matcher.pop();
      }

      return xmlStr;
  }

  /**
   * Extract attribute values from the ":@" object and return as plain object
   * for passing to matcher.push()
   */
  function extractAttributeValues(attrMap, options) {
      if (!attrMap || options.ignoreAttributes) return null;

      const attrValues = {};
      let hasAttrs = false;

      for (let attr in attrMap) {
          if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
          // Remove the attribute prefix to get clean attribute name
          const cleanAttrName = attr.startsWith(options.attributeNamePrefix)
              ? attr.substr(options.attributeNamePrefix.length)
              : attr;
          attrValues[cleanAttrName] = escapeAttribute(attrMap[attr]);
          hasAttrs = true;
      }

      return hasAttrs ? attrValues : null;
  }

  /**
   * Extract raw content from a stopNode without any processing
   * This preserves the content exactly as-is, including special characters
   */
  function getRawContent(arr, options) {
      if (!Array.isArray(arr)) {
          // Non-array values return as-is
          if (arr !== undefined && arr !== null) {
              return arr.toString();
          }
          return "";
      }

      let content = "";
      for (let i = 0; i < arr.length; i++) {
          const item = arr[i];
          const tagName = propName(item);

          if (tagName === options.textNodeName) {
              // Raw text content - NO processing, NO entity replacement
              content += item[tagName];
          } else if (tagName === options.cdataPropName) {
              // CDATA content
              content += item[tagName][0][options.textNodeName];
          } else if (tagName === options.commentPropName) {
              // Comment content
              content += item[tagName][0][options.textNodeName];
          } else if (tagName && tagName[0] === "?") {
              // Processing instruction - skip for stopNodes
              continue;
          } else if (tagName) {
              // Nested tags within stopNode — no sanitizeName, content is raw
              const attStr = attr_to_str_raw(item[":@"], options);
              const nestedContent = getRawContent(item[tagName], options);

              if (!nestedContent || nestedContent.length === 0) {
                  content += `<${tagName}${attStr}/>`;
              } else {
                  content += `<${tagName}${attStr}>${nestedContent}</${tagName}>`;
              }
          }
      }
      return content;
  }

  /**
   * Build attribute string for stopNodes - NO entity replacement
   */
  function attr_to_str_raw(attrMap, options) {
      let attrStr = "";
      if (attrMap && !options.ignoreAttributes) {
          for (let attr in attrMap) {
              if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
              // For stopNodes, use raw value without processing
              let attrVal = attrMap[attr];
              if (attrVal === true && options.suppressBooleanAttributes) {
                  attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}`;
              } else {
                  attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}="${escapeAttribute(attrVal)}"`;
              }
          }
      }
      return attrStr;
  }

  function propName(obj) {
      const keys = Object.keys(obj);
      for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
          if (key !== ":@") return key;
      }
  }

  /**
   * Build attribute string, resolving attribute names through sanitizeName when configured.
   * Accepts matcher so the callback has path context.
   */
  function attr_to_str(attrMap, options, isStopNode, matcher, xmlVersion) {
      let attrStr = "";
      if (attrMap && !options.ignoreAttributes) {
          for (let attr in attrMap) {
              if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;

              // Strip prefix to get the clean XML attribute name, then optionally sanitize it
              const cleanAttrName = attr.substr(options.attributeNamePrefix.length);
              const resolvedAttrName = isStopNode
                  ? cleanAttrName  // stopNodes are raw — skip sanitizeName for attr names too
                  : resolveTagName$1(cleanAttrName, true, options, matcher, xmlVersion);

              let attrVal;
              if (isStopNode) {
                  // For stopNodes, use raw value without any processing
                  attrVal = attrMap[attr];
              } else {
                  // Normal processing: apply attributeValueProcessor and entity replacement
                  attrVal = options.attributeValueProcessor(attr, attrMap[attr]);
                  attrVal = replaceEntitiesValue(attrVal, options);
              }

              if (attrVal === true && options.suppressBooleanAttributes) {
                  attrStr += ` ${resolvedAttrName}`;
              } else {
                  attrStr += ` ${resolvedAttrName}="${escapeAttribute(attrVal)}"`;
              }
          }
      }
      return attrStr;
  }

  function checkStopNode(matcher, stopNodeExpressions) {
      if (!stopNodeExpressions || stopNodeExpressions.length === 0) return false;

      for (let i = 0; i < stopNodeExpressions.length; i++) {
          if (matcher.matches(stopNodeExpressions[i])) {
              return true;
          }
      }
      return false;
  }

  function replaceEntitiesValue(textValue, options) {
      if (textValue && textValue.length > 0 && options.processEntities) {
          for (let i = 0; i < options.entities.length; i++) {
              const entity = options.entities[i];
              textValue = textValue.replace(entity.regex, entity.val);
          }
      }
      return textValue;
  }

  function getIgnoreAttributesFn(ignoreAttributes) {
      if (typeof ignoreAttributes === 'function') {
          return ignoreAttributes
      }
      if (Array.isArray(ignoreAttributes)) {
          return (attrName) => {
              for (const pattern of ignoreAttributes) {
                  if (typeof pattern === 'string' && attrName === pattern) {
                      return true
                  }
                  if (pattern instanceof RegExp && pattern.test(attrName)) {
                      return true
                  }
              }
          }
      }
      return () => false
  }

  const defaultOptions = {
    attributeNamePrefix: '@_',
    attributesGroupName: false,
    textNodeName: '#text',
    ignoreAttributes: true,
    cdataPropName: false,
    format: false,
    indentBy: '  ',
    suppressEmptyNode: false,
    suppressUnpairedNode: true,
    suppressBooleanAttributes: true,
    tagValueProcessor: function (key, a) {
      return a;
    },
    attributeValueProcessor: function (attrName, a) {
      return a;
    },
    preserveOrder: false,
    commentPropName: false,
    unpairedTags: [],
    entities: [
      { regex: new RegExp("&", "g"), val: "&amp;" },//it must be on top
      { regex: new RegExp(">", "g"), val: "&gt;" },
      { regex: new RegExp("<", "g"), val: "&lt;" },
      { regex: new RegExp("\'", "g"), val: "&apos;" },
      { regex: new RegExp("\"", "g"), val: "&quot;" }
    ],
    processEntities: true,
    stopNodes: [],
    // transformTagName: false,
    // transformAttributeName: false,
    oneListGroup: false,
    maxNestedTags: 100,
    jPath: true,  // When true, callbacks receive string jPath; when false, receive Matcher instance
    sanitizeName: false  // false = allow all names as-is (default, backward-compatible).
    // Set to a function (name, { isAttribute, matcher }) => string to
    // validate/sanitize tag and attribute names. Throw inside the function
    // to reject an invalid name.
  };

  function Builder(options) {
    this.options = Object.assign({}, defaultOptions, options);

    // Convert old-style stopNodes for backward compatibility
    // Old syntax: "*.tag" meant "tag anywhere in tree"
    // New syntax: "..tag" means "tag anywhere in tree"
    if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
      this.options.stopNodes = this.options.stopNodes.map(node => {
        if (typeof node === 'string' && node.startsWith('*.')) {
          // Convert old wildcard syntax to deep wildcard
          return '..' + node.substring(2);
        }
        return node;
      });
    }

    // Pre-compile stopNode expressions for pattern matching
    this.stopNodeExpressions = [];
    if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
      for (let i = 0; i < this.options.stopNodes.length; i++) {
        const node = this.options.stopNodes[i];
        if (typeof node === 'string') {
          this.stopNodeExpressions.push(new Expression(node));
        } else if (node instanceof Expression) {
          this.stopNodeExpressions.push(node);
        }
      }
    }

    if (this.options.ignoreAttributes === true || this.options.attributesGroupName) {
      this.isAttribute = function (/*a*/) {
        return false;
      };
    } else {
      this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes);
      this.attrPrefixLen = this.options.attributeNamePrefix.length;
      this.isAttribute = isAttribute;
    }

    this.processTextOrObjNode = processTextOrObjNode;

    if (this.options.format) {
      this.indentate = indentate;
      this.tagEndChar = '>\n';
      this.newLine = '\n';
    } else {
      this.indentate = function () {
        return '';
      };
      this.tagEndChar = '>';
      this.newLine = '';
    }
  }

  /**
   * Detect XML version from the ?xml declaration at the root of a plain-object input.
   * Checks both attributesGroupName and flat attribute forms.
   * Returns '1.0' if no declaration is found.
   */
  function detectXmlVersionFromObj(jObj, options) {
    const decl = jObj['?xml'];
    if (decl && typeof decl === 'object') {
      // attributesGroupName path e.g. { '$$': { '@_version': '1.1' } }
      if (options.attributesGroupName && decl[options.attributesGroupName]) {
        const v = decl[options.attributesGroupName][options.attributeNamePrefix + 'version'];
        if (v) return v;
      }
      // flat attribute path e.g. { '@_version': '1.1' }
      const v = decl[options.attributeNamePrefix + 'version'];
      if (v) return v;
    }
    return '1.0';
  }

  /**
   * Resolve a tag or attribute name through sanitizeName if configured.
   * Validation via xml-naming's qName is performed first; the sanitizeName
   * callback is invoked only when the name is invalid. If sanitizeName is
   * false (default), no validation occurs and the name is used as-is.
   *
   * @param {string}  name        - raw name from the JS object
   * @param {boolean} isAttribute - true when resolving an attribute name
   * @param {object}  options
   * @param {Matcher} matcher     - current matcher state (readonly from callback perspective)
   * @param {string}  xmlVersion  - '1.0' or '1.1', forwarded to xml-naming
   */
  function resolveTagName(name, isAttribute, options, matcher, xmlVersion) {
    if (!options.sanitizeName) return name;
    if (qName(name, { xmlVersion })) return name;
    return options.sanitizeName(name, { isAttribute, matcher: matcher.readOnly() });
  }

  Builder.prototype.build = function (jObj) {
    if (this.options.preserveOrder) {
      return toXml(jObj, this.options);
    } else {
      if (Array.isArray(jObj) && this.options.arrayNodeName && this.options.arrayNodeName.length > 1) {
        jObj = {
          [this.options.arrayNodeName]: jObj
        };
      }
      // Initialize matcher for path tracking
      const matcher = new Matcher();
      const xmlVersion = detectXmlVersionFromObj(jObj, this.options);
      return this.j2x(jObj, 0, matcher, xmlVersion).val;
    }
  };

  Builder.prototype.j2x = function (jObj, level, matcher, xmlVersion) {
    let attrStr = '';
    let val = '';
    if (this.options.maxNestedTags && matcher.getDepth() >= this.options.maxNestedTags) {
      throw new Error("Maximum nested tags exceeded");
    }
    // Get jPath based on option: string for backward compatibility, or Matcher for new features
    const jPath = this.options.jPath ? matcher.toString() : matcher;

    // Check if current node is a stopNode (will be used for attribute encoding)
    const isCurrentStopNode = this.checkStopNode(matcher);

    for (let key in jObj) {
      if (!Object.prototype.hasOwnProperty.call(jObj, key)) continue;

      // Resolve the key through sanitizeName before any use.
      // Special keys (textNodeName, cdataPropName, commentPropName, attributeNamePrefix,
      // attributesGroupName, "?" PI tags) are exempt — they are builder-internal conventions,
      // not user-supplied XML names.
      const isSpecialKey = key === this.options.textNodeName
        || key === this.options.cdataPropName
        || key === this.options.commentPropName
        || (this.options.attributesGroupName && key === this.options.attributesGroupName)
        || this.isAttribute(key)
        || key[0] === '?';

      const resolvedKey = isSpecialKey
        ? key
        : resolveTagName(key, false, this.options, matcher, xmlVersion);

      if (typeof jObj[key] === 'undefined') {
        // supress undefined node only if it is not an attribute
        if (this.isAttribute(key)) {
          val += '';
        }
      } else if (jObj[key] === null) {
        // null attribute should be ignored by the attribute list, but should not cause the tag closing
        if (this.isAttribute(key)) {
          val += '';
        } else if (resolvedKey === this.options.cdataPropName || resolvedKey === this.options.commentPropName) {
          val += '';
        } else if (resolvedKey[0] === '?') {
          val += this.indentate(level) + '<' + resolvedKey + '?' + this.tagEndChar;
        } else {
          val += this.indentate(level) + '<' + resolvedKey + '/' + this.tagEndChar;
        }
      } else if (jObj[key] instanceof Date) {
        val += this.buildTextValNode(jObj[key], resolvedKey, '', level, matcher);
      } else if (typeof jObj[key] !== 'object') {
        //premitive type
        const attr = this.isAttribute(key);
        if (attr && !this.ignoreAttributesFn(attr, jPath)) {
          // Resolve the attribute name through sanitizeName
          const resolvedAttr = resolveTagName(attr, true, this.options, matcher, xmlVersion);
          attrStr += this.buildAttrPairStr(resolvedAttr, '' + jObj[key], isCurrentStopNode);
        } else if (!attr) {
          //tag value
          if (key === this.options.textNodeName) {
            let newval = this.options.tagValueProcessor(key, '' + jObj[key]);
            val += this.replaceEntitiesValue(newval);
          } else {
            // Check if this is a stopNode before building
            matcher.push(resolvedKey);
            const isStopNode = this.checkStopNode(matcher);
            matcher.pop();

            if (isStopNode) {
              // Build as raw content without encoding
              const textValue = '' + jObj[key];
              if (textValue === '') {
                val += this.indentate(level) + '<' + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
              } else {
                val += this.indentate(level) + '<' + resolvedKey + '>' + textValue + '</' + resolvedKey + this.tagEndChar;
              }
            } else {
              val += this.buildTextValNode(jObj[key], resolvedKey, '', level, matcher);
            }
          }
        }
      } else if (Array.isArray(jObj[key])) {
        //repeated nodes
        const arrLen = jObj[key].length;
        let listTagVal = "";
        let listTagAttr = "";
        for (let j = 0; j < arrLen; j++) {
          const item = jObj[key][j];
          if (typeof item === 'undefined') ; else if (item === null) {
            if (resolvedKey[0] === "?") val += this.indentate(level) + '<' + resolvedKey + '?' + this.tagEndChar;
            else val += this.indentate(level) + '<' + resolvedKey + '/' + this.tagEndChar;
          } else if (typeof item === 'object') {
            if (this.options.oneListGroup) {
              // Push tag to matcher before recursive call
              matcher.push(resolvedKey);
              const result = this.j2x(item, level + 1, matcher, xmlVersion);
              // Pop tag from matcher after recursive call
              matcher.pop();

              listTagVal += result.val;
              if (this.options.attributesGroupName && item.hasOwnProperty(this.options.attributesGroupName)) {
                listTagAttr += result.attrStr;
              }
            } else {
              listTagVal += this.processTextOrObjNode(item, resolvedKey, level, matcher, xmlVersion);
            }
          } else {
            if (this.options.oneListGroup) {
              let textValue = this.options.tagValueProcessor(resolvedKey, item);
              textValue = this.replaceEntitiesValue(textValue);
              listTagVal += textValue;
            } else {
              // Check if this is a stopNode before building
              matcher.push(resolvedKey);
              const isStopNode = this.checkStopNode(matcher);
              matcher.pop();

              if (isStopNode) {
                // Build as raw content without encoding
                const textValue = '' + item;
                if (textValue === '') {
                  listTagVal += this.indentate(level) + '<' + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
                } else {
                  listTagVal += this.indentate(level) + '<' + resolvedKey + '>' + textValue + '</' + resolvedKey + this.tagEndChar;
                }
              } else {
                listTagVal += this.buildTextValNode(item, resolvedKey, '', level, matcher);
              }
            }
          }
        }
        if (this.options.oneListGroup) {
          listTagVal = this.buildObjectNode(listTagVal, resolvedKey, listTagAttr, level);
        }
        val += listTagVal;
      } else {
        //nested node
        if (this.options.attributesGroupName && key === this.options.attributesGroupName) {
          const Ks = Object.keys(jObj[key]);
          const L = Ks.length;
          for (let j = 0; j < L; j++) {
            // Resolve attribute names inside attributesGroupName
            const resolvedAttr = resolveTagName(Ks[j], true, this.options, matcher, xmlVersion);
            attrStr += this.buildAttrPairStr(resolvedAttr, '' + jObj[key][Ks[j]], isCurrentStopNode);
          }
        } else {
          val += this.processTextOrObjNode(jObj[key], resolvedKey, level, matcher, xmlVersion);
        }
      }
    }
    return { attrStr: attrStr, val: val };
  };

  Builder.prototype.buildAttrPairStr = function (attrName, val, isStopNode) {
    if (!isStopNode) {
      val = this.options.attributeValueProcessor(attrName, '' + val);
      val = this.replaceEntitiesValue(val);
    }
    if (this.options.suppressBooleanAttributes && val === "true") {
      return ' ' + attrName;
    } else return ' ' + attrName + '="' + escapeAttribute(val) + '"';
  };

  function processTextOrObjNode(object, key, level, matcher, xmlVersion) {
    // Extract attributes to pass to matcher
    const attrValues = this.extractAttributes(object);

    // Push tag to matcher before recursion WITH attributes
    matcher.push(key, attrValues);

    // Check if this entire node is a stopNode
    const isStopNode = this.checkStopNode(matcher);

    if (isStopNode) {
      // For stopNodes, build raw content without entity encoding
      const rawContent = this.buildRawContent(object);
      const attrStr = this.buildAttributesForStopNode(object);
      matcher.pop();
      return this.buildObjectNode(rawContent, key, attrStr, level);
    }

    const result = this.j2x(object, level + 1, matcher, xmlVersion);
    // Pop tag from matcher after recursion
    matcher.pop();

    // PI/XML-declaration tags must never emit text content — route through
    // buildTextValNode which correctly ignores the text node for "?" tags.
    if (key[0] === '?') {
      return this.buildTextValNode('', key, result.attrStr, level, matcher);
    } else if (object[this.options.textNodeName] !== undefined && Object.keys(object).length === 1) {
      return this.buildTextValNode(object[this.options.textNodeName], key, result.attrStr, level, matcher);
    } else {
      return this.buildObjectNode(result.val, key, result.attrStr, level);
    }
  }

  // Helper method to extract attributes from an object
  Builder.prototype.extractAttributes = function (obj) {
    if (!obj || typeof obj !== 'object') return null;

    const attrValues = {};
    let hasAttrs = false;

    // Check for attributesGroupName (when attributes are grouped)
    if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
      const attrGroup = obj[this.options.attributesGroupName];
      for (let attrKey in attrGroup) {
        if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
        // Remove attribute prefix if present
        const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix)
          ? attrKey.substring(this.options.attributeNamePrefix.length)
          : attrKey;
        attrValues[cleanKey] = escapeAttribute(attrGroup[attrKey]);
        hasAttrs = true;
      }
    } else {
      // Look for individual attributes (prefixed with attributeNamePrefix)
      for (let key in obj) {
        if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
        const attr = this.isAttribute(key);
        if (attr) {
          attrValues[attr] = escapeAttribute(obj[key]);
          hasAttrs = true;
        }
      }
    }

    return hasAttrs ? attrValues : null;
  };

  // Build raw content for stopNode without entity encoding
  Builder.prototype.buildRawContent = function (obj) {
    if (typeof obj === 'string') {
      return obj; // Already a string, return as-is
    }

    if (typeof obj !== 'object' || obj === null) {
      return String(obj);
    }

    // Check if this is a stopNode data from parser: { "#text": "raw xml", "@_attr": "val" }
    if (obj[this.options.textNodeName] !== undefined) {
      return obj[this.options.textNodeName]; // Return raw text without encoding
    }

    // Build raw XML from nested structure
    let content = '';

    for (let key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;

      // Skip attributes
      if (this.isAttribute(key)) continue;
      if (this.options.attributesGroupName && key === this.options.attributesGroupName) continue;

      const value = obj[key];

      if (key === this.options.textNodeName) {
        content += value; // Raw text
      } else if (Array.isArray(value)) {
        // Array of same tag
        for (let item of value) {
          if (typeof item === 'string' || typeof item === 'number') {
            content += `<${key}>${item}</${key}>`;
          } else if (typeof item === 'object' && item !== null) {
            const nestedContent = this.buildRawContent(item);
            const nestedAttrs = this.buildAttributesForStopNode(item);
            if (nestedContent === '') {
              content += `<${key}${nestedAttrs}/>`;
            } else {
              content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
            }
          }
        }
      } else if (typeof value === 'object' && value !== null) {
        // Nested object
        const nestedContent = this.buildRawContent(value);
        const nestedAttrs = this.buildAttributesForStopNode(value);
        if (nestedContent === '') {
          content += `<${key}${nestedAttrs}/>`;
        } else {
          content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
        }
      } else {
        // Primitive value
        content += `<${key}>${value}</${key}>`;
      }
    }

    return content;
  };

  // Build attribute string for stopNode (no entity encoding)
  Builder.prototype.buildAttributesForStopNode = function (obj) {
    if (!obj || typeof obj !== 'object') return '';

    let attrStr = '';

    // Check for attributesGroupName (when attributes are grouped)
    if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
      const attrGroup = obj[this.options.attributesGroupName];
      for (let attrKey in attrGroup) {
        if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
        const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix)
          ? attrKey.substring(this.options.attributeNamePrefix.length)
          : attrKey;
        const val = attrGroup[attrKey];
        if (val === true && this.options.suppressBooleanAttributes) {
          attrStr += ' ' + cleanKey;
        } else {
          attrStr += ' ' + cleanKey + '="' + val + '"'; // No encoding for stopNode
        }
      }
    } else {
      // Look for individual attributes
      for (let key in obj) {
        if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
        const attr = this.isAttribute(key);
        if (attr) {
          const val = obj[key];
          if (val === true && this.options.suppressBooleanAttributes) {
            attrStr += ' ' + attr;
          } else {
            attrStr += ' ' + attr + '="' + val + '"'; // No encoding for stopNode
          }
        }
      }
    }

    return attrStr;
  };

  Builder.prototype.buildObjectNode = function (val, key, attrStr, level) {
    if (val === "") {
      if (key[0] === "?") return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
      else {
        return this.indentate(level) + '<' + key + attrStr + this.closeTag(key) + this.tagEndChar;
      }
    } else if (key[0] === "?") {
      // PI/XML-declaration tags never have body content — treat them like empty.
      return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
    } else {
      let tagEndExp = '</' + key + this.tagEndChar;
      let piClosingChar = "";

      if (key[0] === "?") {
        piClosingChar = "?";
        tagEndExp = "";
      }

      // attrStr is an empty string in case the attribute came as undefined or null
      if ((attrStr || attrStr === '') && val.indexOf('<') === -1) {
        return (this.indentate(level) + '<' + key + attrStr + piClosingChar + '>' + val + tagEndExp);
      } else if (this.options.commentPropName !== false && key === this.options.commentPropName && piClosingChar.length === 0) {
        return this.indentate(level) + `<!--${val}-->` + this.newLine;
      } else {
        return (
          this.indentate(level) + '<' + key + attrStr + piClosingChar + this.tagEndChar +
          val +
          this.indentate(level) + tagEndExp);
      }
    }
  };

  Builder.prototype.closeTag = function (key) {
    let closeTag = "";
    if (this.options.unpairedTags.indexOf(key) !== -1) { //unpaired
      if (!this.options.suppressUnpairedNode) closeTag = "/";
    } else if (this.options.suppressEmptyNode) { //empty
      closeTag = "/";
    } else {
      closeTag = `></${key}`;
    }
    return closeTag;
  };

  Builder.prototype.checkStopNode = function (matcher) {
    if (!this.stopNodeExpressions || this.stopNodeExpressions.length === 0) return false;

    for (let i = 0; i < this.stopNodeExpressions.length; i++) {
      if (matcher.matches(this.stopNodeExpressions[i])) {
        return true;
      }
    }
    return false;
  };

  Builder.prototype.buildTextValNode = function (val, key, attrStr, level, matcher) {
    if (this.options.cdataPropName !== false && key === this.options.cdataPropName) {
      const safeVal = safeCdata(val);
      return this.indentate(level) + `<![CDATA[${safeVal}]]>` + this.newLine;
    } else if (this.options.commentPropName !== false && key === this.options.commentPropName) {
      const safeVal = safeComment(val);
      return this.indentate(level) + `<!--${safeVal}-->` + this.newLine;
    } else if (key[0] === "?") {//PI tag
      return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
    } else {
      // Normal processing: apply tagValueProcessor and entity replacement
      let textValue = this.options.tagValueProcessor(key, val);
      textValue = this.replaceEntitiesValue(textValue);

      if (textValue === '') {
        return this.indentate(level) + '<' + key + attrStr + this.closeTag(key) + this.tagEndChar;
      } else {
        return this.indentate(level) + '<' + key + attrStr + '>' +
          textValue +
          '</' + key + this.tagEndChar;
      }
    }
  };

  Builder.prototype.replaceEntitiesValue = function (textValue) {
    if (textValue && textValue.length > 0 && this.options.processEntities) {
      for (let i = 0; i < this.options.entities.length; i++) {
        const entity = this.options.entities[i];
        textValue = textValue.replace(entity.regex, entity.val);
      }
    }
    return textValue;
  };

  function indentate(level) {
    return this.options.indentBy.repeat(level);
  }

  function isAttribute(name /*, options*/) {
    if (name.startsWith(this.options.attributeNamePrefix) && name !== this.options.textNodeName) {
      return name.substr(this.attrPrefixLen);
    } else {
      return false;
    }
  }

  var _samplers = {};
  const defaults = {
    skipReadOnly: false,
    maxSampleDepth: 15
  };
  function convertJsonToXml(obj, schema) {
    if (!obj) {
      throw new Error('Unknown format output for building XML.');
    }
    if (Array.isArray(obj) || Object.keys(obj).length > 1) {
      obj = {
        [schema?.xml?.name || 'root']: obj
      }; // XML document must contain one root element
    }
    const builder = new Builder({
      ignoreAttributes: false,
      format: true,
      attributeNamePrefix: '$',
      textNodeName: '#text',
      cdataPropName: '#cdata'
    });
    return builder.build(obj);
  }
  function sample(schema, options, spec) {
    let opts = Object.assign({}, defaults, options);
    clearCache();
    let result = traverse(schema, opts, spec).value;
    if (opts?.format === 'xml') {
      return convertJsonToXml(result, schema);
    }
    return result;
  }
  function _registerSampler(type, sampler) {
    _samplers[type] = sampler;
  }
  _registerSampler('array', sampleArray);
  _registerSampler('boolean', sampleBoolean);
  _registerSampler('integer', sampleNumber);
  _registerSampler('number', sampleNumber);
  _registerSampler('object', sampleObject);
  _registerSampler('string', sampleString);

  exports._registerSampler = _registerSampler;
  exports._samplers = _samplers;
  exports.inferType = inferType;
  exports.sample = sample;

}));


/***/ })

};
