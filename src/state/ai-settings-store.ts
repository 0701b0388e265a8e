/**
 * The editor's AI switches (persist: key `ai.editor`, through storage/): the AI Assistant
 * (completion, quality bar, optimisation), Auto-Correct (correction of the selection), Auto-Fix and
 * background monitoring, and
 * whether problems are told as hints before their fix. Which provider answers is the Ethics tab's setting, not this store's.
 */
import { create } from 'zustand';
import { loadAiEditorSettings, saveAiEditorSettings } from '../storage/ai-editor-settings';

export interface AiEditorSettings {
  aiEnabled: boolean;
  autoCorrect: boolean;
  autoFixEnabled: boolean;
  monitoring: boolean;
  hintsFirst: boolean;
}

interface AiSettingsState extends AiEditorSettings {
  set: (patch: Partial<AiEditorSettings>) => void;
}

export const aiSettingsStore = create<AiSettingsState>()((set, get) => ({
  ...loadAiEditorSettings(),
  set: (patch) => {
    set(patch);
    const { aiEnabled, autoCorrect, autoFixEnabled, monitoring, hintsFirst } = get();
    saveAiEditorSettings({ aiEnabled, autoCorrect, autoFixEnabled, monitoring, hintsFirst });
  },
}));
