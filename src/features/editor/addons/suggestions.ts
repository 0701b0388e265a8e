/**
 * The suggestion popup: Optimize fills it for the shown file; with Auto-Correct on, a
 * non-empty selection fills it with corrections once the selection has settled. Apply
 * Suggestion is one undoable edit, checked against the text it was computed for; advice moves
 * the cursor to its line instead. A failure is logged and shows nothing.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { aiEngine } from '../../../workers/ai-instance';
import { editorAiStore, type PopupSuggestion } from '../../../state/editor-ai-store';
import { editorBridge } from '../../../state/editor-bridge';
import { editorService } from '../../../state/editor-service';
import { toast } from '../../../state/toasts-store';
import { answeredBy } from '../../../core/ai/answered-by';
import { reviewAgainstFile } from '../../../core/ai/local/typos';
import type { AiAddonDeps, EditorAddon } from './addon';

export const CORRECTION_DELAY_MS = 400;

export interface Suggestions extends EditorAddon {
  optimize(): Promise<void>;
}

export interface SuggestionDeps extends AiAddonDeps {
  fileId(): string | null;
  /** The Auto-Correct switch. */
  autoCorrect(): boolean;
}

export function startSuggestions(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: SuggestionDeps,
): Suggestions {
  const store = () => editorAiStore.getState();

  function withLines(
    model: MonacoEditor.ITextModel,
    base: number,
    suggestions: readonly { startPos: number; endPos: number }[],
  ) {
    return suggestions.map((s) => {
      const start = model.getPositionAt(base + s.startPos);
      const end = model.getPositionAt(base + s.endPos);
      return {
        line: start.lineNumber,
        original: model.getValueInRange(
          new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
        ),
      };
    });
  }

  async function optimize(): Promise<void> {
    const model = editor.getModel();
    const id = deps.fileId();
    if (!model || !id || !deps.enabled() || store().optimizing) return;
    const code = model.getValue();
    if (code.trim() === '') return; // only with content
    store().setBusy({ optimizing: true });
    try {
      const answer = await aiEngine().optimize(code, deps.language());
      deps.noteProvider(answer.provider);
      if (deps.fileId() !== id) return;
      const lines = withLines(model, 0, answer.suggestions);
      const suggestions: PopupSuggestion[] = answer.suggestions.map((s, i) => ({
        ...s,
        line: lines[i]?.line ?? 1,
        original: lines[i]?.original ?? '',
      }));
      if (suggestions.length === 0) {
        // A failed service is never reported as 'nothing to optimise'.
        const failed = answer.provider.fallback === true;
        toast({
          type: failed ? 'error' : 'info',
          category: 'ai',
          title: failed
            ? `The AI service failed (${answer.provider.reason ?? 'no answer'})`
            : 'Nothing to optimise',
          message: failed
            ? `${answer.provider.advice ?? ''} The built-in engine found no change to suggest in this ${deps.language()} code.`.trim()
            : `No performance or readability changes were found in this ${deps.language()} code.`,
        });
        store().setPopup(null);
        return;
      }
      store().setPopup({
        kind: 'optimization',
        fileId: id,
        suggestions,
        source: answeredBy(answer.provider),
      });
    } catch (error) {
      console.warn('Optimisation failed', error); // no suggestions, nothing shown
    } finally {
      store().setBusy({ optimizing: false });
    }
  }

  let correctionTimer: ReturnType<typeof setTimeout> | null = null;
  let correctionRun = 0;
  const unsubscribeSelection = editorBridge.subscribe((next, prev) => {
    if (next.selection === prev.selection) return;
    if (correctionTimer) clearTimeout(correctionTimer);
    const selection = next.selection;
    // Only with Auto-Correct on and a non-empty selection.
    if (!selection || !deps.autoCorrect() || selection.text.trim() === '') {
      if (store().popup?.kind === 'correction') store().setPopup(null);
      return;
    }
    correctionTimer = setTimeout(
      () => void correct(selection.fileId, selection.text, selection.startOffset),
      CORRECTION_DELAY_MS,
    );
  });

  async function correct(fileId: string, text: string, startOffset: number): Promise<void> {
    const model = editor.getModel();
    if (!model || deps.fileId() !== fileId) return;
    const run = ++correctionRun;
    try {
      const answer = await aiEngine().correct(text, deps.language());
      deps.noteProvider(answer.provider);
      if (run !== correctionRun || deps.fileId() !== fileId) return;
      if (answer.suggestions.length === 0) {
        if (store().popup?.kind === 'correction') store().setPopup(null);
        return;
      }
      // A fix of a name that is also used outside the selection would leave those uses behind.
      const checked = reviewAgainstFile(
        answer.suggestions,
        model.getValue(),
        startOffset,
        startOffset + text.length,
        deps.language(),
      );
      const lines = withLines(model, startOffset, checked);
      store().setPopup({
        kind: 'correction',
        fileId,
        source: answeredBy(answer.provider),
        suggestions: checked.map((s, i) => ({
          ...s,
          startPos: startOffset + s.startPos,
          endPos: startOffset + s.endPos,
          line: lines[i]?.line ?? 1,
          original: lines[i]?.original ?? '',
        })),
      });
    } catch (error) {
      console.warn('Correction failed', error);
    }
  }

  function applySuggestion(index: number): void {
    const popup = store().popup;
    const suggestion = popup?.suggestions[index];
    const model = editor.getModel();
    if (!popup || !suggestion || !model || popup.fileId !== deps.fileId()) return;
    const start = model.getPositionAt(suggestion.startPos);
    if (suggestion.kind === 'advice') {
      editorService.revealLine(start.lineNumber, start.column);
      return;
    }
    const end = model.getPositionAt(suggestion.endPos);
    const range = new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
    if (model.getValueInRange(range) !== suggestion.original) {
      toast({
        type: 'info',
        category: 'ai',
        title: 'The code has changed',
        message: 'This suggestion was made for text that is no longer there. Ask again.',
      });
      store().setPopup(null);
      return;
    }
    editor.pushUndoStop();
    editor.executeEdits('ai-suggestion', [{ range, text: suggestion.text }]);
    editor.pushUndoStop();
    // Offsets of the others no longer hold: close the popup; asking again is one click.
    store().setPopup(null);
    editor.focus();
  }

  const modelListener = editor.onDidChangeModel(() => store().setPopup(null));
  const unsubscribeStore = editorAiStore.subscribe((next, prev) => {
    if (next.applySeq !== prev.applySeq) applySuggestion(next.applyIndex);
  });
  return {
    optimize,
    dispose() {
      if (correctionTimer) clearTimeout(correctionTimer);
      unsubscribeSelection();
      unsubscribeStore();
      modelListener.dispose();
      store().setPopup(null);
    },
  };
}
