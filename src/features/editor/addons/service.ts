/**
 * Registers the editor with the app's editor service (state/editor-service.ts): edits of the
 * shown file, revealing a line, the selection right now and the open models. Unregistered on
 * dispose, so the service then does nothing.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { editorService } from '../../../state/editor-service';
import type { EditorModels } from './models';
import { currentSelection } from './selection';
import type { EditorAddon } from './addon';

export function startServicePort(
  monaco: Monaco,
  editor: MonacoEditor.ICodeEditor,
  models: EditorModels,
): EditorAddon {
  /** Replaces `at` of the shown file: one undoable step, kept apart from the user's typing. */
  const editShown = (fileId: string, at: 'cursor' | 'file', text: string) => {
    const model = editor.getModel();
    if (!model || fileId !== models.shown()?.id) return;
    const range =
      at === 'file'
        ? model.getFullModelRange()
        : (editor.getSelection() ?? model.getFullModelRange());
    editor.pushUndoStop();
    editor.executeEdits('ai', [{ range, text, forceMoveMarkers: true }]);
    editor.pushUndoStop();
    editor.focus();
  };
  const detach = editorService.attach({
    insertAtCursor: (fileId, text) => editShown(fileId, 'cursor', text),
    replaceFile: (fileId, text) => editShown(fileId, 'file', text),
    applyEdit(fileId, { line, column, endLine, endColumn, text }) {
      if (!editor.getModel() || fileId !== models.shown()?.id) return;
      editor.pushUndoStop();
      editor.executeEdits(
        'fix',
        [{ range: new monaco.Range(line, column, endLine, endColumn), text }],
        (inverse) => {
          const end = inverse[0]?.range.getEndPosition();
          return end
            ? [new monaco.Selection(end.lineNumber, end.column, end.lineNumber, end.column)]
            : null;
        },
      );
      editor.pushUndoStop();
      editor.focus();
    },
    revealLine(line, column) {
      editor.setPosition({ lineNumber: line, column });
      editor.revealLineInCenter(line);
      editor.focus();
    },
    // A command that acts on the selection at once (Run Selection) reads it, not debounced.
    readSelection: () =>
      editor.getSelection()?.isEmpty() === false ? currentSelection(editor, models) : null,
    openModels: () =>
      monaco.editor.getModels().map((model) => ({
        name: model.uri.path.split('/').pop() ?? model.uri.toString(),
        lines: model.getLineCount(),
        characters: model.getValueLength(),
        shown: model === editor.getModel(),
      })),
  });
  return { dispose: detach };
}
