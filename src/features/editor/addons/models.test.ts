// @vitest-environment jsdom
/** The open models on real Monaco text models, driven by the files store. */
import { fileEntry } from '../../../core/files/test-entries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { FileEntry } from '../../../core/files/file-entry';
import { filesStore } from '../../../state/files-store';
import { editorService } from '../../../state/editor-service';
import { monaco, testEditor } from './test-editor';
import { startModels, type EditorModels } from './models';

const file = fileEntry;

let models: EditorModels | undefined;
function setUp(...entries: FileEntry[]) {
  filesStore.setState({ entries, activeId: entries[0]?.id ?? null, expanded: new Set() });
  const shell = testEditor(null);
  models = startModels(monaco, shell.editor);
  models.show(filesStore.getState().activeId);
  return { shell, models };
}

// Monaco's editor API alone knows no language: the ones these files use, as the app has them.
for (const id of ['javascript', 'python', 'sql']) api.languages.register({ id });

beforeEach(() => filesStore.setState({ entries: [], activeId: null, expanded: new Set() }));
afterEach(() => {
  models?.dispose();
  models = undefined;
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startModels', () => {
  it('shows the active file in a model of its text and language, one model per open file', () => {
    const { shell, models } = setUp(file('a', 'a.py', 'print(1)'), file('b', 'b.js', 'let b;'));
    expect(shell.editor.getModel()?.getValue()).toBe('print(1)');
    expect(shell.editor.getModel()?.getLanguageId()).toBe('python');
    filesStore.getState().open('b');
    expect(models.shown()?.id).toBe('b');
    filesStore.getState().open('a');
    expect(api.editor.getModels()).toHaveLength(2);
    expect(models.shown()?.model).toBe(shell.editor.getModel());
  });

  it('marks typed text modified and gives its newest text to a read, without copying it per keystroke', () => {
    const { shell } = setUp(file('a', 'a.js', 'let a'));
    shell.type(' = 1;');
    const entry = () => filesStore.getState().entries[0]!;
    expect(entry().modified).toBe(true);
    expect(entry().content).toBe('let a');
    expect(editorService.readText('a')).toBe('let a = 1;');
  });

  it('applies a change from elsewhere as one undoable edit', () => {
    const { shell, models } = setUp(file('a', 'a.js', 'let a;'));
    const edits: string[] = [];
    models.onDidEdit(({ cause }) => edits.push(cause));
    filesStore.getState().setContent('a', 'let b;');
    expect(shell.editor.getModel()?.getValue()).toBe('let b;');
    expect(edits).toEqual(['outside']);
    shell.undo();
    expect(shell.editor.getModel()?.getValue()).toBe('let a;');
  });

  it('recreates a renamed file’s model under its new name, keeping unsaved text', () => {
    const { shell, models } = setUp(file('a', 'script.js', 'x = 1'));
    shell.type('\n');
    const old = shell.editor.getModel();
    const renamed: string[] = [];
    models.onDidRename(({ file, before, shown }) =>
      renamed.push(`${before.languageId}→${file.detection.languageId} ${shown}`),
    );
    expect(filesStore.getState().rename('a', 'script.py').ok).toBe(true);
    const model = shell.editor.getModel();
    expect(model).not.toBe(old);
    expect(old?.isDisposed()).toBe(true);
    expect(model?.uri.path).toBe('/a/script.py');
    expect(model?.getLanguageId()).toBe('python');
    expect(model?.getValue()).toBe('x = 1\n');
    expect(renamed).toEqual(['javascript→python true']);
  });

  it('follows the user’s language choice, and disposes a removed file’s model', () => {
    const { shell, models } = setUp(file('a', 'notes.txt', 'SELECT 1;'));
    filesStore.getState().setLanguage('a', 'sql');
    expect(shell.editor.getModel()?.getLanguageId()).toBe('sql');
    expect(models.shown()?.detection.languageId).toBe('sql');
    const model = shell.editor.getModel();
    filesStore.getState().remove('a');
    expect(model?.isDisposed()).toBe(true);
    expect(shell.editor.getModel()).toBeNull();
  });

  it('lets go of every model when disposed', () => {
    const { models } = setUp(file('a', 'a.js', 'let a;'));
    models.dispose();
    expect(api.editor.getModels()).toHaveLength(0);
    filesStore.getState().setContent('a', 'let b;');
    expect(api.editor.getModels()).toHaveLength(0);
  });
});
