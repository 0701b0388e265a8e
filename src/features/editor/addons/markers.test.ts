// @vitest-environment jsdom
/** Markers as Problems and the status bar's counts, on real Monaco text models. */
import { fileEntry } from '../../../core/files/test-entries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { FileEntry } from '../../../core/files/file-entry';
import { filesStore } from '../../../state/files-store';
import { editorStatsStore, EMPTY_STATS } from '../../../state/editor-stats-store';
import { problemsStore } from '../../../state/problems-store';
import { runStore } from '../../../state/run-store';
import { monaco, testEditor } from './test-editor';
import { startModels } from './models';
import { startMarkers } from './markers';
import type { EditorAddon } from './addon';

const file = (id: string, content: string) => fileEntry(id, `${id}.js`, content);
const marker = (severity: api.MarkerSeverity, line: number, message: string) => ({
  severity,
  message,
  startLineNumber: line,
  startColumn: 1,
  endLineNumber: line,
  endColumn: 2,
});
const { Error: ERROR, Warning: WARNING } = api.MarkerSeverity;

let addons: EditorAddon[] = [];
function setUp(...entries: FileEntry[]) {
  filesStore.setState({ entries, activeId: entries[0]?.id ?? null, expanded: new Set() });
  const shell = testEditor(null);
  const models = startModels(monaco, shell.editor);
  const markers = startMarkers(monaco, models);
  addons = [markers, models];
  models.show(filesStore.getState().activeId);
  const modelOf = (id: string) => models.get(id)!.model;
  return { shell, markers, modelOf };
}
const problems = () => problemsStore.getState();
const counts = () => {
  const { errors, warnings } = editorStatsStore.getState();
  return { errors, warnings };
};

// Monaco tells of new markers in a task of its own, on the real clock: tests wait for what
// Problems shows.
beforeEach(() => {
  editorStatsStore.setState(EMPTY_STATS);
  runStore.setState({ marker: null });
});
afterEach(() => {
  addons.forEach((a) => a.dispose());
  for (const owner of ['typescript', 'run']) api.editor.removeAllMarkers(owner);
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startMarkers', () => {
  it('lists the shown file’s markers in Problems and counts them a moment later', async () => {
    const { modelOf } = setUp(file('a', 'let a\nlet b'));
    api.editor.setModelMarkers(modelOf('a'), 'typescript', [
      marker(ERROR, 2, 'Bad'),
      marker(WARNING, 1, 'Odd'),
      marker(ERROR, 1, 'Worse'),
    ]);
    await vi.waitFor(() =>
      expect(problems().problems.map((p) => `${p.severity} ${p.line} ${p.message}`)).toEqual([
        'error 1 Worse',
        'error 2 Bad',
        'warning 1 Odd',
      ]),
    );
    expect(problems().fileId).toBe('a');
    expect(counts()).toEqual({ errors: 0, warnings: 0 });
    await vi.waitFor(() => expect(counts()).toEqual({ errors: 2, warnings: 1 }));
  });

  it('reads markers when they change or another file is shown, never when typing', async () => {
    const { modelOf, shell } = setUp(file('a', 'a'), file('b', 'b'));
    filesStore.getState().open('b');
    const read = vi.spyOn(api.editor, 'getModelMarkers');
    for (const key of 'abc') shell.type(key);
    api.editor.setModelMarkers(modelOf('b'), 'typescript', [marker(WARNING, 1, 'In b')]);
    await vi.waitFor(() => expect(counts()).toEqual({ errors: 0, warnings: 1 }));
    expect(read).toHaveBeenCalledTimes(1);
    api.editor.setModelMarkers(modelOf('a'), 'typescript', [marker(ERROR, 1, 'In a')]);
    filesStore.getState().open('a');
    await vi.waitFor(() => expect(problems().problems.map((p) => p.message)).toEqual(['In a']));
    expect(counts()).toEqual({ errors: 1, warnings: 0 });
  });

  it('marks the last run’s error on its line, in Problems too', async () => {
    setUp(file('a', 'let a\n  boom()'));
    runStore.setState({
      marker: { fileId: 'a', line: 2, column: 3, message: 'boom is not defined' },
    });
    await vi.waitFor(() =>
      expect(problems().problems).toEqual([
        { severity: 'error', message: 'boom is not defined', line: 2, column: 3, source: 'run' },
      ]),
    );
    runStore.setState({ marker: null });
    await vi.waitFor(() => expect(problems().problems).toEqual([]));
  });

  it('empties Problems with no file shown and once disposed', () => {
    const { markers, modelOf } = setUp(file('a', 'a'));
    api.editor.setModelMarkers(modelOf('a'), 'typescript', [marker(ERROR, 1, 'Bad')]);
    filesStore.getState().close();
    expect(problems()).toMatchObject({ fileId: null, problems: [] });
    filesStore.getState().open('a');
    expect(problems().problems).toHaveLength(1);
    markers.dispose();
    expect(problems()).toMatchObject({ fileId: null, problems: [] });
  });
});
