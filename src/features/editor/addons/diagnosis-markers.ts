/**
 * The built-in engine's diagnoses as squiggles on the shown model (owner 'ai'), and so in the
 * Problems list and the status bar's count, which read every owner's markers.
 *
 * - JavaScript, JSX and Python only; other languages, an empty file, a file above the large-file
 *   warning's size, or the AI Assistant off: no 'ai' markers.
 * - Asked when a model is shown, and once typing has paused for DIAGNOSE_DELAY_MS; a newer
 *   request aborts the one on its way, and an answer for older text is dropped.
 * - Warnings, not errors: they name likely mistakes, the code may still run. JavaScript's syntax
 *   errors are left to Monaco's own service, which already marks them; Python has no other.
 */
import type { editor as MonacoEditor, IDisposable } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { aiEngine } from '../../../workers/ai-instance';
import { isJavaScript, languageKey } from '../../../core/ai/language';
import { isAbortError, type FixDetail, type ProviderInfo } from '../../../core/ai/types';
import { LARGE_FILE_WARNING_CHARS } from '../large-file';
import { DIAGNOSE_DELAY_MS } from '../../../core/ai/constants';
import { hintsStore } from '../../../state/hints-store';
import { splitAdvice } from '../../../core/ai/hints';

export const DIAGNOSIS_OWNER = 'ai';
export const DIAGNOSIS_SOURCE = 'AI';
export { DIAGNOSE_DELAY_MS };
/** Above this many characters nothing is diagnosed, as the quality bar measures nothing. */
const DIAGNOSE_MAX_CHARS = LARGE_FILE_WARNING_CHARS;

export interface DiagnosisMarkerDeps {
  /** The AI Assistant switch. */
  enabled(): boolean;
  /** The shown file's language name ('JavaScript', 'Python'). */
  language(): string;
  /** Hints first: a marker says what is wrong, and the advice waits in the Hint ladder. */
  hintsFirst(): boolean;
  noteProvider?(provider: ProviderInfo): void;
}

export interface DiagnosisMarkers extends IDisposable {
  /** Diagnose the shown model again at once (the switch or the language changed). */
  refresh(): void;
}

export function startDiagnosisMarkers(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: DiagnosisMarkerDeps,
): DiagnosisMarkers {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  const clear = (model: MonacoEditor.ITextModel) => {
    hintsStore.getState().setFindings(model.uri.toString(), null);
    if (!model.isDisposed()) monaco.editor.setModelMarkers(model, DIAGNOSIS_OWNER, []);
  };

  function cancel(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  }

  function markerOf(model: MonacoEditor.ITextModel, problem: FixDetail): MonacoEditor.IMarkerData {
    const line = Math.min(Math.max(1, problem.line ?? 1), model.getLineCount());
    // The line's text without its indentation and trailing blanks; a blank line: all of it.
    const start = model.getLineFirstNonWhitespaceColumn(line);
    const end = model.getLineLastNonWhitespaceColumn(line);
    return {
      severity: monaco.MarkerSeverity.Warning,
      message: deps.hintsFirst() ? splitAdvice(problem.message).problem : problem.message,
      source: DIAGNOSIS_SOURCE,
      code: problem.rule,
      startLineNumber: line,
      startColumn: start || 1,
      endLineNumber: line,
      endColumn: end || model.getLineMaxColumn(line),
    };
  }

  async function diagnoseShown(): Promise<void> {
    timer = null;
    if (!deps.enabled()) {
      for (const model of monaco.editor.getModels()) clear(model);
      return;
    }
    const model = editor.getModel();
    if (!model) return;
    const language = deps.language();
    const key = languageKey(language);
    const covered = isJavaScript(key) || key === 'python';
    if (!covered || model.getValueLength() > DIAGNOSE_MAX_CHARS || model.getValue().trim() === '') {
      clear(model);
      return;
    }
    const abort = new AbortController();
    inFlight = abort;
    const version = model.getVersionId();
    try {
      const answer = await aiEngine().diagnose(model.getValue(), language, {
        signal: abort.signal,
      });
      deps.noteProvider?.(answer.provider);
      if (abort.signal.aborted || model.isDisposed() || model.getVersionId() !== version) return;
      const shown = isJavaScript(key)
        ? answer.problems.filter((p) => !p.rule.startsWith('syntax'))
        : answer.problems;
      // The findings first: the Problems list matches its rows to them when the markers change.
      hintsStore.getState().setFindings(model.uri.toString(), {
        code: model.getValue(),
        findings: shown,
      });
      monaco.editor.setModelMarkers(
        model,
        DIAGNOSIS_OWNER,
        shown.map((p) => markerOf(model, p)),
      );
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) return;
      console.warn('AI diagnosis failed', error); // logged; no squiggles rather than old ones
      clear(model);
    } finally {
      if (inFlight === abort) inFlight = null;
    }
  }

  function schedule(delay: number): void {
    cancel();
    timer = setTimeout(() => void diagnoseShown(), delay);
  }

  const listeners = [
    editor.onDidChangeModelContent(() => schedule(DIAGNOSE_DELAY_MS)),
    // The language store follows the model a moment later: ask once this turn is over.
    editor.onDidChangeModel(() => schedule(0)),
  ];
  schedule(0);

  return {
    refresh: () => schedule(0),
    dispose() {
      cancel();
      listeners.forEach((l) => l.dispose());
      for (const model of monaco.editor.getModels()) clear(model);
    },
  };
}
