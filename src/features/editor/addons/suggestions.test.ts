// @vitest-environment jsdom
/** The suggestion popup on a real Monaco text model, with the AI worker replaced. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import { editorAiStore } from '../../../state/editor-ai-store';
import { editorBridge } from '../../../state/editor-bridge';
import { toastsStore } from '../../../state/toasts-store';
import { monaco, testEditor } from './test-editor';

const engine = vi.hoisted(() => ({ optimize: vi.fn(), correct: vi.fn() }));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));
const { startSuggestions, CORRECTION_DELAY_MS } = await import('./suggestions');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const CODE = 'for (var i = 0; i < 3; i++) {}\nconsle.log(i);\n';
const popup = () => editorAiStore.getState().popup;

function setUp(autoCorrect = true) {
  const model = api.editor.createModel(CODE, 'javascript');
  const shell = testEditor(model);
  const addon = startSuggestions(monaco, shell.editor, {
    enabled: () => true,
    language: () => 'JavaScript',
    noteProvider: () => undefined,
    fileId: () => 'a',
    autoCorrect: () => autoCorrect,
  });
  return { model, shell, addon };
}
const varAt = CODE.indexOf('var');
const OPTIMIZATION = {
  type: 'optimization' as const,
  text: 'let',
  confidence: 0.9,
  startPos: varAt,
  endPos: varAt + 3,
  description: 'Block scope',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  editorAiStore.setState({ popup: null, optimizing: false });
  editorBridge.setState({ selection: null });
  toastsStore.setState({ toasts: [] });
  engine.optimize.mockReset().mockResolvedValue({ suggestions: [OPTIMIZATION], provider: LOCAL });
  engine.correct.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startSuggestions', () => {
  it('fills the popup with the file’s optimisations, on their lines', async () => {
    const { addon } = setUp();
    await addon.optimize();
    expect(engine.optimize).toHaveBeenCalledWith(CODE, 'JavaScript');
    expect(popup()).toMatchObject({
      kind: 'optimization',
      fileId: 'a',
      suggestions: [{ text: 'let', line: 1, original: 'var' }],
    });
    expect(editorAiStore.getState().optimizing).toBe(false);
    addon.dispose();
  });

  it('says so when there is nothing to optimise', async () => {
    engine.optimize.mockResolvedValue({ suggestions: [], provider: LOCAL });
    const { addon } = setUp();
    await addon.optimize();
    expect(popup()).toBeNull();
    expect(toastsStore.getState().toasts.map((t) => t.title)).toEqual(['Nothing to optimise']);
    addon.dispose();
  });

  it('applies a suggestion as one undoable edit and closes the popup', async () => {
    const { addon, model, shell } = setUp();
    await addon.optimize();
    editorAiStore.getState().applySuggestion(0);
    expect(model.getValue()).toBe(CODE.replace('var', 'let'));
    expect(popup()).toBeNull();
    shell.undo();
    expect(model.getValue()).toBe(CODE);
    addon.dispose();
  });

  it('applies nothing to text that changed since', async () => {
    const { addon, model } = setUp();
    await addon.optimize();
    model.applyEdits([{ range: new api.Range(1, 6, 1, 9), text: 'const' }]);
    editorAiStore.getState().applySuggestion(0);
    expect(model.getValue()).toContain('const i');
    expect(toastsStore.getState().toasts.map((t) => t.title)).toEqual(['The code has changed']);
    addon.dispose();
  });

  it('corrects a selection once it has settled, with Auto-Correct on', async () => {
    const at = CODE.indexOf('consle');
    engine.correct.mockResolvedValue({
      suggestions: [
        { type: 'correction', text: 'console', confidence: 0.9, startPos: 0, endPos: 6 },
      ],
      provider: LOCAL,
    });
    const { addon } = setUp();
    const select = () =>
      editorBridge.getState().setSelection({
        fileId: 'a',
        text: 'consle.log(i);',
        startLine: 2,
        endLine: 2,
        startOffset: at,
        endOffset: at + 14,
      });
    select();
    vi.advanceTimersByTime(CORRECTION_DELAY_MS - 1);
    expect(engine.correct).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() =>
      expect(popup()).toMatchObject({
        kind: 'correction',
        suggestions: [
          { text: 'console', startPos: at, endPos: at + 6, line: 2, original: 'consle' },
        ],
      }),
    );
    editorBridge.getState().setSelection(null);
    expect(popup()).toBeNull();
    addon.dispose();

    const off = setUp(false);
    select();
    vi.advanceTimersByTime(CORRECTION_DELAY_MS);
    expect(engine.correct).toHaveBeenCalledTimes(1);
    off.addon.dispose();
  });
});
