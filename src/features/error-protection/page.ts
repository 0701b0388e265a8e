/**
 * What error protection asks of the page: reload it, and describe it for a report. Kept in one
 * object so tests can replace `reload` (jsdom cannot reload).
 */
import { RECOVERY_DELAY_MS } from '../../core/errors/constants';
import type { ReportEnvironment } from '../../core/errors/report';
import { loadLastChunkReload, saveLastChunkReload } from '../../state/error-protection-settings';

/**
 * A chunk load error reloads the page at most once in this window: if the same error follows the
 * reload, reloading again would loop, so the automatic reload is declined and the user decides.
 */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

export const pageActions = {
  reload(): void {
    window.location.reload();
  },
  reportEnvironment(): ReportEnvironment {
    return { userAgent: navigator.userAgent, url: window.location.href, now: new Date() };
  },
};

/**
 * Reloads the page after RECOVERY_DELAY_MS (long enough to read the notice) unless it already
 * did so moments ago. Returns whether a reload is scheduled.
 */
export function scheduleChunkReload(now: number = Date.now()): boolean {
  const last = loadLastChunkReload();
  if (last !== null && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  // Without a record of this reload a loop could not be noticed: let the user decide instead.
  if (!saveLastChunkReload(now)) return false;
  setTimeout(() => pageActions.reload(), RECOVERY_DELAY_MS);
  return true;
}
