export const id = 703;
export const ids = [703];
export const modules = {

/***/ 98703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readScope: () => (/* binding */ readScope)
});

// EXTERNAL MODULE: ./src/vocabulary/http-methods.ts
var http_methods = __webpack_require__(54289);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 51 modules
var lib = __webpack_require__(60053);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-table/lib/index.js + 1 modules
var mdast_util_gfm_table_lib = __webpack_require__(31118);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-table/lib/syntax.js + 2 modules
var syntax = __webpack_require__(57749);
;// CONCATENATED MODULE: ./src/plan/markdown-lines.ts
// The markdown walk of the plan reader: the Performance section's blocks, and each block's text lines.



const PERFORMANCE_HEADING = /performance/i;
/**
 * Returns the blocks of the plan's first section whose heading contains "Performance", its heading left out, or
 * undefined when the plan has no such section.
 */
function performanceSection(markdown) {
    const tree = (0,lib/* fromMarkdown */.Y)(withoutFrontMatter(markdown.replace(/^\uFEFF/, '')), {
        extensions: [(0,syntax/* gfmTable */.x)()],
        mdastExtensions: [(0,mdast_util_gfm_table_lib/* gfmTableFromMarkdown */.c)()],
    });
    const blocks = tree.children;
    const start = blocks.findIndex((b) => b.type === 'heading' && PERFORMANCE_HEADING.test(lineText(headingLine(b))));
    if (blocks[start]?.type !== 'heading')
        return undefined;
    return blocks.slice(start + 1, sectionEnd(blocks, start));
}
/** YAML front matter would otherwise read as a thematic break and a setext heading; blank lines keep the numbering. */
function withoutFrontMatter(markdown) {
    const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
    if (!match)
        return markdown;
    return match[0].replace(/[^\r\n]/g, '') + markdown.slice(match[0].length);
}
/** Returns the index of the first block after `blocks[start]` that is a heading of the same or a higher level. */
function sectionEnd(blocks, start) {
    const depth = blocks[start].depth;
    let end = start + 1;
    while (end < blocks.length) {
        const block = blocks[end];
        if (block.type === 'heading' && block.depth <= depth)
            break;
        end++;
    }
    return end;
}
/** Returns every line of a block that the reader looks at, code blocks left out. */
function linesOf(block) {
    switch (block.type) {
        case 'paragraph':
            return phrasingLines(block.children);
        case 'heading':
            return [headingLine(block)];
        case 'list':
            return block.children.flatMap((item) => item.children.flatMap(linesOf));
        case 'blockquote':
            return block.children.flatMap(linesOf);
        case 'table':
            return tableRows(block);
        default:
            return [];
    }
}
/** Returns a heading as a line. A setext heading may span lines; it is one line of the scope all the same. */
function headingLine(heading) {
    const lines = phrasingLines(heading.children);
    return {
        line: heading.position?.start.line ?? 0,
        cells: [{ text: lines.map(lineText).join(' ') }],
        codes: lines.flatMap((line) => line.codes),
    };
}
/** Returns the rows of a table after its header, each cell paired with its column's header. */
function tableRows(table) {
    const [head, ...rows] = table.children;
    const headers = (head?.children ?? []).map((cell) => phrasingLines(cell.children).map(lineText).join(' '));
    return rows.map((row) => {
        const cells = row.children.map((cell, column) => {
            const lines = phrasingLines(cell.children);
            return { text: lines.map(lineText).join(' '), header: headers[column], codes: lines.flatMap((l) => l.codes) };
        });
        return {
            line: row.position?.start.line ?? 0,
            cells: cells.map(({ text, header }) => (header ? { text, header } : { text })),
            codes: cells.flatMap((cell) => cell.codes),
        };
    });
}
/** Returns the source lines of inline content as plain text, markup (bold, links, code spans) removed. */
function phrasingLines(nodes) {
    const byLine = new Map();
    const add = (line, text, code = false) => {
        const entry = byLine.get(line) ?? { parts: [], codes: [] };
        entry.parts.push(text);
        if (code)
            entry.codes.push(text);
        byLine.set(line, entry);
    };
    const visit = (node) => {
        const line = node.position?.start.line ?? 0;
        switch (node.type) {
            case 'html':
            case 'text':
                // A comment is how one takes a line out of a plan without deleting it.
                if (node.type === 'html' && node.value.startsWith('<!--'))
                    break;
                node.value.split('\n').forEach((part, offset) => {
                    add(line + offset, part);
                });
                break;
            case 'inlineCode':
                add(line, node.value, true);
                break;
            default:
                if ('children' in node)
                    for (const child of node.children)
                        visit(child);
        }
    };
    for (const node of nodes)
        visit(node);
    return [...byLine.entries()]
        .sort(([a], [b]) => a - b)
        .map(([line, { parts, codes }]) => ({ line, cells: [{ text: withoutStruck(parts.join('')).trim() }], codes }));
}
/** GFM strikethrough (`~~GET /pets~~`) takes text out of the plan; the parser is not given that extension. */
function withoutStruck(text) {
    return text.replace(/~~(?!\s)[^~]*~~/g, ' ');
}
/** Returns a line as plain text, a table row's cells joined by ` | `. */
function lineText(line) {
    return line.cells.map((cell) => cell.text).join(' | ');
}

