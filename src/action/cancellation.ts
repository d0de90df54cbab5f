// The action step's cancellation on a signal: the run stops first, then the reporting to GitHub, within a budget.
import * as core from '@actions/core';
import { CancelledError } from '../errors.js';
import type { RequestLimits } from './github-api.js';
import type { ReportingLimits } from './inputs.js';

/** The step's cancellation: of the run, then of the reporting to GitHub, which also has a time budget. */
export interface StepCancellation {
  /** Aborted by SIGINT or SIGTERM before the reporting starts: the run stops and writes its partial results. */
  signal: AbortSignal;
  /** Starts the reporting's time budget; returns the limits every request to GitHub keeps from then on. */
  startReporting: () => RequestLimits;
  /** Stops listening for the signals. */
  stop: () => void;
}

/**
 * Returns the step's cancellation, listening for SIGINT and SIGTERM: a signal during the run stops the run; a signal
 * during the reporting, or the end of its budget, ends every request to GitHub.
 */
export function cancelOnSignal(limits: ReportingLimits): StepCancellation {
  const controller = new AbortController();
  // Ends every request to GitHub: when the reporting budget runs out, or on a cancel while reporting.
  const reporting = new AbortController();
  let reportingStarted = false;
  const cancel = () => {
    if (reportingStarted || controller.signal.aborted) {
      reporting.abort(new CancelledError('the step was cancelled while reporting to GitHub'));
      return;
    }
    core.warning('Cancelled: stopping the run and writing the partial results.');
    controller.abort();
  };
  process.on('SIGINT', cancel);
  process.on('SIGTERM', cancel);
  const startReporting = (): RequestLimits => {
    reportingStarted = true;
    const budget = setTimeout(() => {
      reporting.abort(
        new Error(`the reporting to GitHub ran out of its ${limits.budgetMs / 1000} s (GitHub is slow or down)`),
      );
    }, limits.budgetMs);
    budget.unref();
    return { timeoutMs: limits.requestTimeoutMs, signal: reporting.signal, deadline: Date.now() + limits.budgetMs };
  };
  const stop = () => {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  };
  return { signal: controller.signal, startReporting, stop };
}
