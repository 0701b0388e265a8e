import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  clampLineHeight,
  DEFAULT_ACCESSIBILITY,
  parseAccessibility,
} from './accessibility';

describe('accessibility settings', () => {
  it('keeps sizes within bounds', () => {
    expect(clampFontSize(4)).toBe(10);
    expect(clampFontSize(40)).toBe(28);
    expect(clampFontSize(15.6)).toBe(16);
    expect(clampFontSize(Number.NaN)).toBe(14);
    expect(clampLineHeight(0.5)).toBe(1.2);
    expect(clampLineHeight(1.75)).toBe(1.8);
    expect(clampLineHeight(9)).toBe(2.4);
  });

  it('reads stored values field by field, ignoring bad ones', () => {
    expect(parseAccessibility(null)).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseAccessibility('x')).toEqual(DEFAULT_ACCESSIBILITY);
    expect(
      parseAccessibility({ fontSize: 18, lineHeight: 'tall', highContrast: true, screenReader: 1 }),
    ).toEqual({ ...DEFAULT_ACCESSIBILITY, fontSize: 18, highContrast: true });
    expect(parseAccessibility({ fontSize: 99 }).fontSize).toBe(28);
  });
});
