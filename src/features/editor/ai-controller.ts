/**
 * The editor's AI (SPEC §2 'Editor screen', §4, §5, §9), beside the editor controller: every
 * call goes to the app's one AI worker (`aiEngine()`), so nothing heavy runs on the main thread.
 *
 * - Ghost text: Monaco's inline completions, debounced by Monaco, cancelled when the user types
 *   on (the cancellation token aborts the worker call), never after a deletion, Tab accepts;
 *   'ai.triggerCompletion' asks explicitly. While typing, one suggestion is offered; asking
 *   explicitly, or stepping to the next one (Alt+]), brings all of them.
 * - The engine's completions join Monaco's suggestion list, marked '✦ AI' (./ai-suggest.ts).
 * - The code-quality bar: analysis after typing pauses, with the AI on and content present.
 * - The engine's diagnoses as squiggles and Problems (./diagnosis-markers.ts).
 * - Optimize and correction of the selection fill the suggestion popup; Apply Suggestion is one
 *   undoable edit, checked against the text it was computed for.
 * - Auto-fix: one undoable edit, 'Auto-fixed: …' for 3 s, and the diff of what changed and why.
 *   Monitoring (SPEC §5 thresholds) runs while switched on.
 * - Failures are logged and show nothing (SPEC §8), except a configured provider that keeps
 *   failing, which is said once.
 */
import type { editor as MonacoEditor, IDisposable, IPosition } from 'monaco-editor';
import type { Monaco } from './monaco';
import { aiEngine } from '../../workers/ai-instance';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorAiStore, type PopupSuggestion } from '../../state/editor-ai-store';
import { editorBridge } from '../../state/editor-bridge';
import { filesStore } from '../../state/files-store';
import { languageStore } from '../../state/language-store';
import { editorService } from '../../state/editor-service';
import { toast } from '../../state/toasts-store';
import { languageById } from '../../core/languages/registry';
import { shouldApplyPeriodicResult, startMonitoring, type Monitor } from '../../core/ai/monitor';
import { answeredBy } from '../../core/ai/answered-by';
import { reviewAgainstFile } from '../../core/ai/local/typos';
import type { AutoFixResult, ProviderInfo } from '../../core/ai/types';
import { registerEngineSuggestions } from './ai-suggest';
import { startDiagnosisMarkers } from './diagnosis-markers';
import { LARGE_FILE_WARNING_CHARS } from './large-file';

/** Characters of context sent around the cursor for completion (the rest of a big file is not). */
const WINDOW_BEFORE = 6000;
const WINDOW_AFTER = 2000;
const INLINE_DEBOUNCE_MS = 300;
/** Ghost-text suggestions offered when asked for explicitly (Alt+\ or stepping with Alt+]). */
const GHOST_TEXT_CHOICES = 3;
const QUALITY_DELAY_MS = 1000;
/** Above this many characters (the large-file warning's 5 MB) the quality bar is not measured. */
const QUALITY_MAX_CHARS = LARGE_FILE_WARNING_CHARS;
const CORRECTION_DELAY_MS = 400;
/** SPEC §9: the auto-fix message shows for 3 s. */
const AUTO_FIX_TOAST_MS = 3000;
/** A configured provider that falls back this many times in a row is reported, once. */
const FAILURES_BEFORE_NOTICE = 3;

export interface AiController {
  optimize(): Promise<void>;
  autoFix(): Promise<void>;
  triggerCompletion(): void;
  dispose(): void;
}

