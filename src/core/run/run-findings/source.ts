/**
 * The source as run-findings reads it: its text with strings and comments blanked, line
 * offsets, and where its tests and loops are (header, test, body).
 */
import { SourceText } from '../narrate-source';
import type { TraceStep } from '../trace-types';

interface Region {
  from: number;
  to: number;
}

export const within = (offset: number, region: Region | undefined): boolean =>
  region !== undefined && offset >= region.from && offset < region.to;

/** A loop: where its header is, where its body is, and what it goes over. */
export interface Loop {
  line: number;
  kind: 'for' | 'while' | 'do' | 'each';
  head: Region[];
  body: Region;
  header: string;
  /** `while`, `do … while` and C-style `for` tests. */
  test?: string;
  testRegion?: Region;
  /** C-style `for`: its update. */
  update?: string;
  /** `for x in …`, `for (const x of …)`: what it goes over, and `of` or `in` in JavaScript. */
  iter?: string;
  over?: 'of' | 'in';
}

/** An `if`, `elif`, `while` or `do … while` test. */
interface Test {
  line: number;
  kind: 'if' | 'while' | 'do';
  test: string;
  region: Region;
  body: Region;
}

export class Code {
  readonly raw: string;
  readonly masked: string;
  readonly source: SourceText;
  readonly loops: Loop[] = [];
  readonly tests: Test[] = [];
  private readonly starts: number[] = [0];

  constructor(
    code: string,
    readonly py: boolean,
  ) {
    this.raw = code.replace(/\r\n?/g, '\n');
    this.masked = mask(this.raw, py);
    for (let i = 0; i < this.raw.length; i++) if (this.raw[i] === '\n') this.starts.push(i + 1);
    this.source = new SourceText(this.raw, py);
    if (py) this.pythonBlocks();
    else this.braceBlocks();
    // Innermost loops first: a finding names the loop closest to it.
    this.loops.sort((a, b) => a.body.to - a.body.from - (b.body.to - b.body.from));
  }

  get lineCount(): number {
    return this.starts.length;
  }

  offset(line: number, col: number): number {
    const start = this.starts[line - 1];
    return start === undefined ? -1 : start + Math.max(0, col - 1);
  }

  lineStart(line: number): number {
    return this.starts[line - 1] ?? this.raw.length;
  }

  lineEnd(line: number): number {
    const next = this.starts[line];
    return next === undefined ? this.raw.length : next - 1;
  }

  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** Line `n` without its comment and surrounding blanks. */
  code(n: number): string {
    return this.source.code(n);
  }

  /** The statement that starts on line `n`, over all its lines. */
  statement(n: number): string {
    const end = this.py ? this.source.stmtEnd(n) : n;
    const parts: string[] = [];
    for (let i = n; i <= end; i++) parts.push(this.code(i));
    return parts.join(' ');
  }

  /** What a step covers, as written (its whole line when the step has no span). */
  stepText(step: TraceStep): string {
    const from = this.offset(step.line, step.col);
    const to = this.offset(step.endLine, step.endCol);
    if (from < 0 || to <= from) return this.statement(step.line);
    return this.raw.slice(from, to).trim();
  }

  maskedStepText(step: TraceStep): string {
    const from = this.offset(step.line, step.col);
    const to = this.offset(step.endLine, step.endCol);
    if (from < 0 || to <= from)
      return this.masked.slice(this.lineStart(step.line), this.lineEnd(step.line));
    return this.masked.slice(from, to);
  }

  indent(n: number): number {
    return /^[ \t]*/.exec(this.source.line(n))?.[0].replace(/\t/g, '        ').length ?? 0;
  }

  private pythonBlocks(): void {
    for (let n = 1; n <= this.lineCount; n++) {
      const first = this.code(n);
      if (!/^(?:if|elif|while|for|async\s+for)\b/.test(first)) continue;
      const end = this.source.stmtEnd(n);
      const blockEnd = this.source.blockEnd(n);
      if (blockEnd === undefined) continue;
      const header = this.statement(n);
      const head: Region = { from: this.lineStart(n), to: this.lineEnd(end) + 1 };
      const body: Region = { from: this.lineStart(end + 1), to: this.lineEnd(blockEnd) + 1 };
      const cond = /^(if|elif|while)\s+(.+?)\s*:$/.exec(header);
      if (cond?.[1] && cond[2]) {
        const kind = cond[1] === 'while' ? 'while' : 'if';
        this.tests.push({ line: n, kind, test: cond[2], region: head, body });
        if (kind === 'while')
          this.loops.push({
            line: n,
            kind,
            head: [head],
            body,
            header,
            test: cond[2],
            testRegion: head,
          });
        continue;
      }
      const each = /^(?:async\s+)?for\s+(.+?)\s+in\s+(.+?)\s*:$/.exec(header);
      if (each?.[2])
        this.loops.push({ line: n, kind: 'each', head: [head], body, header, iter: each[2] });
    }
  }

