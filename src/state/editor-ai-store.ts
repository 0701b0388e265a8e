/**
 * What the editor's AI shows (session only): the code-quality bar, the suggestion popup, busy
 * flags of Optimize and Auto-Fix, and the last auto-fix (for its diff). The editor's AI controller writes it; React renders it.
 */
import { create } from 'zustand';
import type { AutoFixResult, Suggestion } from '../core/ai/types';

export type QualityView =
  | {
      fileId: string;
      complexity: number;
      maintainability: number;
      suggestions: number;
      /** True while a newer analysis is on its way. */
      updating: boolean;
      tooLarge?: undefined;
    }
  | {
      fileId: string;
      /** Not measured: the file is larger than the quality bar reads (ai-controller.ts). */
      tooLarge: true;
      updating: boolean;
    };

/** A suggestion with offsets into the whole file. */
export interface PopupSuggestion extends Suggestion {
  line: number;
  /** The text `startPos..endPos` held when the suggestion was made. */
  original: string;
}

export interface PopupView {
  kind: 'optimization' | 'correction';
  fileId: string;
  suggestions: PopupSuggestion[];
  /** Which provider answered, for the confidence line. */
  source: string;
}

export interface LastFix {
  fileId: string;
  fileName: string;
  language: string;
  before: string;
  after: string;
  result: AutoFixResult;
}

interface EditorAiState {
  quality: QualityView | null;
  popup: PopupView | null;
  optimizing: boolean;
  fixing: boolean;
  lastFix: LastFix | null;
  diffOpen: boolean;
  /** Bumped by 'Apply Suggestion': the controller applies `popup.suggestions[applyIndex]`. */
  applySeq: number;
  applyIndex: number;
  setQuality: (quality: QualityView | null) => void;
  setPopup: (popup: PopupView | null) => void;
  applySuggestion: (index: number) => void;
  setBusy: (patch: Partial<Pick<EditorAiState, 'optimizing' | 'fixing'>>) => void;
  setLastFix: (fix: LastFix | null) => void;
  setDiffOpen: (open: boolean) => void;
}

export const editorAiStore = create<EditorAiState>()((set, get) => ({
  quality: null,
  popup: null,
  optimizing: false,
  fixing: false,
  lastFix: null,
  diffOpen: false,
  applySeq: 0,
  applyIndex: 0,
  setQuality: (quality) => set({ quality }),
  setPopup: (popup) => set({ popup }),
  applySuggestion: (index) => set({ applySeq: get().applySeq + 1, applyIndex: index }),
  setBusy: (patch) => set(patch),
  setLastFix: (lastFix) => set({ lastFix }),
  setDiffOpen: (diffOpen) => set({ diffOpen }),
}));
