/**
 * The error report a user copies for support. The environment is
 * passed in so this stays pure; the UI gives it navigator.userAgent, location.href and the time.
 */
import { toError } from './classify';

export interface ErrorReport {
  message: string;
  stack: string;
  componentStack: string;
  /** ISO 8601 time the report was made. */
  timestamp: string;
  userAgent: string;
  url: string;
}

export interface ReportEnvironment {
  userAgent: string;
  url: string;
  now: Date;
}

export function buildErrorReport(
  error: unknown,
  componentStack: string | null | undefined,
  env: ReportEnvironment,
): ErrorReport {
  const e = toError(error);
  return {
    message: e.message,
    stack: e.stack ?? '',
    componentStack: componentStack ?? '',
    timestamp: env.now.toISOString(),
    userAgent: env.userAgent,
    url: env.url,
  };
}

/** The text put on the clipboard: the report as indented JSON. */
export function formatErrorReport(report: ErrorReport): string {
  return JSON.stringify(report, null, 2);
}
