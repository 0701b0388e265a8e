/**
 * The shown file's language for the header badges and the picker, and the detected bar's
 * suggestions: what an untitled file's content looks like once edits settle, code pasted in
 * another language, and the new language of a renamed file. Content goes to the detection
 * worker, at most DETECT_MAX_CHARS of it.
 */
import type { editor as MonacoEditor, IRange } from 'monaco-editor';
import { filesStore } from '../../../state/files-store';
import { languageStore } from '../../../state/language-store';
import {
  MODEL_THRESHOLD,
  nameIsUninformative,
  worthModelling,
} from '../../../core/languages/detect';
import { detectInWorker } from '../../../workers/detection-client';
import type { EditorModels, OpenFile } from './models';
import type { EditorAddon } from './addon';

/** Untitled files are re-detected once typing has paused this long. */
export const DETECT_DELAY_MS = 1000;
/**
 * Content detection reads at most this much of a file or a paste, from its start: the model
 * and the rules look near the top, and copying a huge paste out for the worker blocks the page.
 */
const DETECT_MAX_CHARS = 100_000;

/** Languages whose code is valid in `active` too, so pasting it there suggests nothing. */
const ACCEPTS = new Map<string, readonly string[]>([
  ['typescript', ['javascript']],
  ['tsx', ['javascript', 'typescript', 'jsx']],
  ['jsx', ['javascript']],
  ['cpp', ['c']],
  ['scss', ['css']],
  ['less', ['css']],
  ['html', ['css', 'javascript']],
  ['vue', ['html', 'javascript', 'typescript', 'css']],
  ['svelte', ['html', 'javascript', 'typescript', 'css']],
  ['markdown', ['plaintext']],
]);

export function isCompatible(activeId: string, detectedId: string): boolean {
  return activeId === detectedId || (ACCEPTS.get(activeId)?.includes(detectedId) ?? false);
}

/** The text of `range`, up to DETECT_MAX_CHARS of it from its start. */
function textForDetection(model: MonacoEditor.ITextModel, range: IRange): string {
  const start = model.getOffsetAt({ lineNumber: range.startLineNumber, column: range.startColumn });
  const end = model.getOffsetAt({ lineNumber: range.endLineNumber, column: range.endColumn });
  if (end - start <= DETECT_MAX_CHARS) return model.getValueInRange(range);
  const last = model.getPositionAt(start + DETECT_MAX_CHARS);
  return model.getValueInRange({
    ...range,
    endLineNumber: last.lineNumber,
    endColumn: last.column,
  });
}

export function startLanguage(editor: MonacoEditor.ICodeEditor, models: EditorModels): EditorAddon {
  let detectTimer: ReturnType<typeof setTimeout> | null = null;
  let detectRun = 0;
  const store = () => languageStore.getState();
  const shownId = () => models.shown()?.id ?? null;

  /** Tells the header badges and the picker which language the open file has. */
  function publish(file: OpenFile | undefined): void {
    store().setActive(file ? { fileId: file.id, detection: file.detection } : null);
  }

  function scheduleDetection(): void {
    if (detectTimer) clearTimeout(detectTimer);
    detectTimer = setTimeout(() => {
      detectTimer = null;
      const id = shownId();
      if (id) void detectUntitled(id);
    }, DETECT_DELAY_MS);
  }

  /**
   * For a file whose name says nothing (untitled.txt) and that has no language chosen: asks
   * the detection worker what its content is, and offers it in the detected bar.
   */
  async function detectUntitled(id: string): Promise<void> {
    const file = models.get(id);
    const entry = filesStore.getState().entries.find((e) => e.id === id);
    if (!file || !entry || entry.language || !nameIsUninformative(entry.name)) return;
    if (file.detection.evidence !== 'file name' && file.detection.evidence !== 'extension') return;
    const text = textForDetection(file.model, file.model.getFullModelRange());
    if (!worthModelling(text)) {
      if (store().suggestion?.reason === 'content') store().clearSuggestion(id);
      return;
    }
    const run = ++detectRun;
    const { detection } = await detectInWorker(text);
    if (run !== detectRun || shownId() !== id || !models.get(id)) return; // superseded
    if (detection && detection.languageId !== file.detection.languageId) {
      store().suggest({ fileId: id, detection, reason: 'content' });
    } else if (store().suggestion?.fileId === id && store().suggestion?.reason === 'content') {
      store().clearSuggestion(id);
    }
  }

  /** Pasted code that looks like another language: offered in the detected bar. */
  async function detectPaste(id: string, text: string): Promise<void> {
    if (!worthModelling(text)) return;
    const { detection } = await detectInWorker(text);
    const file = models.get(id);
    if (!detection || !file || shownId() !== id) return;
    if (detection.evidence === 'model' && detection.confidence < MODEL_THRESHOLD) return;
    if (isCompatible(file.detection.languageId, detection.languageId)) return;
    store().suggest({ fileId: id, detection, reason: 'paste' });
  }

  const listeners = [
    models.onDidShow((file) => {
      publish(file);
      if (file) void detectUntitled(file.id);
    }),
    models.onDidEdit(({ file, cause }) => {
      if (cause !== 'outside' && shownId() === file.id) scheduleDetection();
    }),
    models.onDidChangeLanguage((file) => {
      if (shownId() !== file.id) return;
      publish(file);
      void detectUntitled(file.id);
    }),
    models.onDidRename(({ file, before, shown }) => {
      store().clearSuggestion(file.id);
      if (
        shown &&
        file.detection.languageId !== before.languageId &&
        !nameIsUninformative(file.name)
      ) {
        store().suggest({ fileId: file.id, detection: file.detection, reason: 'rename' });
      }
    }),
    editor.onDidPaste((event) => {
      const model = editor.getModel();
      const id = shownId();
      if (!model || !id) return;
      void detectPaste(id, textForDetection(model, event.range));
    }),
  ];
  return {
    dispose() {
      if (detectTimer) clearTimeout(detectTimer);
      listeners.forEach((l) => l.dispose());
      store().setActive(null);
    },
  };
}
