export const id = 283;
export const ids = [283];
export const modules = {

/***/ 487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ RUNTIME_COMPILE)
/* harmony export */ });
// The ajv options every validator of our schemas is compiled with at run time.
/**
 * The ajv options every validator of a schema of ours is compiled with at run time, besides its own. The schemas are
 * checked against the JSON Schema meta-schema by a test, so ajv does not check them again at each start (compiling
 * the meta-schema costs more than the schema); and the code is not optimised, which saves more when compiling than it
 * costs in validating one file.
 */
const RUNTIME_COMPILE = { validateSchema: false, code: { optimize: false } };


/***/ }),

/***/ 76772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ positionOf),
/* harmony export */   i: () => (/* binding */ deepNestingPosition)
/* harmony export */ });
// A bound on `[`/`{` nesting, found by a scan before a parser recurses on untrusted text.
/**
 * Everything up to the next bracket or quote, double-quoted strings whole (escapes included): one match skips a run
 * of keys and values between two brackets. Bounded, so that the regular expression's backtracking stack stays small on
 * a long run of strings; the scan goes on where it stopped.
 */
const SKIP = /[^[\]{}"]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^[\]{}"]*){0,256}/y;
/** The rest of a double-quoted string, escapes included, to its closing quote. */
const STRING_REST = /[^"\\]*(?:\\[^][^"\\]*)*"/y;
/**
 * Returns the position (1-based line and column) of the first `[` or `{` of a JSON text (or YAML in flow style) that
 * opens a level beyond `limit`, or undefined when the text stays within it. Brackets inside double-quoted strings do
 * not count; exact for JSON, a close estimate for YAML (a `'` quoted scalar is not told apart). Iterative, so that
 * every reader can refuse a hostile depth before a recursive parser or walker overflows the stack on it.
 */
function deepNestingPosition(text, limit) {
    // Regular expressions skip what is not a bracket, strings whole: a large description is mostly strings, which a
    // loop over every character reads at a fraction of the speed; one match per run between brackets, not per string.
    const skip = new RegExp(SKIP);
    const stringRest = new RegExp(STRING_REST);
    let depth = 0;
    for (let index = 0;; index++) {
        skip.lastIndex = index;
        skip.test(text);
        index = skip.lastIndex;
        if (index >= text.length)
            return undefined;
        const char = text.charCodeAt(index);
        if (char === 0x22 /* " */) {
            stringRest.lastIndex = index + 1;
            // A string that never closes holds the rest of the text.
            if (!stringRest.test(text))
                return undefined;
            // Past the closing quote, which the loop's step skips.
            index = stringRest.lastIndex - 1;
        }
        else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
            if (++depth > limit)
                return positionOf(text, index);
        }
        else {
            depth = Math.max(0, depth - 1);
        }
    }
}
/** Returns the 1-based line and column of an offset in a text. */
function positionOf(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
        line++;
        lineStart = index + 1;
    }
    return { line, column: offset - lineStart + 1 };
}


/***/ }),

/***/ 23176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  merge: () => (/* binding */ merge)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(91084);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/merge/shards-error.ts
// The error of files given to a merge that are not exactly the shards of one run: every problem, by file.

/**
 * The files given to a merge are not exactly the shards of one run (exit 2): every problem, each said with its own
 * file, so that the one to fix or to download again is named.
 */
class ShardsError extends errors/* InputError */.dz {
    files;
    constructor(problems) {
        super(problems[0]?.file ?? '', problems.map(({ problem }) => problem));
        this.files = new Map(problems.map(({ file, problem }) => [problem, file]));
        this.message = problems.map(({ file, problem }) => (0,errors/* formatProblem */.Vw)(file, problem)).join('\n');
        this.name = 'ShardsError';
    }
    /** Returns one problem as a line of output, with the file it is in. */
    describe(problem) {
        return (0,errors/* formatProblem */.Vw)(this.files.get(problem) ?? this.file, problem);
    }
}

;// CONCATENATED MODULE: ./src/merge/check-shards.ts

/**
 * Returns the files in shard order when they are exactly the shards 1 … n of one load test; otherwise throws a
 * ShardsError (exit 2) with every problem, each naming its file: a whole run's results (shard null) or a file without
 * the load test's fingerprint, a shard count or fingerprint other than the first file's (a shard of another run or load
 * test), a shard given twice, and each shard index missing.
 */
