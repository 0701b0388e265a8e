import { describe, expect, it } from 'vitest';
import {
  displayWidth,
  editKey,
  emptyLine,
  redrawLine,
  splitKeys,
  type LineState,
} from './line-editor';

function type(keys: string[], history: string[] = [], start: LineState = emptyLine()) {
  let state = start;
  const effects: string[] = [];
  for (const k of keys) {
    const r = editKey(state, k, history);
    state = r.state;
    effects.push(r.effect);
  }
  return { state, effects };
}

describe('splitKeys', () => {
  it('splits text, control keys and escape sequences', () => {
    expect(splitKeys('ls\r')).toEqual(['ls', '\r']);
    expect(splitKeys('a\x1b[Ab\x1b[3~\x7f')).toEqual(['a', '\x1b[A', 'b', '\x1b[3~', '\x7f']);
    expect(splitKeys('one\r\ntwo\nthree')).toEqual(['one', '\r', 'two', '\r', 'three']);
    expect(splitKeys('\x1bOH\x1bb')).toEqual(['\x1bOH', '\x1bb']);
  });
});

describe('editKey', () => {
  it('inserts at the cursor and deletes around it', () => {
    const { state } = type([
      'helo',
      '\x1b[D',
      'l',
      '\x1b[H',
      '\x1b[3~',
      'H',
      '\x1b[F',
      '\x7f',
      'o!',
    ]);
    expect(state.buffer).toBe('Hello!');
    expect(state.cursor).toBe(6);
  });

  it('submits, cancels and clears', () => {
    expect(type(['ls', '\r']).effects).toEqual(['redraw', 'submit']);
    const cancelled = type(['ls', '\x03']);
    expect(cancelled.effects.at(-1)).toBe('cancel');
    expect(cancelled.state.buffer).toBe('');
    const cleared = type(['ls', '\x0c']);
    expect(cleared.effects.at(-1)).toBe('clear');
    expect(cleared.state.buffer).toBe('ls');
    expect(type(['ca', '\t']).effects.at(-1)).toBe('complete');
  });

  it('walks the history with ArrowUp and ArrowDown, keeping the draft', () => {
    const history = ['first', 'second'];
    const up = type(['dra', '\x1b[A'], history);
    expect(up.state.buffer).toBe('second');
    const up2 = type(['\x1b[A'], history, up.state);
    expect(up2.state.buffer).toBe('first');
    expect(type(['\x1b[A'], history, up2.state).effects).toEqual(['none']);
    const down = type(['\x1b[B', '\x1b[B'], history, up2.state);
    expect(down.state.buffer).toBe('dra');
    expect(down.state.historyIndex).toBeNull();
  });

  it('moves by words and deletes to the start', () => {
    const { state } = type(['git commit now', '\x1b[1;5D', '\x1b[1;5D']);
    expect(state.cursor).toBe(4);
    expect(type(['\x15'], [], state).state).toMatchObject({ buffer: 'commit now', cursor: 0 });
  });

  it('ignores unknown control keys', () => {
    expect(type(['\x1b[15~', '\x02']).state.buffer).toBe('');
  });
});

describe('redrawLine', () => {
  it('redraws on one row and places the cursor', () => {
    const r = redrawLine({
      prompt: '$ ',
      promptWidth: 2,
      buffer: 'abc',
      cursor: 1,
      cols: 80,
      cursorRow: 0,
    });
    expect(r.data).toBe('\r\x1b[J$ abc\r\x1b[3C');
    expect(r.cursorRow).toBe(0);
  });

  it('handles a line that wraps', () => {
    const r = redrawLine({
      prompt: '$ ',
      promptWidth: 2,
      buffer: 'abcdefghij',
      cursor: 10,
      cols: 5,
      cursorRow: 1,
    });
    // 12 columns over width 5: rows 0..2; cursor at column 2 of row 2.
    expect(r.data).toBe('\x1b[1A\r\x1b[J$ abcdefghij\r\x1b[2C');
    expect(r.cursorRow).toBe(2);
  });

  it('counts wide characters as two columns', () => {
    expect(displayWidth('a漢🐍')).toBe(5);
  });
});
