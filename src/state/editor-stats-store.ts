/**
 * Figures about the active file that the status bar shows (session only, derived by the
 * editor from its buffer and Monaco's markers).
 */
import { create } from 'zustand';

export interface EditorStats {
  lines: number;
  words: number;
  characters: number;
  errors: number;
  warnings: number;
}

export const EMPTY_STATS: EditorStats = {
  lines: 0,
  words: 0,
  characters: 0,
  errors: 0,
  warnings: 0,
};

export const editorStatsStore = create<EditorStats>()(() => EMPTY_STATS);
