// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../core/commands/registry';
import type { Command } from '../core/commands/command';
import {
  focusPlace,
  holdEarlyShortcuts,
  installKeybindings,
  shouldRunShortcut,
} from './keybindings';

const command = (over: Partial<Command> = {}): Command => ({
  id: 'file.save',
  title: 'Save File',
  description: '',
  category: 'file',
  keys: ['mod+s'],
  run: vi.fn(),
  ...over,
});

const ctrlS = (extra: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', {
    key: 's',
    code: 'KeyS',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
    ...extra,
  });

const el = (id: string) => document.getElementById(id)!;
const notEditor = () => false;

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  document.body.innerHTML = '';
});

function install(...commands: Command[]) {
  const registry = createRegistry({ isMac: false });
  for (const c of commands) registry.register(c);
  dispose = installKeybindings(registry, { isEditorFocused: notEditor });
  return registry;
}

describe('focusPlace', () => {
  it('tells text fields, the editor, modals and everything else apart', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="check" type="checkbox">
      <textarea id="area"></textarea><select id="select"></select>
      <div contenteditable="true"><span id="editable">x</span></div>
      <div contenteditable="false" id="not-editable"></div>
      <div class="monaco-editor"><textarea id="monaco"></textarea></div>
      <div role="dialog" aria-modal="true"><input id="palette"><button id="in-modal"></button></div>
      <button id="button"></button>`;
    expect(focusPlace(el('text'), notEditor)).toBe('field');
    expect(focusPlace(el('search'), notEditor)).toBe('field');
    expect(focusPlace(el('area'), notEditor)).toBe('field');
    expect(focusPlace(el('select'), notEditor)).toBe('field');
    expect(focusPlace(el('editable'), notEditor)).toBe('field');
    expect(focusPlace(el('check'), notEditor)).toBe('none');
    expect(focusPlace(el('not-editable'), notEditor)).toBe('none');
    expect(focusPlace(el('button'), notEditor)).toBe('none');
    expect(focusPlace(document.body, notEditor)).toBe('none');
    expect(focusPlace(el('monaco'), notEditor)).toBe('editor');
    expect(focusPlace(el('palette'), notEditor)).toBe('modal');
    expect(focusPlace(el('in-modal'), notEditor)).toBe('modal');
  });

  it('trusts the editor-focus callback (Monaco edit-context elements)', () => {
    document.body.innerHTML = '<div id="ctx"></div>';
    expect(focusPlace(el('ctx'), () => true)).toBe('editor');
  });
});

describe('shouldRunShortcut', () => {
  it('runs everywhere but while typing; in the editor only commands marked inEditor', () => {
    expect(shouldRunShortcut({}, 'none')).toBe(true);
    expect(shouldRunShortcut({}, 'field')).toBe(false);
    expect(shouldRunShortcut({}, 'modal')).toBe(false);
    expect(shouldRunShortcut({}, 'editor')).toBe(false);
    expect(shouldRunShortcut({ inEditor: true }, 'editor')).toBe(true);
    expect(shouldRunShortcut({ inEditor: true }, 'field')).toBe(false);
    expect(shouldRunShortcut({ inEditor: true }, 'modal')).toBe(false);
  });
});

describe('installKeybindings', () => {
  it('runs the bound command with source keyboard and stops the browser default', () => {
    const save = command();
    install(save);
    const event = ctrlS();
    document.body.dispatchEvent(event);
    expect(save.run).toHaveBeenCalledWith({ source: 'keyboard' }, undefined);
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores shortcuts typed into an input and leaves the key to it', () => {
    const save = command();
    install(save);
    document.body.innerHTML = '<input id="i">';
    const event = ctrlS();
    el('i').dispatchEvent(event);
    expect(save.run).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('runs inEditor commands from the Monaco editor, and only those', () => {
    const save = command({ inEditor: true });
    const sidebar = command({ id: 'view.toggleSidebar', keys: ['mod+b'] });
    install(save, sidebar);
    document.body.innerHTML = '<div class="monaco-editor"><textarea id="m"></textarea></div>';
    const outer = vi.fn();
    el('m').addEventListener('keydown', outer);
    el('m').dispatchEvent(ctrlS());
    expect(save.run).toHaveBeenCalledWith({ source: 'keyboard' }, undefined);
    expect(outer).not.toHaveBeenCalled(); // Monaco does not see a key we handled
    const b = new KeyboardEvent('keydown', {
      key: 'b',
      code: 'KeyB',
      ctrlKey: true,
      bubbles: true,
    });
    el('m').dispatchEvent(b);
    expect(sidebar.run).not.toHaveBeenCalled();
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape and other keys in a modal to the modal', () => {
    const escape = command({ id: 'view.exitFocusMode', keys: ['escape'] });
    install(escape);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><input id="q"></div>';
    const seen = vi.fn((e: KeyboardEvent) => e.defaultPrevented);
    el('q').addEventListener('keydown', seen);
    el('q').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(escape.run).not.toHaveBeenCalled();
    expect(seen).toHaveReturnedWith(false);
  });

  it('runs a held key once, and swallows keys of unavailable commands', () => {
    const save = command({ when: () => false });
    const theme = command({ id: 'view.toggleTheme', keys: ['mod+t'] });
    install(save, theme);
    const held = new KeyboardEvent('keydown', {
      key: 't',
      code: 'KeyT',
      ctrlKey: true,
      repeat: true,
      cancelable: true,
    });
    document.body.dispatchEvent(held);
    expect(theme.run).not.toHaveBeenCalled();
    expect(held.defaultPrevented).toBe(true);
    const event = ctrlS();
    document.body.dispatchEvent(event);
    expect(save.run).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true); // no 'Save page as' dialog
  });

  it('warns once per key conflict, also for commands registered later', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = install(command({ id: 'a' }), command({ id: 'b' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('ctrl+s');
    registry.register(command({ id: 'c', keys: ['mod+k'] }));
    expect(warn).toHaveBeenCalledTimes(1);
    registry.register(command({ id: 'd', keys: ['mod+k'] }));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops listening when disposed', () => {
    const save = command();
    install(save);
    dispose?.();
    dispose = undefined;
    document.body.dispatchEvent(ctrlS());
    expect(save.run).not.toHaveBeenCalled();
  });

  it('keeps working after a command throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = command({
      run: () => {
        throw new Error('boom');
      },
    });
    install(save);
    document.body.dispatchEvent(ctrlS());
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
  });
});

describe('holdEarlyShortcuts', () => {
  it('plays a shortcut pressed before the dispatcher was installed, once it is', () => {
    const release = holdEarlyShortcuts();
    const early = ctrlS();
    window.dispatchEvent(early);
    // The browser's own Ctrl+S is not shown meanwhile.
    expect(early.defaultPrevented).toBe(true);
    window.dispatchEvent(ctrlS({ repeat: true }));
    const typed = new KeyboardEvent('keydown', { key: 'a', cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);

    const save = command();
    install(save);
    expect(save.run).not.toHaveBeenCalled();
    release();
    expect(save.run).toHaveBeenCalledTimes(1);
    // Released: a key now reaches the dispatcher alone, and is not played twice.
    window.dispatchEvent(ctrlS());
    expect(save.run).toHaveBeenCalledTimes(2);
  });
});
