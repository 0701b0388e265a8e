/**
 * Editing the line being typed, as a readline would: insert at the cursor, Backspace and
 * Delete, arrows, Home/End, ArrowUp/ArrowDown through the history, Ctrl+C to cancel, Ctrl+L to
 * clear, Ctrl+U to delete to the start, Tab to complete. Input arrives as the character data a
 * terminal widget emits (xterm's onData); pasted text with line breaks submits line by line.
 * Pure: the view draws the line with `redrawLine`.
 */
export interface LineState {
  buffer: string;
  /** Index into `buffer` (UTF-16 units). */
  cursor: number;
  /** Position in the history while browsing it with the arrows; null when not browsing. */
  historyIndex: number | null;
  /** What was typed before browsing the history, restored by going past the newest entry. */
  draft: string;
}

export type LineEffect = 'none' | 'redraw' | 'submit' | 'cancel' | 'clear' | 'complete';

export const emptyLine = (): LineState => ({
  buffer: '',
  cursor: 0,
  historyIndex: null,
  draft: '',
});

/** Splits widget data into keys: escape sequences, control characters, runs of text. */
export function splitKeys(data: string): string[] {
  const keys: string[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) keys.push(text);
    text = '';
  };
  while (i < data.length) {
    const c = data.charAt(i);
    if (c === '\x1b') {
      flush();
      const next = data[i + 1];
      if (next === '[') {
        let j = i + 2;
        while (j < data.length && !/[@-~]/.test(data.charAt(j))) j++;
        keys.push(data.slice(i, j + 1));
        i = j + 1;
      } else if (next === 'O' && i + 2 < data.length) {
        keys.push(data.slice(i, i + 3));
        i += 3;
      } else if (next !== undefined) {
        keys.push(data.slice(i, i + 2)); // Alt+key
        i += 2;
      } else {
        keys.push(c);
        i++;
      }
      continue;
    }
    if (c === '\n' && data[i - 1] === '\r') {
      i++; // CRLF from a paste counts once
      continue;
    }
    if (c < ' ' || c === '\x7f') {
      flush();
      keys.push(c === '\n' ? '\r' : c);
      i++;
      continue;
    }
    text += c;
    i++;
  }
  flush();
  return keys;
}

const WORD_LEFT = /\S+\s*$/;
const WORD_RIGHT = /^\s*\S+/;

