/**
 * Settings of error protection kept in localStorage (under keys of their own: the fixed keys keep
 * their meaning): the runtime DSN of the error-reporting service, and when the page last reloaded
 * itself for a chunk load error, which guards against a reload loop.
 */
import { readKey, removeKey, writeKey } from './local-store';

export const ERROR_REPORTING_DSN_KEY = 'errorReporting.dsn';
export const LAST_CHUNK_RELOAD_KEY = 'errorProtection.lastChunkReload';

/** The DSN set at run time, or null. 'off' is returned as is: it turns a build-time DSN off. */
export function loadErrorReportingDsn(): string | null {
  return readKey(ERROR_REPORTING_DSN_KEY)?.trim() || null;
}

/** Milliseconds since the epoch of the last automatic reload, or null. */
export function loadLastChunkReload(): number | null {
  const value = Number(readKey(LAST_CHUNK_RELOAD_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Remembers an automatic reload; returns false when storage refused (the caller decides). */
export function saveLastChunkReload(time: number): boolean {
  try {
    writeKey(LAST_CHUNK_RELOAD_KEY, String(time));
    return true;
  } catch {
    return false;
  }
}

export function clearLastChunkReload(): void {
  removeKey(LAST_CHUNK_RELOAD_KEY);
}
