// @vitest-environment jsdom
/** The shown file's language and the detected bar, on real Monaco text models. */
import { fileEntry } from '../../../core/files/test-entries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { FileEntry } from '../../../core/files/file-entry';
import type { Detection } from '../../../core/languages/detect';
import { filesStore } from '../../../state/files-store';
import { languageStore } from '../../../state/language-store';
import { monaco, testEditor } from './test-editor';
import { startModels } from './models';
import type { EditorAddon } from './addon';

const worker = vi.hoisted(() => ({ detectInWorker: vi.fn() }));
vi.mock('../../../workers/detection-client', () => worker);
const { startLanguage, DETECT_DELAY_MS, isCompatible } = await import('./language');

const PYTHON: Detection = {
  languageId: 'python',
  evidence: 'content',
  confidence: 0.9,
  detail: '',
};
const PY_CODE = 'def greet(name):\n    print(f"Hello, {name}")\n\ngreet("you")\n';
const file = fileEntry;

let addons: EditorAddon[] = [];
function setUp(...entries: FileEntry[]) {
  filesStore.setState({ entries, activeId: entries[0]?.id ?? null, expanded: new Set() });
  const shell = testEditor(null);
  const models = startModels(monaco, shell.editor);
  const language = startLanguage(shell.editor, models);
  addons = [language, models];
  models.show(filesStore.getState().activeId);
  return { shell, language };
}
const store = () => languageStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  languageStore.setState({ active: null, suggestion: null, dismissed: [] });
  worker.detectInWorker.mockReset().mockResolvedValue({ detection: PYTHON });
});
afterEach(() => {
  addons.forEach((a) => a.dispose());
  vi.useRealTimers();
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startLanguage', () => {
  it('publishes the shown file’s language, and none once disposed', () => {
    const { language } = setUp(file('a', 'app.js', 'let a;'));
    expect(store().active).toMatchObject({ fileId: 'a', detection: { languageId: 'javascript' } });
    language.dispose();
    expect(store().active).toBeNull();
  });

  it('offers the language of code pasted in another language', async () => {
    const { shell } = setUp(file('a', 'app.js', 'let a;\n'));
    shell.paste(PY_CODE);
    await vi.waitFor(() =>
      expect(store().suggestion).toEqual({ fileId: 'a', detection: PYTHON, reason: 'paste' }),
    );
    expect(worker.detectInWorker).toHaveBeenCalledWith(PY_CODE);
  });

  it('offers nothing for pasted code the file’s language accepts', async () => {
    worker.detectInWorker.mockResolvedValueOnce({
      detection: { ...PYTHON, languageId: 'javascript' },
    });
    const { shell } = setUp(file('a', 'app.ts', 'let a;\n'));
    const suggest = vi.spyOn(store(), 'suggest');
    shell.paste('const x = [1, 2, 3].map((n) => n * 2);\n');
    shell.paste(PY_CODE); // answered after the first paste's answer
    await vi.waitFor(() => expect(store().suggestion?.reason).toBe('paste'));
    expect(suggest.mock.calls).toEqual([[{ fileId: 'a', detection: PYTHON, reason: 'paste' }]]);
    expect(isCompatible('typescript', 'javascript')).toBe(true);
    expect(isCompatible('javascript', 'typescript')).toBe(false);
  });

  it('asks what an untitled file is once typing has paused', async () => {
    const { shell } = setUp(file('a', 'untitled.txt', ''));
    shell.type(PY_CODE);
    vi.advanceTimersByTime(DETECT_DELAY_MS - 1);
    expect(worker.detectInWorker).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() =>
      expect(store().suggestion).toEqual({ fileId: 'a', detection: PYTHON, reason: 'content' }),
    );
  });

  it('offers the new language of a renamed file', () => {
    setUp(file('a', 'script.js', 'x = 1'));
    filesStore.getState().rename('a', 'script.py');
    expect(store().suggestion).toMatchObject({
      fileId: 'a',
      reason: 'rename',
      detection: { languageId: 'python' },
    });
    expect(store().active).toMatchObject({ fileId: 'a', detection: { languageId: 'python' } });
  });
});