export function createAiController(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
): AiController {
  const settings = () => aiSettingsStore.getState();
  const store = () => editorAiStore.getState();
  const activeId = () => filesStore.getState().activeId;
  const languageName = () => {
    const active = languageStore.getState().active;
    return languageById(active?.detection.languageId)?.name ?? 'Plain Text';
  };
  const disposables: IDisposable[] = [];
  const unsubscribers: (() => void)[] = [];

  // --- Providers that keep failing -------------------------------------------------------
  let failures = 0;
  let noticeShown = false;
  function noteProvider(provider: ProviderInfo): void {
    if (!provider.fallback) {
      // Only an answer from the service itself shows it works again; the operations that always
      // run locally (quality analysis, auto-fix) say nothing about it.
      if (provider.kind !== 'local') failures = 0;
      return;
    }
    failures += 1;
    if (failures >= FAILURES_BEFORE_NOTICE && !noticeShown) {
      noticeShown = true;
      toast({
        type: 'error',
        category: 'ai',
        title: `The AI service failed (${provider.reason ?? 'no answer'})`,
        message: `${provider.advice ?? 'Check the address, the model name and the token in the AI panel’s Ethics tab, and that the service is running.'} The built-in engine answers meanwhile.`,
      });
    }
  }

  /** The text around `position`, and where the cursor is in it. */
  function windowAround(model: MonacoEditor.ITextModel, position: IPosition) {
    const offset = model.getOffsetAt(position);
    const base = Math.max(0, offset - WINDOW_BEFORE);
    const end = Math.min(model.getValueLength(), offset + WINDOW_AFTER);
    const start = model.getPositionAt(base);
    const stop = model.getPositionAt(end);
    const code = model.getValueInRange(
      new monaco.Range(start.lineNumber, start.column, stop.lineNumber, stop.column),
    );
    return { code, offset: offset - base, base };
  }

  // --- Ghost text --------------------------------------------------------------------------
  let lastChangeWasDeletion = false;
  disposables.push(
    monaco.languages.registerInlineCompletionsProvider('*', {
      debounceDelayMs: INLINE_DEBOUNCE_MS,
      displayName: 'AI completion',
      async provideInlineCompletions(model, position, context, token) {
        if (!settings().aiEnabled || model !== editor.getModel()) return { items: [] };
        const explicit =
          context.triggerKind === monaco.languages.InlineCompletionTriggerKind.Explicit;
        if (!explicit && lastChangeWasDeletion) return { items: [] };
        const { code, offset, base } = windowAround(model, position);
        const abort = new AbortController();
        const onCancel = token.onCancellationRequested(() => abort.abort());
        try {
          const answer = await aiEngine().complete(code, languageName(), offset, {
            signal: abort.signal,
          });
          noteProvider(answer.provider);
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
    }),
  );

  // --- The engine's items in Monaco's suggestion list --------------------------------------
  disposables.push(
    registerEngineSuggestions(monaco, editor, {
      enabled: () => settings().aiEnabled,
      language: languageName,
      windowAround,
      noteProvider,
    }),
  );

  // --- The engine's diagnoses as markers ------------------------------------------------------
  const diagnoses = startDiagnosisMarkers(monaco, editor, {
    enabled: () => settings().aiEnabled,
    language: languageName,
    noteProvider,
  });
  disposables.push(diagnoses);

  // --- Code-quality bar ----------------------------------------------------------------------
  let qualityTimer: ReturnType<typeof setTimeout> | null = null;
  let qualityRun = 0;
  function scheduleQuality(delay = QUALITY_DELAY_MS): void {
    if (qualityTimer) clearTimeout(qualityTimer);
    const current = store().quality;
    if (current && !current.updating) store().setQuality({ ...current, updating: true });
    qualityTimer = setTimeout(() => {
      qualityTimer = null;
      void analyse();
    }, delay);
  }

  async function analyse(): Promise<void> {
    const model = editor.getModel();
    const id = activeId();
    // SPEC §5: only with the AI on and content present.
    if (!settings().aiEnabled || !model || !id) {
      store().setQuality(null);
      return;
    }
    // Reading and sending a file this large took up to 0.4 s of the page's time after every
    // pause in typing (issue 10): the bar says it is not measured instead.
    if (model.getValueLength() > QUALITY_MAX_CHARS) {
      ++qualityRun; // an analysis still on its way is out of date
      store().setQuality({ fileId: id, tooLarge: true, updating: false });
      return;
    }
    const code = model.getValue();
    if (code.trim() === '') {
      store().setQuality(null);
      return;
    }
    const run = ++qualityRun;
    try {
      const result = await aiEngine().analyzeQuality(code, languageName());
      noteProvider(result.provider);
      if (run !== qualityRun || activeId() !== id) return;
      store().setQuality({
        fileId: id,
        complexity: result.complexity,
        maintainability: result.maintainability,
        suggestions: result.suggestions.length,
        updating: false,
      });
    } catch (error) {
      console.warn('Quality analysis failed', error);
    }
  }

  // --- Suggestion popup ----------------------------------------------------------------------
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
    const id = activeId();
    if (!model || !id || !settings().aiEnabled || store().optimizing) return;
    const code = model.getValue();
    if (code.trim() === '') return; // SPEC §5: only with content
    store().setBusy({ optimizing: true });
    try {
      const answer = await aiEngine().optimize(code, languageName());
      noteProvider(answer.provider);
      if (activeId() !== id) return;
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
            ? `${answer.provider.advice ?? ''} The built-in engine found no change to suggest in this ${languageName()} code.`.trim()
            : `No performance or readability changes were found in this ${languageName()} code.`,
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
      console.warn('Optimisation failed', error); // SPEC §8: no suggestions, nothing shown
    } finally {
      store().setBusy({ optimizing: false });
    }
  }

  let correctionTimer: ReturnType<typeof setTimeout> | null = null;
  let correctionRun = 0;
  unsubscribers.push(
    editorBridge.subscribe((next, prev) => {
      if (next.selection === prev.selection) return;
      if (correctionTimer) clearTimeout(correctionTimer);
      const selection = next.selection;
      // SPEC §5: only with Auto-Correct on and a non-empty selection.
      if (!selection || !settings().autoCorrect || selection.text.trim() === '') {
        if (store().popup?.kind === 'correction') store().setPopup(null);
        return;
      }
      correctionTimer = setTimeout(
        () => void correct(selection.fileId, selection.text, selection.startOffset),
        CORRECTION_DELAY_MS,
      );
    }),
  );

  async function correct(fileId: string, text: string, startOffset: number): Promise<void> {
    const model = editor.getModel();
    if (!model || activeId() !== fileId) return;
    const run = ++correctionRun;
    try {
      const answer = await aiEngine().correct(text, languageName());
      noteProvider(answer.provider);
      if (run !== correctionRun || activeId() !== fileId) return;
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
        languageName(),
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
    if (!popup || !suggestion || !model || popup.fileId !== activeId()) return;
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

  // --- Auto-fix ------------------------------------------------------------------------------
  /** What the fix left for the user, first problem named with its line ('' when nothing). */
  function stillForYou(result: AutoFixResult): string {
    const left = result.remaining ?? [];
    const first = left[0];
    if (!first) return '';
    const more = left.length > 1 ? ` and ${left.length - 1} more` : '';
    return `Still for you: ${first.message}${first.line ? ` (line ${first.line})` : ''}${more}. `;
  }

  function applyFix(before: string, result: AutoFixResult, periodic: boolean): boolean {
    const model = editor.getModel();
    const id = activeId();
    if (!model || !id || model.getValue() !== before) return false;
    editor.pushUndoStop();
    editor.executeEdits('ai-auto-fix', [
      { range: model.getFullModelRange(), text: result.fixed_code },
    ]);
    editor.pushUndoStop();
    const entry = filesStore.getState().entries.find((e) => e.id === id);
    store().setLastFix({
      fileId: id,
      fileName: entry?.name ?? '',
      language: languageStore.getState().active?.detection.languageId ?? 'plaintext',
      before,
      after: result.fixed_code,
      result,
    });
    toast({
      type: 'success',
      category: 'ai',
      title: `Auto-fixed: ${result.fixes_applied.join('; ')}`,
      message: `${periodic ? 'Background check. ' : ''}${
        result.manual_review_needed ? 'Please review this change. ' : ''
      }${stillForYou(result)}Ctrl/⌘+Z in the editor undoes it.`,
      duration: AUTO_FIX_TOAST_MS,
      action: { label: 'Show changes', handler: () => store().setDiffOpen(true) },
    });
    return true;
  }

  async function autoFix(): Promise<void> {
    const model = editor.getModel();
    if (!model || !settings().autoFixEnabled || store().fixing) return;
    const before = model.getValue();
    if (before.trim() === '') return; // SPEC §5: disabled for empty content
    store().setBusy({ fixing: true });
    try {
      const result = await aiEngine().autoFix(before, languageName());
      noteProvider(result.provider);
      if (result.fixed && result.fixed_code !== before) {
        if (!applyFix(before, result, false)) {
          toast({
            type: 'info',
            category: 'ai',
            title: 'Not applied',
            message: 'The code changed while the fix was being made. Run Auto-Fix again.',
          });
        }
      } else {
        const left = result.remaining?.length ?? 0;
        toast({
          type: 'info',
          category: 'ai',
          title: 'Nothing to fix',
          message:
            left > 0
              ? `${left} ${left === 1 ? 'problem needs' : 'problems need'} your attention: ${result.remaining
                  ?.slice(0, 2)
                  .map((r) => r.message)
                  .join('; ')}`
              : 'No automatic fix applies to this code.',
        });
      }
    } catch (error) {
      console.warn('Auto-fix failed', error); // SPEC §8: logged only
    } finally {
      store().setBusy({ fixing: false });
    }
  }

  let monitor: Monitor | null = null;
  function syncMonitoring(): void {
    const on = settings().monitoring && settings().autoFixEnabled;
    if (on && !monitor) {
      monitor = startMonitoring({
        read: () => {
          const model = editor.getModel();
          if (!model || !settings().autoFixEnabled) return undefined;
          const code = model.getValue();
          return code.trim() ? { code, language: languageName() } : undefined;
        },
        fix: (code, language, signal) => aiEngine().autoFix(code, language, {}, { signal }),
        onResult: (result, code) => {
          // SPEC §5: a periodic result applies only when fixed and above 0.9.
          if (shouldApplyPeriodicResult(result)) applyFix(code, result, true);
        },
      });
    } else if (!on && monitor) {
      monitor.stop();
      monitor = null;
    }
  }
  syncMonitoring();

  // --- Wiring --------------------------------------------------------------------------------
  disposables.push(
    editor.onDidChangeModelContent((event) => {
      lastChangeWasDeletion = event.changes.every((c) => c.text === '' && c.rangeLength > 0);
      scheduleQuality();
    }),
    editor.onDidChangeModel(() => {
      store().setPopup(null);
      store().setQuality(null);
      scheduleQuality(0);
    }),
  );
  unsubscribers.push(
    aiSettingsStore.subscribe((next, prev) => {
      if (next.aiEnabled !== prev.aiEnabled) {
        if (!next.aiEnabled && store().popup?.kind === 'optimization') store().setPopup(null);
        scheduleQuality(0);
        diagnoses.refresh();
      }
      if (!next.autoCorrect && store().popup?.kind === 'correction') store().setPopup(null);
      syncMonitoring();
    }),
    languageStore.subscribe((next, prev) => {
      if (next.active?.detection.languageId !== prev.active?.detection.languageId) {
        scheduleQuality(0);
        diagnoses.refresh();
      }
    }),
    editorAiStore.subscribe((next, prev) => {
      if (next.applySeq !== prev.applySeq) applySuggestion(next.applyIndex);
    }),
  );
  scheduleQuality(0);

  return {
    optimize,
    autoFix,
    triggerCompletion() {
      editor.focus();
      editor.trigger('keyboard', 'editor.action.inlineSuggest.trigger', {});
    },
    dispose() {
      for (const t of [qualityTimer, correctionTimer]) if (t) clearTimeout(t);
      monitor?.stop();
      disposables.forEach((d) => d.dispose());
      unsubscribers.forEach((u) => u());
      editorAiStore.setState({
        quality: null,
        popup: null,
        optimizing: false,
        fixing: false,
      });
    },
  };
}
