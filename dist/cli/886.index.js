export const id = 886;
export const ids = [886];
export const modules = {

/***/ 79886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  generate: () => (/* binding */ generate)
});

// EXTERNAL MODULE: ./src/pipeline/generate-stage.ts + 6 modules
var generate_stage = __webpack_require__(84618);
// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(26848);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var vocabulary_thresholds = __webpack_require__(58442);
;// CONCATENATED MODULE: ./src/cli/adjust-scenarios.ts




/** Returns the scenarios as a text table: number, name, endpoint, users, duration and thresholds. */
function scenarioTable(scenarios) {
    const rows = scenarios.map((s, index) => [
        String(index + 1),
        s.name,
        s.endpoint,
        String(s.concurrentUsers),
        s.duration,
        thresholdText(s.thresholds),
    ]);
    const header = ['#', 'scenario', 'endpoint', 'users', 'duration', 'thresholds'];
    const widths = header.map((title, column) => Math.min(60, Math.max(title.length, ...rows.map((row) => row[column].length))));
    const line = (cells) => cells
        .map((cell, column) => {
        const text = cell.length > widths[column] ? `${cell.slice(0, widths[column] - 1)}…` : cell;
        return column === 0 || column === 3 ? text.padStart(widths[column]) : text.padEnd(widths[column]);
    })
        .join('  ')
        .trimEnd();
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
function thresholdText(thresholds) {
    return Object.entries(thresholds)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');
}
/**
 * Shows the scenarios and lets the user change the users, duration and thresholds of any of them before the file
 * is written; returns the scenarios as adjusted. Ctrl+C or Ctrl+D cancels: nothing is written.
 */
async function adjustScenarios(io, scenarios, output) {
    const adjusted = scenarios.map((scenario) => ({ ...scenario, thresholds: { ...scenario.thresholds } }));
    const prompt = (0,promises_.createInterface)({ input: io.stdin, output: io.stdout });
    const cancel = new AbortController();
    prompt.on('SIGINT', () => {
        cancel.abort();
    });
    const ask = async (question) => (await prompt.question(question, { signal: cancel.signal })).trim();
    const askUntil = async (question, parse) => {
        for (;;) {
            const parsed = parse(await ask(question));
            if ('value' in parsed)
                return parsed.value;
            io.stdout.write(`  ${parsed.error}\n`);
        }
    };
    try {
        for (;;) {
            io.stdout.write(scenarioTable(adjusted));
            const choice = await ask(`Adjust a scenario: its number, or Enter to write ${output}: `);
            if (choice === '')
                return adjusted;
            const scenario = adjusted[Number(choice) - 1];
            if (!/^\d+$/.test(choice) || !scenario) {
                io.stdout.write(`  ${choice} is not a scenario number (1 to ${adjusted.length})\n`);
                continue;
            }
            const { concurrentUsers, duration, thresholds } = scenario;
            scenario.concurrentUsers = await askUntil(`  Concurrent users [${concurrentUsers}]: `, (answer) => {
                if (answer === '')
                    return { value: concurrentUsers };
                return /^\d+$/.test(answer) && Number(answer) >= 1
                    ? { value: Number(answer) }
                    : { error: 'write a whole number of at least 1' };
            });
            scenario.duration = await askUntil(`  Duration [${duration}]: `, (answer) => {
                if (answer === '')
                    return { value: duration };
                return (0,units/* parseDurationSeconds */.lW)(answer) ? { value: answer } : { error: 'write a duration such as 30s, 2m or 1h' };
            });
            scenario.thresholds = await askUntil(`  Thresholds [${thresholdText(thresholds) || 'none'}] (e.g. "p95: 300ms, errorRate: 1%", "-" for none): `, (answer) => (answer === '' ? { value: thresholds } : parseThresholds(answer)));
        }
    }
    catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
            throw new errors/* CancelledError */.cc(`\nloadtool generate was cancelled: ${output} was not written.`);
        throw error;
    }
    finally {
        prompt.close();
    }
}
/** Returns `p95: 300ms, okRate: 99%` as thresholds, or a sentence saying what is wrong. */
function parseThresholds(text) {
    if (text === '-')
        return { value: {} };
    const thresholds = {};
    for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^(\w+)\s*[:=]\s*(\S+)$/.exec(part);
        if (!match || !(0,vocabulary_thresholds/* isThresholdKey */.jA)(match[1])) {
            return { error: `"${part}" is not a threshold: write key: value with a key among ${vocabulary_thresholds/* THRESHOLD_KEYS */.Hj.join(', ')}` };
        }
        const [, key, value] = match;
        const problem = (0,units/* thresholdValueProblem */.Uh)(key, value);
        if (problem)
            return { error: `"${value}" does not suit ${key}: write ${problem}` };
        thresholds[key] = key === 'rps' ? Number(value) : value;
    }
    return { value: thresholds };
}

// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
;// CONCATENATED MODULE: ./src/cli/generate-action.ts



/** Runs `loadtool generate`: writes the load test and says what it wrote; returns when it is written. */
async function generate(io, signals, flags) {
    const prepared = await (0,command_plumbing/* cancellable */.nZ)(signals, (signal) => (0,generate_stage/* prepareLoadTest */.iE)({
        config: flags.config,
        plan: flags.plan,
        schema: flags.schema,
        baseUrl: flags.baseUrl,
        schemaHeaders: flags.schemaHeader,
        env: io.env,
        output: flags.output,
        signal,
    }));
    for (const note of prepared.notes)
        io.stderr.write(`note: ${note}\n`);
    let scenarios = prepared.scenarios;
    if (io.stdout.isTTY && io.stdin.isTTY && !flags.yes)
        scenarios = await adjustScenarios(io, scenarios, flags.output);
    const written = await (0,generate_stage/* writeLoadTest */.ee)(prepared, scenarios, { fresh: flags.fresh });
    // The load test itself is not read: generation has checked it, and parsing it again is what takes longest.
    if (!io.stdout.isTTY)
        io.stdout.write(scenarioTable(written.scenarios));
    for (const line of written.edits)
        io.stdout.write(`${line}\n`);
    io.stdout.write(`Wrote ${flags.output}: ${written.scenarios.length} scenarios against ${written.baseUrl}, valid.\n`);
}


/***/ })

};
