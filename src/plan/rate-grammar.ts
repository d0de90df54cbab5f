// The grammar of an arrival rate on a plan line (`200/s`, `200 rps`, `12000/m`).
import { formatRate } from '../vocabulary/arrival-rate.js';

/*
 * The phrases a plan line may use to ask for the open model, an arrival rate (loadtool.yaml's `arrivalRate`), as
 * readRate reads them (matched without regard to case; `[ ]` is optional, `|` one of):
 *
 *   rate        = [ rate-name [ "is" | "of" ] [ ":" | "=" ] | "at" ] number rate-unit
 *               | arrival-name [ "is" | "of" ] [ ":" | "=" ] number ;
 *                   a number without a unit is a rate only after "arrival rate", in requests per second
 *   rate-name   = arrival-name | "rate" | "load" ;
 *   arrival-name = "arrival rate" | "arrival-rate" | "arrival_rate" | "arrivalrate" ;
 *   rate-unit   = per-second | per-minute ;
 *   per-second  = "/s" | "/sec" | "/second" | "rps" | "req/s" | "request/s" | "requests/s" | "request/sec"
 *               | "requests/sec" | "requests per second" | "per second" ;
 *   per-minute  = "/m" | "/min" | "/minute" | "rpm" | "req/min" | "requests/min" | "requests per minute" | "per minute" ;
 *
 * Read after the thresholds of override-grammar.ts: a rate after a comparison or a throughput word (`at least 200 rps`,
 * `throughput 200 rps`, `rps > 200`) is the minimum throughput (`rps` threshold), already taken; a bare rate is the
 * load to send. A rate is written as loadtool.yaml writes it, per second (`12000/m` is `200/s`).
 *
 * Examples (each is parsed by __tests__/plan/arrival-plan.e2e.test.ts, which reads this list):
 *   `200 rps`                                       → arrivalRate: 200/s
 *   `200/s`                                         → arrivalRate: 200/s
 *   `200 requests per second`                       → arrivalRate: 200/s
 *   `at 50 req/s for 2m`                            → arrivalRate: 50/s, duration: 2m
 *   `12000/min`                                     → arrivalRate: 200/s
 *   `arrival rate: 75`                              → arrivalRate: 75/s
 *   `load 1.5/s`                                    → arrivalRate: 1.5/s
 *   `200 rps, 400 connections`                      → arrivalRate: 200/s, concurrentUsers: 400
 *   `throughput at least 200 rps`                   → rps: 200
 *   `rate 200`                                      → (nothing: a rate needs its unit, unless it is an arrival rate)
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const WORD_START = String.raw`(?<![\w.])`;
const ARRIVAL_NAME = String.raw`arrival[\s_-]?rate`;
const NAME_LINK = String.raw`(?:\s+(?:is|of))?\s*(?:[:=]\s*)?`;
const PER_MINUTE = String.raw`\/min(?:ute)?|\/m|rpm|req\/min|requests\/min|(?:requests\s+)?per\s+minute`;
const PER_SECOND = String.raw`\/sec(?:ond)?|\/s|rps|req\/s|requests?\/s(?:ec)?|(?:requests\s+)?per\s+second`;
const RATE = new RegExp(
  WORD_START +
    String.raw`(?:(?:${ARRIVAL_NAME}|rate|load)${NAME_LINK}|at\s+)?${NUMBER}\s*(?:(${PER_MINUTE})|${PER_SECOND})(?![\w/])`,
  'gi',
);
const ARRIVAL_BARE = new RegExp(WORD_START + String.raw`${ARRIVAL_NAME}${NAME_LINK}${NUMBER}(?![\w.%/])`, 'gi');

/**
 * Returns the arrival rate a piece of text states (`200/s`, the first one read; undefined for none) and the text with
 * every rate phrase blanked out, for the other phrases to be read from.
 */
export function readRate(text: string): { arrivalRate?: string; rest: string } {
  let perSecond: number | undefined;
  let rest = text.replace(RATE, (_match, number: string, perMinute: string | undefined) => {
    perSecond ??= perMinute ? Number(number) / 60 : Number(number);
    return ' ';
  });
  rest = rest.replace(ARRIVAL_BARE, (_match, number: string) => {
    perSecond ??= Number(number);
    return ' ';
  });
  return { ...(perSecond !== undefined && { arrivalRate: formatRate(perSecond) }), rest };
}
