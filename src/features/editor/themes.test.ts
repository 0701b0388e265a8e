// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../core/settings/contrast';
import { DARK_THEME, LIGHT_THEME, monacoTheme, palettes, themeData } from './themes';

const hex = (c: string) => (c.startsWith('#') ? c : `#${c}`);

describe('the editor themes', () => {
  for (const [name, palette] of palettes) {
    const data = themeData(palette);
    const backgrounds = [
      palette.background,
      palette.inserted.line,
      palette.inserted.text,
      palette.removed.line,
      palette.removed.text,
    ];

    it(`${name}: every token colour is readable on the editor and on changed lines`, () => {
      const colours = data.rules.flatMap((r) => (r.foreground ? [hex(r.foreground)] : []));
      expect(colours.length).toBeGreaterThan(10);
      for (const colour of colours) {
        for (const bg of backgrounds) expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${name}: line numbers, the active and the dimmed one, are readable`, () => {
      for (const key of [
        'editorLineNumber.foreground',
        'editorLineNumber.activeForeground',
        'editorLineNumber.dimmedForeground',
      ]) {
        const colour = data.colors[key];
        expect(colour, key).toBeDefined();
        expect(contrastRatio(colour!, palette.background), key).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it("follows the app theme, and high contrast uses Monaco's high-contrast themes", () => {
    expect(monacoTheme('light', false)).toBe(LIGHT_THEME);
    expect(monacoTheme('dark', false)).toBe(DARK_THEME);
    expect(monacoTheme('light', true)).toBe('hc-light');
    expect(monacoTheme('dark', true)).toBe('hc-black');
  });
});
