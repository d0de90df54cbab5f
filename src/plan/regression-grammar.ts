// The grammar of regression tolerances on a plan line (`p95 +10%`, `errors +1pp`).
/*
 * The phrases a plan line may use to set regression tolerances (loadtool.yaml's `regression`), as readRegression
 * reads them (matched without regard to case; `[ ]` is optional, `|` one of):
 *
 *   tolerance  = latency [ "latency" | "response time" ] [ "by" ] "+" number "%"
 *              | errors [ "by" ] "+" number ( "pp" | "percentage point" | "percentage points" | "points" )
 *              | rps [ "by" ] "-" number "%" ;
 *   latency    = "p50" | "p75" | "p90" | "p95" | "p99" | "p99.9" | "p999" | "p(95)" … | "median" | "mean" | "avg"
 *              | "average" | "max" | "maximum" ;
 *   errors     = "error" | "errors" | "error rate" | "error_rate" | "error-rate" | "errorrate" | "failures"
 *              | "failure rate" ;
 *   rps        = "rps" | "throughput" | "requests per second" | "req/s" ;
 *
 * The sign says which way is worse, as a reviewer writes it (`p95 +10%`: 10% slower at most). On a line that says
 * `regression` (`regression: p95 10%, errors 1pp`) the sign may be left out. The tolerances are read before the
 * thresholds of override-grammar.ts, which no phrase here can be mistaken for: a threshold has no sign and no `pp`.
 *
 * Examples (each is parsed by __tests__/plan/regression-plan.e2e.test.ts, which reads this list):
 *   `p95 +10%`                                      → p95: 10%
 *   `p99 latency +20%`                              → p99: 20%
 *   `errors +1pp`                                   → errorRate: 1pp
 *   `error rate +0.5pp`                             → errorRate: 0.5pp
 *   `rps -5%`                                       → rps: 5%
 *   `throughput by -5%`                             → rps: 5%
 *   `regression: p95 +10%`                          → p95: 10%
 *   `regression: p(99.9) 30%, failures 2 points`    → p999: 30%, errorRate: 2pp
 *   `p95 -10%`                                      → (nothing: a latency's tolerance is how much higher it may get)
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const WORD_START = String.raw`(?<![\w.])`;
const BY = String.raw`(?:by\s*)?`;

const LATENCY = String.raw`(?:p\(?(50|75|90|95|99\.9|999|99)\)?|(median|mean|avg|average|max|maximum))(?:\s+(?:latency|response\s+time))?`;
const ERRORS = String.raw`(?:errors?|error[\s_-]?rate|errorrate|failures|failure\s+rate)`;
const RPS = String.raw`(?:rps|throughput|requests\s+per\s+second|req/s)`;

const NAMES: Record<string, string> = { '99.9': 'p999', median: 'p50', avg: 'mean', average: 'mean', maximum: 'max' };

/** The phrases, each with its sign, its unit and the key it sets; `signed` is false on a line that says regression. */
function phrases(signed: boolean): Array<{ regex: RegExp; key: (match: string[]) => string; unit: string }> {
  const sign = (char: string) => (signed ? `\\${char}\\s*` : `(?:\\${char}\\s*)?`);
  const end = String.raw`(?![\w%])`;
  return [
    {
      regex: new RegExp(`${WORD_START}${LATENCY}\\s*${BY}${sign('+')}${NUMBER}\\s*%${end}`, 'gi'),
      key: ([, percentile, name = '']) =>
        percentile ? (NAMES[percentile] ?? `p${percentile}`) : (NAMES[name.toLowerCase()] ?? name.toLowerCase()),
      unit: '%',
    },
    {
      regex: new RegExp(
        `${WORD_START}${ERRORS}\\s*${BY}${sign('+')}${NUMBER}\\s*(?:pp|percentage\\s+points?|points?)${end}`,
        'gi',
      ),
      key: () => 'errorRate',
      unit: 'pp',
    },
    {
      regex: new RegExp(`${WORD_START}${RPS}\\s*${BY}${sign('-')}${NUMBER}\\s*%${end}`, 'gi'),
      key: () => 'rps',
      unit: '%',
    },
  ];
}

/**
 * Returns the tolerances a piece of text states (`{ p95: '10%', errorRate: '1pp' }`, undefined for none) and the
 * text with their phrases blanked out, for the other phrases to be read from.
 */
export function readRegression(text: string): { regression?: Record<string, string>; rest: string } {
  const regression: Record<string, string> = {};
  const signed = !/(?<![\w-])regression\b/i.test(text);
  let rest = text;
  for (const { regex, key, unit } of phrases(signed)) {
    rest = rest.replace(regex, (...args: unknown[]) => {
      const match = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
      const value = match
        .slice(1)
        .reverse()
        .find((part) => /^\d/.test(part))!;
      regression[key(match)] = `${Number(value)}${unit}`;
      return ' ';
    });
  }
  // `regression = …` is no request value named regression.
  if (!signed) rest = rest.replace(/(?<![\w-])regression\s*[:=]?/gi, ' ');
  return { ...(Object.keys(regression).length > 0 && { regression }), rest };
}