/** Applies one key. `history` is oldest first. */
export function editKey(
  state: LineState,
  key: string,
  history: readonly string[],
): { state: LineState; effect: LineEffect } {
  const { buffer, cursor } = state;
  const set = (patch: Partial<LineState>, effect: LineEffect = 'redraw') => ({
    state: { ...state, ...patch },
    effect,
  });
  switch (key) {
    case '\r':
      return { state: emptyLine(), effect: 'submit' };
    case '\x03': // Ctrl+C
      return { state: emptyLine(), effect: 'cancel' };
    case '\x0c': // Ctrl+L
      return { state, effect: 'clear' };
    case '\t':
      return { state, effect: 'complete' };
    case '\x7f':
    case '\b':
      if (cursor === 0) return { state, effect: 'none' };
      return set({
        buffer: buffer.slice(0, cursor - 1) + buffer.slice(cursor),
        cursor: cursor - 1,
      });
    case '\x1b[3~': // Delete
      if (cursor >= buffer.length) return { state, effect: 'none' };
      return set({ buffer: buffer.slice(0, cursor) + buffer.slice(cursor + 1) });
    case '\x1b[D':
    case '\x1bOD':
      return cursor > 0 ? set({ cursor: cursor - 1 }) : { state, effect: 'none' };
    case '\x1b[C':
    case '\x1bOC':
      return cursor < buffer.length ? set({ cursor: cursor + 1 }) : { state, effect: 'none' };
    case '\x1b[1;5D':
    case '\x1bb': {
      const m = WORD_LEFT.exec(buffer.slice(0, cursor));
      return set({ cursor: m ? m.index : 0 });
    }
    case '\x1b[1;5C':
    case '\x1bf': {
      const m = WORD_RIGHT.exec(buffer.slice(cursor));
      return set({ cursor: m ? cursor + m[0].length : buffer.length });
    }
    case '\x1b[H':
    case '\x1bOH':
    case '\x1b[1~':
    case '\x01':
      return set({ cursor: 0 });
    case '\x1b[F':
    case '\x1bOF':
    case '\x1b[4~':
    case '\x05':
      return set({ cursor: buffer.length });
    case '\x15': // Ctrl+U
      return set({ buffer: buffer.slice(cursor), cursor: 0 });
    case '\x1b[A':
    case '\x1bOA': {
      if (history.length === 0) return { state, effect: 'none' };
      const index = state.historyIndex === null ? history.length - 1 : state.historyIndex - 1;
      if (index < 0) return { state, effect: 'none' };
      const line = history[index] ?? '';
      return set({
        buffer: line,
        cursor: line.length,
        historyIndex: index,
        draft: state.historyIndex === null ? buffer : state.draft,
      });
    }
    case '\x1b[B':
    case '\x1bOB': {
      if (state.historyIndex === null) return { state, effect: 'none' };
      const index = state.historyIndex + 1;
      if (index >= history.length) {
        return set({
          buffer: state.draft,
          cursor: state.draft.length,
          historyIndex: null,
          draft: '',
        });
      }
      const line = history[index] ?? '';
      return set({ buffer: line, cursor: line.length, historyIndex: index });
    }
    default:
      // Other escape sequences and control characters do nothing; text is inserted.
      if (key.startsWith('\x1b') || (key.length === 1 && (key < ' ' || key === '\x7f'))) {
        return { state, effect: 'none' };
      }
      return set({
        buffer: buffer.slice(0, cursor) + key + buffer.slice(cursor),
        cursor: cursor + key.length,
      });
  }
}

/** Columns a string takes, counting wide characters (CJK, most emoji) as two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width +=
      code >= 0x1100 &&
      (code <= 0x115f ||
        (code >= 0x2e80 && code <= 0xa4cf) ||
        (code >= 0xac00 && code <= 0xd7a3) ||
        (code >= 0xf900 && code <= 0xfaff) ||
        (code >= 0xfe30 && code <= 0xfe4f) ||
        (code >= 0xff00 && code <= 0xff60) ||
        (code >= 0x1f300 && code <= 0x1faff))
        ? 2
        : 1;
  }
  return width;
}

/**
 * The escape sequence that redraws the prompt line in place: back to where the line started
 * (it may wrap over several rows), erase to the end of the screen, write it again, and put the
 * cursor where it belongs. `cursorRow` is the row (from the line's first) the cursor is on now.
 */
export function redrawLine(options: {
  prompt: string;
  promptWidth: number;
  buffer: string;
  cursor: number;
  cols: number;
  cursorRow: number;
}): { data: string; cursorRow: number } {
  const { prompt, promptWidth, buffer, cursor, cols, cursorRow } = options;
  const width = Math.max(1, cols);
  const before = promptWidth + displayWidth(buffer.slice(0, cursor));
  const total = promptWidth + displayWidth(buffer);
  const up = cursorRow > 0 ? `\x1b[${cursorRow}A` : '';
  let data = `${up}\r\x1b[J${prompt}${buffer}`;
  // At an exact multiple of the width the terminal waits to wrap; force the wrap.
  if (total > 0 && total % width === 0) data += ' \b\x1b[K';
  const endRow = Math.floor(total / width);
  const targetRow = Math.floor(before / width);
  const targetCol = before % width;
  if (endRow > targetRow) data += `\x1b[${endRow - targetRow}A`;
  data += `\r${targetCol > 0 ? `\x1b[${targetCol}C` : ''}`;
  return { data, cursorRow: targetRow };
}
