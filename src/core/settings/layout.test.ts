import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, MAX_RESTORED_TERMINALS, parseLayout, type LayoutNames } from './layout';

const names: LayoutNames = {
  isTerminalType: (id) => ['bash', 'python'].includes(id),
  isDrawerTab: (id) => ['assist', 'analyze'].includes(id),
  isPanel: (id) => id === 'settings',
};

describe('parseLayout', () => {
  it('keeps a whole stored layout', () => {
    const layout = {
      sidebarCollapsed: true,
      terminal: { open: true, types: ['bash', 'python'], active: 1, runTab: true, runShown: true },
      drawer: { open: true, tab: 'analyze', loaded: ['analyze'] },
      previewFileId: 'f1',
      panel: 'settings',
    };
    expect(parseLayout(layout, names)).toEqual(layout);
  });

  it('gives null for nothing stored, and defaults for fields that are wrong', () => {
    expect(parseLayout(null, names)).toBeNull();
    expect(parseLayout('layout', names)).toBeNull();
    expect(parseLayout([], names)).toBeNull();
    expect(parseLayout({}, names)).toEqual(DEFAULT_LAYOUT);
    expect(
      parseLayout(
        {
          sidebarCollapsed: 'yes',
          terminal: { open: 1, types: 'bash', active: -1 },
          drawer: { open: null, tab: 7, loaded: {} },
          previewFileId: '',
          panel: ['settings'],
        },
        names,
      ),
    ).toEqual(DEFAULT_LAYOUT);
  });

  it('leaves out names the app does not know, and an active index past the terminals', () => {
    const parsed = parseLayout(
      {
        terminal: { open: true, types: ['bash', 'cobol', 42, 'python'], active: 5 },
        drawer: { open: true, tab: 'gone', loaded: ['assist', 'assist', 'gone', '__proto__'] },
        panel: 'toString',
      },
      names,
    );
    expect(parsed?.terminal.types).toEqual(['bash', 'python']);
    expect(parsed?.terminal.active).toBe(0);
    expect(parsed?.drawer).toEqual({ open: true, tab: 'assist', loaded: ['assist'] });
    expect(parsed?.panel).toBeNull();
  });

  it('brings back a bounded number of terminals; an open panel needs something to show', () => {
    const many = Array.from({ length: 30 }, () => 'bash');
    const parsed = parseLayout({ terminal: { open: true, types: many } }, names);
    expect(parsed?.terminal.types).toHaveLength(MAX_RESTORED_TERMINALS);
    expect(parseLayout({ terminal: { open: true, types: [] } }, names)?.terminal.open).toBe(false);
    expect(
      parseLayout(
        { terminal: { open: true, runTab: false, runShown: true, types: ['bash'] } },
        names,
      )?.terminal.runShown,
    ).toBe(false);
  });
});
