import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from './registry';
import type { Command } from './command';
import { ariaKeyShortcut, formatBinding } from './keys';

const cmd = (id: string, keys?: string[], extra: Partial<Command> = {}): Command => ({
  id,
  title: id,
  description: '',
  category: 'file',
  keys,
  run: vi.fn(),
  ...extra,
});

const key = (
  k: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', boolean>> = {},
) => ({
  key: k,
  code: /^[a-z]$/.test(k) ? `Key${k.toUpperCase()}` : k === '`' ? 'Backquote' : k,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  altKey: !!mods.alt,
  shiftKey: !!mods.shift,
});

describe('command registry', () => {
  it('throws on a duplicate id', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('file.save'));
    expect(() => r.register(cmd('file.save'))).toThrow(/already registered/);
  });

  it('rejects a malformed key binding', () => {
    const r = createRegistry({ isMac: false });
    expect(() => r.register(cmd('x', ['hyper+s']))).toThrow(/Invalid key binding/);
  });

  it('maps mod to Ctrl elsewhere and Cmd on macOS', () => {
    const pc = createRegistry({ isMac: false });
    pc.register(cmd('file.save', ['mod+s']));
    expect(pc.commandForKey(key('s', { ctrl: true }))?.id).toBe('file.save');
    expect(pc.commandForKey(key('s', { meta: true }))).toBeUndefined();
    const mac = createRegistry({ isMac: true });
    mac.register(cmd('file.save', ['mod+s']));
    expect(mac.commandForKey(key('s', { meta: true }))?.id).toBe('file.save');
    expect(mac.commandForKey(key('s', { ctrl: true }))).toBeUndefined();
  });

  it('requires the exact modifiers', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('view.focus', ['mod+shift+f']));
    expect(r.commandForKey(key('f', { ctrl: true }))).toBeUndefined();
    expect(r.commandForKey(key('F', { ctrl: true, shift: true }))?.id).toBe('view.focus');
  });

  it('matches the backquote key', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('view.terminal', ['mod+`']));
    expect(r.commandForKey(key('`', { ctrl: true }))?.id).toBe('view.terminal');
  });

  it('reports two commands on one key and runs neither', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('a', ['mod+k']));
    r.register(cmd('b', ['ctrl+k']));
    expect(r.conflicts()).toEqual([{ key: 'ctrl+k', commandIds: ['a', 'b'] }]);
    expect(r.commandForKey(key('k', { ctrl: true }))).toBeUndefined();
  });

  it('hides unavailable commands and does not run them', async () => {
    const r = createRegistry({ isMac: false });
    const c = cmd('file.close', ['mod+w'], { when: () => false });
    r.register(c);
    expect(r.available()).toEqual([]);
    expect(r.commandForKey(key('w', { ctrl: true }))).toBeUndefined();
    expect(await r.run('file.close', 'palette')).toBe(false);
    expect(c.run).not.toHaveBeenCalled();
  });

  it('runs a command with its source and notifies subscribers', async () => {
    const r = createRegistry({ isMac: false });
    const listener = vi.fn();
    r.subscribe(listener);
    const c = cmd('file.save');
    const dispose = r.register(c);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await r.run('file.save', 'keyboard')).toBe(true);
    expect(c.run).toHaveBeenCalledWith({ source: 'keyboard' }, undefined);
    dispose();
    expect(r.get('file.save')).toBeUndefined();
  });

  it('passes a context and arguments through to the command', async () => {
    const r = createRegistry({ isMac: false });
    const c = cmd('file.download');
    r.register(c);
    expect(await r.run('file.download', { source: 'menu' }, { id: 'f1' })).toBe(true);
    expect(c.run).toHaveBeenCalledWith({ source: 'menu' }, { id: 'f1' });
  });

  it('knows a bound key even when its command is unavailable, in conflict or editor-only', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('file.close', ['mod+w'], { when: () => false }));
    r.register(cmd('a', ['mod+k']));
    r.register(cmd('b', ['ctrl+k']));
    r.register(cmd('ai.fix', ['alt+f'], { editorOnly: true }));
    expect(r.isBound(key('w', { ctrl: true }))).toBe(true);
    expect(r.isBound(key('k', { ctrl: true }))).toBe(true);
    expect(r.isBound(key('f', { alt: true }))).toBe(true);
    expect(r.isBound(key('w', { ctrl: true, shift: true }))).toBe(false);
    expect(r.isBound(key('q'))).toBe(false);
  });

  it('forgets the keys of a command that is unregistered', () => {
    const r = createRegistry({ isMac: false });
    const dispose = r.register(cmd('file.save', ['mod+s']));
    dispose();
    expect(r.isBound(key('s', { ctrl: true }))).toBe(false);
    expect(r.commandForKey(key('s', { ctrl: true }))).toBeUndefined();
    r.register(cmd('file.save', ['mod+shift+s']));
    expect(r.commandForKey(key('s', { ctrl: true, shift: true }))?.id).toBe('file.save');
  });

  it('tells apart commands on one key with different modifiers, and a command with two', () => {
    const r = createRegistry({ isMac: false });
    r.register(cmd('new.file', ['mod+n', 'alt+n']));
    r.register(cmd('new.folder', ['alt+shift+n']));
    expect(r.commandForKey(key('n', { ctrl: true }))?.id).toBe('new.file');
    expect(r.commandForKey(key('n', { alt: true }))?.id).toBe('new.file');
    expect(r.commandForKey(key('n', { alt: true, shift: true }))?.id).toBe('new.folder');
    expect(r.commandForKey(key('n'))).toBeUndefined();
    expect(r.isBound(key('n'))).toBe(false);
    expect(r.conflicts()).toEqual([]);
  });

  it('formats bindings for people', () => {
    expect(formatBinding('mod+shift+f', true)).toBe('⇧⌘F');
    expect(formatBinding('mod+shift+f', false)).toBe('Ctrl+Shift+F');
    expect(formatBinding('alt+n', false)).toBe('Alt+N');
    expect(formatBinding('mod+`', false)).toBe('Ctrl+`');
  });

  it('writes bindings for aria-keyshortcuts', () => {
    expect(ariaKeyShortcut('mod+shift+a', false)).toBe('Control+Shift+A');
    expect(ariaKeyShortcut('mod+s', true)).toBe('Meta+S');
    expect(ariaKeyShortcut('mod+`', false)).toBe('Control+`');
    expect(ariaKeyShortcut('shift+f5', false)).toBe('Shift+F5');
  });
});

