/**
 * Error reporting to a Sentry-compatible service. Off by default: with no DSN nothing leaves the
 * browser and the SDK is never downloaded. A DSN comes from the localStorage setting
 * 'errorReporting.dsn' (run time, wins) or from VITE_SENTRY_DSN (build time); the setting 'off'
 * turns a build-time DSN off. The SDK is imported lazily, so it is never part of the first chunk.
 */
import type { BrowserOptions } from '@sentry/browser';
import type { ErrorContext, ErrorSeverity } from '../../core/errors/classify';
import { pickDsn, reporterConfig, type ReporterConfig } from '../../core/errors/reporter-config';
import { loadErrorReportingDsn } from '../../state/error-protection-settings';

type Sentry = typeof import('@sentry/browser');

let client: Promise<Sentry | null> | null = null;

/** The DSN in effect, or null when reporting is off. */
export function configuredDsn(): string | null {
  const stored = loadErrorReportingDsn();
  if (stored?.toLowerCase() === 'off') return null;
  const buildTime: unknown = import.meta.env.VITE_SENTRY_DSN;
  return pickDsn(stored, typeof buildTime === 'string' ? buildTime : null);
}

/** The SDK options for a configuration (pure apart from the integration factory it is given). */
export function sentryOptions(
  config: ReporterConfig,
  sdk: Pick<Sentry, 'linkedErrorsIntegration'>,
): BrowserOptions {
  return {
    dsn: config.dsn,
    maxBreadcrumbs: config.maxBreadcrumbs,
    // The editor holds people's code: send the error, not who they are or what they requested.
    dataCollection: config.personalData
      ? undefined
      : {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
          stackFrameVariables: false,
        },
    // Same name as the default integration, so it replaces it instead of running twice.
    integrations: [sdk.linkedErrorsIntegration({ limit: config.linkedErrorsLimit })],
  };
}

/** V8 records 10 frames by default; the reporter keeps 50. Other engines ignore the property. */
function applyStackTraceLimit(limit: number): void {
  (Error as ErrorConstructor & { stackTraceLimit?: number }).stackTraceLimit = limit;
}

/**
 * Starts reporting when a DSN is configured. Safe to call any number of times; resolves to
 * whether reporting is on. Without a DSN it does nothing and asks again on the next call.
 */
export function initErrorReporting(): Promise<boolean> {
  if (!client) {
    const dsn = configuredDsn();
    if (!dsn) return Promise.resolve(false);
    const config = reporterConfig(dsn);
    client = import('@sentry/browser')
      .then((sdk) => {
        applyStackTraceLimit(config.stackTraceLimit);
        sdk.init(sentryOptions(config, sdk));
        return sdk;
      })
      .catch((error: unknown) => {
        // Offline or a failed download: reporting stays off; the app is unaffected.
        console.warn('[error-protection] Error reporting could not start', error);
        client = null;
        return null;
      });
  }
  return client.then(Boolean);
}

const LEVELS: Record<ErrorSeverity, 'fatal' | 'error' | 'warning'> = {
  critical: 'fatal',
  high: 'error',
  medium: 'error',
  low: 'warning',
};

/** Sends an error a boundary caught, when reporting is on; otherwise does nothing. */
export function reportToService(
  error: Error,
  context: ErrorContext,
  severity: ErrorSeverity,
): Promise<boolean> {
  return initErrorReporting().then(async (on) => {
    const sdk = on ? await client : null;
    if (!sdk) return false;
    sdk.captureException(error, {
      level: LEVELS[severity],
      tags: { region: context.region ?? 'unknown', severity },
      contexts: context.componentStack
        ? { react: { componentStack: context.componentStack } }
        : undefined,
    });
    return true;
  });
}

/** Forgets the SDK handle (tests). */
export function resetErrorReporting(): void {
  client = null;
}
