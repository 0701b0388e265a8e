// @vitest-environment jsdom
/** Auto-fix on a real Monaco text model, with the AI worker replaced. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from 'monaco-editor/editor/editor.api.js';
import { editorAiStore } from '../../../state/editor-ai-store';
import { toastsStore } from '../../../state/toasts-store';
import { testEditor } from './test-editor';

const engine = vi.hoisted(() => ({ autoFix: vi.fn() }));
vi.mock('../../../workers/ai-instance', () => ({ aiEngine: () => engine }));
const { startAutoFix } = await import('./auto-fix');

const LOCAL = { kind: 'local' as const, model: 'rules' };
const BEFORE = 'var count = 1;';
const AFTER = 'const count = 1;';
const titles = () => toastsStore.getState().toasts.map((t) => t.title);

function setUp() {
  const shell = testEditor(api.editor.createModel(BEFORE, 'javascript'));
  const fix = startAutoFix(shell.editor, {
    language: () => 'JavaScript',
    noteProvider: () => undefined,
    fileId: () => 'a',
    fileName: () => 'a.js',
    languageId: () => 'javascript',
    autoFixEnabled: () => true,
    monitoring: () => false,
  });
  return { shell, fix, text: () => shell.editor.getModel()?.getValue() };
}

beforeEach(() => {
  toastsStore.setState({ toasts: [] });
  editorAiStore.setState({ fixing: false, lastFix: null });
  engine.autoFix.mockReset().mockResolvedValue({
    fixed: true,
    fixed_code: AFTER,
    fixes_applied: ['var → const'],
    confidence: 0.95,
    manual_review_needed: false,
    provider: LOCAL,
  });
});
afterEach(() => {
  for (const model of api.editor.getModels()) model.dispose();
});

describe('startAutoFix', () => {
  it('applies the fix as one undoable edit, says so and keeps the diff', async () => {
    const { fix, shell, text } = setUp();
    await fix.run();
    expect(text()).toBe(AFTER);
    expect(titles()).toEqual(['Auto-fixed: var → const']);
    expect(editorAiStore.getState().lastFix).toMatchObject({ before: BEFORE, after: AFTER });
    expect(editorAiStore.getState().fixing).toBe(false);
    shell.undo();
    expect(text()).toBe(BEFORE);
  });

  it('does not apply a fix made for text that has changed since', async () => {
    const { fix, shell, text } = setUp();
    const fixed: unknown = await engine.autoFix();
    let answer: (value: unknown) => void = () => {};
    engine.autoFix.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const running = fix.run();
    shell.type('\n');
    answer(fixed);
    await running;
    expect(text()).toBe(`${BEFORE}\n`);
    expect(titles()).toEqual(['Not applied']);
  });
});
