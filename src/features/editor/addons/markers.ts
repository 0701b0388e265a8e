/**
 * The shown model's markers become the Problems list at once, and the status bar's error and
 * warning counts STATS_DELAY_MS later. Markers are read when they change or another file is
 * shown, never per keystroke: a long file can have thousands.
 *
 * The last run's error is a red marker on its line (owner 'run'), so it is in Problems too. It
 * belongs to the text that ran: it moves with the lines above it, and once its own line is
 * edited the error is gone (marker, Problems row, status bar count and the drawer's card).
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { editorStatsStore } from '../../../state/editor-stats-store';
import { problemsStore, type Problem } from '../../../state/problems-store';
import { runStore } from '../../../state/run-store';
import { hintsStore } from '../../../state/hints-store';
import { DIAGNOSIS_OWNER } from './diagnosis-markers';
import { RUN_FINDINGS_OWNER, runFindingsKey } from './run-findings';
import { splitAdvice } from '../../../core/ai/hints';
import type { EditorModels, OpenFile } from './models';
import { STATS_DELAY_MS } from './stats';
import type { EditorAddon } from './addon';

export function startMarkers(monaco: Monaco, models: EditorModels): EditorAddon {
  let countTimer: ReturnType<typeof setTimeout> | null = null;
  let counts = { errors: 0, warnings: 0 };

  const severityOf = (m: MonacoEditor.IMarker): Problem['severity'] =>
    m.severity === monaco.MarkerSeverity.Error
      ? 'error'
      : m.severity === monaco.MarkerSeverity.Warning
        ? 'warning'
        : 'info';

  /** Publishes the shown model's markers as Problems and keeps their counts. */
  function publish(file: OpenFile | undefined): void {
    if (!file) {
      counts = { errors: 0, warnings: 0 };
      problemsStore.getState().setProblems(null, []);
      return;
    }
    const { findings } = hintsStore.getState();
    const foundBy = new Map([
      [DIAGNOSIS_OWNER, findings.get(file.model.uri.toString())],
      [RUN_FINDINGS_OWNER, findings.get(runFindingsKey(file))],
    ]);
    const problems: Problem[] = monaco.editor
      .getModelMarkers({ resource: file.model.uri })
      .map((m) => {
        const found = foundBy.get(m.owner);
        const detail = found
          ? found.findings.find(
              (d) =>
                d.line === m.startLineNumber &&
                (d.message === m.message || splitAdvice(d.message).problem === m.message),
            )
          : undefined;
        return {
          severity: severityOf(m),
          message: m.message,
          line: m.startLineNumber,
          column: m.startColumn,
          source: m.source ?? m.owner,
          ...(detail && found
            ? { finding: { detail, code: found.code, language: file.model.getLanguageId() } }
            : {}),
        };
      });
    counts = {
      errors: problems.filter((p) => p.severity === 'error').length,
      warnings: problems.filter((p) => p.severity === 'warning').length,
    };
    problemsStore.getState().setProblems(file.id, problems);
  }

  /** The run marker's line, followed through edits by a decoration, and its text then. */
  let tracked: { file: OpenFile; decoration: string; text: string } | null = null;

  function untrack(): void {
    if (tracked && !tracked.file.model.isDisposed()) {
      tracked.file.model.deltaDecorations([tracked.decoration], []);
    }
    tracked = null;
  }

  function applyRunMarker(file: OpenFile): void {
    const marker = runStore.getState().marker;
    if (!marker || marker.fileId !== file.id) {
      if (tracked?.file === file) untrack();
      monaco.editor.setModelMarkers(file.model, 'run', []);
      return;
    }
    const { model } = file;
    const line = Math.min(Math.max(1, marker.line), model.getLineCount());
    untrack();
    const [decoration = ''] = model.deltaDecorations(
      [],
      [
        {
          range: new monaco.Range(line, 1, line, 1),
          options: { stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges },
        },
      ],
    );
    tracked = { file, decoration, text: model.getLineContent(line) };
    monaco.editor.setModelMarkers(model, 'run', [
      {
        severity: monaco.MarkerSeverity.Error,
        message: marker.message,
        source: 'run',
        startLineNumber: line,
        startColumn: model.getLineFirstNonWhitespaceColumn(line) || 1,
        endLineNumber: line,
        endColumn: model.getLineMaxColumn(line),
      },
    ]);
  }

  /** After an edit of the marked file: the marker follows its line, or the error goes. */
  function followRunMarker(file: OpenFile): void {
    if (tracked?.file !== file) return;
    const marker = runStore.getState().marker;
    const range = file.model.getDecorationRange(tracked.decoration);
    const line = range?.startLineNumber;
    if (!marker || line === undefined || file.model.getLineContent(line) !== tracked.text) {
      untrack();
      runStore.setState({ marker: null, lastError: null });
      return;
    }
    if (line !== marker.line) runStore.setState({ marker: { ...marker, line } });
  }

  const listeners = [
    models.onDidOpen(applyRunMarker),
    models.onDidEdit(({ file }) => followRunMarker(file)),
    models.onDidShow((file) => {
      if (countTimer) clearTimeout(countTimer);
      countTimer = null;
      publish(file);
      if (file) editorStatsStore.setState(counts);
    }),
    monaco.editor.onDidChangeMarkers((uris) => {
      const file = models.shown();
      if (!file || !uris.some((u) => u.toString() === file.model.uri.toString())) return;
      publish(file);
      countTimer ??= setTimeout(() => {
        countTimer = null;
        editorStatsStore.setState(counts);
      }, STATS_DELAY_MS);
    }),
  ];
  const unsubscribe = runStore.subscribe((next, prev) => {
    if (next.marker !== prev.marker) models.all().forEach(applyRunMarker);
  });
  return {
    dispose() {
      if (countTimer) clearTimeout(countTimer);
      untrack();
      unsubscribe();
      listeners.forEach((l) => l.dispose());
      problemsStore.getState().setProblems(null, []);
    },
  };
}
