/**
 * The editor's code (Monaco, the editor controller, the AI controller), asked for once and as
 * early as the page can: the app's entry starts it before it opens storage, so Monaco downloads
 * and compiles while the shell loads the files. The editor area waits on the same promise. A
 * failed load is forgotten, so "Try again" asks for it anew.
 */
import type { Monaco } from './monaco';
import type { createEditorController } from './editor-controller';
import type { createAiController } from './ai-controller';

export interface EditorModules {
  monaco: Monaco;
  createEditorController: typeof createEditorController;
  createAiController: typeof createAiController;
}

let loading: Promise<EditorModules> | null = null;

export function loadEditor(): Promise<EditorModules> {
  if (loading) return loading;
  const pending = Promise.all([
    import('./monaco'),
    import('./editor-controller'),
    import('./ai-controller'),
  ]).then(([m, editor, ai]) => ({
    monaco: m.monaco,
    createEditorController: editor.createEditorController,
    createAiController: ai.createAiController,
  }));
  loading = pending;
  pending.catch(() => {
    if (loading === pending) loading = null;
  });
  return pending;
}

let finishStartUp: () => void = () => undefined;
/**
 * Resolves once the editor area has created its editor (or given up loading it): what runs
 * after it, such as the offline copy's download, waits so that it never delays typing.
 */
export const startUpDone = new Promise<void>((resolve) => {
  finishStartUp = resolve;
});

export function markStartUpDone(): void {
  finishStartUp();
}
