/**
 * Languages in the workspace (session state, nothing here persists: the user's choice for a
 * file is stored on the file itself, `FileEntry.language`, through the files store).
 *
 * - `active`: the language the editor uses for the open file and why (published by the editor).
 * - `suggestion`: what the language-detected bar offers, for new/untitled files, pasted code
 *   that looks like another language, and after a rename.
 * - `dismissed`: suggestions the user closed this session, never offered again.
 * - `pickerOpen`: the header's language picker.
 */
import { create } from 'zustand';
import type { Detection } from '../core/languages/detect';
import { filesStore } from './files-store';

export type SuggestionReason = 'content' | 'paste' | 'rename';

export interface Suggestion {
  fileId: string;
  detection: Detection;
  reason: SuggestionReason;
}

interface LanguageState {
  active: { fileId: string; detection: Detection } | null;
  suggestion: Suggestion | null;
  dismissed: readonly string[];
  pickerOpen: boolean;
  setActive: (active: { fileId: string; detection: Detection } | null) => void;
  /** Offers a suggestion unless the user dismissed the same one this session. */
  suggest: (suggestion: Suggestion) => void;
  /** Clears the bar if it is about `fileId` (or any file, without an id). */
  clearSuggestion: (fileId?: string) => void;
  /** The bar's accept button: the suggested language becomes the file's language. */
  acceptSuggestion: () => void;
  dismissSuggestion: () => void;
  setPickerOpen: (open: boolean) => void;
  /** The picker's choice for the open file; null returns it to automatic detection. */
  chooseForActive: (languageId: string | null) => void;
}

const keyOf = (s: Suggestion) => `${s.fileId}:${s.reason}:${s.detection.languageId}`;

export const languageStore = create<LanguageState>()((set, get) => ({
  active: null,
  suggestion: null,
  dismissed: [],
  pickerOpen: false,
  setActive: (active) => set({ active }),
  suggest: (suggestion) => {
    if (get().dismissed.includes(keyOf(suggestion))) return;
    set({ suggestion });
  },
  clearSuggestion: (fileId) => {
    const current = get().suggestion;
    if (current && (fileId === undefined || current.fileId === fileId)) set({ suggestion: null });
  },
  acceptSuggestion: () => {
    const current = get().suggestion;
    if (!current) return;
    const entry = filesStore.getState().entries.find((e) => e.id === current.fileId);
    // After a rename the name already says the language: accepting keeps it as it is.
    if (entry && current.reason !== 'rename') {
      filesStore.getState().setLanguage(entry.id, current.detection.languageId);
    }
    set({ suggestion: null, dismissed: [...get().dismissed, keyOf(current)] });
  },
  dismissSuggestion: () => {
    const current = get().suggestion;
    if (!current) return;
    set({ suggestion: null, dismissed: [...get().dismissed, keyOf(current)] });
  },
  setPickerOpen: (pickerOpen) => set({ pickerOpen }),
  chooseForActive: (languageId) => {
    const { activeId } = filesStore.getState();
    if (!activeId) return;
    filesStore.getState().setLanguage(activeId, languageId);
    get().clearSuggestion(activeId);
    set({ pickerOpen: false });
  },
}));
