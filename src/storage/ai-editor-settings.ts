/** The editor's AI switches, under the key `ai.editor` (a JSON object of booleans). */
import { readKey, writeKey } from './local-store';

export const AI_EDITOR_KEY = 'ai.editor';

export interface StoredAiEditorSettings {
  aiEnabled: boolean;
  autoCorrect: boolean;
  autoFixEnabled: boolean;
  monitoring: boolean;
}

export const DEFAULT_AI_EDITOR: StoredAiEditorSettings = {
  aiEnabled: true,
  autoCorrect: true,
  autoFixEnabled: true,
  monitoring: false,
};

export function loadAiEditorSettings(): StoredAiEditorSettings {
  const result = { ...DEFAULT_AI_EDITOR };
  const raw = readKey(AI_EDITOR_KEY);
  if (!raw) return result;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    for (const key of Object.keys(result) as (keyof StoredAiEditorSettings)[]) {
      if (typeof value[key] === 'boolean') result[key] = value[key];
    }
  } catch {
    // unreadable: the defaults
  }
  return result;
}

export function saveAiEditorSettings(settings: StoredAiEditorSettings): void {
  try {
    writeKey(AI_EDITOR_KEY, JSON.stringify(settings));
  } catch {
    // The switches still apply for this session.
  }
}
