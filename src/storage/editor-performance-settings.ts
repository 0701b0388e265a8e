/** The Performance Optimizer's editor settings, remembered in localStorage (key below). */
import {
  parseEditorPerformance,
  type EditorPerformanceSettings,
} from '../core/settings/editor-performance';
import { readJson, writeJson } from './local-store';

export const EDITOR_PERFORMANCE_KEY = 'editor.performance';

export function loadEditorPerformance(): EditorPerformanceSettings {
  return readJson(EDITOR_PERFORMANCE_KEY, parseEditorPerformance);
}

/** False when the browser refused to store them (they still apply for this session). */
export function saveEditorPerformance(settings: EditorPerformanceSettings): boolean {
  return writeJson(EDITOR_PERFORMANCE_KEY, settings);
}

/** Bytes this origin keeps in localStorage (UTF-16: two bytes per character). */
export function localStorageBytes(): number | null {
  try {
    const storage = window.localStorage;
    let chars = 0;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) chars += key.length + (storage.getItem(key)?.length ?? 0);
    }
    return chars * 2;
  } catch {
    return null;
  }
}
