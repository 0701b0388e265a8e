/**
 * handleError: classify
 * an error, run the recovery strategy registered for its kind, log it, and say what to tell the
 * user. Pure: the page reload that a chunk load error needs is injected as `reload`.
 *
 * Strategies are registered per error kind (see `errorKind`). By default a
 * chunk load error reloads the page; type and network errors are only logged.
 *
 * Which notification a result carries, first rule that holds:
 *   1. context type 'security' (severity critical) → 'Security issue detected and contained'.
 *      No strategy runs: the error stays inside the boundary that caught it and nothing is
 *      retried or reloaded behind the user's back.
 *   2. the strategy scheduled a page reload → 'Loading issue detected - page will refresh
 *      automatically'.
 *   3. the strategy fixed the cause → 'Error automatically resolved'.
 *   4. the strategy failed, threw, or the host declined the reload (e.g. a reload loop guard) →
 *      'Error detected but recovery failed'.
 *   5. otherwise (no strategy, or one that only logs) → 'An error occurred but the application
 *      is still functional'.
 * `recovery_applied` is true only for rules 2 and 3: logging is not a recovery.
 */
import {
  CHUNK_LOAD_ERROR,
  NETWORK_ERROR,
  TYPE_ERROR,
  classifySeverity,
  errorKind,
  isAutoRecoverable,
  toError,
  type ErrorContext,
  type ErrorSeverity,
} from './classify';
import { NOTIFICATIONS, type UserNotification } from './constants';
import { createErrorLog, type ErrorLog, type ErrorLogEntry } from './error-log';

/**
 * What a strategy achieved: 'resolved' (the cause is fixed), 'reloading' (a page reload is
 * scheduled), 'logged' (recorded only, nothing changed) or 'failed'.
 */
export type RecoveryOutcome = 'resolved' | 'reloading' | 'logged' | 'failed';
export type RecoveryStrategy = (error: Error, context: ErrorContext) => RecoveryOutcome;

export interface ErrorHandlingResult {
  recovery_applied: boolean;
  severity: ErrorSeverity;
  auto_recoverable: boolean;
  log_entry: ErrorLogEntry;
  user_notification: UserNotification;
}

export type ErrorLogger = Pick<Console, 'warn' | 'error'>;

export interface ErrorHandlerOptions {
  /** Asks the host to reload the page soon. Returns false when it declines. */
  reload: () => boolean;
  logger?: ErrorLogger;
  now?: () => Date;
  logLimit?: number;
}

export interface ErrorHandler {
  handleError(error: unknown, context?: ErrorContext): ErrorHandlingResult;
  /** Registers (or replaces) the strategy for an error kind; returns a disposer. */
  registerStrategy(kind: string, strategy: RecoveryStrategy): () => void;
  hasStrategy(kind: string): boolean;
  readonly log: ErrorLog;
}

/** The default strategies: chunk load → reload the page; type and network errors → only log. */
export function defaultStrategies(
  reload: () => boolean,
  logger: ErrorLogger,
): Record<string, RecoveryStrategy> {
  return {
    [CHUNK_LOAD_ERROR]: () => (reload() ? 'reloading' : 'failed'),
    [TYPE_ERROR]: (error, context) => {
      logger.warn('[error-protection] Type error', context.region ?? '', error);
      return 'logged';
    },
    [NETWORK_ERROR]: (error, context) => {
      logger.warn('[error-protection] Network error', context.region ?? '', error);
      return 'logged';
    },
  };
}

function notificationFor(
  severity: ErrorSeverity,
  outcome: RecoveryOutcome | null,
): UserNotification {
  if (severity === 'critical') return NOTIFICATIONS.securityContained;
  if (outcome === 'reloading') return NOTIFICATIONS.reloading;
  if (outcome === 'resolved') return NOTIFICATIONS.resolved;
  if (outcome === 'failed') return NOTIFICATIONS.recoveryFailed;
  return NOTIFICATIONS.stillFunctional;
}

export function createErrorHandler(options: ErrorHandlerOptions): ErrorHandler {
  const logger = options.logger ?? console;
  const now = options.now ?? (() => new Date());
  const log = createErrorLog(options.logLimit);
  const strategies = new Map<string, RecoveryStrategy>(
    Object.entries(defaultStrategies(options.reload, logger)),
  );
  const hasStrategy = (kind: string) => strategies.has(kind);

  const runStrategy = (error: Error, context: ErrorContext): RecoveryOutcome | null => {
    const strategy = strategies.get(errorKind(error));
    if (!strategy) return null;
    try {
      return strategy(error, context);
    } catch (strategyError) {
      logger.error('[error-protection] Recovery strategy failed', strategyError);
      return 'failed';
    }
  };

  return {
    log,
    hasStrategy,
    registerStrategy(kind, strategy) {
      strategies.set(kind, strategy);
      return () => {
        if (strategies.get(kind) === strategy) strategies.delete(kind);
      };
    },
    handleError(thrown, context = {}) {
      const error = toError(thrown);
      const severity = classifySeverity(error, context);
      const auto_recoverable = isAutoRecoverable(error, hasStrategy);
      const outcome = severity === 'critical' ? null : runStrategy(error, context);
      const log_entry: ErrorLogEntry = {
        message: error.message,
        stack: error.stack ?? '',
        context: { ...context },
        timestamp: now().toISOString(),
        severity,
      };
      log.add(log_entry);
      return {
        recovery_applied: outcome === 'resolved' || outcome === 'reloading',
        severity,
        auto_recoverable,
        log_entry,
        user_notification: notificationFor(severity, outcome),
      };
    },
  };
}
