/**
 * What other parts of the app need from the one editor, without touching Monaco: the open
 * file's selection (published by the editor, debounced) and requests to insert or replace text
 * (the editor applies them as one undoable edit). Jumping to a line is `problemsStore.reveal`.
 * Session only.
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

export interface EditRequest {
  seq: number;
  fileId: string;
  /** 'cursor': insert at the cursor (replacing the selection); 'file': replace the whole text. */
  at: 'cursor' | 'file';
  text: string;
}

interface EditorBridgeState {
  selection: EditorSelection | null;
  /**
   * The open file's selection right now (null when nothing is selected), for commands that act
   * on it at once; `selection` follows it 150 ms late. Set by the editor while it is mounted.
   */
  readSelection: (() => EditorSelection | null) | null;
  request: EditRequest | null;
  setSelection: (selection: EditorSelection | null) => void;
  /** Asks the editor to insert `text` at the cursor of the open file, as one undoable edit. */
  insertAtCursor: (fileId: string, text: string) => void;
  /** Asks the editor to replace the whole text of the open file, as one undoable edit. */
  replaceFile: (fileId: string, text: string) => void;
}

export const editorBridge = create<EditorBridgeState>()((set, get) => ({
  selection: null,
  readSelection: null,
  request: null,
  setSelection: (selection) => set({ selection }),
  insertAtCursor: (fileId, text) =>
    set({ request: { seq: (get().request?.seq ?? 0) + 1, fileId, at: 'cursor', text } }),
  replaceFile: (fileId, text) =>
    set({ request: { seq: (get().request?.seq ?? 0) + 1, fileId, at: 'file', text } }),
}));
