// @vitest-environment jsdom
/** Ghost text on a real Monaco text model, with the AI worker replaced. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import type { languages } from 'monaco-editor';
import { monaco, testEditor } from './test-editor';

const engine = vi.hoisted(() => ({ complete: vi.fn() }));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));
const { startGhostText } = await import('./ghost-text');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const CODE = 'function add(a, b) {\n  return a';

function setUp(enabled = true) {
  const model = api.editor.createModel(CODE, 'javascript');
  const shell = testEditor(model);
  let provider: languages.InlineCompletionsProvider | undefined;
  vi.spyOn(api.languages, 'registerInlineCompletionsProvider').mockImplementation(
    (_selector, p) => {
      provider = p;
      return { dispose: () => (provider = undefined) };
    },
  );
  const noteProvider = vi.fn();
  const ghost = startGhostText(monaco, shell.editor, {
    enabled: () => enabled,
    language: () => 'JavaScript',
    noteProvider,
  });
  const ask = async (explicit = false) => {
    if (!provider) throw new Error('no provider');
    const source = new api.CancellationTokenSource();
    const trigger = explicit
      ? api.languages.InlineCompletionTriggerKind.Explicit
      : api.languages.InlineCompletionTriggerKind.Automatic;
    const answer = await provider.provideInlineCompletions(
      model,
      model.getFullModelRange().getEndPosition(),
      { triggerKind: trigger } as languages.InlineCompletionContext,
      source.token,
    );
    return answer?.items.map((i) => ({ text: i.insertText, range: i.range })) ?? [];
  };
  return { model, shell, ghost, ask, noteProvider, registered: () => provider !== undefined };
}

beforeEach(() => {
  engine.complete.mockReset().mockResolvedValue({
    suggestions: [
      { text: ' + b;', startPos: CODE.length, endPos: CODE.length },
      { text: ' - b;', startPos: CODE.length, endPos: CODE.length },
      { text: '', startPos: CODE.length, endPos: CODE.length },
      { text: ' * b;', startPos: CODE.length, endPos: CODE.length },
      { text: ' / b;', startPos: CODE.length, endPos: CODE.length },
    ],
    provider: LOCAL,
  });
});
afterEach(() => {
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startGhostText', () => {
  it('offers the first suggestion at the cursor while typing, from the text around it', async () => {
    const { ask, noteProvider } = setUp();
    expect(await ask()).toEqual([{ text: ' + b;', range: new api.Range(2, 11, 2, 11) }]);
    expect(engine.complete).toHaveBeenCalledWith(CODE, 'JavaScript', CODE.length, {
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(noteProvider).toHaveBeenCalledWith(LOCAL);
  });

  it('offers up to three non-empty suggestions when asked for explicitly', async () => {
    const { ask } = setUp();
    expect((await ask(true)).map((i) => i.text)).toEqual([' + b;', ' - b;', ' * b;']);
  });

  it('offers nothing right after a deletion unless asked for, and nothing with the AI off', async () => {
    const { ask, shell } = setUp();
    shell.type('x');
    shell.deleteBack(1);
    expect(await ask()).toEqual([]);
    expect(engine.complete).not.toHaveBeenCalled();
    expect(await ask(true)).toHaveLength(3);
    shell.type(' ');
    expect(await ask()).toHaveLength(1);

    const off = setUp(false);
    expect(await off.ask(true)).toEqual([]);
  });

  it('stops offering once disposed', () => {
    const { ghost, registered } = setUp();
    ghost.dispose();
    expect(registered()).toBe(false);
  });
});
