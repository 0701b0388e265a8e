// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Command } from '../core/commands/command';
import { createRegistry } from '../core/commands/registry';
import { CommandButton, CommandsProvider } from './CommandButton';

afterEach(cleanup);

const theme = (keys: string[], over: Partial<Command> = {}): Command => ({
  id: 'view.toggleTheme',
  title: 'Toggle Theme',
  description: '',
  category: 'settings',
  keys,
  run: vi.fn(),
  ...over,
});

const renderWith = (registry: ReturnType<typeof createRegistry>, isMac = false) =>
  render(
    <CommandsProvider registry={registry} isMac={isMac}>
      <CommandButton id="view.toggleTheme" aria-label="Theme" />
    </CommandsProvider>,
  );

describe('CommandButton', () => {
  it("shows the command's keys in its tooltip, and a rebound key at once", () => {
    const registry = createRegistry({ isMac: false });
    const dispose = registry.register(theme(['alt+t', 'mod+t']));
    renderWith(registry);
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button.title).toBe('Toggle Theme (Alt+T / Ctrl+T)');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+T Control+T');
    act(() => {
      dispose();
      registry.register(theme(['mod+j']));
    });
    expect(screen.getByRole('button', { name: 'Theme' }).title).toBe('Toggle Theme (Ctrl+J)');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+J');
  });

  it('formats the key for macOS there', () => {
    const registry = createRegistry({ isMac: true });
    registry.register(theme(['mod+j']));
    renderWith(registry, true);
    expect(screen.getByRole('button', { name: 'Theme' }).title).toBe('Toggle Theme (⌘J)');
  });

  it('is disabled while its command is unavailable, and runs it once available', () => {
    const registry = createRegistry({ isMac: false });
    let available = false;
    const command = theme([], { when: () => available });
    registry.register(command);
    const view = renderWith(registry);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Theme' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(command.run).not.toHaveBeenCalled();
    available = true;
    view.rerender(
      <CommandsProvider registry={registry} isMac={false}>
        <CommandButton id="view.toggleTheme" aria-label="Theme" />
      </CommandsProvider>,
    );
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(command.run).toHaveBeenCalledWith({ source: 'button' }, undefined);
  });

  it('renders nothing until its command is registered, then appears', () => {
    const registry = createRegistry({ isMac: false });
    renderWith(registry);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => void registry.register(theme(['alt+t'])));
    expect(screen.getByRole('button', { name: 'Theme' }).textContent).toBe('Toggle Theme');
  });

  it('follows the state its command depends on, without its parent rendering again', () => {
    const registry = createRegistry({ isMac: false });
    let available = false;
    const listeners = new Set<() => void>();
    const subscribeToState = (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    registry.register(theme([], { when: () => available }));
    render(
      <CommandsProvider registry={registry} isMac={false} subscribeToState={subscribeToState}>
        <CommandButton id="view.toggleTheme" aria-label="Theme" />
      </CommandsProvider>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Theme' });
    expect(button.disabled).toBe(true);
    act(() => {
      available = true;
      listeners.forEach((listener) => listener());
    });
    expect(button.disabled).toBe(false);
  });
});
