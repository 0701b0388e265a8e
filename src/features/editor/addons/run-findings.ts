/**
 * What a recorded run showed, on its lines: once Step Through has recorded a program to its end,
 * its findings (core/run/run-findings: a total reset on every pass, a loop that never ran,
 * where a NaN came from, …, with the run's values) become warnings on the file (owner
 * 'run-findings', so in Problems with the Hint ladder). They belong to that run and that text:
 * the first edit of the file takes them away.
 */
import type { Monaco } from '../monaco';
import { splitAdvice } from '../../../core/ai/hints';
import { runFindings } from '../../../core/run/run-findings';
import { aiSettingsStore } from '../../../state/ai-settings-store';
import { debugStore } from '../../../state/debug-store';
import { hintsStore } from '../../../state/hints-store';
import type { EditorAddon } from './addon';
import type { EditorModels, OpenFile } from './models';

export const RUN_FINDINGS_OWNER = 'run-findings';
export const RUN_FINDINGS_SOURCE = 'Run';

/** The key of a model's run findings in the hints store. */
export function runFindingsKey(file: OpenFile): string {
  return `${file.model.uri.toString()}#${RUN_FINDINGS_OWNER}`;
}

export function startRunFindings(monaco: Monaco, models: EditorModels): EditorAddon {
  let markedId: string | null = null;

  function clear(): void {
    const file = markedId ? models.get(markedId) : undefined;
    markedId = null;
    if (!file) return;
    hintsStore.getState().setFindings(runFindingsKey(file), null);
    if (!file.model.isDisposed()) monaco.editor.setModelMarkers(file.model, RUN_FINDINGS_OWNER, []);
  }

  function mark(): void {
    const { session, recording } = debugStore.getState();
    if (!session || !recording || session.status !== 'done' || session.ended === 'stopped') return;
    const file = models.get(session.fileId);
    if (!file) return;
    clear();
    const code = file.model.getValue();
    const language =
      session.runtime === 'python'
        ? 'python'
        : /\.tsx?$/.test(session.fileName)
          ? 'typescript'
          : 'javascript';
    const found = runFindings(recording, code, language).filter((d) => d.line !== undefined);
    if (found.length === 0) return;
    markedId = file.id;
    const hintsFirst = aiSettingsStore.getState().hintsFirst;
    hintsStore.getState().setFindings(runFindingsKey(file), { code, findings: found });
    const lines = file.model.getLineCount();
    monaco.editor.setModelMarkers(
      file.model,
      RUN_FINDINGS_OWNER,
      found.map((d) => {
        const line = Math.min(Math.max(1, d.line ?? 1), lines);
        return {
          severity: monaco.MarkerSeverity.Warning,
          message: hintsFirst ? splitAdvice(d.message).problem : d.message,
          source: RUN_FINDINGS_SOURCE,
          code: d.rule,
          startLineNumber: line,
          startColumn: file.model.getLineFirstNonWhitespaceColumn(line) || 1,
          endLineNumber: line,
          endColumn: file.model.getLineMaxColumn(line),
        };
      }),
    );
  }

  const unsubscribe = debugStore.subscribe((next, prev) => {
    const done = next.session?.status === 'done';
    const wasDone = prev.session?.id === next.session?.id && prev.session?.status === 'done';
    if (done && !wasDone) mark();
  });
  const edits = models.onDidEdit(({ file }) => {
    if (file.id === markedId) clear();
  });
  return {
    dispose() {
      unsubscribe();
      edits.dispose();
      clear();
    },
  };
}
