// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadStepCap, saveStepCap, STEP_CAP_KEY } from './run-settings';

afterEach(() => localStorage.clear());

describe('the step cap', () => {
  it('is 10,000 until one is saved, and a saved one is read back', () => {
    expect(loadStepCap()).toBe(10_000);
    expect(saveStepCap(2_500)).toBe(true);
    expect(loadStepCap()).toBe(2_500);
  });

  it.each([['99'], ['100001'], ['12.5'], ['"500"'], ['{not json']])(
    'falls back to the default for a stored %s',
    (stored) => {
      localStorage.setItem(STEP_CAP_KEY, stored);
      expect(loadStepCap()).toBe(10_000);
    },
  );
});
