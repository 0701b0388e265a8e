// @vitest-environment jsdom
/**
 * The engine's diagnoses as Monaco markers, on real Monaco text models with the AI worker
 * replaced: when it asks, what it marks, and when it clears.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import type { FixDetail } from '../../../core/ai/types';

const engine = vi.hoisted(() => ({ diagnose: vi.fn() }));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));

const { startDiagnosisMarkers, DIAGNOSE_DELAY_MS } = await import('./diagnosis-markers');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const JS = "let x = 1;\nif (x = 2) {\n  console.log('two');\n}\n";
const COND: FixDetail = {
  rule: 'editor/cond-assign',
  message: 'Assignment in a condition: did you mean `===`?',
  line: 2,
  confidence: 0.9,
};

function setUp(code: string, language: string, enabled = true) {
  const state = { enabled, language };
  let model = api.editor.createModel(code, language === 'Python' ? 'python' : 'javascript');
  const modelChanged = new api.Emitter<void>();
  const contentChanged = new api.Emitter<void>();
  let contentListener = model.onDidChangeContent(() => contentChanged.fire());
  const editor = {
    getModel: () => model,
    onDidChangeModelContent: contentChanged.event,
    onDidChangeModel: modelChanged.event,
  } as unknown as MonacoEditor.IStandaloneCodeEditor;
  const markers = startDiagnosisMarkers(api as unknown as Monaco, editor, {
    enabled: () => state.enabled,
    language: () => state.language,
    hintsFirst: () => false,
  });
  const shown = () => model;
  const marks = (m = model) => api.editor.getModelMarkers({ resource: m.uri, owner: 'ai' });
  const type = (text: string) => {
    const end = model.getFullModelRange().getEndPosition();
    model.applyEdits([{ range: api.Range.fromPositions(end), text }]);
  };
  const show = (next: MonacoEditor.ITextModel, nextLanguage: string) => {
    contentListener.dispose();
    model = next;
    state.language = nextLanguage;
    contentListener = model.onDidChangeContent(() => contentChanged.fire());
    modelChanged.fire();
  };
  return { markers, state, shown, marks, type, show };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  engine.diagnose.mockReset().mockResolvedValue({ problems: [COND], provider: LOCAL });
});

afterEach(() => {
  vi.useRealTimers();
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startDiagnosisMarkers', () => {
  it('marks each problem on its line’s text, as a warning with the rule and the AI as source', async () => {
    const { marks } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.diagnose).toHaveBeenCalledWith(JS, 'JavaScript', {
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(marks()).toEqual([
      expect.objectContaining({
        owner: 'ai',
        severity: api.MarkerSeverity.Warning,
        message: 'Assignment in a condition: did you mean `===`?',
        source: 'AI',
        code: 'editor/cond-assign',
        startLineNumber: 2,
        startColumn: 1,
        endLineNumber: 2,
        endColumn: 13,
      }),
    ]);
  });

  it('asks again once typing has paused, aborting the request on its way', async () => {
    const { marks, type } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    const signals: AbortSignal[] = [];
    engine.diagnose.mockImplementation(
      (_code: string, _language: string, { signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        return new Promise(() => {});
      },
    );
    type('x');
    await vi.advanceTimersByTimeAsync(DIAGNOSE_DELAY_MS - 1);
    expect(engine.diagnose).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.diagnose).toHaveBeenCalledTimes(2);
    type('y');
    await vi.advanceTimersByTimeAsync(DIAGNOSE_DELAY_MS);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(engine.diagnose).toHaveBeenLastCalledWith(`${JS}xy`, 'JavaScript', expect.anything());
    // The earlier markers stay until the new answer comes.
    expect(marks()).toHaveLength(1);
  });

  it('drops an answer for text that has changed since it was asked', async () => {
    let answer: (value: unknown) => void = () => {};
    engine.diagnose.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { marks, type } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    type('\n');
    answer({ problems: [COND], provider: LOCAL });
    await vi.advanceTimersByTimeAsync(0);
    expect(marks()).toEqual([]);
  });

  it('leaves JavaScript syntax errors to Monaco, keeps Python’s', async () => {
    const syntax: FixDetail = {
      rule: 'syntax',
      message: 'Syntax error: x',
      line: 1,
      confidence: 1,
    };
    engine.diagnose.mockResolvedValue({ problems: [syntax], provider: LOCAL });
    const js = setUp('if (', 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    expect(js.marks()).toEqual([]);
    const colon: FixDetail = { ...syntax, rule: 'python/missing-colon', message: 'Add `:`' };
    engine.diagnose.mockResolvedValue({ problems: [colon], provider: LOCAL });
    js.show(api.editor.createModel('if x\n', 'python'), 'Python');
    await vi.advanceTimersByTimeAsync(0);
    expect(js.marks().map((m) => [m.message, m.startLineNumber, m.endColumn])).toEqual([
      ['Add `:`', 1, 5],
    ]);
  });

  it('clears the markers when the AI Assistant is switched off, and asks nothing then', async () => {
    const { marks, state, markers } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    expect(marks()).toHaveLength(1);
    state.enabled = false;
    markers.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(marks()).toEqual([]);
    expect(engine.diagnose).toHaveBeenCalledTimes(1);
  });

  it('clears them for a language it does not cover and for a file above the size limit', async () => {
    const { marks, state, markers, show, shown } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    state.language = 'TypeScript';
    markers.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(marks()).toEqual([]);
    const big = api.editor.createModel(
      `${'// a comment line\n'.repeat(300_000)}${JS}`,
      'javascript',
    );
    api.editor.setModelMarkers(big, 'ai', [{ message: 'old', severity: 4, ...range(2) }]);
    show(big, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    expect(marks(shown())).toEqual([]);
    expect(engine.diagnose).toHaveBeenCalledTimes(1);
  });

  it('removes its markers when disposed', async () => {
    const { marks, markers } = setUp(JS, 'JavaScript');
    await vi.advanceTimersByTimeAsync(0);
    markers.dispose();
    expect(marks()).toEqual([]);
  });
});

function range(line: number) {
  return { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: 2 };
}
