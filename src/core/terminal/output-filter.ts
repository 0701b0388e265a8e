/**
 * Program output as a terminal may draw it: text, colours and cursor moves, nothing else.
 *
 * - Kept: printable text, line feed, carriage return, tab and backspace; SGR (colours and
 *   styles); cursor moves and saves (CUU…CHA, CUP, HVP, VPA, HPR, VPR, HPA, `CSI s`/`CSI u`,
 *   `ESC 7`/`ESC 8`, index and reverse index); erasing the screen or a line (ED 0-2, EL, ECH)
 *   and inserting or deleting characters and lines; showing and hiding the cursor.
 * - Dropped, with their contents: every OSC (hyperlinks, clipboard writes, titles, palette
 *   changes), DCS, SOS, PM and APC string; every other CSI and ESC sequence, among them those
 *   that clear the scrollback (ED 3) or reset the terminal (RIS), set modes or scroll regions,
 *   and the queries a terminal answers as if typed (device status, attributes, window reports);
 *   other C0 and every C1 control character.
 *
 * Output arrives in pieces, so `TerminalTextFilter` keeps a sequence cut at a piece's end for
 * the next piece (up to MAX_PENDING characters); `safeTerminalText` filters a whole text, and
 * drops a sequence cut at its end.
 */

/** Characters of an unfinished sequence kept for the next piece; past it, it is dropped. */
export const MAX_PENDING = 4096;

/** CSI finals kept when their parameters are plain numbers (no private marker). */
const CURSOR_FINALS = new Set([
  'A', // up
  'B', // down
  'C', // forward
  'D', // back
  'E', // next line
  'F', // previous line
  'G', // column
  'H', // position
  'f', // position
  'd', // row
  'e', // rows down
  'a', // columns forward
  '`', // column
  '@', // insert characters
  'P', // delete characters
  'X', // erase characters
  'L', // insert lines
  'M', // delete lines
  'K', // erase in line
]);

/** ESC finals kept: save and restore the cursor, index, next line, reverse index. */
const ESC_FINALS = new Set(['7', '8', 'D', 'E', 'M']);

/** Whether a CSI sequence with these parts is one a program may send. */
function keptCsi(params: string, intermediates: string, final: string): boolean {
  if (intermediates !== '') return false;
  if (params === '?25' && (final === 'h' || final === 'l')) return true; // cursor shown/hidden
  if (!/^[\d;]*$/.test(params)) return false;
  if (final === 'm') return true;
  if (final === 'J') return params === '' || params === '0' || params === '1' || params === '2';
  if (final === 's' || final === 'u') return params === '';
  return CURSOR_FINALS.has(final);
}

const isC0 = (code: number) => code < 0x20 || code === 0x7f;
const isC1 = (code: number) => code >= 0x80 && code <= 0x9f;
const KEPT_CONTROLS = new Set(['\n', '\r', '\t', '\b']);

/**
 * Where the escape sequence starting at `start` (an ESC) ends, and whether it is kept;
 * `null` when `text` ends before it does.
 */
function scanEscape(text: string, start: number): { end: number; kept: boolean } | null {
  const kind = text[start + 1];
  if (kind === undefined) return null;
  if (kind === '[') {
    let i = start + 2;
    while (i < text.length && /[0-?]/.test(text.charAt(i))) i++;
    const paramsEnd = i;
    while (i < text.length && /[ -/]/.test(text.charAt(i))) i++;
    if (i >= text.length) return null;
    const final = text.charAt(i);
    // A byte that cannot end a CSI ends it unkept (the terminal would abort it too).
    if (!/[@-~]/.test(final)) return { end: i, kept: false };
    const params = text.slice(start + 2, paramsEnd);
    const intermediates = text.slice(paramsEnd, i);
    return { end: i + 1, kept: keptCsi(params, intermediates, final) };
  }
  if (kind === ']' || kind === 'P' || kind === 'X' || kind === '^' || kind === '_') {
    // A string, ended by BEL (OSC) or ST (ESC \); dropped whole.
    for (let i = start + 2; i < text.length; i++) {
      const c = text.charAt(i);
      if (c === '\x07') return { end: i + 1, kept: false };
      if (c === '\x1b') {
        if (i + 1 >= text.length) return null;
        return { end: text[i + 1] === '\\' ? i + 2 : i, kept: false };
      }
    }
    return null;
  }
  // ESC, any intermediates, then a final.
  let i = start + 1;
  while (i < text.length && /[ -/]/.test(text.charAt(i))) i++;
  if (i >= text.length) return null;
  const final = text.charAt(i);
  if (!/[0-~]/.test(final)) return { end: i, kept: false };
  return { end: i + 1, kept: i === start + 1 && ESC_FINALS.has(final) };
}

/** Filters `text`; returns the kept text and the unfinished sequence at its end (or ''). */
function filter(text: string): { kept: string; rest: string } {
  let out = '';
  let i = 0;
  let plain = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (!isC0(code) && !isC1(code)) {
      i++;
      continue;
    }
    out += text.slice(plain, i);
    const c = text.charAt(i);
    if (c !== '\x1b') {
      if (KEPT_CONTROLS.has(c)) out += c;
      i++;
      plain = i;
      continue;
    }
    const sequence = scanEscape(text, i);
    if (sequence === null) return { kept: out, rest: text.slice(i) };
    if (sequence.kept) out += text.slice(i, sequence.end);
    i = sequence.end;
    plain = i;
  }
  return { kept: out + text.slice(plain), rest: '' };
}

/** `text` with only what a program may draw; a sequence cut at its end is dropped. */
export function safeTerminalText(text: string): string {
  return filter(text).kept;
}

/** The filter for one stream of output, which keeps a sequence cut between pieces. */
export class TerminalTextFilter {
  private pending = '';

  push(text: string): string {
    const { kept, rest } = filter(this.pending + text);
    // An unfinished sequence longer than any a program needs is dropped: the text after it
    // is then text.
    this.pending = rest.length > MAX_PENDING ? '' : rest;
    if (rest.length > MAX_PENDING) return kept + safeTerminalText(rest.slice(1));
    return kept;
  }

  /** What is still held back is dropped (the stream ended). */
  reset(): void {
    this.pending = '';
  }
}