describe('editor-only keys', () => {
  const key = {
    key: 'F',
    code: 'KeyF',
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: true,
  };
  const make = () => {
    const registry = createRegistry({ isMac: false });
    registry.register({
      id: 'view.focus',
      title: 'Focus Mode',
      description: '',
      category: 'view',
      keys: ['mod+shift+f'],
      run: () => undefined,
    });
    registry.register({
      id: 'ai.fix',
      title: 'Auto-Fix',
      description: '',
      category: 'ai',
      keys: ['mod+shift+f'],
      editorOnly: true,
      run: () => undefined,
    });
    return registry;
  };

  it('share a key with a command outside the editor without a conflict', () => {
    const registry = make();
    expect(registry.conflicts()).toEqual([]);
    expect(registry.commandForKey(key, true)?.id).toBe('ai.fix');
    expect(registry.commandForKey(key, false)?.id).toBe('view.focus');
  });

  it('still conflict with another command of the editor on the same key', () => {
    const registry = make();
    registry.register({
      id: 'other',
      title: 'Other',
      description: '',
      category: 'file',
      keys: ['mod+shift+f'],
      inEditor: true,
      run: () => undefined,
    });
    expect(registry.commandForKey(key, true)).toBeUndefined();
    expect(registry.conflicts().map((c) => c.commandIds.sort())).toContainEqual([
      'ai.fix',
      'other',
    ]);
  });
});
