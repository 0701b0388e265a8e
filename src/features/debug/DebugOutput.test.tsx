// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '../../core/run/recording';
import { TraceBuilder } from '../../core/run/debug-view-model.testing';
import { debugStore } from '../../state/debug-store';
import DebugOutput from './DebugOutput';

function show(recording: Recording, current: number): void {
  debugStore.setState((s) => ({
    session: {
      id: 'run-1',
      fileId: 'file-1',
      fileName: 'main.py',
      entry: 'main.py',
      runtime: 'python',
      status: 'done',
      ended: recording.error ? 'error' : 'finished',
    },
    recording,
    version: s.version + 1,
    current,
    selectedFrame: null,
  }));
}

afterEach(() => {
  cleanup();
  debugStore.getState().close();
});

/**
 * 1 print('Hello')
 * 2 name = input('Name? ')
 * 3 print('Hi', name)
 * 4 print(10 / 0)
 */
function greeting(): Recording {
  const b = new TraceBuilder('main.py');
  b.line(1)
    .print('Hello\n')
    .line(2)
    .print('Name? ')
    .print('Ada', 'input')
    .line(3, { name: 'Ada' })
    .print('Hi Ada\n')
    .line(4, { name: 'Ada' });
  const r = b.build();
  r.error = { step: 3, name: 'ZeroDivisionError', message: 'division by zero', line: 4 };
  return r;
}

const lines = () =>
  within(screen.getByRole('list', { name: /^Output/ }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('DebugOutput', () => {
  it('shows the output printed before the step, and what the step prints marked', () => {
    show(greeting(), 0);
    render(<DebugOutput />);
    expect(lines()).toEqual(['Hello, printed by the line shown']);
    expect(screen.getByText(/Highlighted: printed by the line shown \(line 1\)/)).toBeTruthy();

    act(() => debugStore.getState().goTo(3));
    expect(lines()).toEqual([
      'Hello, printed by line 1',
      'Name? typed: Ada, printed by line 2',
      'Hi Ada, printed by line 3',
    ]);
    expect(screen.getByText('Ada').className).toContain('is-input');
    expect(screen.queryByText(/Highlighted/)).toBeNull();
  });

  it('goes to the step that printed a line when it is clicked', async () => {
    const user = userEvent.setup();
    show(greeting(), 3);
    render(<DebugOutput />);
    const goTo = vi.spyOn(debugStore.getState(), 'goTo');
    await user.click(screen.getByRole('button', { name: /^Name\? typed: Ada/ }));
    expect(goTo).toHaveBeenCalledWith(1);
    expect(debugStore.getState().current).toBe(1);
    // That line is now the one the step shown prints.
    expect(lines()).toEqual([
      'Hello, printed by line 1',
      'Name? typed: Ada, printed by the line shown',
    ]);
  });

  it('moves between lines with the arrow keys, one of them taking Tab', async () => {
    const user = userEvent.setup();
    show(greeting(), 3);
    render(<DebugOutput />);
    const buttons = within(screen.getByRole('list', { name: /^Output/ })).getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    await user.tab();
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Name? Ada');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Hello');
    await user.keyboard('{Enter}');
    expect(debugStore.getState().current).toBe(0);
  });

  it('says the error the run ended with, and goes to its step', async () => {
    const user = userEvent.setup();
    show(greeting(), 0);
    render(<DebugOutput />);
    expect(screen.getByText(/The program stopped with an error on line 4:/).textContent).toBe(
      'The program stopped with an error on line 4: ZeroDivisionError: division by zero',
    );
    await user.click(screen.getByRole('button', { name: 'Go to the error' }));
    expect(debugStore.getState().current).toBe(3);
    expect(screen.queryByRole('button', { name: 'Go to the error' })).toBeNull();
  });

  it('renders only the lines in view of a long output', () => {
    const b = new TraceBuilder('main.py');
    for (let i = 0; i < 10_000; i++) b.line(2, { i }).print(`line ${i}\n`);
    const r = b.build();
    show(r, 9_999);
    render(<DebugOutput />);
    const list = screen.getByRole('list', { name: /^Output/ });
    const shown = lines();
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
    expect(shown[shown.length - 1]).toBe('line 9999, printed by the line shown');
    // The rows above and below the view keep their place in the scroll.
    expect(parseInt(list.style.paddingTop, 10)).toBeGreaterThan(100_000);

    act(() => debugStore.getState().goTo(20));
    const early = lines();
    expect(early[early.length - 1]).toBe('line 20, printed by the line shown');
    expect(early[0]).toBe('line 0, printed by line 2');
  });

  it('says when nothing is printed yet', () => {
    show(new TraceBuilder('main.py').line(1).build(), 0);
    render(<DebugOutput />);
    expect(screen.getByText('Nothing printed yet.')).toBeTruthy();
  });
});
