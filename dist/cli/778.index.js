export const id = 778;
export const ids = [778];
export const modules = {

/***/ 7778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  codegen: () => (/* binding */ codegen)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/placeholders.ts
var src_placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/loadtest/codegen/codegen-js.ts
// The JavaScript that codegen writes for values of loadtool.yaml, as literals, template literals and property accesses.

/**
 * Returns a string as a single-quoted literal, or as a template literal when it holds `${…}` placeholders; `bare`
 * reads a string that is exactly one placeholder as its value itself, as the engine sends an extracted number of a
 * JSON body with its type.
 */
function jsString(text, ref, bare = false) {
    const parts = [];
    let placeholders = 0;
    // replacePlaceholders is the one reading of the syntax: each placeholder is marked, then the text split on marks.
    const marked = (0,src_placeholders/* replacePlaceholders */.Lb)(text, (name) => {
        parts.push(name);
        placeholders += 1;
        return '\u0000';
    });
    // A whole value of one variable reads as the variable itself: `vu.env('API_USER')`, not a template around it.
    if (marked === '\u0000' && (bare || ref(parts[0]).startsWith('vu.env(')))
        return ref(parts[0]);
    if (placeholders === 0)
        return `'${marked.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
    const pieces = marked.split('\u0000').map((piece) => piece.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${'));
    return `\`${pieces.map((piece, index) => (index < parts.length ? `${piece}\${${ref(parts[index])}}` : piece)).join('')}\``;
}
/** Returns a JSON value as a JavaScript literal, its strings through jsString (`bare` too), indented for `depth`. */
function jsValue(value, ref, depth = 0, bare = false) {
    if (typeof value === 'string')
        return jsString(value, ref, bare);
    if (value === null || typeof value !== 'object')
        return value === undefined ? 'undefined' : JSON.stringify(value);
    const pad = '  '.repeat(depth + 1);
    const end = '  '.repeat(depth);
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        return `[\n${value.map((item) => `${pad}${jsValue(item, ref, depth + 1, bare)},`).join('\n')}\n${end}]`;
    }
    const entries = Object.entries(value);
    if (entries.length === 0)
        return '{}';
    const lines = entries.map(([key, item]) => `${pad}${jsKey(key)}: ${jsValue(item, ref, depth + 1, bare)},`);
    return `{\n${lines.join('\n')}\n${end}}`;
}
/** Returns a property name as written in an object literal: bare when it is an identifier, quoted otherwise. */
function jsKey(key) {
    return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : `'${key.replace(/[\\']/g, '\\$&')}'`;
}
/** Returns a name usable as a local variable: the extracted name itself, unless JavaScript reserves it. */
function jsLocal(name) {
    return RESERVED.has(name) ? `${name}_` : name;
}
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield await static implements interface package private protected public vu'.split(' '));
/**
 * Returns the property access that reads a JSONPath's first match on `on` (`$.data[*].id` → `on?.data?.[0]?.id`),
 * or undefined for a path beyond names, indexes and `[*]` (a filter, `..`), which the user writes by hand.
 */
function jsonPathAccess(path, on) {
    if (!path.startsWith('$'))
        return undefined;
    let access = on;
    let rest = path.slice(1);
    while (rest !== '') {
        const match = /^\.([A-Za-z_$][A-Za-z0-9_$]*)/.exec(rest) ??
            /^\[(\d+)\]/.exec(rest) ??
            /^\[(\*)\]/.exec(rest) ??
            /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest) ??
            /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest);
        if (!match)
            return undefined;
        const [whole, key = ''] = match;
        if (whole.startsWith('.'))
            access += `?.${key}`;
        else if (key === '*')
            access += '?.[0]';
        else if (/^\d+$/.test(key) && !whole.includes("'") && !whole.includes('"'))
            access += `?.[${key}]`;
        else
            access += `?.[${JSON.stringify(key.replace(/\\(.)/g, '$1'))}]`;
        rest = rest.slice(whole.length);
    }
    return access;
}

;// CONCATENATED MODULE: ./src/loadtest/codegen/codegen.ts
// src/loadtest/codegen/ is `loadtool codegen`; this writes a scenario as a script module that sends the same requests.


/**
 * Returns the TypeScript module of a scenario: one `vu.request` for a single-request scenario; for a flow, its once
 * steps in `once()` (what they extract kept in `vu.vars`), the steps of an iteration in the default export and its
 * cleanup steps in `cleanup()`, which the script engine does not call. `${uuid}` is `crypto.randomUUID()`. `headers`
 * are the scenario's own (defaults merged): the script scenario keeps sending them, so requests repeat only the others.
 */
