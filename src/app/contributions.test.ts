// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTRIBUTIONS, registerWithModeKeys } from './contributions';
import { panelsStore } from '../state/panels-store';
import type { Command } from '../core/commands/command';
import { createRegistry } from '../core/commands/registry';
import { SESSION_KEYS } from '../features/debug';

const commandsOf = (c: (typeof CONTRIBUTIONS)[number]): Command[] => c.commands?.() ?? [];

describe('the features’ contributions', () => {
  it('give each command and each panel an id of its own', () => {
    const commands = CONTRIBUTIONS.flatMap(commandsOf).map((c) => c.id);
    expect(new Set(commands).size).toBe(commands.length);
    const panels = CONTRIBUTIONS.flatMap((c) => c.panels ?? []).map((p) => p.id);
    expect(new Set(panels).size).toBe(panels.length);
    expect(panels.length).toBeGreaterThanOrEqual(10);
  });

  it('open each panel from a command of the feature that declares it', async () => {
    for (const contribution of CONTRIBUTIONS) {
      for (const panel of contribution.panels ?? []) {
        const opened: string[] = [];
        for (const command of commandsOf(contribution)) {
          panelsStore.getState().close();
          await command.run({ source: 'palette' });
          const open = panelsStore.getState().open;
          if (open) opened.push(open);
        }
        expect(opened, `a command that opens '${panel.id}'`).toContain(panel.id);
      }
    }
  });
});

describe('the keys of a debugger session', () => {
  const key = (k: string, shiftKey = false) => ({
    key: k,
    code: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey,
  });
  const ctrlEnter = { ...key('Enter'), ctrlKey: true };

  it('are Continue, Step Over and Step Into while one is shown, and Run File’s after', () => {
    const registry = createRegistry({ isMac: false });
    const all = CONTRIBUTIONS.flatMap(commandsOf).map((c) => ({ ...c, when: () => true }));
    const keys = registerWithModeKeys(registry, all, SESSION_KEYS);
    const bound = (event: ReturnType<typeof key>) => registry.commandForKey(event, true)?.id;
    expect(registry.conflicts()).toEqual([]);
    expect([bound(key('F5')), bound(key('F10')), bound(key('F11'))]).toEqual([
      'run.file',
      'debug.stepThrough',
      'debug.stepThrough',
    ]);
    expect(bound(key('F5', true))).toBe('run.stop');
    keys.setMode(true);
    expect(registry.conflicts()).toEqual([]);
    expect([bound(key('F5')), bound(key('F10')), bound(key('F11'))]).toEqual([
      'debug.continue',
      'debug.stepOver',
      'debug.stepInto',
    ]);
    expect(bound(key('F5', true))).toBe('debug.stop');
    expect(bound(ctrlEnter)).toBe('run.file');
    keys.setMode(false);
    expect(registry.conflicts()).toEqual([]);
    expect(bound(key('F5'))).toBe('run.file');
    expect(registry.get('run.file')?.keys).toEqual(['f5', 'mod+enter']);
  });
});
