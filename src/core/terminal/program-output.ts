/**
 * What a program running in a terminal has printed so far. The terminal draws it as it comes
 * and draws it again after a tab switch, and it becomes the session's transcript when the
 * program ends. The unfinished last line matters on its own: a prompt such as `>>> ` or
 * `Your name? ` is redrawn together with what the user is typing after it.
 */
import { displayWidth } from './line-editor';
import type { HistoryEntry, HistoryEntryType } from './types';

export type OutputKind = Exclude<HistoryEntryType, 'command'>;

export interface Segment {
  kind: OutputKind;
  text: string;
}

/** Characters of a run's output kept for the transcript; the oldest go first past it. */
export const PROGRAM_OUTPUT_LIMIT = 200_000;

export const DROPPED_NOTE = '[Earlier output of this program is not kept.]';

/** Escape sequences (colours, cursor moves) take no columns. */
// eslint-disable-next-line no-control-regex
const ESCAPE = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/g;

/** Columns text takes on a terminal row, leaving out escape sequences and control characters. */
export function visibleWidth(text: string): number {
  return displayWidth(text.replace(ESCAPE, '').replace(CONTROL, ''));
}

const BREAK = /[\r\n](?![\s\S]*[\r\n])/;

export class ProgramOutput {
  private segments: Segment[] = [];
  private size = 0;
  private dropped = false;
  /** Columns of the unfinished last line (since the last line break or carriage return). */
  private lineWidth = 0;

  all(): readonly Segment[] {
    return this.segments;
  }

  text(): string {
    return this.segments.map((s) => s.text).join('');
  }

  append(kind: OutputKind, text: string): void {
    if (text === '') return;
    const last = this.segments[this.segments.length - 1];
    if (last && last.kind === kind) last.text += text;
    else this.segments.push({ kind, text });
    this.size += text.length;
    const brk = BREAK.exec(text);
    this.lineWidth = brk
      ? visibleWidth(text.slice(brk.index + 1))
      : this.lineWidth + visibleWidth(text);
    while (this.size > PROGRAM_OUTPUT_LIMIT && this.segments.length > 0) this.dropOldest();
  }

  private dropOldest(): void {
    this.dropped = true;
    const first = this.segments[0];
    if (!first) return;
    const excess = this.size - PROGRAM_OUTPUT_LIMIT;
    if (first.text.length <= excess) {
      this.segments.shift();
      this.size -= first.text.length;
      return;
    }
    // Cut after a line break where there is one, so no half line is left at the top.
    const cut = first.text.indexOf('\n', excess);
    const at = cut >= 0 ? cut + 1 : excess;
    first.text = first.text.slice(at);
    this.size -= at;
    if (first.text === '') this.segments.shift();
  }

  /** Forgets what was printed but keeps the unfinished last line (Ctrl+L, Clear Terminal). */
  clearKeepingLine(): void {
    const line = this.unfinishedLine();
    this.segments = line;
    this.size = line.reduce((n, s) => n + s.text.length, 0);
    this.dropped = false;
  }

  /** The segments after the last line break. */
  private unfinishedLine(): Segment[] {
    const line: Segment[] = [];
    for (let i = this.segments.length - 1; i >= 0; i--) {
      const segment = this.segments[i];
      if (!segment) continue;
      const nl = segment.text.lastIndexOf('\n');
      if (nl >= 0) {
        const rest = segment.text.slice(nl + 1);
        if (rest) line.unshift({ kind: segment.kind, text: rest });
        break;
      }
      line.unshift({ ...segment });
    }
    return line;
  }

  /**
   * The part of the unfinished last line on the screen's last row, which a redraw rewrites
   * together with the typed input: all of it for a short prompt, the last row's worth for a line
   * wider than the terminal. A line that exactly fills its rows gives its last full row.
   */
  tail(cols: number): { segments: Segment[]; width: number } {
    const width = Math.max(1, cols);
    const w = this.lineWidth;
    const want = w === 0 ? 0 : w % width === 0 ? width : w % width;
    if (want === 0) return { segments: [], width: 0 };
    // Enough characters from the end to hold `want` columns, with room for escape sequences.
    const budget = want * 4 + 64;
    const picked: Segment[] = [];
    let taken = 0;
    for (let i = this.segments.length - 1; i >= 0 && taken < budget; i--) {
      const segment = this.segments[i];
      if (!segment) continue;
      let text = segment.text.slice(-(budget - taken));
      const brk = BREAK.exec(text);
      if (brk) text = text.slice(brk.index + 1);
      if (text) picked.unshift({ kind: segment.kind, text });
      taken += text.length;
      if (brk) break;
    }
    // Drop characters from the front until what is left takes `want` columns.
    let extra = picked.reduce((n, s) => n + visibleWidth(s.text), 0) - want;
    while (extra > 0 && picked.length > 0) {
      const first = picked[0];
      if (!first) break;
      const chars = [...first.text];
      let k = 0;
      while (k < chars.length && extra > 0) {
        extra -= visibleWidth(chars[k] ?? '');
        k++;
      }
      first.text = chars.slice(k).join('');
      if (first.text === '') picked.shift();
    }
    return { segments: picked, width: want };
  }

  /**
   * The transcript entries the output becomes when the program ends: one per run of output of
   * one kind, each without its final line break (the terminal ends every entry with one).
   */
  entries(command: string, directory: string): HistoryEntry[] {
    const entries: HistoryEntry[] = [];
    if (this.dropped) entries.push({ command, output: DROPPED_NOTE, type: 'output', directory });
    for (const segment of this.segments) {
      const output = segment.text.replace(/\r?\n$/, '');
      entries.push({ command, output, type: segment.kind, directory });
    }
    return entries;
  }
}

/** `segments` without their last `chars` characters (the part a redraw writes itself). */
export function dropSuffix(segments: readonly Segment[], chars: number): Segment[] {
  const out = segments.map((s) => ({ ...s }));
  let left = chars;
  while (left > 0 && out.length > 0) {
    const last = out[out.length - 1];
    if (!last) break;
    if (last.text.length <= left) {
      left -= last.text.length;
      out.pop();
    } else {
      last.text = last.text.slice(0, last.text.length - left);
      left = 0;
    }
  }
  return out;
}

export const segmentsLength = (segments: readonly Segment[]) =>
  segments.reduce((n, s) => n + s.text.length, 0);
