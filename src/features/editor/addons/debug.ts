/**
 * The debugger in the editor:
 * - the step shown: its whole line, and inside it the expression being run; the file it is in
 *   is opened when it is another project file, and its line scrolled into view. The frame
 *   chosen in the Call stack shows that frame's line instead.
 * - breakpoints: red dots in the gutter, toggled by a click there (or F9 on the cursor's line),
 *   kept on the file entry and moved with their lines as text is inserted or deleted above.
 * - "Run to Here" in the context menu, and the cursor's line published for F9 and Run to Here.
 * The file is opened and its line revealed only when the place shown changes, never as steps
 * arrive, so a user looking at another file is not pulled back.
 */
import type { editor as MonacoEditor, IDisposable } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { commandRegistry } from '../../../state/commands';
import { debugStore } from '../../../state/debug-store';
import { filesStore } from '../../../state/files-store';
import type { TraceStep } from '../../../core/run/trace-types';
import type { EditorModels, OpenFile } from './models';
import type { EditorAddon } from './addon';
import './debug-marks.css';

const sameLines = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/** Where the editor should show the debugger's place: a step's range, as the step's or a frame's. */
interface Place {
  step: TraceStep;
  /** A caller's line, chosen in the Call stack, rather than the step being run. */
  frame: boolean;
}

function placeShown(): Place | null {
  const { session, recording, current, selectedFrame } = debugStore.getState();
  const step = session && recording ? recording.step(current) : undefined;
  if (!recording || !step) return null;
  if (selectedFrame !== null) {
    const view = recording.stackAt(current).find((f) => f.id === selectedFrame);
    if (view && view.step !== step) return { step: view.step, frame: true };
  }
  return { step, frame: false };
}

