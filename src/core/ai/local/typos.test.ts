import { describe, expect, it } from 'vitest';
import { TYPOS, findTypos, fixTypos, typoSuggestions } from './typos';

describe('typo fix (SPEC §9)', () => {
  it('has a dictionary of about 50 common typos', () => {
    const size = Object.keys(TYPOS).length;
    expect(size).toBeGreaterThanOrEqual(45);
    expect(size).toBeLessThanOrEqual(60);
  });

  it('fixes whole words only', () => {
    expect(fixTypos('fucntion f() { retrun lenght; }')).toBe('function f() { return length; }');
    expect(fixTypos('myretrun = retruns')).toBe('myretrun = retruns');
  });

  it('suggests each fix at its position with confidence 0.9', () => {
    const text = 'x = 1\npritn(x)';
    const [s] = typoSuggestions(text);
    expect(s).toMatchObject({ type: 'correction', text: 'print', confidence: 0.9 });
    expect(text.slice(s!.startPos, s!.endPos)).toBe('pritn');
  });

  it('ignores properties of the dictionary object', () => {
    expect(findTypos('constructor toString hasOwnProperty')).toEqual([]);
  });
});
