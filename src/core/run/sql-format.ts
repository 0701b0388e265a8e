/**
 * SQL results as SQLite prints them: one value as text (`formatSqlValue`) and a result set as a
 * `.mode box` table for the terminal (`renderTable`).
 * Invariants: a value's storage class decides its text, not its JavaScript type alone (REAL 2.0
 * prints `2.0`, INTEGER 2 prints `2`); a rendered table never exceeds `maxWidth` columns when the
 * columns can shrink to fit (one character each at least), cells being cut with `…`.
 */

import type { ResultTable } from './types';

/**
 * A value as a SQLite binding returns it. Integers may come as `bigint` (sql.js with
 * `useBigInt`), which keeps 64-bit values exact and marks them INTEGER.
 */
export type SqlValue = number | bigint | string | Uint8Array | null;

/**
 * A value as SQLite's shell prints it. `isReal` is the storage class of a `number`: true for
 * REAL, false for INTEGER; left out, integral numbers count as INTEGER (so REAL 2.0 would print
 * `2` — pass the hint when the value's class is known). `bigint` is always INTEGER.
 */
export function formatSqlValue(value: SqlValue, isReal?: boolean): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return formatBlob(value);
  const real = isReal ?? !(Number.isFinite(value) && Number.isInteger(value));
  if (!real && Number.isFinite(value) && Number.isInteger(value)) {
    return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
  }
  return formatReal(value);
}

/** A blob as an SQL literal: `x'0a0b'`. */
function formatBlob(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `x'${hex}'`;
}

/**
 * A REAL as SQLite turns it into text (`%!.17g`): the value is taken to 18 significant digits,
 * then to 17, or to fewer when the digits end in a run of 9s or 0s and the shorter number reads
 * back as the same REAL (so 0.1 prints `0.1`, 0.1 + 0.2 prints `0.30000000000000004`). Always a
 * decimal point (`2.0`, `1.0e+20`); exponent form below 1e-4 and from 1e17 on, with at least two
 * exponent digits. (SQLite's 18 digits come from an approximation, so a value needing all 17
 * digits may rarely differ in the last one.)
 */