export function startDebug(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
  models: EditorModels,
): EditorAddon {
  const { TrackedRangeStickiness, MouseTargetType } = monaco.editor;
  // The gutter the breakpoints are drawn and clicked in.
  editor.updateOptions({ glyphMargin: true });
  const stickiness = TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges;
  const BREAKPOINT: MonacoEditor.IModelDecorationOptions = {
    glyphMarginClassName: 'debug-breakpoint',
    glyphMarginHoverMessage: { value: 'Breakpoint: Continue stops here. Click to remove it.' },
    stickiness,
  };
  const HINT: MonacoEditor.IModelDecorationOptions = {
    glyphMarginClassName: 'debug-breakpoint-hint',
    glyphMarginHoverMessage: { value: 'Click to add a breakpoint (F9)' },
    stickiness,
  };

  // -------------------------------------------------------------------------------------------
  // Breakpoints

  /** Per open file: its breakpoint decorations, on which model, and the lines they were set on. */
  const marks = new Map<
    string,
    { model: MonacoEditor.ITextModel; ids: string[]; lines: number[] }
  >();

  const storedLines = (id: string) =>
    filesStore.getState().entries.find((e) => e.id === id)?.breakpoints ?? [];

  function applyBreakpoints(file: OpenFile, lines: readonly number[]): void {
    const known = marks.get(file.id);
    const old = known?.model === file.model ? known.ids : [];
    const count = file.model.getLineCount();
    const ids = file.model.deltaDecorations(
      old,
      lines
        .filter((line) => line <= count)
        .map((line) => ({ range: new monaco.Range(line, 1, line, 1), options: BREAKPOINT })),
    );
    marks.set(file.id, { model: file.model, ids, lines: [...lines] });
  }

  /** The lines the decorations are on now that the text moved them. */
  function trackedLines(file: OpenFile): number[] {
    const known = marks.get(file.id);
    if (!known || known.model !== file.model) return [];
    const lines = new Set<number>();
    for (const id of known.ids) {
      const range = file.model.getDecorationRange(id);
      if (range) lines.add(range.startLineNumber);
    }
    return [...lines].sort((a, b) => a - b);
  }

  function followEdit(file: OpenFile, cause: string): void {
    if (cause !== 'edit') {
      // Replaced as a whole: the lines the store holds are the ones to show.
      applyBreakpoints(file, storedLines(file.id));
      return;
    }
    const known = marks.get(file.id);
    if (!known || known.ids.length === 0) return;
    const lines = trackedLines(file);
    if (sameLines(lines, known.lines)) return;
    known.lines = lines;
    filesStore.getState().setBreakpoints(file.id, lines);
  }

  let hint: { model: MonacoEditor.ITextModel; ids: string[] } | null = null;
  function showHint(line: number | null): void {
    const model = editor.getModel();
    const file = models.shown();
    const old = hint?.model === model ? hint.ids : [];
    if (hint && hint.model !== model) hint.model.deltaDecorations(hint.ids, []);
    if (!model || !file) {
      hint = null;
      return;
    }
    const on = line !== null && !storedLines(file.id).includes(line);
    const ids = model.deltaDecorations(
      old,
      on && line !== null ? [{ range: new monaco.Range(line, 1, line, 1), options: HINT }] : [],
    );
    hint = { model, ids };
  }

  // -------------------------------------------------------------------------------------------
  // The step shown

  let stepMarks: { model: MonacoEditor.ITextModel; ids: string[] } | null = null;
  let placeKey = '';

  function clearStep(): void {
    if (stepMarks && !stepMarks.model.isDisposed())
      stepMarks.model.deltaDecorations(stepMarks.ids, []);
    stepMarks = null;
  }

  function decorate(file: OpenFile, place: Place): void {
    const { model } = file;
    const { step } = place;
    const line = Math.min(Math.max(1, step.line), model.getLineCount());
    const decorations: MonacoEditor.IModelDeltaDecoration[] = [
      {
        range: new monaco.Range(line, 1, line, 1),
        options: {
          isWholeLine: true,
          className: place.frame ? 'debug-frame-line' : 'debug-step-line',
          linesDecorationsClassName: place.frame ? 'debug-frame-marker' : 'debug-step-marker',
          overviewRuler: {
            color: place.frame ? '#2f9e44' : '#d4a000',
            position: monaco.editor.OverviewRulerLane.Full,
          },
          stickiness,
        },
      },
    ];
    const endLine = Math.min(Math.max(line, step.endLine), model.getLineCount());
    const text = model.getLineContent(line);
    // The step is the whole line when what lies outside it is only spaces and punctuation.
    const outside =
      text.slice(0, Math.max(0, step.col - 1)) +
      (endLine > line ? '' : text.slice(Math.max(0, step.endCol - 1)));
    if (!place.frame && step.line === line && step.endCol > 0 && !/^[\s;,{}()]*$/.test(outside)) {
      decorations.push({
        range: new monaco.Range(line, Math.max(1, step.col), endLine, Math.max(1, step.endCol)),
        options: { inlineClassName: 'debug-step-expr' },
      });
    }
    const old = stepMarks?.model === model ? stepMarks.ids : [];
    if (stepMarks && stepMarks.model !== model) clearStep();
    stepMarks = { model, ids: model.deltaDecorations(old, decorations) };
  }

  /** Draws the place shown; on a new place, opens its file and brings its line into view. */
  function showPlace(): void {
    const place = placeShown();
    if (!place) {
      placeKey = '';
      clearStep();
      return;
    }
    const { session, current, selectedFrame } = debugStore.getState();
    const key = `${session?.id}:${current}:${selectedFrame}`;
    const moved = key !== placeKey;
    placeKey = key;
    const entry = filesStore.getState().entries.find((e) => e.path === `/${place.step.file}`);
    if (!entry) {
      clearStep();
      return;
    }
    const shown = models.shown();
    if (shown?.id !== entry.id) {
      if (!moved) return; // the user looks at another file: the step waits in its own
      filesStore.getState().open(entry.id); // shown at once: the models add-on draws it again
      if (models.shown()?.id !== entry.id) return;
    }
    const file = models.shown();
    if (!file) return;
    decorate(file, place);
    if (moved) editor.revealLineInCenterIfOutsideViewport(place.step.line);
  }

  // -------------------------------------------------------------------------------------------
  // The cursor

  const publishCursor = () => {
    const file = models.shown();
    const line = editor.getPosition()?.lineNumber;
    const cursor = file && line ? { fileId: file.id, line } : null;
    const before = debugStore.getState().cursor;
    if (before?.fileId === cursor?.fileId && before?.line === cursor?.line) return;
    debugStore.setState({ cursor });
  };

  const listeners: IDisposable[] = [
    models.onDidOpen((file) => applyBreakpoints(file, storedLines(file.id))),
    models.onDidShow(() => {
      publishCursor();
      showHint(null);
      showPlace();
    }),
    models.onDidEdit(({ file, cause }) => {
      followEdit(file, cause);
      const { session, edited } = debugStore.getState();
      if (session && !edited && file.id === session.fileId) debugStore.setState({ edited: true });
      if (cause !== 'edit' && file.id === models.shown()?.id) showPlace();
    }),
    editor.onDidChangeCursorPosition(publishCursor),
    editor.onMouseDown((event) => {
      const { target } = event;
      if (target.type !== MouseTargetType.GUTTER_GLYPH_MARGIN || !target.position) return;
      if (!event.event.leftButton) return;
      const file = models.shown();
      if (!file) return;
      filesStore.getState().toggleBreakpoint(file.id, target.position.lineNumber);
      showHint(null);
    }),
    editor.onMouseMove((event) => {
      const { target } = event;
      showHint(
        target.type === MouseTargetType.GUTTER_GLYPH_MARGIN && target.position
          ? target.position.lineNumber
          : null,
      );
    }),
    editor.onMouseLeave(() => showHint(null)),
    editor.addAction({
      id: 'debug.runToHere',
      label: 'Run to Here',
      contextMenuGroupId: '1_debug',
      contextMenuOrder: 1,
      precondition:
        'editorLangId == python || editorLangId == javascript || editorLangId == typescript',
      run: (ed) => {
        const line = ed.getPosition()?.lineNumber;
        const file = models.shown();
        if (line && file)
          void commandRegistry.run('debug.runToCursor', 'menu', { fileId: file.id, line });
      },
    }),
  ];
  for (const file of models.all()) applyBreakpoints(file, storedLines(file.id));

  const unsubscribers = [
    filesStore.subscribe((next, prev) => {
      if (next.entries === prev.entries) return;
      for (const file of models.all()) {
        const lines = storedLines(file.id);
        if (!sameLines(lines, marks.get(file.id)?.lines ?? [])) applyBreakpoints(file, lines);
      }
    }),
    debugStore.subscribe((next, prev) => {
      if (
        next.session !== prev.session ||
        next.current !== prev.current ||
        next.selectedFrame !== prev.selectedFrame ||
        next.version !== prev.version
      ) {
        showPlace();
      }
    }),
  ];
  showPlace();
  publishCursor();

  return {
    dispose() {
      unsubscribers.forEach((stop) => stop());
      listeners.forEach((l) => l.dispose());
      clearStep();
      showHint(null);
      for (const [, known] of marks) {
        if (!known.model.isDisposed()) known.model.deltaDecorations(known.ids, []);
      }
      marks.clear();
      debugStore.setState({ cursor: null });
    },
  };
}
