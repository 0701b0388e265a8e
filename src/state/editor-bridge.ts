/**
 * The open file's selection as the editor publishes it (debounced: not per keystroke), for the
 * parts of the app that render it. Reading the selection at once, and asking the editor to
 * insert, replace or reveal, go through state/editor-service.ts. Session only.
 */
import { create } from 'zustand';

export interface EditorSelection {
  fileId: string;
  /** The selected text ('' for an empty selection). */
  text: string;
  /** 1-based. */
  startLine: number;
  endLine: number;
  /** UTF-16 offsets into the file. */
  startOffset: number;
  endOffset: number;
}

interface EditorBridgeState {
  selection: EditorSelection | null;
  setSelection: (selection: EditorSelection | null) => void;
}

export const editorBridge = create<EditorBridgeState>()((set) => ({
  selection: null,
  setSelection: (selection) => set({ selection }),
}));
