// @vitest-environment jsdom
/** The debugger in the editor, on real Monaco text models: breakpoints and the step shown. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import { fileEntry } from '../../../core/files/test-entries';
import type { FileEntry } from '../../../core/files/file-entry';
import type { TraceBatch, TraceStep } from '../../../core/run/trace-types';
import { commandRegistry } from '../../../state/commands';
import { debugStore } from '../../../state/debug-store';
import { filesStore } from '../../../state/files-store';
import { monaco, testEditor } from './test-editor';
import { startModels } from './models';
import { startDebug } from './debug';
import type { EditorAddon } from './addon';

const CODE = 'def f(n):\n    return n * 2\n\nprint(f(3))\n';
const GLYPH = api.editor.MouseTargetType.GUTTER_GLYPH_MARGIN;

let addons: EditorAddon[] = [];
function setUp(...entries: FileEntry[]) {
  filesStore.setState({ entries, activeId: entries[0]?.id ?? null, expanded: new Set() });
  const shell = testEditor(null);
  const models = startModels(monaco, shell.editor);
  const debug = startDebug(monaco, shell.editor, models);
  addons = [debug, models];
  models.show(filesStore.getState().activeId);
  const modelOf = (id: string) => models.get(id)!.model;
  return { shell, models, modelOf };
}

afterEach(() => {
  addons.forEach((a) => a.dispose());
  debugStore.getState().close();
  for (const model of api.editor.getModels()) model.dispose();
});

const withClass = (model: api.editor.ITextModel, name: string) =>
  model
    .getAllDecorations()
    .filter(
      (d) =>
        d.options.glyphMarginClassName === name ||
        d.options.className === name ||
        d.options.inlineClassName === name,
    );
const dots = (model: api.editor.ITextModel) =>
  withClass(model, 'debug-breakpoint').map((d) => d.range.startLineNumber);
const stored = (id: string) =>
  filesStore.getState().entries.find((e) => e.id === id)?.breakpoints ?? [];

/** A session on main.py, recorded as far as these steps (file, line, columns). */
function session(steps: [string, number, number, number][]) {
  const recording = debugStore.getState().start({
    id: 's1',
    fileId: 'main',
    fileName: 'main.py',
    entry: 'main.py',
    runtime: 'python',
  });
  const batch: TraceBatch = {
    frames: [
      { name: '<module>', file: 'main.py', line: 1 },
      { name: 'f', file: 'main.py', line: 1 },
    ],
    stacks: [
      { frames: [0], at: [-1] },
      { frames: [0, 1], at: [0, -1] },
    ],
    vars: [[]],
    steps: steps.map(([file, line, col, endCol], i): TraceStep => ({
      file,
      line,
      col,
      endLine: line,
      endCol,
      event: 'line',
      stack: i === 0 ? 0 : 1,
      vars: 0,
      globals: i === 0 ? -1 : 0,
    })),
  };
  recording.ingest(batch);
  debugStore.getState().touch();
  return recording;
}

describe('breakpoints in the editor', () => {
  it('shows a file’s breakpoints, and a click in the glyph margin toggles one', () => {
    const { shell, modelOf } = setUp(fileEntry('main', 'main.py', CODE, { breakpoints: [2] }));
    expect(dots(modelOf('main'))).toEqual([2]);
    shell.press({ type: GLYPH, line: 4 });
    expect(stored('main')).toEqual([2, 4]);
    expect(dots(modelOf('main'))).toEqual([2, 4]);
    shell.press({ type: GLYPH, line: 2 });
    expect(stored('main')).toEqual([4]);
    expect(dots(modelOf('main'))).toEqual([4]);
    // A press in the text toggles nothing.
    shell.press({ type: api.editor.MouseTargetType.CONTENT_TEXT, line: 1 });
    expect(stored('main')).toEqual([4]);
  });

  it('move with their lines as lines are inserted or deleted above them', () => {
    const { modelOf } = setUp(fileEntry('main', 'main.py', CODE, { breakpoints: [4] }));
    const model = modelOf('main');
    model.pushEditOperations(
      [],
      [{ range: new api.Range(1, 1, 1, 1), text: '# a\n# b\n' }],
      () => null,
    );
    expect(stored('main')).toEqual([6]);
    expect(dots(model)).toEqual([6]);
    model.pushEditOperations([], [{ range: new api.Range(1, 1, 3, 1), text: '' }], () => null);
    expect(stored('main')).toEqual([4]);
  });

  it('follow the file’s entry when it changes elsewhere', () => {
    const { modelOf } = setUp(fileEntry('main', 'main.py', CODE));
    filesStore.getState().setBreakpoints('main', [1, 3]);
    expect(dots(modelOf('main'))).toEqual([1, 3]);
  });

  it('are toggled by F9 on the cursor’s line, which the editor tells of as it moves', () => {
    const { shell } = setUp(fileEntry('main', 'main.py', CODE));
    shell.moveCursor(3);
    expect(debugStore.getState().cursor).toEqual({ fileId: 'main', line: 3 });
    shell.moveCursor(3);
    shell.moveCursor(1);
    expect(debugStore.getState().cursor).toEqual({ fileId: 'main', line: 1 });
  });
});

