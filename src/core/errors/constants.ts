/**
 * Constants and user-facing texts of error protection. The texts are fixed: tests and the UI import
 * them from here rather than retyping them.
 */

/** How many times a region may be auto-recovered in one page session. */
export const MAX_RECOVERY_ATTEMPTS = 3;
/** How long the recovering state lasts before the region renders again. */
export const RECOVERY_DELAY_MS = 1000;
/** The error log keeps the newest entries only; older ones are dropped. */
export const MAX_ERROR_LOG_ENTRIES = 50;

/** The error-reporting client's limits. */
export const REPORTER_MAX_BREADCRUMBS = 100;
export const REPORTER_LINKED_ERROR_DEPTH = 5;
export const REPORTER_STACK_DEPTH = 50;

export const BANNER_TITLE = 'Error Protection Active';
export const APP_CRASH_TITLE = 'An error has occurred';
export const REPORT_COPIED = 'Error report copied to clipboard';
export const DISMISS_HINT = 'Continue at your own risk';

/** The notifications that error handling can give. */
export const NOTIFICATIONS = {
  resolved: 'Error automatically resolved',
  recoveryFailed: 'Error detected but recovery failed',
  securityContained: 'Security issue detected and contained',
  reloading: 'Loading issue detected - page will refresh automatically',
  stillFunctional: 'An error occurred but the application is still functional',
} as const;

export type UserNotification = (typeof NOTIFICATIONS)[keyof typeof NOTIFICATIONS];
