/** The editor's AI switches, under the key `ai.editor` (a JSON object of booleans). */
import { readJson, writeJson } from './local-store';

export const AI_EDITOR_KEY = 'ai.editor';

export interface StoredAiEditorSettings {
  aiEnabled: boolean;
  autoCorrect: boolean;
  autoFixEnabled: boolean;
  monitoring: boolean;
  /** Problems told as a ladder of hints before their fix. */
  hintsFirst: boolean;
}

export const DEFAULT_AI_EDITOR: StoredAiEditorSettings = {
  aiEnabled: true,
  autoCorrect: true,
  autoFixEnabled: true,
  monitoring: false,
  hintsFirst: true,
};

export function loadAiEditorSettings(): StoredAiEditorSettings {
  return readJson(AI_EDITOR_KEY, (value) => {
    const result = { ...DEFAULT_AI_EDITOR };
    const stored =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    for (const key of Object.keys(result) as (keyof StoredAiEditorSettings)[]) {
      const flag = stored[key];
      if (typeof flag === 'boolean') result[key] = flag;
    }
    return result;
  });
}

/** False when the browser refused to store them (the switches still apply for this session). */
export function saveAiEditorSettings(settings: StoredAiEditorSettings): boolean {
  return writeJson(AI_EDITOR_KEY, settings);
}