function checkShards(files) {
    const problems = [];
    const refuse = (file, path, message) => problems.push({ file, problem: { path, message } });
    const shards = files.filter((entry) => {
        const { shard, fingerprint } = entry.results;
        if (shard === null)
            refuse(entry.file, 'shard', 'is the results of a whole run (shard: null), not of a shard: pass only results written with --shard i/n (the action’s mode: shard)');
        else if (fingerprint === undefined)
            refuse(entry.file, 'fingerprint', 'is missing: the file was written by a loadtool without sharding; run every shard with the same loadtool');
        return shard !== null && fingerprint !== undefined;
    });
    const first = shards[0];
    const byIndex = new Map();
    for (const entry of shards) {
        const { shard, fingerprint } = entry.results;
        const label = `shard ${shard.index}/${shard.count}`;
        if (first && shard.count !== first.results.shard.count)
            refuse(entry.file, 'shard.count', `is ${label}, of a run in ${shard.count} shards, but ${first.file} is of ${first.results.shard.count}: merge the shards of one run only`);
        else if (first && fingerprint !== first.results.fingerprint)
            refuse(entry.file, 'fingerprint', `is ${label} of another load test (fingerprint ${fingerprint.slice(0, 12)}…, ${first.file} has ${first.results.fingerprint.slice(0, 12)}…): its scenarios differ; merge the shards of one load test, run from the same loadtool.yaml`);
        else if (byIndex.has(shard.index))
            refuse(entry.file, 'shard.index', `repeats ${label}, already read from ${byIndex.get(shard.index).file}: pass each shard once`);
        else
            byIndex.set(shard.index, entry);
    }
    if (first) {
        const count = first.results.shard.count;
        const given = [...byIndex.keys()].sort((a, b) => a - b).join(', ');
        for (let index = 1; index <= count; index++) {
            if (byIndex.has(index))
                continue;
            refuse(first.file, 'shard', `shard ${index}/${count} is missing: the run has ${count} shards and only ${given} ${byIndex.size === 1 ? 'was' : 'were'} given; an exact merge needs every one: download its results.json too, or rerun that shard`);
        }
    }
    if (problems.length > 0)
        throw new ShardsError(problems);
    return [...byIndex.values()].sort((a, b) => a.results.shard.index - b.results.shard.index);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/merge/find-results.ts
// Finds the results files to merge: files as given, folders searched at any depth for `results.json`.



/**
 * Returns the results files to merge, sorted within each folder: a file as given, a folder as every `results.json`
 * under it at any depth (download-artifact puts each artifact in a folder of its own), except the files in `exclude`
 * (the merge's own output, so that merging again into the same folder does not read the last merge). Throws an
 * InputError (exit 2) naming a path that does not exist and a folder with no results.json.
 */
async function findResultsFiles(paths, exclude = []) {
    const excluded = new Set(exclude.map((file) => (0,external_node_path_.resolve)(file)));
    const files = [];
    for (const path of paths) {
        const info = await (0,promises_.stat)(path).catch(() => undefined);
        if (info === undefined)
            throw new errors/* InputError */.dz(path, [
                { path: '', message: 'does not exist: pass the results.json of each shard, or a folder that holds them' },
            ]);
        if (!info.isDirectory()) {
            files.push(path);
            continue;
        }
        const found = (await (0,promises_.readdir)(path, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile() && entry.name === 'results.json')
            .map((entry) => (0,external_node_path_.join)(entry.parentPath, entry.name))
            .filter((file) => !excluded.has((0,external_node_path_.resolve)(file)))
            .sort();
        if (found.length === 0)
            throw new errors/* InputError */.dz(path, [
                {
                    path: '',
                    message: 'holds no results.json (searched at any depth): download the shards’ artifacts into it, or pass the files',
                },
            ]);
        files.push(...found);
    }
    return files;
}

// EXTERNAL MODULE: ./src/engine/merge/merge-pieces.ts
var merge_pieces = __webpack_require__(37401);
// EXTERNAL MODULE: ./src/engine/merge/merge-parallel.ts
var merge_parallel = __webpack_require__(82037);
// EXTERNAL MODULE: ./src/engine/self/calibration.ts
var self_calibration = __webpack_require__(11037);
// EXTERNAL MODULE: ./src/engine/self/worst-self-check.ts
var worst_self_check = __webpack_require__(49076);
;// CONCATENATED MODULE: ./src/merge/merge-shards.ts
// src/merge/ merges the shards of a sharded run; this merges their checked results into one, unjudged.




/**
 * Returns the shards (checked by checkShards, in shard order) merged as if one machine had run the whole load at once:
 * the shards ran at the same time, so counters, statuses, categories, checks and bytes are summed, histograms added
 * bucket by bucket (the latency summary recomputed from the sum, never averaged), the users and the rates added (each
 * shard's requests over its own measured time), rounds summed round by round, timelines aligned by wall-clock second
 * (see alignTimelines), a stream scenario's figures merged the same way (mergeStream: its counts summed, its four
 * histograms added bucket by bucket, its events per second aligned), failed samples kept as the engine keeps them, a
 * flow's steps merged by name the same way.
 * Scenarios are matched by name, in the order they first appear. The run spans the earliest start to the latest end;
 * its calibration is the slower of the shards' figure by figure (absent when none has one); `shard` is null and the
 * fingerprint kept, and so are `writes` (`existing` when a shard's is), `movedWrites` and `insecureTls` (when a shard's is). A scenario is `cancelled`
 * when a shard's was, `errored` (with that shard's error) when a shard that had users for it could not run it, else
 * `measured`: the verdict judges the whole again.
 */
function mergeShards(shards) {
    const runs = shards.map(({ results }) => results);
    const first = runs[0];
    if (first === undefined)
        throw new Error('mergeShards needs at least one shard');
    const offsets = secondOffsets(runs.map(({ startedAt }) => startedAt));
    const groups = (0,merge_pieces/* groupByName */.mV)(runs.map(({ scenarios: list }) => list));
    const scenarios = groups.map((parts) => {
        const partOffsets = parts.map((part) => offsets[runs.findIndex((run) => run.scenarios.includes(part))]);
        return (0,merge_parallel/* mergeParallelScenario */.G)(parts, partOffsets);
    });
    // The definitions are the same in every shard: the fingerprint covers the thresholds.
    const rules = new Map(groups.map(([scenario]) => [scenario.name, rulesOf(scenario)]));
    const sources = runs.find((run) => run.sources !== undefined)?.sources;
    // The same load test gives every shard the same writes and run order (the fingerprint covers the scenarios and the
    // execution); should one shard say it changed existing data, the whole did.
    const writes = runs.some((run) => run.writes === 'existing') ? 'existing' : first.writes;
    // Each shard's machine at its slowest: the whole ran no better than its slowest shard's machine.
    const calibration = runs.reduce((slowest, run) => (0,self_calibration/* slowerCalibration */.nf)(slowest, run.calibration), undefined);
    const measured = {
        version: 1,
        startedAt: earliest(runs.map(({ startedAt }) => startedAt)),
        finishedAt: latest(runs.map(({ finishedAt }) => finishedAt)),
        baseUrl: first.baseUrl,
        shard: null,
        fingerprint: first.fingerprint,
        generator: mergeSelfChecks(shards),
        ...(calibration && { calibration }),
        scenarios,
        ...(sources && { sources }),
        ...(writes && { writes }),
        ...(first.movedWrites !== undefined && { movedWrites: first.movedWrites }),
        // A shard that accepted any certificate makes the whole one that did.
        ...(runs.some((run) => run.insecureTls) && { insecureTls: true }),
    };
    return { measured, rules };
}
/** Returns the thresholds a scenario's results recorded, and its steps'. */
function rulesOf(scenario) {
    return {
        thresholds: scenario.thresholds,
        steps: new Map((scenario.steps ?? []).map((step) => [step.name, step.thresholds])),
    };
}
/** Returns each start's whole seconds after the earliest start. */
function secondOffsets(startedAt) {
    const times = startedAt.map((time) => Date.parse(time));
    const start = Math.min(...times);
    return times.map((time) => Math.round((time - start) / 1000));
}
function earliest(times) {
    return times.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
}
function latest(times) {
    return times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}
/**
 * Returns the generator's self-check of the whole: saturated when one shard's generator was, with the worst figures
 * of any shard (each shard is its own machine) and the message of each saturated shard, named.
 */
function mergeSelfChecks(shards) {
    return (0,worst_self_check/* worstSelfCheck */.e)(shards.map(({ results }) => ({
        name: `shard ${results.shard.index}/${results.shard.count}`,
        check: results.generator,
    })));
}

// EXTERNAL MODULE: ./src/results/read-results.ts + 3 modules
var read_results = __webpack_require__(16430);
// EXTERNAL MODULE: ./src/triage/triage.ts + 17 modules
var triage = __webpack_require__(37588);
// EXTERNAL MODULE: ./src/verdict/judge-run.ts
var judge_run = __webpack_require__(35066);
// EXTERNAL MODULE: ./src/verdict/outcome.ts + 2 modules
var outcome = __webpack_require__(95537);
;// CONCATENATED MODULE: ./src/pipeline/stages/merge-stage.ts
// The merge stage of a sharded run: the shards' results merged, judged against their thresholds and triaged.







/**
 * Returns the results of a sharded run, from the shards' results.json (files, or folders searched at any depth, less
 * `exclude`): checked to be exactly the shards of one load test (a ShardsError, exit 2, names each missing, repeated or
 * foreign one), merged exactly (src/merge/), every threshold judged on the whole from the definitions the shards
 * recorded (no loadtool.yaml needed), and triaged as a run. The shards' texts were masked when they were written.
 */
async function mergeStage(paths, exclude = []) {
    const files = await findResultsFiles(paths, exclude);
    const read = await Promise.all(files.map(async (file) => ({ file, results: await (0,read_results/* readResults */.x)(file) })));
    const shards = checkShards(read);
    const { measured, rules } = mergeShards(shards);
    return { results: (0,triage/* triageResults */.b)(judgeRecorded(measured, rules)), files: shards.map(({ file }) => file) };
}
/** Returns the merged run judged: each scenario against its recorded thresholds, the run's outcome the worst. */
function judgeRecorded(measured, rules) {
    const scenarios = measured.scenarios.map((scenario) => {
        const recorded = rules.get(scenario.name);
        return (0,outcome/* judgeScenario */.qZ)(scenario, recorded?.thresholds ?? [], recorded?.steps);
    });
    return (0,judge_run/* judgedRun */.V)(measured, scenarios);
}

// EXTERNAL MODULE: ./src/report/terminal-table.ts
var terminal_table = __webpack_require__(6025);
// EXTERNAL MODULE: ./src/report/write-reports.ts
var write_reports = __webpack_require__(22195);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
// EXTERNAL MODULE: ./src/cli/upload-written.ts
var upload_written = __webpack_require__(42939);
;// CONCATENATED MODULE: ./src/cli/handlers/merge-handler.ts
// What `loadtool merge` does: the shards' results merged, judged and reported as one run.








/** Merges the shards' results, prints the table and writes the reports; returns the exit code of the whole's outcome. */
async function merge(io, paths, flags) {
    const { target: outTarget, problems } = (0,upload_written/* outUrlOf */.D)(flags.outUrl, io.env);
    // Each path as a bucket to read from (s3://bucket/prefix/), or undefined for a local file or folder.
    const buckets = paths.map((path) => {
        if (!/^s3:\/\//i.test(path))
            return undefined;
        const bucket = (0,upload_written/* outUrlOf */.D)(path, io.env, 'the path');
        problems.push(...bucket.problems);
        return bucket.target;
    });
    if (problems.length > 0) {
        for (const problem of problems)
            io.stderr.write(`loadtool merge: ${problem}\n`);
        return exit_codes/* ExitCode */.y.badInput;
    }
    // s3://bucket/prefix/: the shards' results.json downloaded into --out/shards/, then merged as local files.
    const local = await localPaths(paths, buckets, flags.out);
    const { results, files: shards } = await mergeStage(local, [(0,external_node_path_.join)(flags.out, 'results.json')]);
    io.stdout.write(`Merged ${shards.length} shards: ${shards.join(', ')}\n`);
    // The table first: a folder that cannot be written loses the files, never the verdict.
    io.stdout.write(`\n${(0,terminal_table/* renderTerminalTable */.j)(results, { color: (0,command_plumbing/* colorOf */.HN)(io) })}\n`);
    try {
        const files = await (0,write_reports/* writeReports */.Li)(results, flags.out, flags.loadtest);
        io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
        if (outTarget && !(await (0,upload_written/* uploadWritten */.p)(io, 'merge', outTarget, files, undefined, flags.out)))
            return (0,exit_codes/* exitCodeFor */.R)((0,write_reports/* unwrittenOutcome */.Rx)(results.outcome));
    }
    catch (error) {
        if (!(error instanceof write_reports/* ReportWriteError */.yi))
            throw error;
        io.stderr.write(`loadtool merge: error: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
        return (0,exit_codes/* exitCodeFor */.R)((0,write_reports/* unwrittenOutcome */.Rx)(results.outcome));
    }
    return (0,exit_codes/* exitCodeFor */.R)(results.outcome);
}
/** Returns the paths with each bucket's (`buckets[i]`) replaced by the results.json files downloaded from it. */
async function localPaths(paths, buckets, out) {
    const local = [];
    for (const [index, path] of paths.entries()) {
        const target = buckets[index];
        if (target?.kind !== 's3') {
            local.push(path);
            continue;
        }
        const { downloadResults } = await Promise.all(/* import() */[__webpack_require__.e(543), __webpack_require__.e(236)]).then(__webpack_require__.bind(__webpack_require__, 37236));
        local.push(...(await downloadResults(target, (0,external_node_path_.join)(out, 'shards', target.bucket, target.prefix))));
    }
    return local;
}


/***/ }),

/***/ 45034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ jsonMessage),
/* harmony export */   Jj: () => (/* binding */ Wording),
/* harmony export */   P8: () => (/* binding */ problemsByPath),
/* harmony export */   Tp: () => (/* binding */ JSON_WORDS),
/* harmony export */   a: () => (/* binding */ unknownKey),
/* harmony export */   e6: () => (/* binding */ meantBranch),
/* harmony export */   et: () => (/* binding */ subjectOf),
/* harmony export */   lv: () => (/* binding */ schemaAt),
/* harmony export */   mj: () => (/* binding */ notAllowed)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);


/**
 * Returns the schema node that describes the value at `segments`, following `properties`, `items` (for array indexes)
 * and `additionalProperties`, with `$ref`s to `#/$defs` merged in; empty where the schema says nothing of the value.
 * Given the data, an `anyOf` of a mapping and other values is followed into the branch for the value's kind (a
 * mapping into the mapping's), so that a message speaks of the value as it was meant.
 */
function schemaAt(root, segments, data) {
    let at = resolve(root, root);
    let value = data;
    for (const segment of segments) {
        const node = at.node;
        const child = node?.properties?.[segment] ??
            (typeof segment === 'number' ? node?.items : undefined) ??
            (typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined);
        if (!child)
            return {};
        value = valueAt(value, [segment]);
        at = branchFor(root, resolve(root, child), value);
    }
    return at;
}
/** Returns the branch of an `anyOf` node meant for the value (see `meantBranch`), merged over the node; else the node. */
function branchFor(root, at, value) {
    const index = value === undefined ? undefined : meantBranch(root, at.node, value);
    if (index === undefined)
        return at;
    const resolved = resolve(root, at.node.anyOf[index]);
    return { ...resolved, node: { ...at.node, ...resolved.node } };
}
/**
 * Returns the index of the `anyOf` branch of `node` that a value is meant for, undefined when the node has none: a
 * mapping that uses a key of a mapping branch is meant for that branch; any other value for the first branch that
 * is not a mapping. A message then speaks of the value as it was meant, not of every branch it misses.
 */
function meantBranch(root, node, value) {
    const branches = node?.anyOf;
    if (!Array.isArray(branches))
        return undefined;
    const nodes = branches.map((branch) => resolve(root, branch).node ?? {});
    const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
    const mapping = nodes.findIndex((branch) => branch.type === 'object' && keys.some((key) => branch.properties?.[key] !== undefined));
    if (mapping !== -1)
        return mapping;
    const other = nodes.findIndex((branch) => branch.type !== 'object');
    return other === -1 ? undefined : other;
}
function resolve(root, node) {
    const def = node.$ref?.replace('#/$defs/', '');
    const target = def ? root.$defs?.[def] : undefined;
    return target ? { node: { ...resolve(root, target).node, ...node }, def } : { node };
}
/** Returns what an ajv error is about, in `data` validated against `root`. */
function subjectOf(error, root, data) {
    const at = segmentsOf(error.instancePath, data);
    return { at, value: valueAt(data, at), ...schemaAt(root, at, data), params: error.params };
}
/** Returns the segments of an ajv instance path (a JSON Pointer) into `data`, array indexes as numbers. */
function segmentsOf(pointer, data) {
    const segments = [];
    let value = data;
    for (const raw of pointer ? pointer.slice(1).split('/') : []) {
        const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        segments.push(Array.isArray(value) ? Number(segment) : segment);
        value = valueAt(value, [segment]);
    }
    return segments;
}
function valueAt(data, segments) {
    return segments.reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), data);
}
/** JSON's names for types and its way of quoting values, for the messages about a JSON file (qa.config.json, results.json). */
const JSON_WORDS = {
    types: {
        object: 'an object',
        array: 'an array',
        string: 'a string',
        integer: 'an integer',
        number: 'a number',
        boolean: 'a boolean',
        null: 'null',
    },
    show: (value) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value),
    typedScalars: true,
    print: (value) => JSON.stringify(value),
};
/**
 * The sentences about values that both validators write, in the words of one file: qa.config.json is JSON ("an
 * array", examples in JSON), loadtool.yaml is YAML ("a list", examples in flow YAML).
 */
class Wording {
    words;
    constructor(words) {
        this.words = words;
    }
    /** Returns how to fix a value: `write <the schema's title>, e.g. <its first example>`, or where the reference page says. */
    whatToWrite(node) {
        if (!node?.title)
            return `see ${this.words.reference}`;
        const example = node.examples?.[0];
        return example === undefined ? `write ${node.title}` : `write ${node.title}, e.g. ${this.words.print(example)}`;
    }
    /** Returns what a value is, for a message: `a list`, `the string "30 s"`, `5` or `a number (5)`. */
    kindOf(value) {
        const { types, show, typedScalars } = this.words;
        if (value === null)
            return types.null;
        if (Array.isArray(value))
            return types.array;
        if (typeof value === 'object')
            return types.object;
        if (typeof value === 'string')
            return `the string ${show(value)}`;
        return typedScalars ? `${types[typeof value] ?? typeof value} (${show(value)})` : show(value);
    }
    /** Returns the sentence for a value of the wrong type: the types the schema allows, what it is, what to write. */
    wrongType({ node, params, value }) {
        const types = [].concat(node?.type ?? params.type).map(String);
        const names = types.map((type) => this.words.types[type] ?? type);
        const expected = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'valid');
        return `must be ${expected}, not ${this.kindOf(value)}; ${this.whatToWrite(node)}`;
    }
}
/** Returns the sentence for a value outside the schema's `enum`: the value as quoted, then the values allowed. */
function notAllowed(quoted, node) {
    return `${quoted} is not allowed; write one of ${(node?.enum ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
}
/**
 * Returns the sentence for a key the schema does not know: the known key it most likely meant, else all of them, then
 * the fix (by default for a file whose keys of one's own start with `x-`).
 */
function unknownKey(name, known, fix = 'Remove it, or start a key of your own with "x-".') {
    const guess = closest(name, known);
    const hint = guess ? `did you mean "${guess}"?` : `the keys here are ${known.map((key) => `"${key}"`).join(', ')}.`;
    return `unknown key: ${hint} ${fix}`;
}
/** Returns the known key a typo most likely meant: same letters ignoring case, or at most two edits away. */
function closest(name, known) {
    let best;
    for (const key of known) {
        const distance = key.toLowerCase() === name.toLowerCase() ? 0 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(name, key);
        if (distance <= 2 && (!best || distance < best.distance))
            best = { key, distance };
    }
    return best?.key;
}
/**
 * Returns the sentence for an error of a keyword that every JSON file's messages word alike (a missing or unknown key,
 * a wrong type, a value outside an enum, a number out of range), in `wording`; undefined for any other keyword.
 * `unknownKeyFix` is what to do about an unknown key (see unknownKey).
 */
function jsonMessage(error, subject, root, wording, unknownKeyFix) {
    const { at, value, node, params } = subject;
    switch (error.keyword) {
        case 'required': {
            const segments = [...at, String(params.missingProperty)];
            return { segments, message: `is required; ${wording.whatToWrite(schemaAt(root, segments).node)}` };
        }
        case 'additionalProperties': {
            const name = String(params.additionalProperty);
            return { segments: [...at, name], message: unknownKey(name, Object.keys(node?.properties ?? {}), unknownKeyFix) };
        }
        case 'type':
            return { segments: at, message: wording.wrongType(subject) };
        case 'enum':
            return { segments: at, message: notAllowed(JSON.stringify(value), node) };
        case 'minimum':
            return {
                segments: at,
                message: `must be at least ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
            };
        case 'maximum':
            return {
                segments: at,
                message: `must be at most ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
            };
        default:
            return undefined;
    }
}
/** Returns one problem per value: the first sentence about each path, the one to fix first (`$` is the file itself). */
function problemsByPath(described) {
    const problems = new Map();
    for (const { segments, message } of described) {
        const path = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPath */ .uJ)(segments) || '$';
        if (!problems.has(path))
            problems.set(path, { path, message });
    }
    return [...problems.values()];
}


/***/ }),

/***/ 93975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BL: () => (/* binding */ parseTolerance),
/* harmony export */   EK: () => (/* binding */ MIN_ROUND_SECONDS),
/* harmony export */   JH: () => (/* binding */ MAX_ROUNDS),
/* harmony export */   T1: () => (/* binding */ roundsOf),
/* harmony export */   Xn: () => (/* binding */ REGRESSION_KEYS),
/* harmony export */   dO: () => (/* binding */ REGRESSION_DEFINITIONS),
/* harmony export */   lg: () => (/* binding */ FALSE_ALARM_RATE),
/* harmony export */   ou: () => (/* binding */ DEFAULT_REGRESSION),
/* harmony export */   yM: () => (/* binding */ fewestRoundsToRegress),
/* harmony export */   z2: () => (/* binding */ isRegressionKey)
/* harmony export */ });
/* unused harmony export DEFAULT_ROUNDS */
// The regression tolerances of `loadtool.yaml`: how much worse than the baseline each metric may get.
/**
 * The regression tolerances of `loadtool.yaml` (`regression: { p95: 10%, errorRate: 1pp }`): how much worse than the
 * baseline a metric may get, keyed by the threshold keys. A latency (and `mean`) may grow by a percentage of the
 * baseline's value; `rps` may fall by one; `errorRate` may grow by percentage points. `okRate` has no tolerance: its
 * change is errorRate's. Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
const REGRESSION_DEFINITIONS = {
    p50: { worse: 'higher', unit: '%' },
    p75: { worse: 'higher', unit: '%' },
    p90: { worse: 'higher', unit: '%' },
    p95: { worse: 'higher', unit: '%' },
    p99: { worse: 'higher', unit: '%' },
    p999: { worse: 'higher', unit: '%' },
    max: { worse: 'higher', unit: '%' },
    mean: { worse: 'higher', unit: '%' },
    errorRate: { worse: 'higher', unit: 'pp' },
    rps: { worse: 'lower', unit: '%' },
};
/** Every regression key, latencies first. */
const REGRESSION_KEYS = Object.keys(REGRESSION_DEFINITIONS);
/**
 * What generation writes in `defaults.regression`, a tolerance a line, and what judges a scenario without tolerances
 * against a baseline (docs/regression-gate.md).
 */
const DEFAULT_REGRESSION = { p50: '10%', p95: '10%', errorRate: '1pp' };
/**
 * The most rounds a scenario gets when loadtool.yaml sets none (see roundsOf): enough for the run-level error control
 * to judge hundreds of comparisons (docs/regression-gate.md#the-statistics).
 * @internal Exported for the tests.
 */
const DEFAULT_ROUNDS = 10;
/** The most rounds a scenario may have. */
const MAX_ROUNDS = 100;
/** The shortest round: a round's figures need enough requests to stand for it. */
const MIN_ROUND_SECONDS = 1;
/**
 * Returns the rounds a scenario's measured time is split into: the ones written, else as many as fit rounds of at
 * least MIN_ROUND_SECONDS, at most DEFAULT_ROUNDS, and at least one (the same rule validation holds written rounds to).
 */
function roundsOf(scenario) {
    if (scenario.rounds !== undefined)
        return scenario.rounds;
    return Math.max(1, Math.min(DEFAULT_ROUNDS, Math.floor(scenario.durationSeconds / MIN_ROUND_SECONDS)));
}
/** Returns true when a text is a regression key. */
function isRegressionKey(key) {
    return Object.hasOwn(REGRESSION_DEFINITIONS, key);
}
/**
 * Returns the number in a tolerance written in its key's unit (`10%` → 10 for p95, `1pp` → 1 for errorRate; fractions
 * allowed, 0 too), or undefined when it is not one: a percentage up to 1000% for a latency, up to 100% for rps, points
 * up to 100pp for errorRate.
 */
function parseTolerance(key, text) {
    const { unit } = REGRESSION_DEFINITIONS[key];
    const match = /^([0-9]+(?:\.[0-9]+)?)(%|pp)$/.exec(text.trim());
    if (!match || match[2] !== unit)
        return undefined;
    const value = Number(match[1]);
    const most = unit === 'pp' || key === 'rps' ? 100 : 1000;
    return value <= most ? value : undefined;
}
/**
 * The most the chance may be that an unchanged build is judged regressed anywhere in a run: on any scenario, any
 * tolerance. A pull request shows one verdict; 1% of unchanged pull requests failing is what a gate can afford.
 */
const FALSE_ALARM_RATE = 0.01;
/**
 * Returns the fewest rounds a side (as many on each) with which a metric can be judged regressed among `comparisons`
 * at FALSE_ALARM_RATE: the smallest exact one-sided Mann–Whitney p-value of n against n rounds is 1 / C(2n, n) (every
 * head round beyond every base one), which must be within FALSE_ALARM_RATE / comparisons, the bound of Holm's first
 * step. 5 for one comparison, 8 for 60; at most MAX_ROUNDS.
 */
function fewestRoundsToRegress(comparisons) {
    let rounds = 1;
    let arrangements = 2; // C(2, 1)
    while (1 / arrangements > FALSE_ALARM_RATE / Math.max(1, comparisons) && rounds < MAX_ROUNDS) {
        rounds++;
        // C(2n, n) = C(2n − 2, n − 1) × 2n (2n − 1) / n²
        arrangements = (arrangements * (2 * rounds) * (2 * rounds - 1)) / (rounds * rounds);
    }
    return rounds;
}


/***/ }),

/***/ 58765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MX: () => (/* binding */ DEFAULT_STALL_MS),
/* harmony export */   NP: () => (/* binding */ STREAM_PROTOCOLS),
/* harmony export */   dX: () => (/* binding */ STREAM_FAULTS),
/* harmony export */   gq: () => (/* binding */ STREAM_MODES)
/* harmony export */ });
// Streams (`stream:` in loadtool.yaml): how they are carried and held, the words the load test and results share.
/** How a stream scenario's streams are carried (docs/streams.md). */
const STREAM_PROTOCOLS = ['sse', 'websocket', 'graphql-ws'];
/** `hold`: each user keeps one stream open for the measured time; `request`: one stream per iteration, read to its end. */
const STREAM_MODES = ['hold', 'request'];
/** The stall limit when `stream.stall` is not set: the longest a stream goes without an event before it is a fault. */
const DEFAULT_STALL_MS = 30_000;
/** The kinds of a stream fault (error category `stream`), as results.json counts them (StreamResult.faults). */
const STREAM_FAULTS = ['stalled', 'ended', 'silent'];


/***/ }),

/***/ 58442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ STREAM_THRESHOLD_KEYS),
/* harmony export */   Hj: () => (/* binding */ THRESHOLD_KEYS),
/* harmony export */   Tf: () => (/* binding */ THRESHOLD_DEFINITIONS),
/* harmony export */   iC: () => (/* binding */ isLatencyKey),
/* harmony export */   jA: () => (/* binding */ isThresholdKey)
/* harmony export */ });
// src/vocabulary/ holds the words every stage shares; this holds the threshold keys, each with its bound and unit.
/**
 * The threshold keys of `loadtool.yaml`, each with its bound and unit, in the order reports and generation write
 * them (latencies first). Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
const THRESHOLD_DEFINITIONS = {
    p50: { bound: 'max', unit: 'ms' },
    p75: { bound: 'max', unit: 'ms' },
    p90: { bound: 'max', unit: 'ms' },
    p95: { bound: 'max', unit: 'ms' },
    p99: { bound: 'max', unit: 'ms' },
    p999: { bound: 'max', unit: 'ms' },
    max: { bound: 'max', unit: 'ms' },
    mean: { bound: 'max', unit: 'ms' },
    // A stream scenario's (stream:), each judged on its p95: time to the response's head, to the first event, and the
    // gaps between a stream's events (docs/streams.md).
    ttfb: { bound: 'max', unit: 'ms' },
    ttfe: { bound: 'max', unit: 'ms' },
    eventGap: { bound: 'max', unit: 'ms' },
    errorRate: { bound: 'max', unit: '%' },
    okRate: { bound: 'min', unit: '%' },
    rps: { bound: 'min', unit: 'rps' },
    // A stream scenario's events per stream (the mean over every stream it opened).
    events: { bound: 'min', unit: 'events' },
};
/** Every threshold key, latencies first. */
const THRESHOLD_KEYS = Object.keys(THRESHOLD_DEFINITIONS);
/** Returns true when a text is a threshold key. */
function isThresholdKey(key) {
    return Object.hasOwn(THRESHOLD_DEFINITIONS, key);
}
/** The threshold keys of a stream scenario's own figures (ScenarioResult.stream), judged on nothing else. */
const STREAM_THRESHOLD_KEYS = ['ttfb', 'ttfe', 'eventGap', 'events'];
/** Returns true when a threshold key limits a latency (milliseconds). */
function isLatencyKey(key) {
    return isThresholdKey(key) && THRESHOLD_DEFINITIONS[key].unit === 'ms';
}


/***/ })

};
