// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Recording } from '../../core/run/recording';
import {
  TraceBuilder,
  aliasing,
  cappedList,
  factorial,
} from '../../core/run/debug-view-model.testing';
import { debugStore, type DebugSession } from '../../state/debug-store';
import DebugView from './DebugView';

function show(recording: Recording, current: number, session: Partial<DebugSession> = {}): void {
  debugStore.setState((s) => ({
    session: {
      id: 'run-1',
      fileId: 'file-1',
      fileName: 'main.py',
      entry: 'main.py',
      runtime: 'python',
      status: 'done',
      ended: 'finished',
      ...session,
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

/** The Variables view's rows as 'names = value' (each value's text as a reader sees it). */
function variables(): string[] {
  const section = screen.getByRole('region', { name: 'Variables' });
  return within(section)
    .queryAllByRole('term')
    .map((term) => {
      const value = term.nextElementSibling?.textContent ?? '';
      return `${term.textContent} = ${value}`;
    });
}

describe('DebugView', () => {
  it('says it is recording while no step has arrived', () => {
    show(new Recording(), 0, { status: 'recording', ended: null });
    render(<DebugView />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Recording…');
    // The steps arrive: the views appear.
    act(() => show(factorial(), 1, { status: 'recording', ended: null }));
    expect(screen.getByRole('heading', { name: 'Call stack' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Variables' })).toBeTruthy();
  });

  it('lists each call of a recursion, and shows the variables of the call chosen', async () => {
    const user = userEvent.setup();
    show(factorial(), 9);
    render(<DebugView />);
    const stack = screen.getByRole('list', { name: 'Call stack' });
    const calls = within(stack).getAllByRole('button');
    expect(calls.map((b) => b.textContent)).toEqual([
      'fact(n=1) line 2, running now',
      'fact(n=2) line 4',
      'fact(n=3) line 4',
      'main.py line 5',
    ]);
    expect(calls[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { name: 'In fact(n=1)' })).toBeTruthy();
    expect(variables()).toEqual(['n = 1', 'fact = function fact(n)']);

    await user.click(screen.getByRole('button', { name: /^fact\(n=3\)/ }));
    expect(screen.getByRole('heading', { name: 'In fact(n=3)' })).toBeTruthy();
    expect(variables()).toEqual(['n = 3', 'fact = function fact(n)']);
    expect(calls[2]?.getAttribute('aria-current')).toBe('true');
    expect(calls[0]?.getAttribute('aria-current')).toBeNull();

    // By keyboard too.
    calls[1]?.focus();
    await user.keyboard('{Enter}');
    expect(variables()).toEqual(['n = 2', 'fact = function fact(n)']);
  });

  it('shows the module names alone at the top level, with no Globals heading', () => {
    show(factorial(), 1);
    render(<DebugView />);
    expect(screen.queryByRole('heading', { name: 'Globals' })).toBeNull();
    expect(variables()).toEqual(['fact (changed) = function fact(n)']);
  });

  it('draws one list once with both its names, and marks what changed in it', () => {
    show(aliasing(), 3);
    render(<DebugView />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['a, b (changed)']);
    expect(
      screen.getAllByText('a and b are the same list: changing one changes the other.'),
    ).toHaveLength(1);
    const boxes = within(screen.getByRole('list', { name: 'list, 3 items' })).getAllByRole(
      'listitem',
    );
    expect(boxes.map((b) => b.textContent)).toEqual(['1index 0', '2index 1', '3index 2 (changed)']);
    expect(boxes[2]?.className).toContain('is-changed');
    expect(boxes[0]?.className).not.toContain('is-changed');
  });

  it('draws a dict as a table of keys and values', () => {
    show(aliasing(), 5);
    render(<DebugView />);
    const table = screen.getByRole('table', { name: 'dict, 2 entries' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['key', 'value'],
      ["'Ada'", '36'],
      ["'Alan'", '41 (changed)'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(["'Ada'", "'Alan'"]);
  });

  it('says how much of a capped list it kept', () => {
    show(cappedList(), 1);
    render(<DebugView />);
    expect(screen.getByText('first 100 of 5,000 items')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'list, 5,000 items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  });

  it("uses JavaScript's words for a JavaScript run", () => {
    const r = new TraceBuilder('main.js', 'undefined')
      .line(1)
      .line(2, { ok: true, x: null })
      .build();
    show(r, 1, { runtime: 'javascript', fileName: 'main.js', entry: 'main.js' });
    render(<DebugView />);
    expect(variables()).toEqual(['ok (changed) = true', 'x (changed) = undefined no value']);
  });

  it('says why nothing shows when the program failed before its first step', () => {
    const r = new Recording();
    r.error = { step: -1, name: 'SyntaxError', message: 'invalid syntax', line: 1 };
    show(r, 0, { status: 'done', ended: 'error' });
    render(<DebugView />);
    expect(screen.getByRole('status').textContent).toBe(
      'The program stopped with an error before its first step: SyntaxError: invalid syntax',
    );
  });
});