  private braceBlocks(): void {
    const m = this.masked;
    const doTests = new Set<number>();
    for (const match of m.matchAll(/\bdo\s*\{/g)) {
      const start = match.index;
      const open = start + match[0].length - 1;
      const close = matching(m, open);
      if (close < 0) continue;
      const after = /^\s*while\s*\(/.exec(m.slice(close + 1));
      if (!after) continue;
      const keyword = close + 1 + after[0].indexOf('while');
      const paren = close + after[0].length;
      const end = matching(m, paren);
      if (end < 0) continue;
      doTests.add(keyword);
      const region = { from: paren + 1, to: end };
      const body = { from: open + 1, to: close };
      const test = this.raw.slice(region.from, region.to).trim();
      const line = this.lineOf(start);
      this.loops.push({
        line,
        kind: 'do',
        head: [region],
        body,
        header: this.code(line),
        test,
        testRegion: region,
      });
      this.tests.push({ line: this.lineOf(keyword), kind: 'do', test, region, body });
    }
    for (const match of m.matchAll(/\b(if|while|for)\s*\(/g)) {
      const keyword = match[1];
      const start = match.index;
      if (keyword === 'while' && doTests.has(start)) continue;
      const open = start + match[0].length - 1;
      const close = matching(m, open);
      if (close < 0) continue;
      const body = braceBody(m, close + 1);
      if (!body) continue;
      const inner = { from: open + 1, to: close };
      const line = this.lineOf(start);
      const header = this.code(line);
      const text = this.raw.slice(inner.from, inner.to).trim();
      if (keyword === 'if' || keyword === 'while') {
        this.tests.push({ line, kind: keyword, test: text, region: inner, body });
        if (keyword === 'while')
          this.loops.push({
            line,
            kind: 'while',
            head: [inner],
            body,
            header,
            test: text,
            testRegion: inner,
          });
        continue;
      }
      const parts = splitTop(m, inner.from, inner.to, ';');
      if (parts.length === 3) {
        const [, test, update] = parts as [Region, Region, Region];
        this.loops.push({
          line,
          kind: 'for',
          head: [inner],
          body,
          header,
          test: this.raw.slice(test.from, test.to).trim(),
          testRegion: test,
          update: this.raw.slice(update.from, update.to).trim(),
        });
        continue;
      }
      const each = /^\s*(?:(?:const|let|var)\s+)?([\s\S]+?)\s+(of|in)\s+([\s\S]+)$/.exec(text);
      if (each?.[3])
        this.loops.push({
          line,
          kind: 'each',
          head: [inner],
          body,
          header,
          iter: each[3].trim(),
          over: each[2] === 'in' ? 'in' : 'of',
        });
    }
  }
}

/** The code with what strings and comments hold blanked (their quotes kept), lines kept. */
export function mask(code: string, py: boolean): string {
  const out = code.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  while (i < code.length) {
    const c = code.charAt(i);
    if ((py && c === '#') || (!py && c === '/' && code[i + 1] === '/')) {
      let j = code.indexOf('\n', i);
      if (j < 0) j = code.length;
      blank(i, j);
      i = j;
      continue;
    }
    if (!py && c === '/' && code[i + 1] === '*') {
      const close = code.indexOf('*/', i + 2);
      const j = close < 0 ? code.length : close + 2;
      blank(i, j);
      i = j;
      continue;
    }
    if (c === '"' || c === "'" || (!py && c === '`')) {
      const quote = py && code.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + quote.length;
      let end = -1;
      while (j < code.length) {
        if (code[j] === '\\') {
          j += 2;
          continue;
        }
        if (code.startsWith(quote, j)) {
          end = j;
          break;
        }
        if (code[j] === '\n' && quote.length === 1 && c !== '`') break;
        j++;
      }
      if (end < 0) {
        blank(i + quote.length, Math.min(j, code.length));
        i = j;
      } else {
        blank(i + quote.length, end);
        i = end + quote.length;
      }
      continue;
    }
    i++;
  }
  return out.join('');
}

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The offset of the bracket that closes the one at `open`, or -1. */
export function matching(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text.charAt(i);
    const closer = CLOSERS[c];
    if (closer) stack.push(closer);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** The body of a JavaScript `if (…)`, loop header or `else` that ends at `from`. */
function braceBody(m: string, from: number): Region | undefined {
  let i = from;
  while (i < m.length && /\s/.test(m.charAt(i))) i++;
  if (i >= m.length) return undefined;
  if (m[i] === '{') {
    const close = matching(m, i);
    return close < 0 ? undefined : { from: i + 1, to: close };
  }
  const start = i;
  let depth = 0;
  for (; i < m.length; i++) {
    const c = m.charAt(i);
    if (CLOSERS[c]) depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth < 0) return { from: start, to: i };
      if (depth === 0 && c === '}' && !/^\s*else\b/.test(m.slice(i + 1, i + 40)))
        return { from: start, to: i + 1 };
    } else if (depth === 0 && c === ';') return { from: start, to: i + 1 };
    else if (depth === 0 && c === '\n' && m.slice(start, i).trim() !== '') {
      if (!/^\s*(?:else\b|[.?:+\-*/%&|=,])/.test(m.slice(i + 1, i + 40)))
        return { from: start, to: i };
    }
  }
  return { from: start, to: m.length };
}

/** The parts of `m` between `from` and `to` split at `sep` outside brackets. */
export function splitTop(m: string, from: number, to: number, sep: string): Region[] {
  const parts: Region[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = m.charAt(i);
    if (CLOSERS[c]) depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && c === sep) {
      parts.push({ from: start, to: i });
      start = i + 1;
    }
  }
  parts.push({ from: start, to });
  return parts;
}
