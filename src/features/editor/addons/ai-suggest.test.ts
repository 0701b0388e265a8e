// @vitest-environment jsdom
/**
 * The engine's provider of Monaco's suggestion list, on real Monaco text models with the AI
 * worker replaced: what it asks the engine, how often, and the items Monaco gets.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { editor as MonacoEditor, languages } from 'monaco-editor';
import type { Monaco } from '../monaco';
import type { StoredProviderSettings } from '../../../storage/ai-provider-settings';

const engine = vi.hoisted(() => ({
  complete: vi.fn(),
  smartComplete: vi.fn(),
}));
const provider = vi.hoisted(() => ({
  settings: { keepLocal: true, provider: 'spec' } as Pick<
    StoredProviderSettings,
    'keepLocal' | 'provider'
  >,
}));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));
vi.mock('../../../state/ai-provider-store', () => ({
  aiProviderStore: { getState: () => provider },
}));

const { registerEngineSuggestions } = await import('./ai-suggest');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const CODE = 'def area(radius):\n    """The area of a circle."""\n    return radius\n\nprint(';

function setUp(enabled = true) {
  let registered: languages.CompletionItemProvider | undefined;
  let selector: unknown;
  const monaco = {
    ...api,
    languages: {
      ...api.languages,
      registerCompletionItemProvider: (s: unknown, p: languages.CompletionItemProvider) => {
        selector = s;
        registered = p;
        return { dispose() {} };
      },
    },
  } as unknown as Monaco;
  const model = api.editor.createModel(CODE, 'python');
  const editor = { getModel: () => model } as unknown as MonacoEditor.IStandaloneCodeEditor;
  const noted: unknown[] = [];
  registerEngineSuggestions(monaco, editor, {
    enabled: () => enabled,
    language: () => 'Python',
    windowAround: (m, position) => ({
      code: m.getValue(),
      offset: m.getOffsetAt(position),
      base: 0,
    }),
    noteProvider: (p) => noted.push(p),
  });
  /** Types `text` at the end and asks as Monaco does. */
  const type = async (text: string, token = new api.CancellationTokenSource().token) => {
    const end = model.getFullModelRange().getEndPosition();
    model.applyEdits([{ range: api.Range.fromPositions(end), text }]);
    const position = model.getFullModelRange().getEndPosition();
    const context = { triggerKind: api.languages.CompletionTriggerKind.Invoke };
    return registered?.provideCompletionItems(model, position, context, token);
  };
  return { type, model, noted, selector: () => selector };
}

beforeEach(() => {
  provider.settings = { keepLocal: true, provider: 'spec' };
  engine.complete.mockReset().mockImplementation((code: string, _l: string, offset: number) =>
    Promise.resolve({
      suggestions: [
        {
          type: 'completion',
          text: 'area',
          startPos: code.lastIndexOf('(') + 1,
          endPos: offset,
          confidence: 0.7,
          description: 'Used 1 time in this file',
        },
      ],
      provider: LOCAL,
    }),
  );
  engine.smartComplete.mockReset().mockResolvedValue({
    items: [
      {
        text: 'area',
        type: 'function',
        description: 'area(radius), defined on line 1',
        documentation: 'The area of a circle.',
        confidence: 0.9,
      },
    ],
    provider: LOCAL,
  });
});

describe('registerEngineSuggestions', () => {
  it('joins the language services’ group and Monaco’s word list', () => {
    const { selector } = setUp();
    expect(selector()).toEqual(expect.arrayContaining(['javascript', 'typescript', '*']));
  });

  it('gives Monaco the engine’s items, marked, with their kind, range and documentation', async () => {
    const { type, noted } = setUp();
    const list = await type('are');
    expect(list?.incomplete).toBe(true);
    expect(list?.suggestions).toHaveLength(1);
    const [item] = list?.suggestions ?? [];
    expect(item).toMatchObject({
      label: { label: 'area', description: '✦ AI · 90%' },
      kind: api.languages.CompletionItemKind.Function,
      insertText: 'area',
      detail: 'area(radius), defined on line 1 · AI, 90% sure',
      documentation: { value: expect.stringContaining('The area of a circle.') },
    });
    expect(api.Range.lift(item?.range as api.IRange)).toEqual(new api.Range(5, 7, 5, 10));
    expect(noted).toEqual([LOCAL, LOCAL]);
  });

  it('aborts the engine’s calls when Monaco cancels the request, and gives nothing', async () => {
    const { type } = setUp();
    const source = new api.CancellationTokenSource();
    const signals: AbortSignal[] = [];
    const pending = (...args: unknown[]) => {
      const { signal } = args[3] as { signal: AbortSignal };
      signals.push(signal);
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    };
    engine.complete.mockImplementation(pending);
    engine.smartComplete.mockImplementation(pending);
    const asked = type('are', source.token);
    source.cancel();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
    expect(await asked).toEqual({ suggestions: [] });
  });

  it('asks for smart items only once the word is longer than 2 characters', async () => {
    const { type } = setUp();
    await type('ar');
    expect(engine.smartComplete).not.toHaveBeenCalled();
    expect(engine.complete).toHaveBeenCalledTimes(1);
  });

  it('asks nothing with the AI off', async () => {
    const { type } = setUp(false);
    expect((await type('are'))?.suggestions).toEqual([]);
    expect(engine.complete).not.toHaveBeenCalled();
    expect(engine.smartComplete).not.toHaveBeenCalled();
  });

  it('never asks a model service for completions on a keystroke: those stay ghost text', async () => {
    provider.settings = { keepLocal: false, provider: 'spec' };
    const { type } = setUp();
    await type('are');
    const list = await type('a');
    expect(engine.complete).not.toHaveBeenCalled();
    // Smart items come from the engine in the worker, whichever service completes.
    expect(engine.smartComplete).toHaveBeenCalledTimes(2);
    expect(list?.suggestions.map((s) => s.label)).toEqual([
      { label: 'area', description: '✦ AI · 90%' },
    ]);
  });

  it('asks the project server once per word, and again for the next word', async () => {
    provider.settings = { keepLocal: false, provider: 'backend' };
    const { type, noted } = setUp();
    await type('are');
    const list = await type('a');
    expect(engine.smartComplete).toHaveBeenCalledTimes(1);
    expect(noted).toHaveLength(1);
    expect(engine.complete).not.toHaveBeenCalled();
    expect(list?.suggestions).toHaveLength(1);
    await type(')\nprint(are');
    expect(engine.smartComplete).toHaveBeenCalledTimes(2);
  });
});
