import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, readableOn } from './contrast';

describe('contrastRatio', () => {
  it('measures as WCAG does: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('blend', () => {
  it('draws a colour at an opacity over a background', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#237893', '#ffffff', 1)).toBe('#237893');
    expect(blend('#237893', '#ffffff', 0)).toBe('#ffffff');
  });
});

describe('readableOn', () => {
  it('keeps a colour that is readable already', () => {
    expect(readableOn('#237893', ['#ffffff'])).toBe('#237893');
    expect(readableOn('D4D4D4', ['#1e1e1e'])).toBe('#d4d4d4');
  });

  it('darkens on light backgrounds and lightens on dark ones, just enough', () => {
    const light = readableOn('#a7c9d4', ['#ffffff', '#dcefc4']);
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light, '#dcefc4')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light, '#dcefc4')).toBeLessThan(4.8);

    const dark = readableOn('#608b4e', ['#1e1e1e', '#2a3a1f']);
    expect(contrastRatio(dark, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#2a3a1f')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#2a3a1f')).toBeLessThan(4.8);
  });

  it('reaches any ratio up to black or white', () => {
    expect(readableOn('#808080', ['#ffffff'], 21)).toBe('#000000');
  });
});