;// CONCATENATED MODULE: ./src/plan/find-endpoints.ts
// Endpoint recognition: which text on a plan line names an operation, an HTTP method and path or a GraphQL field.


// The refused methods are matched too, so that `TRACE /x` is an error naming its line rather than prose passed over.
const HTTP_METHOD = http_methods/* KNOWN_HTTP_METHODS */.I3.join('|');
/** A method and a path, also split over two table cells (`GET | /pets`); the query string is not part of the key. */
const HTTP_ENDPOINT = new RegExp(String.raw `(?<![\w/-])(${HTTP_METHOD})(?:\s+|\s*\|\s*)(\/(?:[\w\-.~%@$:/]|\{[^{}\s/]*\}|<[\w.-]+>|\[[\w.-]+\])*)(\?[^\s|]*)?`, 'gi');
/** `Query.pets`, the root type's name and the field, counts anywhere on a line. */
const GRAPHQL_DOTTED = /(?<![\w.])(Query|Mutation|Subscription)\.([_A-Za-z]\w*)/g;
/** `query pets` counts at the start of a line or cell, or in a code span: elsewhere "query" is likely prose. */
const GRAPHQL_SPACED = /^(?:\[[ xX]\]\s*)?(query|mutation|subscription)\s+([_A-Za-z]\w*)(?![\w.]|\s*(?:\([^)]*\)\s*)?\{)/;
/** A GraphQL document in a code span (`query Pets { pets { id } }`) names its first field, not its own name. */
const GRAPHQL_DOCUMENT = /^(query|mutation|subscription)\b\s*(?:[_A-Za-z]\w*\s*)?(?:\([^)]*\)\s*)?\{\s*([_A-Za-z]\w*)/;
/** Returns the endpoints a line names, in the order written. */
function findEndpoints(line) {
    const found = [];
    const text = lineText(line);
    for (const match of text.matchAll(HTTP_ENDPOINT)) {
        const [written, method = '', rawPath = ''] = match;
        const path = rawPath.replace(/[.:]+$/, '');
        // "get / post" in prose is not `GET /`; an upper-case method with the root path is.
        if (path === '/' && method !== method.toUpperCase())
            continue;
        found.push({ key: `${method.toUpperCase()} ${normalizePath(path)}`, written, at: match.index });
    }
    for (const match of text.matchAll(GRAPHQL_DOTTED)) {
        const [written, type = '', field = ''] = match;
        found.push({ key: `${type.toLowerCase()} ${field}`, written, at: match.index });
    }
    let offset = 0;
    for (const cell of line.cells) {
        const match = GRAPHQL_SPACED.exec(cell.text.trimStart());
        if (match)
            found.push({ key: `${match[1]} ${match[2]}`, written: match[0], at: offset });
        offset += cell.text.length + 3;
    }
    for (const code of line.codes) {
        const match = GRAPHQL_SPACED.exec(code.trim()) ?? GRAPHQL_DOCUMENT.exec(code.trim());
        if (match)
            found.push({ key: `${match[1] ?? 'query'} ${match[2]}`, written: code, at: text.indexOf(code) });
    }
    found.sort((a, b) => a.at - b.at);
    return found.filter((endpoint, index) => found.findIndex((other) => other.key === endpoint.key) === index);
}
/** Returns the path as keys write it: `:id`, `<id>` and `[id]` as `{id}`, no trailing slash except for the root. */
function normalizePath(path) {
    const segments = path
        .split('/')
        .map((segment) => segment.replace(/^(?::([\w.-]+)|<([\w.-]+)>|\[([\w.-]+)\])$/, '{$1$2$3}'));
    const normalized = segments.join('/');
    return normalized.length > 1 ? normalized.replace(/\/+$/, '') || '/' : normalized;
}

// EXTERNAL MODULE: ./src/plan/line-overrides.ts + 4 modules
var line_overrides = __webpack_require__(16089);
// EXTERNAL MODULE: ./src/plan/plan-error.ts
var plan_error = __webpack_require__(80099);
;// CONCATENATED MODULE: ./src/plan/plan-limits.ts
/**
 * A plan is a few kilobytes. Past this it is not one, and the markdown parser (micromark) takes more than
 * proportionally longer on a large table or list, and about a thousand bytes of memory per byte read.
 * @internal Exported for the tests.
 */
const MAX_PLAN_BYTES = 256 * 1024;
/**
 * How many lists and block quotes may nest within each other: plans use three or four. The parser and the reader
 * walk one level per call, and the parser slows down with the square of the depth of a list.
 * @internal Exported for the tests.
 */
const MAX_PLAN_NESTING = 32;
/**
 * How many `*`, `[` and `]` a plan may hold. The parser matches emphasis and links in time that grows with the square
 * of how many are open in one paragraph (80,000 `[a]` take half a minute); a plan uses a few hundred.
 * @internal Exported for the tests.
 */
const MAX_PLAN_MARKUP = 10_000;
/** A line of only `-`, `*` or `_` (three or more, spaces between allowed) is a thematic break, not a list. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/**
 * Returns why a plan is not read at all: its size over MAX_PLAN_BYTES, or the first line that nests lists and quotes
 * deeper than MAX_PLAN_NESTING; empty when neither. Checked on the text, before the parser sees it.
 */
function planLimitProblems(markdown) {
    const bytes = Buffer.byteLength(markdown, 'utf8');
    if (bytes > MAX_PLAN_BYTES) {
        const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
        return [
            {
                path: '',
                message: `is ${size}, more than the ${MAX_PLAN_BYTES / 1024} KiB a plan may be (a plan is a few kilobytes): check that this is the plan meant, or move what is not the plan into another file`,
            },
        ];
    }
    const deep = deepNesting(markdown);
    if (deep) {
        return [
            {
                path: '',
                ...deep,
                message: `lists and quotes nest more than ${MAX_PLAN_NESTING} levels deep here: no plan needs as many, so it is not read; write the line with fewer levels`,
            },
        ];
    }
    const markup = tooMuchMarkup(markdown);
    return markup
        ? [
            {
                path: '',
                ...markup,
                message: `the plan holds more than ${MAX_PLAN_MARKUP.toLocaleString('en')} \`*\`, \`[\` and \`]\` by here (emphasis and links): no plan needs as many, so it is not read; check that this is the plan meant`,
            },
        ]
        : [];
}
/** Returns where the count of `*`, `[` and `]` passes MAX_PLAN_MARKUP, or undefined. */
function tooMuchMarkup(markdown) {
    let count = 0;
    let line = 1;
    let lineStart = 0;
    for (let index = 0; index < markdown.length; index++) {
        const char = markdown[index];
        if (char === '\n') {
            line++;
            lineStart = index + 1;
        }
        else if ((char === '*' || char === '[' || char === ']') && ++count > MAX_PLAN_MARKUP) {
            return { line, column: index - lineStart + 1 };
        }
    }
    return undefined;
}
/**
 * Returns where a line opens more than MAX_PLAN_NESTING levels, or undefined. Only a `>` or a list marker opens a
 * level; a line that has one is at most as deep as its markers plus its indentation in steps of two columns (the
 * least a nested list item indents): an upper bound, so a plan within it is never nested deeper.
 */
function deepNesting(markdown) {
    let line = 0;
    for (let start = 0; start <= markdown.length; line++) {
        const newline = markdown.indexOf('\n', start);
        const end = newline === -1 ? markdown.length : newline;
        const text = markdown.slice(start, end);
        start = end + 1;
        if (!THEMATIC_BREAK.test(text)) {
            const column = deepColumn(text);
            if (column !== undefined)
                return { line: line + 1, column };
        }
        if (newline === -1)
            break;
    }
    return undefined;
}
/** Returns the 1-based column at which a line's prefix passes MAX_PLAN_NESTING levels, or undefined. */
function deepColumn(text) {
    let markers = 0;
    let spaces = 0;
    let index = 0;
    while (index < text.length) {
        const char = text[index];
        if (char === ' ' || char === '\t') {
            spaces += char === '\t' ? 4 : 1;
            index++;
            continue;
        }
        const ordered = /^\d{1,9}[.)]/.exec(text.slice(index, index + 11))?.[0];
        const marker = char === '>' ? '>' : '-*+'.includes(char) ? char : ordered;
        const after = marker && text[index + marker.length];
        if (!marker || (char !== '>' && after !== undefined && after !== ' ' && after !== '\t'))
            break;
        markers++;
        // The space after a list marker belongs to the marker: it is not a level of indentation.
        if (char !== '>' && after !== undefined)
            index++;
        index += marker.length;
        if (markers + Math.floor(spaces / 2) > MAX_PLAN_NESTING)
            return index;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/plan/read-scope.ts
// src/plan/ reads qa-plan.md's Performance section into a Scope; this is the plan reader's entry.






/**
 * Returns the performance scope of a `qa-plan.md`: its entries in plan order and the plan's defaults. Throws a
 * PlanError naming each line that sets more users or a longer duration than a load test accepts, or, before parsing,
 * saying why the plan is not read at all (too large, nested too deep, too much markup: see plan-limits.ts).
 */
function readScope(markdown, file) {
    const refused = planLimitProblems(markdown);
    if (refused.length > 0)
        throw new plan_error/* PlanError */.W(file, refused);
    try {
        return readSection(markdown, file);
    }
    catch (error) {
        // The limits keep the parser and the walker far from the stack's end; should a plan still reach it, the user
        // gets a sentence, never a stack trace.
        if (!(error instanceof RangeError))
            throw error;
        throw new plan_error/* PlanError */.W(file, [
            {
                path: '',
                message: 'nests too deeply to be read: write it with fewer lists, quotes and emphasis within each other',
            },
        ]);
    }
}
function readSection(markdown, file) {
    const section = performanceSection(markdown);
    if (!section)
        return { found: false, entries: [], defaults: {} };
    const state = { entries: [], excluded: [], defaults: {}, problems: [] };
    readBlocks(section, { owners: [], group: {} }, state);
    if (state.problems.length > 0)
        throw new plan_error/* PlanError */.W(file, state.problems);
    return { found: true, entries: state.entries, defaults: state.defaults, excluded: state.excluded };
}
function readBlocks(blocks, context, state) {
    for (let index = 0; index < blocks.length; index++) {
        const block = blocks[index];
        if (block.type !== 'heading') {
            readBlock(block, context, state);
            continue;
        }
        // A deeper heading opens a subsection: its own line is read like a list item's, its body like the item's children.
        const end = sectionEnd(blocks, index);
        const body = blocks.slice(index + 1, end);
        const inner = readLine(headingLine(block), context, state, () => body.some(hasEndpoint));
        readBlocks(body, inner, state);
        index = end - 1;
    }
}
function readBlock(block, context, state) {
    switch (block.type) {
        case 'paragraph':
            // Outside a list item every line stands alone, so `Concurrency: 20 users` under `GET /pets` stays a default.
            for (const line of phrasingLines(block.children))
                readLine(line, context, state, () => false);
            break;
        case 'list':
            for (const item of block.children)
                readItem(item.children, context, state);
            break;
        case 'table':
            for (const row of tableRows(block))
                readLine(row, context, state, () => false);
            break;
        case 'blockquote':
            readBlocks(block.children, context, state);
            break;
        default:
        // Code blocks, HTML and the rest are not scope lines: an example in a fence must not change the scope.
    }
}
/** A list item's lines chain: a line without an endpoint belongs to the endpoint line above it in the same item. */
function readItem(blocks, context, state) {
    const units = blocks.flatMap((block) => block.type === 'paragraph' || block.type === 'heading' ? linesOf(block).map((line) => ({ line })) : [{ block }]);
    // Whether an endpoint follows each unit, worked out once from the end when first asked: asking each line about
    // all the lines after it made a long item quadratic.
    let endpointAfter;
    const endpointFollows = (index) => {
        if (!endpointAfter) {
            endpointAfter = Array(units.length).fill(false);
            for (let at = units.length - 2; at >= 0; at--) {
                const next = units[at + 1];
                endpointAfter[at] =
                    endpointAfter[at + 1] || ('line' in next ? findEndpoints(next.line).length > 0 : hasEndpoint(next.block));
            }
        }
        return endpointAfter[index];
    };
    let current = context;
    units.forEach((unit, index) => {
        if ('block' in unit) {
            readBlock(unit.block, current, state);
            return;
        }
        current = readLine(unit.line, current, state, () => endpointFollows(index));
    });
}
/**
 * Reads one line: endpoints become entries, overrides go to the enclosing endpoint line, the endpoint lines that
 * this line introduces, or the plan's defaults. Returns the context for the lines this one encloses.
 */
function readLine(line, context, state, introducesEndpoints) {
    const excluding = withoutNot(line);
    if (excluding)
        return readExclusion(line, excluding, context, state);
    const endpoints = findEndpoints(line);
    const overrides = (0,line_overrides/* lineOverrides */.wn)(line, endpoints);
    state.problems.push(...(0,line_overrides/* boundProblems */.Jv)(overrides, line.line));
    for (const endpoint of endpoints) {
        const [method = ''] = endpoint.key.split(' ');
        if (!/^(?:query|mutation|subscription)$/.test(method) && !(0,http_methods/* isSentHttpMethod */.Uw)(method)) {
            state.problems.push({ path: '', line: line.line, column: 1, message: (0,http_methods/* unsentMethodMessage */.yC)(method) });
        }
        if (overrides.transport && method !== 'subscription')
            state.problems.push(transportProblem(endpoint.key, line));
    }
    if (endpoints.length > 0) {
        const keys = [...new Set(endpoints.map((endpoint) => endpoint.key))];
        const entries = keys.map((key) => ({
            key,
            line: line.line,
            text: lineText(line),
            overrides: (0,line_overrides/* overlayOverrides */.ox)(context.group, overrides),
        }));
        state.entries.push(...entries);
        return { owners: entries, group: context.group };
    }
    if ((0,line_overrides/* isEmpty */.Im)(overrides))
        return context;
    if (context.owners.length > 0) {
        for (const entry of context.owners)
            entry.overrides = (0,line_overrides/* overlayOverrides */.ox)(entry.overrides, overrides);
        return context;
    }
    if (introducesEndpoints())
        return { owners: [], group: (0,line_overrides/* overlayOverrides */.ox)(context.group, overrides) };
    state.defaults = (0,line_overrides/* overlayOverrides */.ox)(state.defaults, overrides);
    return context;
}
/** `not` (or `not:`) first on a line or in its first cell, after a task list's box: what follows is left out. */
const NOT = /^(?:\[[ xX]\]\s*)?not(?:\s*:\s*|\s+)/i;
/** Returns the line without its leading `not`, or undefined when it has none or names no endpoint after it. */
function withoutNot(line) {
    const [first, ...rest] = line.cells;
    const text = first?.text.trimStart() ?? '';
    if (!NOT.test(text))
        return undefined;
    const stripped = {
        line: line.line,
        cells: [{ ...first, text: text.replace(NOT, '') }, ...rest],
        // `not query users` in one code span: the field is what the span names after `not`.
        codes: line.codes.map((code) => code.trimStart().replace(NOT, '')),
    };
    // "Not load tested: the admin pages" is prose: only a line that goes on with an endpoint leaves something out.
    return findEndpoints(stripped).length > 0 ? stripped : undefined;
}
/**
 * Reads a `not` line: its endpoints are left out of the scope. Returns a context whose owners are discarded, so that
 * the lines it encloses (a reason, a wrapped line) set nothing for the plan.
 */
function readExclusion(line, stripped, context, state) {
    const keys = [...new Set(findEndpoints(stripped).map((endpoint) => endpoint.key))];
    const text = lineText(line);
    state.excluded.push(...keys.map((key) => ({ key, line: line.line, text })));
    return { owners: keys.map((key) => ({ key, line: line.line, text, overrides: {} })), group: context.group };
}
/** The problem of `over websocket` on a line that names what is no GraphQL subscription. */
function transportProblem(key, line) {
    return {
        path: '',
        line: line.line,
        column: 1,
        message: `chooses how a GraphQL subscription is carried (over websocket: graphql-ws; over sse: GraphQL over SSE), and ${key} is no subscription: name one (- subscription onPrice over websocket), or write stream: in loadtool.yaml (docs/streams.md)`,
    };
}
function hasEndpoint(block) {
    return linesOf(block).some((line) => findEndpoints(line).length > 0);
}


/***/ })

};
