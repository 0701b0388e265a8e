// @vitest-environment jsdom
/** The code-quality bar on real Monaco text models, with the AI worker replaced. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import { editorAiStore } from '../../../state/editor-ai-store';
import { LARGE_FILE_WARNING_CHARS } from '../large-file';
import { testEditor } from './test-editor';

const engine = vi.hoisted(() => ({ analyzeQuality: vi.fn() }));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));
const { startQualityBar, QUALITY_DELAY_MS } = await import('./quality');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const quality = () => editorAiStore.getState().quality;

function setUp(code: string) {
  const state = { enabled: true, fileId: 'a' as string | null };
  const shell = testEditor(api.editor.createModel(code, 'javascript'));
  const bar = startQualityBar(shell.editor, {
    enabled: () => state.enabled,
    language: () => 'JavaScript',
    noteProvider: () => undefined,
    fileId: () => state.fileId,
  });
  return { shell, bar, state };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  editorAiStore.setState({ quality: null });
  engine.analyzeQuality.mockReset().mockResolvedValue({
    complexity: 3,
    maintainability: 80,
    suggestions: ['a', 'b'],
    provider: LOCAL,
  });
});
afterEach(() => {
  vi.useRealTimers();
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startQualityBar', () => {
  it('measures the shown file at once, and again once typing has paused', async () => {
    const { shell } = setUp('let a = 1;');
    await vi.advanceTimersByTimeAsync(0);
    expect(quality()).toEqual({
      fileId: 'a',
      complexity: 3,
      maintainability: 80,
      suggestions: 2,
      updating: false,
    });
    shell.type('\nlet b = 2;');
    expect(quality()).toMatchObject({ updating: true });
    await vi.advanceTimersByTimeAsync(QUALITY_DELAY_MS - 1);
    expect(engine.analyzeQuality).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.analyzeQuality).toHaveBeenLastCalledWith('let a = 1;\nlet b = 2;', 'JavaScript');
    expect(quality()).toMatchObject({ updating: false });
  });

  it('shows nothing for an empty file or with the AI off', async () => {
    const { bar, state, shell } = setUp('  \n');
    await vi.advanceTimersByTimeAsync(0);
    expect(quality()).toBeNull();
    shell.type('x');
    state.enabled = false;
    bar.schedule(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(quality()).toBeNull();
    expect(engine.analyzeQuality).not.toHaveBeenCalled();
  });

  it('says a file above the large-file size is not measured, without reading it', async () => {
    const { shell } = setUp('x'.repeat(LARGE_FILE_WARNING_CHARS + 1));
    const read = vi.spyOn(shell.editor.getModel()!, 'getValue');
    await vi.advanceTimersByTimeAsync(0);
    expect(quality()).toEqual({ fileId: 'a', tooLarge: true, updating: false });
    expect(read).not.toHaveBeenCalled();
  });

  it('drops an answer for another file, and clears the bar when disposed', async () => {
    let answer: (value: unknown) => void = () => {};
    engine.analyzeQuality.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { bar, state } = setUp('let a = 1;');
    await vi.advanceTimersByTimeAsync(0);
    state.fileId = 'b';
    answer({ complexity: 1, maintainability: 1, suggestions: [], provider: LOCAL });
    await vi.advanceTimersByTimeAsync(0);
    expect(quality()).toBeNull();
    editorAiStore.setState({ quality: { fileId: 'b', tooLarge: true, updating: false } });
    bar.dispose();
    expect(quality()).toBeNull();
  });
});
