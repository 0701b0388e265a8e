/**
 * What happens when a boundary catches a render error: core/errors handleError classifies,
 * recovers and logs it; the region's record goes to the error state (the banner shows it); the
 * service gets it when reporting is on; and a toast appears when the banner cannot say it.
 *
 * Toast policy: the banner is the notice for a region in error and shows handleError's
 * user_notification itself. Toasts are kept for what happens outside the region: a security issue
 * (critical), a page reload about to happen, and a reload that was declined (reload loop).
 */
import { toError, type ErrorContext } from '../../core/errors/classify';
import { NOTIFICATIONS } from '../../core/errors/constants';
import { createErrorHandler, type ErrorHandlingResult } from '../../core/errors/error-handler';
import { toast } from '../../state/toasts-store';
import { errorProtectionStore } from './error-protection-store';
import { scheduleChunkReload } from './page';
import { reportToService } from './reporting';
import { SimulatedRenderError } from './simulate';

/** The app's one error handler (one bounded log for the session). */
export const errorHandler = createErrorHandler({ reload: () => scheduleChunkReload() });

function contextFor(error: Error, region: string, componentStack: string): ErrorContext {
  return {
    // A browser SecurityError (blocked frame, storage or clipboard access) is a security issue.
    type: error.name === 'SecurityError' ? 'security' : 'render',
    source: 'error-boundary',
    region,
    componentStack,
  };
}

function notify(result: ErrorHandlingResult, label: string, error: Error): void {
  const { user_notification: title } = result;
  if (result.severity === 'critical') {
    toast({ type: 'error', title, message: `${label}: ${error.message}` });
  } else if (title === NOTIFICATIONS.reloading) {
    toast({ type: 'loading', title, message: 'A part of the app could not be downloaded.' });
  } else if (title === NOTIFICATIONS.recoveryFailed && result.auto_recoverable) {
    toast({
      type: 'error',
      title,
      message: 'The page already reloaded moments ago. Check the connection, then press Refresh.',
    });
  }
}

/** A region boundary caught a render error. */
export function handleRegionError(
  region: string,
  label: string,
  thrown: unknown,
  componentStack: string,
): ErrorHandlingResult {
  const error = toError(thrown);
  if (error instanceof SimulatedRenderError) errorProtectionStore.getState().disarm(error.region);
  const context = contextFor(error, region, componentStack);
  const result = errorHandler.handleError(error, context);
  errorProtectionStore.getState().caught({
    region,
    label,
    error,
    componentStack,
    notification: result.user_notification,
  });
  notify(result, label, error);
  void reportToService(error, context, result.severity);
  return result;
}

/** The top-level boundary caught an error: the whole app is replaced by its fallback. */
export function handleAppCrash(thrown: unknown, componentStack: string): ErrorHandlingResult {
  const error = toError(thrown);
  for (const region of errorProtectionStore.getState().armed) {
    errorProtectionStore.getState().disarm(region);
  }
  const context = contextFor(error, 'app', componentStack);
  const result = errorHandler.handleError(error, context);
  void reportToService(error, context, result.severity);
  return result;
}
