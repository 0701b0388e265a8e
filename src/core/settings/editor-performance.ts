/**
 * Editor settings that help on slow machines (Performance Optimizer): the minimap, word wrap
 * and a large-file mode that turns off Monaco's per-keystroke extras. Every option is given
 * for both states, so turning a setting off restores the default.
 */
import type { editor } from 'monaco-editor';

export interface EditorPerformanceSettings {
  /** Desktop only: SPEC §9 keeps the minimap off on mobile whatever this says. */
  minimap: boolean;
  /** SPEC §9: word wrap on by default. */
  wordWrap: boolean;
  largeFileMode: boolean;
}

export const DEFAULT_EDITOR_PERFORMANCE: EditorPerformanceSettings = {
  minimap: true,
  wordWrap: true,
  largeFileMode: false,
};

/**
 * Suggestions while typing in code, not in comments and strings (Monaco's and VS Code's
 * default): a list that opens over a sentence in a comment takes Enter away from the new line.
 */
const QUICK_SUGGESTIONS = { other: 'on', comments: 'off', strings: 'off' } as const;

/** What large-file mode turns off, in words, for the panel. */
export const LARGE_FILE_MODE_EFFECTS =
  'code folding, highlighting of matching words and brackets, bracket colours and guides, links, colour swatches, hovers and suggestions while typing';

export function editorPerformanceOptions(
  settings: EditorPerformanceSettings,
  mobile: boolean,
): editor.IEditorOptions {
  const large = settings.largeFileMode;
  return {
    minimap: { enabled: settings.minimap && !mobile && !large },
    wordWrap: settings.wordWrap && !large ? 'on' : 'off',
    folding: !large,
    occurrencesHighlight: large ? 'off' : 'singleFile',
    selectionHighlight: !large,
    matchBrackets: large ? 'never' : 'always',
    bracketPairColorization: { enabled: !large },
    guides: { indentation: !large, bracketPairs: false },
    links: !large,
    colorDecorators: !large,
    hover: { enabled: large ? 'off' : 'on' },
    quickSuggestions: large ? false : QUICK_SUGGESTIONS,
    renderLineHighlight: large ? 'none' : 'line',
    stopRenderingLineAfter: large ? 2000 : 10000,
  };
}

export function parseEditorPerformance(value: unknown): EditorPerformanceSettings {
  const r = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const flag = (key: keyof EditorPerformanceSettings) =>
    typeof r[key] === 'boolean' ? r[key] : DEFAULT_EDITOR_PERFORMANCE[key];
  return {
    minimap: flag('minimap'),
    wordWrap: flag('wordWrap'),
    largeFileMode: flag('largeFileMode'),
  };
}

/**
 * Above this many lines, sticky scroll follows indentation instead of the language's outline.
 * The outline of a file is computed again after each pause in typing; for JavaScript and
 * TypeScript it comes from the TypeScript worker as one message the size of the whole file's
 * symbol tree, and above a few thousand lines reading that message and rebuilding the outline
 * holds the page for 50 ms and more, a pause the person typing feels.
 */
export const OUTLINE_STICKY_SCROLL_MAX_LINES = 5000;

export function stickyScrollModel(lines: number): 'outlineModel' | 'indentationModel' {
  return lines > OUTLINE_STICKY_SCROLL_MAX_LINES ? 'indentationModel' : 'outlineModel';
}
