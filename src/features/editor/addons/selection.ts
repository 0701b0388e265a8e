/**
 * The shown file's selection, published for the AI drawer and the suggestion popup once it
 * has settled for SELECTION_DELAY_MS (not per keystroke).
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import { editorBridge, type EditorSelection } from '../../../state/editor-bridge';
import type { EditorModels } from './models';
import type { EditorAddon } from './addon';

export const SELECTION_DELAY_MS = 150;

/** The selection of the shown file right now (an empty one is the cursor). */
export function currentSelection(
  editor: MonacoEditor.ICodeEditor,
  models: EditorModels,
): EditorSelection | null {
  const model = editor.getModel();
  const selection = editor.getSelection();
  const fileId = models.shown()?.id;
  if (!model || !selection || !fileId) return null;
  return {
    fileId,
    text: model.getValueInRange(selection),
    startLine: selection.startLineNumber,
    endLine: selection.endLineNumber,
    startOffset: model.getOffsetAt(selection.getStartPosition()),
    endOffset: model.getOffsetAt(selection.getEndPosition()),
  };
}

export function startSelection(
  editor: MonacoEditor.ICodeEditor,
  models: EditorModels,
): EditorAddon {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listener = editor.onDidChangeCursorSelection(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      editorBridge.getState().setSelection(currentSelection(editor, models));
    }, SELECTION_DELAY_MS);
  });
  return {
    dispose() {
      listener.dispose();
      if (timer) clearTimeout(timer);
      editorBridge.getState().setSelection(null);
    },
  };
}
