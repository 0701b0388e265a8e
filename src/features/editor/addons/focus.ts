/**
 * The editor takes the focus when the app asks for it (workspace store's focus requests),
 * including a request made while Monaco was still loading ('Create First File'); someone
 * working in the editor gets its language service (hover, completion, problems).
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import { workspaceStore } from '../../../state/workspace-store';
import { startLanguageServices } from '../language-services';
import type { EditorModels } from './models';
import type { EditorAddon } from './addon';

export function startFocus(editor: MonacoEditor.ICodeEditor, models: EditorModels): EditorAddon {
  const unsubscribe = workspaceStore.subscribe((next, prev) => {
    if (next.editorFocusRequest !== prev.editorFocusRequest) editor.focus();
  });
  const listener = editor.onDidFocusEditorText(startLanguageServices);
  if (workspaceStore.getState().editorFocusRequest > 0 && models.shown()) editor.focus();
  return {
    dispose() {
      unsubscribe();
      listener.dispose();
    },
  };
}
