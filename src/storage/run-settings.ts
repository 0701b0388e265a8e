/**
 * The limits that stop a running program (no output for a while, too long in all), remembered
 * in localStorage. A missing, unreadable or out-of-range value gives the default.
 */
import { DEFAULT_RUN_LIMITS, RUN_LIMIT_RANGE, type RunLimits } from '../core/run/types';
import { readKey, writeKey } from './local-store';

export const RUN_LIMITS_KEY = 'run.limits';

const inRange = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= RUN_LIMIT_RANGE.minMs &&
  value <= RUN_LIMIT_RANGE.maxMs;

export function loadRunLimits(): RunLimits {
  try {
    const stored = JSON.parse(readKey(RUN_LIMITS_KEY) ?? 'null') as Partial<RunLimits> | null;
    return {
      silenceMs: inRange(stored?.silenceMs) ? stored.silenceMs : DEFAULT_RUN_LIMITS.silenceMs,
      totalMs: inRange(stored?.totalMs) ? stored.totalMs : DEFAULT_RUN_LIMITS.totalMs,
    };
  } catch {
    return { ...DEFAULT_RUN_LIMITS };
  }
}

/** Returns false when the browser refused to keep them (they still apply for this visit). */
export function saveRunLimits(limits: RunLimits): boolean {
  try {
    writeKey(RUN_LIMITS_KEY, JSON.stringify(limits));
    return true;
  } catch {
    return false;
  }
}
