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
  const node = editor.getContainerDomNode();
  let waiting: ResizeObserver | null = null;
  const stopWaiting = () => {
    waiting?.disconnect();
    waiting = null;
  };
  // A hidden editor cannot take focus: a file made while none was open is asked for focus
  // before its editor is shown, so the focus waits until the editor has a size.
  const focus = () => {
    stopWaiting();
    if (node.offsetWidth > 0 && node.offsetHeight > 0) {
      editor.focus();
      return;
    }
    const observer = new ResizeObserver(() => {
      if (node.offsetWidth === 0 || node.offsetHeight === 0) return;
      stopWaiting();
      // Unless the user has started typing somewhere else meanwhile.
      if (!typingElsewhere()) editor.focus();
    });
    waiting = observer;
    observer.observe(node);
  };
  const unsubscribe = workspaceStore.subscribe((next, prev) => {
    if (next.editorFocusRequest !== prev.editorFocusRequest) focus();
  });
  const listener = editor.onDidFocusEditorText(startLanguageServices);
  if (workspaceStore.getState().editorFocusRequest > 0 && models.shown()) focus();
  return {
    dispose() {
      stopWaiting();
      unsubscribe();
      listener.dispose();
    },
  };
}

/** Focus is in a text field (a button, where a closed menu or dialog left it, does not count). */
function typingElsewhere(): boolean {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element.isContentEditable
  );
}
