/**
 * Editor settings for slow machines (persist: key `editor.performance`, through storage/); the
 * editor controller applies them to Monaco as they change.
 */
import { create } from 'zustand';
import type { EditorPerformanceSettings } from '../core/settings/editor-performance';
import {
  loadEditorPerformance,
  saveEditorPerformance,
} from '../storage/editor-performance-settings';
import { toast } from './toasts-store';

export { localStorageBytes } from '../storage/editor-performance-settings';

interface EditorPerformanceState extends EditorPerformanceSettings {
  update: (patch: Partial<EditorPerformanceSettings>) => void;
}

let warned = false;

export const editorPerformanceStore = create<EditorPerformanceState>()((set, get) => ({
  ...loadEditorPerformance(),
  update: (patch) => {
    set(patch);
    const { minimap, wordWrap, largeFileMode } = get();
    if (!saveEditorPerformance({ minimap, wordWrap, largeFileMode }) && !warned) {
      warned = true;
      toast({
        type: 'error',
        title: 'Settings not saved',
        message: 'The browser refused to store them: they apply until you close this tab.',
      });
    }
  },
}));
