/**
 * Beginner guidance settings under their fixed keys: has-visited, beginner-mode and
 * tour-completed; plus where an unfinished tour stopped, the setup guide's ticked steps and the
 * language last chosen for a first file, under keys of their own. Reads never throw; a refused write only means
 * the choice is not remembered past this session.
 */
import { STORAGE_KEYS } from './keys';
import { readKey, removeKey, writeKey } from './local-store';

/** Keys of our own, for progress a person would expect to be remembered. */
export const GUIDANCE_KEYS = {
  tourStep: 'tourStep',
  setupGuideSteps: 'setupGuide.completedSteps',
  firstLanguage: 'welcome.firstLanguage',
} as const;

function write(key: string, value: string): void {
  try {
    writeKey(key, value);
  } catch {
    // Remembered for this session only; not worth an alarm.
  }
}

const readBoolean = (key: string): boolean | null => {
  const value = readKey(key);
  return value === 'true' ? true : value === 'false' ? false : null;
};

export const hasVisited = (): boolean => readKey(STORAGE_KEYS.hasVisited) === 'true';
export const recordVisit = (): void => write(STORAGE_KEYS.hasVisited, 'true');

/** Beginner tips on or off; null when never chosen. */
export const loadBeginnerMode = (): boolean | null => readBoolean(STORAGE_KEYS.beginnerMode);
export const saveBeginnerMode = (on: boolean): void => write(STORAGE_KEYS.beginnerMode, String(on));

export const loadTourCompleted = (): boolean => readBoolean(STORAGE_KEYS.tourCompleted) === true;
export const saveTourCompleted = (done: boolean): void =>
  write(STORAGE_KEYS.tourCompleted, String(done));

/** The step an unfinished tour stopped at (0-based), or 0. */
export function loadTourStep(): number {
  const n = Number(readKey(GUIDANCE_KEYS.tourStep));
  return Number.isInteger(n) && n > 0 ? n : 0;
}
export function saveTourStep(step: number): void {
  if (step > 0) write(GUIDANCE_KEYS.tourStep, String(step));
  else removeKey(GUIDANCE_KEYS.tourStep);
}

/** Indexes of the setup guide steps marked complete. */
export function loadSetupGuideSteps(): number[] {
  try {
    const value: unknown = JSON.parse(readKey(GUIDANCE_KEYS.setupGuideSteps) ?? '[]');
    return Array.isArray(value)
      ? value.filter((n): n is number => Number.isInteger(n) && n >= 0)
      : [];
  } catch {
    return [];
  }
}
export function saveSetupGuideSteps(steps: readonly number[]): void {
  if (steps.length > 0) write(GUIDANCE_KEYS.setupGuideSteps, JSON.stringify(steps));
  else removeKey(GUIDANCE_KEYS.setupGuideSteps);
}

/** The language id last chosen for a first file, or null. */
export const loadFirstLanguage = (): string | null => readKey(GUIDANCE_KEYS.firstLanguage);
export const saveFirstLanguage = (id: string): void => write(GUIDANCE_KEYS.firstLanguage, id);
