/**
 * For add-on tests: the editor widget around real Monaco text models. Monaco's widget needs a
 * browser's layout, which jsdom lacks; the models, their edits and their events are Monaco's own.
 */
import * as api from 'monaco-editor/editor/editor.api.js';
import type { editor as MonacoEditor, IDisposable } from 'monaco-editor';
import type { Monaco } from '../monaco';

export const monaco = api as unknown as Monaco;

export interface TestEditor {
  editor: MonacoEditor.IStandaloneCodeEditor;
  /** Shows `model`, as opening another file does. */
  show(model: MonacoEditor.ITextModel | null): void;
  /** Types `text` at the end of the shown model, as the user does. */
  type(text: string): void;
  /** Deletes the shown model's last `n` characters. */
  deleteBack(n: number): void;
  select(range: api.IRange | null): void;
  /** Times the editor took the focus. */
  focused(): number;
  /** Undoes the last undoable step. */
  undo(): void;
  /** Pastes `text` at the end of the shown model, as the user does. */
  paste(text: string): void;
  /** Puts the cursor on a line of the shown model. */
  moveCursor(line: number): void;
  /** A mouse press in the editor, on `target` (e.g. the glyph margin of a line). */
  press(target: { type: number; line: number }): void;
  /** The actions added to the editor's context menu, by id. */
  actions: Map<string, MonacoEditor.IActionDescriptor>;
  /** The lines scrolled into view, in order. */
  revealed: number[];
}

export function testEditor(model: MonacoEditor.ITextModel | null): TestEditor {
  let shown = model;
  let selection: api.Selection | null = null;
  let focus = 0;
  const modelChanged = new api.Emitter<void>();
  const contentChanged = new api.Emitter<MonacoEditor.IModelContentChangedEvent>();
  const pasted = new api.Emitter<MonacoEditor.IPasteEvent>();
  const cursorMoved = new api.Emitter<MonacoEditor.ICursorPositionChangedEvent>();
  const mouseDown = new api.Emitter<MonacoEditor.IEditorMouseEvent>();
  const mouseMoved = new api.Emitter<MonacoEditor.IEditorMouseEvent>();
  const mouseLeft = new api.Emitter<MonacoEditor.IPartialEditorMouseEvent>();
  const actions = new Map<string, MonacoEditor.IActionDescriptor>();
  const revealed: number[] = [];
  let position: api.Position | null = null;
  const options = new Map<number, unknown>();
  let contentListener: IDisposable | undefined;
  const follow = () => {
    contentListener?.dispose();
    contentListener = shown?.onDidChangeContent((e) => contentChanged.fire(e));
  };
  follow();
  const end = () => {
    if (!shown) throw new Error('no model shown');
    return shown.getFullModelRange().getEndPosition();
  };
  const setModel = (next: MonacoEditor.ITextModel | null) => {
    shown = next;
    follow();
    modelChanged.fire();
  };
  const editor = {
    getModel: () => shown,
    setModel,
    saveViewState: () => null,
    restoreViewState: () => undefined,
    onDidPaste: pasted.event,
    // Options are kept as given (the test reads back what an add-on set).
    getOption: (id: number) => options.get(id) ?? {},
    updateOptions: (next: MonacoEditor.IEditorOptions) => {
      const { EditorOption } = api.editor;
      if (next.stickyScroll) options.set(EditorOption.stickyScroll, next.stickyScroll);
      if (next.foldingMaximumRegions !== undefined) {
        options.set(EditorOption.foldingMaximumRegions, next.foldingMaximumRegions);
      }
    },
    getSelection: () => selection,
    onDidChangeModelContent: contentChanged.event,
    onDidChangeModel: modelChanged.event,
    pushUndoStop: () => {
      shown?.pushStackElement();
      return true;
    },
    executeEdits: (_source: string, edits: MonacoEditor.IIdentifiedSingleEditOperation[]) => {
      shown?.pushEditOperations([], edits, () => null);
      return true;
    },
    focus: () => void (focus += 1),
    trigger: () => undefined,
    getPosition: () => position,
    onDidChangeCursorPosition: cursorMoved.event,
    onMouseDown: mouseDown.event,
    onMouseMove: mouseMoved.event,
    onMouseLeave: mouseLeft.event,
    addAction: (descriptor: MonacoEditor.IActionDescriptor) => {
      actions.set(descriptor.id, descriptor);
      return { dispose: () => actions.delete(descriptor.id) };
    },
    revealLineInCenterIfOutsideViewport: (line: number) => void revealed.push(line),
  } as unknown as MonacoEditor.IStandaloneCodeEditor;
  return {
    editor,
    show: setModel,
    type(text) {
      shown?.applyEdits([{ range: api.Range.fromPositions(end()), text }]);
    },
    deleteBack(n) {
      if (!shown) return;
      const stop = end();
      const start = shown.getPositionAt(shown.getOffsetAt(stop) - n);
      shown.applyEdits([{ range: api.Range.fromPositions(start, stop), text: '' }]);
    },
    select(range) {
      selection = range ? api.Selection.fromRange(api.Range.lift(range), 0) : null;
    },
    focused: () => focus,
    undo() {
      void shown?.undo();
    },
    moveCursor(line) {
      position = new api.Position(line, 1);
      cursorMoved.fire({
        position,
        secondaryPositions: [],
        reason: 0,
        source: 'keyboard',
      } as MonacoEditor.ICursorPositionChangedEvent);
    },
    press({ type, line }) {
      mouseDown.fire({
        target: { type, position: new api.Position(line, 1) },
        event: { leftButton: true },
      } as unknown as MonacoEditor.IEditorMouseEvent);
    },
    actions,
    revealed,
    paste(text) {
      if (!shown) throw new Error('no model shown');
      const start = end();
      shown.applyEdits([{ range: api.Range.fromPositions(start), text }]);
      pasted.fire({ range: api.Range.fromPositions(start, end()), languageId: null });
    },
  };
}
