/**
 * The code-quality bar: the engine's analysis of the shown file once typing has paused, with
 * the AI on and content present. A file above the large-file warning's size is not measured
 * (the bar says so); an answer for an older text or another file is dropped.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import { aiEngine } from '../../../workers/ai-instance';
import { editorAiStore } from '../../../state/editor-ai-store';
import { LARGE_FILE_WARNING_CHARS } from '../large-file';
import type { AiAddonDeps, EditorAddon } from './addon';

export const QUALITY_DELAY_MS = 1000;
/** Above this many characters the quality bar is not measured. */
const QUALITY_MAX_CHARS = LARGE_FILE_WARNING_CHARS;

export interface QualityBar extends EditorAddon {
  /** Analyse again after `delay` (0: the switch, the language or the shown file changed). */
  schedule(delay?: number): void;
}

export function startQualityBar(
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: AiAddonDeps & { fileId(): string | null },
): QualityBar {
  const store = () => editorAiStore.getState();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let run = 0;

  function schedule(delay = QUALITY_DELAY_MS): void {
    if (timer) clearTimeout(timer);
    const current = store().quality;
    if (current && !current.updating) store().setQuality({ ...current, updating: true });
    timer = setTimeout(() => {
      timer = null;
      void analyse();
    }, delay);
  }

  async function analyse(): Promise<void> {
    const model = editor.getModel();
    const id = deps.fileId();
    if (!deps.enabled() || !model || !id) {
      store().setQuality(null);
      return;
    }
    // Reading and sending a file this large after every pause in typing costs the page too
    // much: the bar says it is not measured instead.
    if (model.getValueLength() > QUALITY_MAX_CHARS) {
      ++run; // an analysis still on its way is out of date
      store().setQuality({ fileId: id, tooLarge: true, updating: false });
      return;
    }
    const code = model.getValue();
    if (code.trim() === '') {
      store().setQuality(null);
      return;
    }
    const mine = ++run;
    try {
      const result = await aiEngine().analyzeQuality(code, deps.language());
      deps.noteProvider(result.provider);
      if (mine !== run || deps.fileId() !== id) return;
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

  const listeners = [
    editor.onDidChangeModelContent(() => schedule()),
    editor.onDidChangeModel(() => {
      store().setQuality(null);
      schedule(0);
    }),
  ];
  schedule(0);
  return {
    schedule,
    dispose() {
      if (timer) clearTimeout(timer);
      listeners.forEach((l) => l.dispose());
      store().setQuality(null);
    },
  };
}
