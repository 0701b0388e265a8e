/**
 * How much run history to keep, remembered in localStorage: a number of entries and of
 * megabytes. A missing, unreadable or out-of-range value gives the default.
 */
import {
  DEFAULT_HISTORY_LIMITS,
  HISTORY_LIMIT_RANGE,
  type HistoryLimits,
} from '../core/history/history';
import { readJson, writeKey } from './local-store';

export const HISTORY_LIMITS_KEY = 'run.historyLimits';
const MB = 1024 * 1024;

const whole = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' &&
  Number.isSafeInteger(value) &&
  value >= range.min &&
  value <= range.max;

/** Whether `limits` is a choice the user may make. */
export function validHistoryLimits(limits: HistoryLimits): boolean {
  return (
    whole(limits.entries, HISTORY_LIMIT_RANGE.entries) &&
    whole(limits.bytes / MB, HISTORY_LIMIT_RANGE.megabytes)
  );
}

export const loadHistoryLimits = (): HistoryLimits =>
  readJson(HISTORY_LIMITS_KEY, (value) => {
    const v = value as Partial<HistoryLimits> | null;
    const limits = { entries: v?.entries, bytes: v?.bytes } as HistoryLimits;
    return v && validHistoryLimits(limits) ? limits : { ...DEFAULT_HISTORY_LIMITS };
  });

/** Returns false when the browser refused to keep them (they still apply for this visit). */
export function saveHistoryLimits(limits: HistoryLimits): boolean {
  try {
    writeKey(HISTORY_LIMITS_KEY, JSON.stringify(limits));
    return true;
  } catch {
    return false;
  }
}
