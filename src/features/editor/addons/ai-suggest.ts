/**
 * The engine's completions in Monaco's one suggestion list, as VS Code users know them from
 * IntelliCode: one completion provider for every language, whose items carry '✦ AI · 87%' beside
 * the label and their documentation in the details pane (Ctrl+Space or '>' opens it).
 *
 * - It joins the group of the language's own service (same selector score), so both lists show;
 *   for a language without one it joins Monaco's word list ('*').
 * - Monaco's token aborts the worker call when the user types on or the list closes.
 * - Cheap on every keystroke: with the built-in engine both calls run in the worker each time (the
 *   list asks again as the word grows). A remote provider is never asked per keystroke: its
 *   completions stay the ghost text's (debounced, cached), and the project server's smart
 *   completions are asked once per word.
 */
import type { editor as MonacoEditor, IDisposable, IPosition, languages } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { aiEngine } from '../../../workers/ai-instance';
import { aiProviderStore } from '../../../state/ai-provider-store';
import { SMART_COMPLETION_MIN_WORD } from '../../../core/ai/constants';
import { type EngineItemKind, engineSuggestItems } from '../../../core/ai/suggest-items';
import type { Answer, ProviderInfo, SmartCompletionItem } from '../../../core/ai/types';

/** Languages whose Monaco service lists completions: the provider joins their group. */
const SERVICED_LANGUAGES = [
  'javascript',
  'typescript',
  'css',
  'scss',
  'less',
  'html',
  'handlebars',
  'razor',
  'json',
];

export interface EngineSuggestDeps {
  enabled(): boolean;
  language(): string;
  /** The text around `position` that the engine is given, and where the cursor is in it. */
  windowAround(
    model: MonacoEditor.ITextModel,
    position: IPosition,
  ): { code: string; offset: number; base: number };
  noteProvider(provider: ProviderInfo): void;
}

type SmartAnswer = Answer<{ items: SmartCompletionItem[] }>;

export function registerEngineSuggestions(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: EngineSuggestDeps,
): IDisposable {
  const K = monaco.languages.CompletionItemKind;
  const kinds: Record<EngineItemKind, languages.CompletionItemKind> = {
    function: K.Function,
    method: K.Method,
    class: K.Class,
    variable: K.Variable,
    property: K.Property,
    import: K.Module,
    snippet: K.Snippet,
    text: K.Text,
  };
  /** The project server's smart completions for one word (where it starts). */
  let perWord: { key: string; answer: Promise<SmartAnswer | undefined> } | null = null;

  const ask = <T>(what: string, call: Promise<T>, signal?: AbortSignal) =>
    call.catch((error: unknown) => {
      if (!signal?.aborted) console.warn(`AI ${what} failed`, error); // logged, nothing shown
      return undefined;
    });

  return monaco.languages.registerCompletionItemProvider([...SERVICED_LANGUAGES, '*'], {
    async provideCompletionItems(model, position, _context, token) {
      if (!deps.enabled() || model !== editor.getModel()) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const { code, offset, base } = deps.windowAround(model, position);
      const wordStart = offset - (position.column - word.startColumn);
      const language = deps.language();
      const { keepLocal, provider } = aiProviderStore.getState().settings;
      const abort = new AbortController();
      const onCancel = token.onCancellationRequested(() => abort.abort());
      try {
        const signal = abort.signal;
        let smart: Promise<SmartAnswer | undefined> = Promise.resolve(undefined);
        let smartIsNew = true;
        if (word.word.length > SMART_COMPLETION_MIN_WORD) {
          if (!keepLocal && provider === 'backend') {
            const key = `${model.uri.toString()}:${position.lineNumber}:${word.startColumn}`;
            // Not tied to this request's token: the answer serves the word's next keystrokes.
            if (perWord?.key !== key) {
              const answer = ask(
                'smart completion',
                aiEngine().smartComplete(code, language, offset),
              );
              perWord = { key, answer };
            } else smartIsNew = false;
            smart = perWord.answer;
          } else {
            const call = aiEngine().smartComplete(code, language, offset, { signal });
            smart = ask('smart completion', call, signal);
          }
        }
        const completion = keepLocal
          ? ask('completion', aiEngine().complete(code, language, offset, { signal }), signal)
          : Promise.resolve(undefined);
        const [smartAnswer, completionAnswer] = await Promise.all([smart, completion]);
        if (token.isCancellationRequested) return { suggestions: [] };
        // Each answer counts once towards 'the provider is not answering'.
        if (smartAnswer && smartIsNew) deps.noteProvider(smartAnswer.provider);
        if (completionAnswer) deps.noteProvider(completionAnswer.provider);
        const items = engineSuggestItems({
          code,
          offset,
          wordStart,
          smart: smartAnswer,
          completion: completionAnswer,
        });
        const suggestions = items.map((item): languages.CompletionItem => {
          const from = model.getPositionAt(base + item.start);
          const to = model.getPositionAt(base + item.end);
          return {
            label: { label: item.label, description: item.badge },
            kind: kinds[item.kind],
            insertText: item.insertText,
            filterText: item.filterText,
            sortText: item.sortText,
            detail: item.detail,
            documentation: { value: item.documentation },
            range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column),
          };
        });
        // Asked again as the word grows: the engine's picks follow what is typed.
        return { suggestions, incomplete: true };
      } finally {
        onCancel.dispose();
      }
    },
  });
}