function codegenScript(scenario, headers) {
    const steps = scenario.flow ?? [{ ...scenario, name: scenario.name }];
    // What cleanup() reads of an iteration's values is kept in vu.vars too: the user's last values, as the flow's.
    const forCleanup = new Set(steps.filter((step) => step.cleanup).flatMap((step) => (0,src_placeholders/* findPlaceholders */.GY)(JSON.stringify(step)).map((p) => p.name)));
    const kept = new Set(steps
        .filter((step) => step.once || step.cleanup)
        .flatMap((step) => (step.extract ?? []).map((e) => e.name))
        .concat(steps.flatMap((step) => (step.extract ?? []).map((e) => e.name)).filter((name) => forCleanup.has(name))));
    const onceLines = [];
    const runLines = [];
    const cleanupLines = [];
    for (const source of scenario.sources ?? []) {
        onceLines.push(`// ${source.in} ${source.name} comes from ${source.source.from} (${source.source.pick}): fetch it here with`, `// vu.request and keep it, e.g. vu.vars.${jsLocal(source.name)} = …; the requests below read vu.vars.${jsLocal(source.name)}.`);
    }
    const locals = new Set();
    steps.forEach((step, index) => {
        const lines = step.once ? onceLines : step.cleanup ? cleanupLines : runLines;
        // A later step's `${name}` is what an earlier one extracted (kept by once() or a local of this iteration), else
        // an environment variable: the order in which the flow's engine reads it.
        const ref = (name) => (0,src_placeholders/* isBuiltIn */.qi)(name)
            ? 'crypto.randomUUID()'
            : locals.has(name) && !step.once && !step.cleanup
                ? jsLocal(name)
                : kept.has(name)
                    ? `vu.vars.${name}`
                    : `vu.env('${name}')`;
        if (step.upload)
            lines.push('// loadtool.yaml uploads a file here (docs/loadtool-yaml.md#uploads); a script sends text bodies, so the request below has none.');
        if (step.measure === false)
            lines.push("// measure: false in loadtool.yaml: not in the flow's figures there; a script measures it as a step.");
        const sourced = new Set((scenario.sources ?? []).map((source) => `${source.in}:${source.name}`));
        lines.push(...requestLines(step, index, headers, ref, sourced));
        for (const extraction of step.extract ?? []) {
            lines.push(extractLine(extraction, `res${index + 1}`, step.once === true || step.cleanup === true));
            if (!step.once && !step.cleanup) {
                locals.add(extraction.name);
                if (forCleanup.has(extraction.name))
                    lines.push(`vu.vars.${extraction.name} = ${jsLocal(extraction.name)};`);
            }
        }
    });
    const out = [
        `// A script for the scenario ${JSON.stringify(scenario.name).replace(/\*\//g, '*\\/')}, written by \`loadtool codegen\`: it sends the requests the`,
        "// scenario sent. Edit it freely; qa-perf's docs/scripts.md has the API.",
        "import type { VirtualUser } from 'qa-perf';",
        '',
    ];
    if (onceLines.length > 0) {
        out.push('/** Runs once per virtual user before its measured iterations (a login): not measured. */', 'export async function once(vu: VirtualUser): Promise<void> {', ...indent(onceLines), '}', '');
    }
    out.push("/** One iteration of a virtual user, run again and again for the scenario's duration. */", 'export default async function (vu: VirtualUser): Promise<void> {', ...indent(runLines), '}', '');
    if (cleanupLines.length > 0) {
        out.push("/** The flow's cleanup (cleanup: true), once per user after the measured time: a script has no such hook, so call it yourself. */", 'export async function cleanup(vu: VirtualUser): Promise<void> {', ...indent(cleanupLines), '}', '');
    }
    return out.join('\n');
}
function indent(lines) {
    return lines.flatMap((line) => line.split('\n')).map((line) => (line === '' ? line : `  ${line}`));
}
/** Returns the lines of one request: `const resN = await vu.request(…)`, and its `expect.json` as checks. */
function requestLines(step, index, scenarioHeaders, ref, sourced) {
    const params = (name) => {
        if (sourced.has(`params:${name}`))
            return `\${encodeURIComponent(String(vu.vars.${jsLocal(name)}))}`;
        const value = step.params?.[name];
        if (value === undefined)
            return `{${name}}`;
        const literal = jsString(String(value), ref);
        // A fixed value is encoded now; a placeholder's at run time, as the engine encodes each filled value.
        return literal.startsWith("'")
            ? encodeURIComponent(String(value)).replace(/[`\\]/g, '\\$&')
            : `\${encodeURIComponent(${literal})}`;
    };
    const path = step.path.replace(/[`\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => params(name));
    const pathLiteral = path.includes('${') ? `\`${path}\`` : `'${path.replace(/'/g, "\\'")}'`;
    const options = [`name: ${jsString(step.name, ref)}`];
    const headers = ownHeaders(step.headers, scenarioHeaders);
    if (step.query && Object.keys(step.query).length > 0)
        options.push(`query: ${jsValue(step.query, ref)}`);
    options.push(...bodyOptions(step, headers, ref));
    if (Object.keys(headers).length > 0)
        options.push(`headers: ${jsValue(headers, ref)}`);
    if (step.expectStatus)
        options.push(`expect: { status: [${step.expectStatus.join(', ')}] }`);
    if (step.followRedirects)
        options.push(`followRedirects: ${step.followRedirects}`);
    if (step.crossOrigin)
        options.push('crossOrigin: true');
    const lines = [];
    if (step.refreshOn) {
        lines.push(`// The flow ran this step again when a later one got ${step.refreshOn.join(' or ')}: do so here if needed.`);
    }
    const uses = (step.extract?.length ?? 0) > 0 || (step.expectJson?.length ?? 0) > 0;
    lines.push(`${uses ? `const res${index + 1} = ` : ''}await vu.request('${step.method}', ${pathLiteral}, {`, ...options.map((option) => `  ${option.replace(/\n/g, '\n  ')},`), '});');
    for (const check of step.expectJson ?? [])
        lines.push(checkLine(check, `res${index + 1}`, step.name));
    return lines;
}
/** Returns the headers a request sends beyond the scenario's (which every request of the script gets). */
function ownHeaders(headers, scenarioHeaders) {
    const shared = new Map(Object.entries(scenarioHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return Object.fromEntries(Object.entries(headers ?? {}).filter(([name, value]) => shared.get(name.toLowerCase()) !== value));
}
/** Returns the body options of a request, serialized as the engine does; may add a content-type header. */
function bodyOptions(step, headers, ref) {
    const hasHeader = (name) => Object.keys(headers).some((key) => key.toLowerCase() === name);
    if (step.graphql) {
        if (!hasHeader('accept'))
            headers['accept'] = 'application/graphql-response+json, application/json';
        return [`json: ${jsValue(step.graphql, ref, 0, true)}`];
    }
    if (step.body === undefined)
        return [];
    const contentType = step.contentType ?? 'application/json';
    if (step.contentType && !hasHeader('content-type'))
        headers['content-type'] = step.contentType;
    if (/json/i.test(contentType))
        return [`json: ${jsValue(step.body, ref, 0, true)}`];
    if (/x-www-form-urlencoded/i.test(contentType) && step.body && typeof step.body === 'object') {
        const fields = Object.fromEntries(Object.entries(step.body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
        return [`body: new URLSearchParams(${jsValue(fields, ref)}).toString()`];
    }
    const text = typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
    return [`body: ${jsString(text, ref)}`];
}
/** Returns the line that keeps an extracted value: in `vu.vars` for once(), a local of the iteration otherwise. */
function extractLine(extraction, response, once) {
    const target = once ? `vu.vars.${extraction.name}` : `const ${jsLocal(extraction.name)}`;
    if ('header' in extraction) {
        const header = `${response}.headers[${jsString(extraction.header.toLowerCase(), () => '')}]`;
        if (!extraction.match)
            return `${target} = ${header};`;
        const pattern = `new RegExp(${jsString(extraction.match, () => '')})`;
        return `${target} = ((match) => match?.[1] ?? match?.[0])(${pattern}.exec(${header} ?? ''));`;
    }
    const access = jsonPathAccess(extraction.path, `${response}.json<any>()`);
    if (access)
        return `${target} = ${access};`;
    return `${target} = undefined; // TODO: read ${extraction.path} from ${response}.json()`;
}
/** Returns the `vu.check` of an `expect.json` entry, on an ok response as the engine checks it. */
function checkLine(check, response, stepName) {
    const access = jsonPathAccess(check.path, `${response}.json<any>()`);
    const name = jsString(`${stepName}: ${check.path} ${check.expect === 'equals' ? `equals ${JSON.stringify(check.value)}` : `is ${check.expect}`}`, () => '');
    if (!access)
        return `// TODO: check ${check.path} (${check.expect}) on ${response}.json() with vu.check`;
    const condition = check.expect === 'absent'
        ? `${access} === undefined`
        : check.expect === 'present'
            ? `${access} !== undefined`
            : `${access} === ${JSON.stringify(check.value)}`;
    return `if (${response}.ok) vu.check(${name}, () => ${condition});`;
}

// EXTERNAL MODULE: ./src/loadtest/parse/raw-request.ts
var raw_request = __webpack_require__(88890);
// EXTERNAL MODULE: ./src/loadtest/yaml/read-yaml.ts + 2 modules
var read_yaml = __webpack_require__(19976);
// EXTERNAL MODULE: ./src/loadtest/validate.ts + 25 modules
var validate = __webpack_require__(39075);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/cli/handlers/codegen-handler.ts
// What `loadtool codegen` does: a scenario of loadtool.yaml written out as a script module.









/** The keys a script scenario does without: the YAML change codegen prints removes those the scenario has. */
const REQUEST_KEYS = ['endpoint', 'params', 'query', 'body', 'contentType', 'graphql', 'expect', 'flow'];
/** Runs `loadtool codegen`: writes the script module of a scenario and prints the change to make to run it. */
async function codegen(io, file, flags) {
    const { loadTest } = await (0,validate/* checkLoadTestFile */.hS)(file, { env: io.env, unsetVariables: 'warning' });
    const index = loadTest.scenarios.findIndex((scenario) => scenario.name === flags.scenario);
    const scenario = loadTest.scenarios[index];
    if (!scenario) {
        const names = loadTest.scenarios.map((each) => JSON.stringify(each.name)).join(', ');
        throw new errors/* InputError */.dz(file, [
            { path: '', message: `has no scenario named ${JSON.stringify(flags.scenario)}: pass one of ${names}` },
        ]);
    }
    if (scenario.script !== undefined) {
        throw new errors/* InputError */.dz(file, [
            {
                path: `scenarios[${index}].script`,
                line: scenario.line,
                message: `${JSON.stringify(scenario.name)} runs a script already (${scenario.script}): edit that module`,
            },
        ]);
    }
    if (scenario.stream) {
        throw new errors/* InputError */.dz(file, [
            {
                path: `scenarios[${index}].stream`,
                line: scenario.stream.line,
                message: `${JSON.stringify(scenario.name)} is a stream (stream:), and scripts do not open streams yet: keep it as it is in loadtool.yaml (docs/streams.md)`,
            },
        ]);
    }
    const output = flags.output ?? (0,external_node_path_.join)((0,external_node_path_.dirname)(file), `${kebab(scenario.name)}.ts`);
    if ((0,external_node_fs_.existsSync)(output) && !flags.force) {
        throw new errors/* InputError */.dz(output, [
            { path: '', message: 'exists already: pass --force to overwrite it, or -o to write another file' },
        ]);
    }
    // The scenario's own headers, defaults merged: the script scenario keeps them, so the module need not repeat them.
    const raw = (0,read_yaml/* readYaml */.gM)(await (0,promises_.readFile)(file, 'utf8'), file).data;
    const headers = (0,raw_request/* mergeHeaders */.lF)(raw.defaults?.headers, raw.scenarios?.[index]?.headers);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(output), { recursive: true });
    await (0,promises_.writeFile)(output, codegenScript(scenario, headers));
    const script = (0,external_node_path_.relative)((0,external_node_path_.dirname)(file), output).split(external_node_path_.sep).join('/');
    const present = REQUEST_KEYS.filter((key) => raw.scenarios?.[index]?.[key] !== undefined);
    io.stdout.write((0,report_escape/* logText */.kc)([
        `Wrote ${output}. To run it, change the scenario ${JSON.stringify(scenario.name)} in ${file} (line ${scenario.line}):`,
        `  remove ${present.join(', ')}, and add`,
        `    script: ${script}`,
        // A script keeps cookies by default, a single request none: the same requests need the jar off.
        ...(scenario.flow === undefined && scenario.cookies === undefined ? ['    cookies: off'] : []),
        // A skipped scenario stays skipped as a script: say so, or the user would wonder why it never runs.
        ...(scenario.skip !== undefined ? [`  and remove skip: (${scenario.skip}) when the script should run`] : []),
        `then check it with: loadtool validate ${file}`,
    ].join('\n')) + '\n');
}
/** Returns a scenario's name as a file name: `List pets (v2)` → `list-pets-v2`. */
function kebab(name) {
    const words = name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .match(/[a-z0-9]+/g);
    return words ? words.join('-') : 'script';
}


/***/ })

};
