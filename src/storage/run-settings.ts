/**
 * The limits of a run, remembered in localStorage: how long a program may go without output or
 * run in all, and how many steps Step Through records. A missing, unreadable or out-of-range
 * value gives the default.
 */
import { DEFAULT_RUN_LIMITS, RUN_LIMIT_RANGE, type RunLimits } from '../core/run/types';
import { DEFAULT_RECORD_LIMITS, MAX_STEPS_RANGE } from '../core/run/trace-types';
import { readJson, readKey, writeJson, writeKey } from './local-store';

export const RUN_LIMITS_KEY = 'run.limits';
export const STEP_CAP_KEY = 'run.stepCap';

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

/** Whether `value` is a step cap a user may choose: a whole number within MAX_STEPS_RANGE. */
export const isStepCap = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isSafeInteger(value) &&
  value >= MAX_STEPS_RANGE.min &&
  value <= MAX_STEPS_RANGE.max;

/** The most steps Step Through records. */
export const loadStepCap = (): number =>
  readJson(STEP_CAP_KEY, (value) => (isStepCap(value) ? value : DEFAULT_RECORD_LIMITS.maxSteps));

/** Returns false when the browser refused to keep it (it still applies for this visit). */
export const saveStepCap = (cap: number): boolean => writeJson(STEP_CAP_KEY, cap);
