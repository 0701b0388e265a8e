/**
 * The bounded error log: the newest entries are kept, the oldest are
 * dropped once the limit is reached, so a crash loop cannot grow memory without end.
 */
import type { ErrorContext, ErrorSeverity } from './classify';
import { MAX_ERROR_LOG_ENTRIES } from './constants';

export interface ErrorLogEntry {
  message: string;
  /** The error's stack trace, or '' when the runtime gave none. */
  stack: string;
  context: ErrorContext;
  /** ISO 8601 time of handling. */
  timestamp: string;
  severity: ErrorSeverity;
}

export interface ErrorLog {
  add(entry: ErrorLogEntry): void;
  /** The entries, oldest first. A copy: changing it does not change the log. */
  entries(): ErrorLogEntry[];
  clear(): void;
}

export function createErrorLog(limit: number = MAX_ERROR_LOG_ENTRIES): ErrorLog {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`Error log limit must be a positive integer, got ${limit}`);
  }
  let items: ErrorLogEntry[] = [];
  return {
    add(entry) {
      items.push(entry);
      if (items.length > limit) items = items.slice(items.length - limit);
    },
    entries: () => [...items],
    clear() {
      items = [];
    },
  };
}
