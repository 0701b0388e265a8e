// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../core/commands/command';
import { commandRegistry } from '../../state/commands';
import { workspaceStore } from '../../state/workspace-store';
import { CommandPalette } from './CommandPalette';
import { paletteCommands } from './contribution';
import { preloadModals } from '../../ui/lazy-modal';

const ran: string[] = [];
const make = (id: string, title: string, over: Partial<Command> = {}): Command => ({
  id,
  title,
  description: `${title} description`,
  category: 'file',
  run: ({ source }) => {
    ran.push(`${id}:${source}`);
  },
  ...over,
});

let disposers: (() => void)[] = [];

// As the app does once the editor has loaded: the dialog then opens in the same render.
beforeAll(() => preloadModals());

beforeEach(() => {
  ran.length = 0;
  workspaceStore.setState({ paletteOpen: false });
  disposers = [
    make('file.new', 'New File', { keys: ['mod+n', 'alt+n'] }),
    make('file.save', 'Save File', { keys: ['mod+s'] }),
    make('view.toggleTheme', 'Toggle Theme', {
      category: 'settings',
      description: 'Switch between the light and dark theme',
      keys: ['mod+t', 'alt+t'],
    }),
    make('file.hidden', 'Hidden Command', { when: () => false }),
    ...paletteCommands(),
  ].map((c) => commandRegistry.register(c));
});

afterEach(() => {
  cleanup();
  disposers.forEach((d) => d());
  document.body.innerHTML = '';
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <CommandPalette />
    </>,
  );
  return user;
}

const open = () => act(() => workspaceStore.getState().setPaletteOpen(true));
const input = () => screen.getByRole('combobox', { name: 'Search commands' });
/** An option's title: the first part of its name (title, description, category, keys). */
const titleOf = (option: Element) =>
  document.getElementById(option.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent;
const optionNames = () => screen.queryAllByRole('option').map(titleOf);
const selectedName = () => {
  const o = screen.queryAllByRole('option').find((x) => x.getAttribute('aria-selected') === 'true');
  return o && titleOf(o);
};

describe('CommandPalette', () => {
  it('names each option by all it shows, so speech input can say what is seen', () => {
    setup();
    open();
    const option = screen.getByRole('option', { name: /^Toggle Theme / });
    const name = (option.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    // axe's rule: the name holds the visible text, part by part.
    for (const part of option.querySelectorAll('span[id], kbd')) {
      expect(name).toContain(part.textContent);
    }
    // And as a whole, the parts read in a row as they show.
    const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    expect(squash(name)).toContain(squash(option.textContent));
    expect(name.startsWith('Toggle Theme ')).toBe(true);
  });

  it('is closed until the store opens it, then lists the available commands', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
    expect(optionNames()).toEqual(['New File', 'Save File', 'Show All Commands', 'Toggle Theme']);
    expect(screen.getByRole('status').textContent).toBe('4 commands');
    expect(selectedName()).toBe('New File');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[0]!.id,
    );
    // Title, description, category and the first key binding, formatted for the platform.
    const theme = screen.getAllByRole('option')[3]!;
    expect(theme.textContent).toContain('Switch between the light and dark theme');
    expect(theme.textContent).toContain('Settings');
    expect(theme.querySelector('kbd')?.textContent).toBe('Ctrl+T / Alt+T');
  });

  it('filters as the person types, and says when nothing matches', async () => {
    const user = setup();
    open();
    await user.type(input(), 'theme');
    expect(optionNames()).toEqual(['Toggle Theme']);
    expect(screen.getByRole('status').textContent).toBe('1 command');
    await user.clear(input());
    await user.type(input(), 'zzzz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No commands found for "zzzz"');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('wraps around with the arrow keys', async () => {
    const user = setup();
    open();
    await user.keyboard('{ArrowUp}');
    expect(selectedName()).toBe('Toggle Theme');
    await user.keyboard('{ArrowDown}');
    expect(selectedName()).toBe('New File');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedName()).toBe('Show All Commands');
  });

  it('Enter closes the palette, then runs the selected command from the palette', async () => {
    const user = setup();
    open();
    await user.type(input(), 'save');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(workspaceStore.getState().paletteOpen).toBe(false);
    await vi.waitFor(() => expect(ran).toEqual(['file.save:palette']));
  });

  it('a click runs a command too', async () => {
    const user = setup();
    open();
    await user.click(screen.getByRole('option', { name: /^Toggle Theme / }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(ran).toEqual(['view.toggleTheme:palette']));
  });

  it('Esc closes, focus goes back, and search and selection reset on reopening', async () => {
    const user = setup();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    open();
    await user.type(input(), 'file');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(workspaceStore.getState().paletteOpen).toBe(false);
    expect(document.activeElement).toBe(before);
    expect(ran).toEqual([]);
    open();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(selectedName()).toBe('New File');
  });

  it('keeps Tab inside the palette', async () => {
    const user = setup();
    open();
    await user.tab();
    expect(document.activeElement).toBe(input());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input());
  });

  it('follows the registry while open', () => {
    setup();
    open();
    act(() => {
      disposers.push(commandRegistry.register(make('help.about', 'About')));
    });
    expect(optionNames()).toContain('About');
  });

  it('palette.open opens it (Ctrl+K, also from the editor)', async () => {
    const [command] = paletteCommands();
    expect(command).toMatchObject({ id: 'palette.open', keys: ['mod+k'], inEditor: true });
    await command!.run({ source: 'keyboard' });
    expect(workspaceStore.getState().paletteOpen).toBe(true);
  });
});
