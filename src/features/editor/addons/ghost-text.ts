/**
 * Ghost text: Monaco's inline completions from the AI engine, debounced by Monaco, cancelled
 * when the user types on (the cancellation token aborts the worker call), never after a
 * deletion; Tab accepts. While typing one suggestion is offered; asking explicitly (Alt+\) or
 * stepping to the next one (Alt+]) brings all of them.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { aiEngine } from '../../../workers/ai-instance';
import { windowAround, type AiAddonDeps, type EditorAddon } from './addon';

const INLINE_DEBOUNCE_MS = 300;
/** Ghost-text suggestions offered when asked for explicitly. */
const GHOST_TEXT_CHOICES = 3;

export interface GhostText extends EditorAddon {
  /** Asks for ghost text at the cursor now (the 'ai.triggerCompletion' command). */
  trigger(): void;
}

export function startGhostText(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: AiAddonDeps,
): GhostText {
  let lastChangeWasDeletion = false;
  const contentListener = editor.onDidChangeModelContent((event) => {
    lastChangeWasDeletion = event.changes.every((c) => c.text === '' && c.rangeLength > 0);
  });
  const provider = monaco.languages.registerInlineCompletionsProvider('*', {
    debounceDelayMs: INLINE_DEBOUNCE_MS,
    displayName: 'AI completion',
    async provideInlineCompletions(model, position, context, token) {
      if (!deps.enabled() || model !== editor.getModel()) return { items: [] };
      const explicit =
        context.triggerKind === monaco.languages.InlineCompletionTriggerKind.Explicit;
      if (!explicit && lastChangeWasDeletion) return { items: [] };
      const { code, offset, base } = windowAround(monaco, model, position);
      const abort = new AbortController();
      const onCancel = token.onCancellationRequested(() => abort.abort());
      try {
        const answer = await aiEngine().complete(code, deps.language(), offset, {
          signal: abort.signal,
        });
        deps.noteProvider(answer.provider);
        if (token.isCancellationRequested) return { items: [] };
        // Monaco copies the whole text for each item it is given (a snapshot of the model and its
        // line offsets), so while typing only the first is given. Stepping to the next asks
        // again, explicitly, and then gets all of them, as VS Code's own inline completions do.
        const items = answer.suggestions
          .filter((s) => s.text.length > 0)
          .slice(0, explicit ? GHOST_TEXT_CHOICES : 1)
          .map((s) => {
            const from = model.getPositionAt(base + s.startPos);
            const to = model.getPositionAt(base + s.endPos);
            return {
              insertText: s.text,
              range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column),
            };
          });
        return { items };
      } catch (error) {
        if (!abort.signal.aborted) console.warn('AI completion failed', error);
        return { items: [] };
      } finally {
        onCancel.dispose();
      }
    },
    disposeInlineCompletions() {},
  });
  return {
    trigger() {
      editor.focus();
      editor.trigger('keyboard', 'editor.action.inlineSuggest.trigger', {});
    },
    dispose() {
      contentListener.dispose();
      provider.dispose();
    },
  };
}
