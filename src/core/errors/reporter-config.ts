/**
 * Settings for the third-party error-reporting client. Reporting is off unless a DSN is configured;
 * this module only decides whether a DSN is usable and which limits the client gets. Applying them
 * is the UI layer's job.
 */
import {
  REPORTER_LINKED_ERROR_DEPTH,
  REPORTER_MAX_BREADCRUMBS,
  REPORTER_STACK_DEPTH,
} from './constants';

export interface ReporterConfig {
  dsn: string;
  maxBreadcrumbs: number;
  /** How many `cause` links of an error are sent (linked errors). */
  linkedErrorsLimit: number;
  /** How many stack frames the runtime records per error (Error.stackTraceLimit). */
  stackTraceLimit: number;
  /** Never attach user data, cookies, headers, request bodies or query parameters. */
  personalData: false;
}

/**
 * A DSN looks like `https://<public key>@<host>[:port]/<project id>`. Returns the trimmed DSN, or
 * null when the value is empty or not a DSN (so a typo turns reporting off instead of crashing).
 */
export function parseDsn(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || !url.hostname) return null;
  if (!/^\/(?:[\w.-]+\/)*\d+\/?$/.test(url.pathname)) return null;
  return text;
}

/** The first usable DSN of the candidates, in order of precedence. */
export function pickDsn(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const dsn = parseDsn(candidate);
    if (dsn) return dsn;
  }
  return null;
}

export function reporterConfig(dsn: string): ReporterConfig {
  return {
    dsn,
    maxBreadcrumbs: REPORTER_MAX_BREADCRUMBS,
    linkedErrorsLimit: REPORTER_LINKED_ERROR_DEPTH,
    stackTraceLimit: REPORTER_STACK_DEPTH,
    personalData: false,
  };
}
