/**
 * Figures about the active file that the status bar shows (session only, derived by the
 * editor from its buffer and Monaco's markers).
 */
import { create } from 'zustand';

export interface EditorStats {
  lines: number;
  /** Null while a large file's words are being counted (the editor does it in idle time). */
  words: number | null;
  characters: number;
  errors: number;
  warnings: number;
  /**
   * Monaco's large-file options hold for the shown model: it was over 20 MB when it was opened,
   * so tokenisation, folding and other whole-file work are off for it.
   */
  wholeFileFeaturesOff: boolean;
}

export const EMPTY_STATS: EditorStats = {
  lines: 0,
  words: 0,
  characters: 0,
  errors: 0,
  warnings: 0,
  wholeFileFeaturesOff: false,
};

export const editorStatsStore = create<EditorStats>()(() => EMPTY_STATS);
