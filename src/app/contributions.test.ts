// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTRIBUTIONS } from './contributions';
import { panelsStore } from '../state/panels-store';
import type { Command } from '../core/commands/command';

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