describe('the step shown', () => {
  it('marks the step’s whole line and the expression in it, and clears them on close', () => {
    const { shell, modelOf } = setUp(fileEntry('main', 'main.py', CODE));
    session([
      ['main.py', 4, 1, 12],
      ['main.py', 2, 12, 17],
    ]);
    const model = modelOf('main');
    expect(withClass(model, 'debug-step-line').map((d) => d.range.startLineNumber)).toEqual([4]);
    // The whole statement is the whole line: no second mark inside it.
    expect(withClass(model, 'debug-step-expr')).toEqual([]);
    debugStore.getState().goTo(1);
    expect(withClass(model, 'debug-step-line').map((d) => d.range.startLineNumber)).toEqual([2]);
    const [expr] = withClass(model, 'debug-step-expr');
    expect(model.getValueInRange(expr!.range)).toBe('n * 2');
    expect(shell.revealed).toEqual([4, 2]);
    debugStore.getState().close();
    expect(withClass(model, 'debug-step-line')).toEqual([]);
  });

  it('shows a caller’s line when its frame is chosen in the Call stack', () => {
    const { modelOf } = setUp(fileEntry('main', 'main.py', CODE));
    session([
      ['main.py', 4, 1, 12],
      ['main.py', 2, 12, 17],
    ]);
    debugStore.getState().goTo(1);
    debugStore.getState().selectFrame(0);
    const model = modelOf('main');
    expect(withClass(model, 'debug-frame-line').map((d) => d.range.startLineNumber)).toEqual([4]);
    expect(withClass(model, 'debug-step-line')).toEqual([]);
  });

  it('opens the file a step is in, but leaves a file the user opened while steps arrive', () => {
    setUp(
      fileEntry('main', 'main.py', CODE),
      fileEntry('util', 'util.py', 'def g():\n    pass\n'),
      fileEntry('notes', 'notes.md', '# notes\n'),
    );
    const recording = session([
      ['main.py', 4, 1, 12],
      ['util.py', 2, 5, 9],
    ]);
    debugStore.getState().goTo(1);
    expect(filesStore.getState().activeId).toBe('util');
    filesStore.getState().open('notes');
    recording.addOutput('stdout', 'more\n', 1);
    debugStore.getState().touch();
    expect(filesStore.getState().activeId).toBe('notes');
  });

  it('notes an edit of the recorded file, whose lines may then not match', () => {
    const { modelOf } = setUp(fileEntry('main', 'main.py', CODE));
    session([['main.py', 4, 1, 12]]);
    expect(debugStore.getState().edited).toBe(false);
    modelOf('main').applyEdits([{ range: new api.Range(1, 1, 1, 1), text: '# ' }]);
    expect(debugStore.getState().edited).toBe(true);
  });
});

describe('Run to Here', () => {
  it('is in the context menu and runs to the cursor’s line of the shown file', () => {
    const { shell } = setUp(fileEntry('main', 'main.py', CODE));
    const run = vi.spyOn(commandRegistry, 'run').mockResolvedValue(true);
    shell.moveCursor(2);
    const action = shell.actions.get('debug.runToHere');
    expect(action?.label).toBe('Run to Here');
    expect(action?.contextMenuGroupId).toBeTruthy();
    void action?.run(shell.editor);
    expect(run).toHaveBeenCalledWith('debug.runToCursor', 'menu', { fileId: 'main', line: 2 });
    run.mockRestore();
  });
});
