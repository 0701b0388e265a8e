/**
 * Editor settings that help on slow machines (Performance Optimizer): the minimap, word wrap
 * and a large-file mode that turns off Monaco's per-keystroke extras. Every option is given
 * for both states, so turning a setting off restores the default.
 */
import type { editor } from 'monaco-editor';

export interface EditorPerformanceSettings {
  /** Desktop only: the minimap stays off on mobile whatever this says. */
  minimap: boolean;
  /** Word wrap is on by default. */
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
 * Above this many lines a file is long, and two of Monaco's whole-file features, recomputed after
 * each pause in typing, are made cheaper for it:
 * - sticky scroll follows indentation instead of the language's outline. For JavaScript and
 *   TypeScript the outline comes from the TypeScript worker as one message the size of the whole
 *   file's symbol tree, and above a few thousand lines reading that message and rebuilding the
 *   outline holds the page long enough for the person typing to feel it;
 * - folding keeps at most LONG_FILE_FOLDING_REGIONS regions, the outermost first (Monaco drops
 *   the deepest levels), instead of Monaco's 5,000. Each update replaces the decoration of every
 *   region, which in a long file is again a pause the person typing feels.
 */
export const LONG_FILE_LINES = 5000;
export const LONG_FILE_FOLDING_REGIONS = 2000;
/** Monaco's own default for `foldingMaximumRegions`, kept for files up to LONG_FILE_LINES. */
const FOLDING_REGIONS_DEFAULT = 5000;

export interface LengthOptions {
  stickyScroll: { defaultModel: 'outlineModel' | 'indentationModel' };
  foldingMaximumRegions: number;
}

/** The editor options that depend on the shown file's line count. */
export function lengthOptions(lines: number): LengthOptions {
  const long = lines > LONG_FILE_LINES;
  return {
    stickyScroll: { defaultModel: long ? 'indentationModel' : 'outlineModel' },
    foldingMaximumRegions: long ? LONG_FILE_FOLDING_REGIONS : FOLDING_REGIONS_DEFAULT,
  };
}
