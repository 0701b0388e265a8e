// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../core/commands/registry';
import type { Command } from '../core/commands/command';
import { focusPlace, installKeybindings, shouldRun } from './keybindings';

const command = (over: Partial<Command> = {}): Command => ({
  id: 'x',
  title: 'X',
  description: '',
  category: 'file',
  keys: ['mod+s'],
  run: vi.fn(),
  ...over,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('where focus is', () => {
  it('tells fields, the editor and the rest apart', () => {
    document.body.innerHTML = `
      <input id="i"><textarea id="t"></textarea><div contenteditable="true" id="c"></div>
      <div class="monaco-editor"><textarea id="m"></textarea></div><button id="b"></button>`;
    const el = (id: string) => document.getElementById(id);
    expect(focusPlace(el('i'))).toBe('field');
    expect(focusPlace(el('t'))).toBe('field');
    expect(focusPlace(el('c'))).toBe('field');
    expect(focusPlace(el('m'))).toBe('editor');
    expect(focusPlace(el('b'))).toBe('none');
  });

  it('runs editor-safe commands in the editor, and nothing while typing in a field', () => {
    expect(shouldRun(command(), 'none')).toBe(true);
    expect(shouldRun(command(), 'field')).toBe(false);
    expect(shouldRun(command(), 'editor')).toBe(false);
    expect(shouldRun(command({ inEditor: true }), 'editor')).toBe(true);
    expect(shouldRun(command({ inEditor: true }), 'field')).toBe(false);
  });
});

describe('dispatcher', () => {
  it('runs the bound command and stops the browser default', () => {
    const registry = createRegistry({ isMac: false });
    const save = command({ id: 'file.save' });
    registry.register(save);
    const dispose = installKeybindings(registry);
    const event = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(save.run).toHaveBeenCalledWith('keyboard');
    expect(event.defaultPrevented).toBe(true);
    dispose();
  });

  it('ignores shortcuts typed into an input', () => {
    const registry = createRegistry({ isMac: false });
    const save = command({ id: 'file.save' });
    registry.register(save);
    const dispose = installKeybindings(registry);
    document.body.innerHTML = '<input id="i">';
    const input = document.getElementById('i')!;
    const event = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    input.dispatchEvent(event);
    expect(save.run).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    dispose();
  });
});