function formatReal(x: number): string {
  if (Number.isNaN(x)) return 'NULL';
  if (x === Infinity) return 'Inf';
  if (x === -Infinity) return '-Inf';
  if (x === 0) return '0.0';
  const sign = x < 0 ? '-' : '';
  const r = Math.abs(x);
  const [mantissa = '0', exponentText = '0'] = r.toExponential(17).split('e');
  const z = mantissa.replace('.', '');
  /** Digits before the decimal point: the value is 0.z × 10^point. */
  let point = Number(exponentText) + 1;
  let keep = 17;
  if (z[15] === '9' && z[14] === '9') {
    let j = 14;
    while (j > 0 && z[j - 1] === '9') j--;
    const shorter = j === 0 ? 1n : BigInt(z.slice(0, j)) + 1n;
    if (Number(`${shorter}e${point - j}`) === r) keep = j + 1;
  } else if (point >= 18 || (z[15] === '0' && z[14] === '0' && z[13] === '0')) {
    let j = 13;
    while (j > 1 && z[j - 1] === '0') j--;
    if (Number(`${z.slice(0, j)}e${point - j}`) === r) keep = j + 1;
  }
  let digits = z.slice(0, keep);
  if ((z[keep] ?? '0') >= '5') {
    const up = (BigInt(digits) + 1n).toString();
    if (up.length > digits.length) point++;
    digits = up;
  }
  digits = digits.replace(/0+$/, '') || '0';
  const exponent = point - 1;
  if (exponent < -4 || exponent >= 17) {
    const power = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${digits[0] ?? '0'}.${digits.slice(1) || '0'}e${exponent < 0 ? '-' : '+'}${power}`;
  }
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  const whole = digits.slice(0, point).padEnd(point, '0');
  return `${sign}${whole}.${digits.slice(point) || '0'}`;
}

/** A cell that is a number as SQLite prints one (right-aligned in a table). */
const NUMERIC = /^-?(?:\d+(?:\.\d+)?(?:e[+-]\d+)?|Inf)$/;

/** Columns a code point takes in a terminal: 0 for combining marks, 2 for wide characters. */
function codePointWidth(cp: number): number {
  if (
    (cp >= 0x300 && cp <= 0x36f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0x20d0 && cp <= 0x20ff)
  ) {
    return 0;
  }
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += codePointWidth(char.codePointAt(0) ?? 0);
  return width;
}

/** `text` cut to at most `width` columns, ending in `…` when something was cut. */
function truncate(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const w = codePointWidth(char.codePointAt(0) ?? 0);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return `${out}…`;
}

/**
 * A cell's lines as the shell shows them: tabs to the next multiple of 8 columns, other control
 * characters as their Unicode pictures (`␁`), so no cell can move the terminal's cursor.
 */
function cellLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => {
    let out = '';
    let column = 0;
    for (const char of line) {
      const code = char.charCodeAt(0);
      if (code === 0x09) {
        const spaces = 8 - (column % 8);
        out += ' '.repeat(spaces);
        column += spaces;
        continue;
      }
      const shown = code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '␡' : char;
      out += shown;
      column += codePointWidth(shown.codePointAt(0) ?? 0);
    }
    return out;
  });
}

/**
 * Widths that fit `budget` columns in all: every column keeps its natural width up to a common
 * cap, the largest one that fits, and the columns over it share what is left.
 */
function fitWidths(natural: number[], budget: number): number[] {
  const total = natural.reduce((sum, w) => sum + w, 0);
  if (total <= budget) return natural;
  if (budget <= natural.length) return natural.map(() => 1);
  const capped = (cap: number) => natural.reduce((sum, w) => sum + Math.min(w, cap), 0);
  let low = 1;
  let high = Math.max(...natural);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (capped(mid) <= budget) low = mid;
    else high = mid - 1;
  }
  let left = budget - capped(low);
  return natural.map((w) => {
    if (w <= low) return w;
    if (left > 0) {
      left--;
      return low + 1;
    }
    return low;
  });
}

function pad(text: string, width: number, align: 'left' | 'right' | 'center'): string {
  const gap = width - textWidth(text);
  if (gap <= 0) return text;
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') {
    const before = Math.floor(gap / 2);
    return ' '.repeat(before) + text + ' '.repeat(gap - before);
  }
  return text + ' '.repeat(gap);
}

/**
 * A result set as SQLite's `.mode box` draws it, then a line with the row count (`3 rows`), or
 * `(no rows)` under the header when there are none. Column names are centred, numbers
 * right-aligned, other cells left-aligned; a cell with line breaks takes several lines. With
 * `maxWidth`, the widest columns shrink first so each line fits. The text ends with a newline.
 */
export function renderTable(table: ResultTable, maxWidth?: number): string {
  const count = table.columns.length;
  if (count === 0) return '';
  const header = table.columns.map(cellLines);
  const body = table.rows.map((row) => table.columns.map((_, i) => cellLines(row[i] ?? '')));
  const natural = table.columns.map((_, i) => {
    let width = 1;
    for (const line of header[i] ?? []) width = Math.max(width, textWidth(line));
    for (const row of body) {
      for (const line of row[i] ?? []) width = Math.max(width, textWidth(line));
    }
    return width;
  });
  const frame = 3 * count + 1;
  const widths =
    maxWidth !== undefined && Number.isFinite(maxWidth)
      ? fitWidths(natural, Math.floor(maxWidth) - frame)
      : natural;

  const rule = (left: string, middle: string, right: string) =>
    left + widths.map((w) => '─'.repeat(w + 2)).join(middle) + right;
  const drawRow = (cells: string[][], isHeader: boolean): string[] => {
    const height = Math.max(1, ...cells.map((lines) => lines.length));
    const lines: string[] = [];
    for (let l = 0; l < height; l++) {
      const parts = cells.map((cell, i) => {
        const width = widths[i] ?? 1;
        const text = truncate(cell[l] ?? '', width);
        const align = isHeader ? 'center' : NUMERIC.test(cell.join('')) ? 'right' : 'left';
        return ` ${pad(text, width, align)} `;
      });
      lines.push(`│${parts.join('│')}│`);
    }
    return lines;
  };

  const out = [rule('┌', '┬', '┐'), ...drawRow(header, true)];
  if (body.length > 0) {
    out.push(rule('├', '┼', '┤'));
    for (const row of body) out.push(...drawRow(row, false));
  }
  out.push(rule('└', '┴', '┘'));
  const rows = table.rows.length;
  out.push(rows === 0 ? '(no rows)' : `${rows} ${rows === 1 ? 'row' : 'rows'}`);
  return `${out.join('\n')}\n`;
}
