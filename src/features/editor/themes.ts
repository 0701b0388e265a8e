/**
 * The editor's light and dark themes: Monaco's own, with every text colour (tokens, line
 * numbers, the dimmed number of a final empty line) readable at 4.5:1 on each background it is
 * drawn on, the diff editor's added and removed lines included.
 */
import type { editor } from 'monaco-editor';
import { vs, vs_dark } from 'monaco-editor/editor/standalone/common/themes.js';
import { blend, isHexColour, readableOn } from '../../core/settings/contrast';
import type { Monaco } from './monaco';

export const LIGHT_THEME = 'editor-light';
export const DARK_THEME = 'editor-dark';

interface Palette {
  base: editor.IStandaloneThemeData;
  background: string;
  lineNumber: string;
  activeLineNumber: string;
  /** The diff editor's changed lines, and the changed text within them (opaque). */
  inserted: { line: string; text: string };
  removed: { line: string; text: string };
}

/** Monaco's own line-number colours for its light and dark themes, with our diff colours. */
const PALETTES: ReadonlyMap<string, Palette> = new Map([
  [
    LIGHT_THEME,
    {
      base: vs,
      background: '#fffffe',
      lineNumber: '#237893',
      activeLineNumber: '#0b216f',
      inserted: { line: '#eef7e4', text: '#dcefc4' },
      removed: { line: '#fcecec', text: '#f8d7d7' },
    },
  ],
  [
    DARK_THEME,
    {
      base: vs_dark,
      background: '#1e1e1e',
      lineNumber: '#858585',
      activeLineNumber: '#c6c6c6',
      inserted: { line: '#232b1e', text: '#2a3a1f' },
      removed: { line: '#2e2121', text: '#452626' },
    },
  ],
]);

/** The theme data for one palette: each colour lifted to readable on all its backgrounds. */
export function themeData(palette: Palette): editor.IStandaloneThemeData {
  const { background, inserted, removed } = palette;
  const backgrounds = [background, inserted.line, inserted.text, removed.line, removed.text];
  const readable = (color: string) => readableOn(color, backgrounds);
  return {
    base: palette.base.base,
    inherit: true,
    rules: palette.base.rules.map((rule) =>
      rule.foreground && isHexColour(rule.foreground)
        ? { ...rule, foreground: readable(rule.foreground).slice(1) }
        : rule,
    ),
    colors: {
      'editorLineNumber.foreground': readable(palette.lineNumber),
      'editorLineNumber.activeForeground': readable(palette.activeLineNumber),
      // Dimmed as Monaco dims it (at 40%), then made readable.
      'editorLineNumber.dimmedForeground': readable(blend(palette.lineNumber, background, 0.4)),
      'diffEditor.insertedLineBackground': inserted.line,
      'diffEditor.insertedTextBackground': inserted.text,
      'diffEditor.removedLineBackground': removed.line,
      'diffEditor.removedTextBackground': removed.text,
    },
  };
}

/** Monaco's theme for the app theme, in high contrast when that setting is on. */
export function monacoTheme(theme: 'light' | 'dark', highContrast: boolean): string {
  if (highContrast) return theme === 'dark' ? 'hc-black' : 'hc-light';
  return theme === 'dark' ? DARK_THEME : LIGHT_THEME;
}

/** Makes the editor's themes known to Monaco, under LIGHT_THEME and DARK_THEME. */
export function defineEditorThemes(monaco: Monaco): void {
  for (const [name, palette] of PALETTES) monaco.editor.defineTheme(name, themeData(palette));
}

/** The palettes, for the tests. */
export const palettes = PALETTES;
