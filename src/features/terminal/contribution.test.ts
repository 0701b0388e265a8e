// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const { createRegistry } = await import('../../core/commands/registry');
  const { terminalCommands } = await import('./contribution');
  const { terminalsStore, activeSession } = await import('../../state/terminals-store');
  const { toastsStore } = await import('../../state/toasts-store');
  const registry = createRegistry({ isMac: false });
  for (const c of terminalCommands()) registry.register(c);
  return { registry, terminals: terminalsStore, activeSession, toasts: toastsStore };
}

const key = (k: string, mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}) => ({
  key: k,
  code: k === '`' ? 'Backquote' : k,
  ctrlKey: !!mods.ctrl,
  metaKey: false,
  altKey: !!mods.alt,
  shiftKey: !!mods.shift,
});

describe('terminal commands', () => {
  it('binds Ctrl+` and Alt+F12 to the toggle, Ctrl+Shift+` to a new terminal', async () => {
    const { registry } = await load();
    expect(registry.commandForKey(key('`', { ctrl: true }))?.id).toBe('view.toggleTerminal');
    expect(registry.commandForKey(key('F12', { alt: true }))?.id).toBe('view.toggleTerminal');
    expect(registry.commandForKey(key('`', { ctrl: true, shift: true }))?.id).toBe('terminal.new');
    expect(registry.conflicts()).toEqual([]);
  });

  it('toggles the panel, starting with a Bash terminal', async () => {
    const { registry, terminals, activeSession } = await load();
    await registry.run('view.toggleTerminal', 'keyboard');
    expect(terminals.getState().panelOpen).toBe(true);
    expect(activeSession(terminals.getState())?.type).toBe('bash');
    await registry.run('view.toggleTerminal', 'keyboard');
    expect(terminals.getState().panelOpen).toBe(false);
  });

  it('offers a New ... Terminal command for each of the nine types', async () => {
    const { registry, terminals, activeSession } = await load();
    const titles = registry
      .all()
      .filter((c) => c.id.startsWith('terminal.new.'))
      .map((c) => c.title);
    expect(titles).toEqual([
      'New Bash Terminal',
      'New Python Terminal',
      'New Node.js Terminal',
      'New Java Terminal',
      'New PowerShell Terminal',
      'New Command Prompt Terminal',
      'New Rust Terminal',
      'New Go Terminal',
      'New PHP Terminal',
    ]);
    await registry.run('terminal.new.rust', 'palette');
    await registry.run('terminal.new', 'palette'); // the active terminal's type
    expect(terminals.getState().sessions.map((s) => s.name)).toEqual(['Rust', 'Rust 2']);
    expect(activeSession(terminals.getState())?.name).toBe('Rust 2');
  });

  it('says why the only terminal stays open, and Close All hides the panel', async () => {
    const { registry, terminals, toasts } = await load();
    expect(registry.available().some((c) => c.id === 'terminal.closeAll')).toBe(false);
    await registry.run('terminal.new.go', 'palette');
    await registry.run('terminal.close', 'palette');
    expect(terminals.getState().sessions).toHaveLength(1);
    expect(toasts.getState().toasts.at(-1)).toMatchObject({
      title: 'Terminal kept open',
      message: expect.stringContaining('This is the only terminal'),
    });
    await registry.run('terminal.closeAll', 'palette');
    expect(terminals.getState().sessions).toEqual([]);
    expect(terminals.getState().panelOpen).toBe(false);
  });

  it('clears the active terminal', async () => {
    const { registry, terminals } = await load();
    await registry.run('terminal.new.php', 'palette');
    await registry.run('terminal.clear', 'palette');
    expect(terminals.getState().sessions[0]!.history).toEqual([]);
  });
});
