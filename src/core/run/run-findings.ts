/**
 * What a recorded run showed (core/run/recording), as diagnoses a beginner can act on: each is
 * read from what really happened, with the real values, never from the code alone.
 *
 * - `run/error`: the uncaught error at its step, with the values of the names on its line (an
 *   index past the end, a missing key or property, a name that is not defined…).
 * - Where NaN or undefined came from: a call given fewer arguments than its function takes
 *   (`wrong-argument-count`), a property that does not exist (`run/missing-property`), an index
 *   one past the end (`off-by-one-bound`; further out, `run/index-out-of-range`), or a
 *   computation on something that is not a number (`run/nan`); a call whose function returned
 *   nothing while its result was used (`missing-return`).
 * - Each finding with a family has the rule `run/<family>`; the rest have none.
 * - Loops: a total set back to its start value on every pass (`reset-in-loop`), a body that
 *   never ran (`loop-never-runs`), a loop left on its first pass although it had more to go
 *   (`run/loop-ran-once`).
 * - A test that came out the same on every pass although what it reads changed, for a reason
 *   the test itself shows (`constant-condition`).
 * - A function printed instead of its result (`function-printed`), and the result of a method
 *   that changes nothing thrown away (`result-discarded`).
 *
 * The source text only says where statements, loops and tests are; what happened is read from
 * the steps: each frame's names at each step, objects by version, output by the step that
 * printed it, and the error by its step. A finding is said only where the recording shows it
 * and its cause; anything unforeseen gives no finding rather than a guess. It is pure: no DOM,
 * no runtime.
 */
import type { MistakeFamily } from '../ai/local/diagnose/families';
import type { FixDetail } from '../ai/types';
import { SourceText } from './narrate-source';
import { type Recording, sameValue } from './recording';
import { valueText } from './trace-text';
import type { TraceObject, TraceStep, TraceValue, TraceVars } from './trace-types';

export type RunLanguage = 'python' | 'javascript' | 'typescript';

/** What certainly happened, and a mistake its shape leaves no doubt about. */
const SURE = 0.95;
/** What certainly happened, where the program may have meant it. */
const LIKELY = 0.8;
/** Findings given at most. */
const MAX_FINDINGS = 8;
/** Bad values (NaN, undefined) followed back at most, and how deep. */
const MAX_TRACES = 12;
const MAX_TRACE_DEPTH = 6;

export function runFindings(
  recording: Recording,
  code: string,
  language: RunLanguage,
): FixDetail[] {
  if (recording.length === 0) return [];
  try {
    return new Finder(recording, code, language === 'python').find();
  } catch {
    // A recording or a source this reading did not foresee: no finding rather than a wrong one.
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// The source: its text with strings and comments blanked, and where its tests and loops are

interface Region {
  from: number;
  to: number;
}

const within = (offset: number, region: Region | undefined): boolean =>
  region !== undefined && offset >= region.from && offset < region.to;

/** A loop: where its header is, where its body is, and what it goes over. */
interface Loop {
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

class Code {
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
function mask(code: string, py: boolean): string {
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
function matching(text: string, open: number): number {
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
function splitTop(m: string, from: number, to: number, sep: string): Region[] {
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

// ---------------------------------------------------------------------------------------------
// Expressions: just enough of both languages to read a test, a bound or an index with the
// values a step had

type Expr =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'lit'; v: boolean | null | undefined }
  | { t: 'name'; v: string }
  | { t: 'list'; items: Expr[] }
  | { t: 'un'; op: string; a: Expr }
  | { t: 'bin'; op: string; a: Expr; b: Expr }
  | { t: 'call'; f: Expr; args: Expr[] }
  | { t: 'mem'; a: Expr; p: string }
  | { t: 'idx'; a: Expr; i: Expr }
  | { t: 'assign'; a: Expr; b: Expr };

interface Token {
  k: 'num' | 'str' | 'id' | 'op';
  v: string;
}

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|([A-Za-z_$][\w$]*)|(===|!==|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\*\*|\/\/|[-+*/%<>!()[\],.=]))/y;

function tokens(text: string): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) return null;
    at = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ k: 'num', v: m[1] });
    else if (m[2] !== undefined) out.push({ k: 'str', v: m[2] });
    else if (m[3] !== undefined) out.push({ k: 'id', v: m[3] });
    else if (m[4] !== undefined) out.push({ k: 'op', v: m[4] });
  }
  return out;
}

const unquote = (s: string): string =>
  s.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));

function parseExpr(text: string, py: boolean): Expr | null {
  const list = tokens(text);
  if (!list || list.length === 0) return null;
  let pos = 0;
  const peek = (): Token | undefined => list[pos];
  const isOp = (...ops: string[]): boolean => {
    const t = list[pos];
    return t !== undefined && (t.k === 'op' || t.k === 'id') && ops.includes(t.v);
  };
  const take = (): Token => {
    const t = list[pos++];
    if (!t) throw new Error('end');
    return t;
  };
  const expect = (v: string): void => {
    if (take().v !== v) throw new Error(`expected ${v}`);
  };

  const primary = (): Expr => {
    const t = take();
    if (t.k === 'num') return { t: 'num', v: Number(t.v) };
    if (t.k === 'str') return { t: 'str', v: unquote(t.v) };
    if (t.k === 'id') {
      if (py && (t.v === 'True' || t.v === 'False')) return { t: 'lit', v: t.v === 'True' };
      if (py && t.v === 'None') return { t: 'lit', v: null };
      if (!py && (t.v === 'true' || t.v === 'false')) return { t: 'lit', v: t.v === 'true' };
      if (!py && t.v === 'null') return { t: 'lit', v: null };
      if (!py && t.v === 'undefined') return { t: 'lit', v: undefined };
      if (!py && t.v === 'NaN') return { t: 'num', v: NaN };
      return { t: 'name', v: t.v };
    }
    if (t.v === '(') {
      const e = expr();
      expect(')');
      return e;
    }
    if (t.v === '[') {
      const items: Expr[] = [];
      while (!isOp(']')) {
        items.push(expr());
        if (!isOp(']')) expect(',');
      }
      expect(']');
      return { t: 'list', items };
    }
    throw new Error(`unexpected ${t.v}`);
  };
  const postfix = (): Expr => {
    let e = primary();
    for (;;) {
      if (isOp('(')) {
        take();
        const args: Expr[] = [];
        while (!isOp(')')) {
          args.push(expr());
          if (!isOp(')')) expect(',');
        }
        expect(')');
        e = { t: 'call', f: e, args };
      } else if (isOp('.', '?.')) {
        take();
        const p = take();
        if (p.k !== 'id') throw new Error('property');
        e = { t: 'mem', a: e, p: p.v };
      } else if (isOp('[')) {
        take();
        const i = expr();
        expect(']');
        e = { t: 'idx', a: e, i };
      } else return e;
    }
  };
  const power = (): Expr => {
    const a = postfix();
    if (isOp('**')) {
      take();
      return { t: 'bin', op: '**', a, b: unary() };
    }
    return a;
  };
  const unary = (): Expr => {
    if (isOp('-', '+') || (!py && isOp('!'))) {
      const op = take().v;
      return { t: 'un', op: op === '!' ? 'not' : op, a: unary() };
    }
    return power();
  };
  const binary = (next: () => Expr, ops: string[]) => (): Expr => {
    let a = next();
    while (isOp(...ops) && peek()?.k === 'op') {
      const op = take().v;
      a = { t: 'bin', op, a, b: next() };
    }
    return a;
  };
  const mul = binary(unary, ['*', '/', '//', '%']);
  const add = binary(mul, ['+', '-']);
  const compare = (): Expr => {
    const first = add();
    const operands = [first];
    const ops: string[] = [];
    for (;;) {
      if (isOp('==', '!=', '===', '!==', '<', '<=', '>', '>=') && peek()?.k === 'op')
        ops.push(take().v);
      else if (py && isOp('in')) ops.push(take().v);
      else if (py && isOp('not') && list[pos + 1]?.v === 'in') {
        pos += 2;
        ops.push('not in');
      } else if (py && isOp('is')) {
        take();
        if (isOp('not')) {
          take();
          ops.push('is not');
        } else ops.push('is');
      } else break;
      operands.push(add());
    }
    if (ops.length === 0) return first;
    if (!py) {
      let out: Expr = first;
      ops.forEach((op, i) => {
        out = { t: 'bin', op, a: out, b: operands[i + 1] ?? first };
      });
      return out;
    }
    // Python chains comparisons: a < b < c is a < b and b < c.
    let out: Expr | null = null;
    ops.forEach((op, i) => {
      const part: Expr = { t: 'bin', op, a: operands[i] ?? first, b: operands[i + 1] ?? first };
      out = out ? { t: 'bin', op: 'and', a: out, b: part } : part;
    });
    return out ?? first;
  };
  const not = (): Expr => {
    if (py && isOp('not')) {
      take();
      return { t: 'un', op: 'not', a: not() };
    }
    return compare();
  };
  const and = (): Expr => {
    let a = not();
    while (isOp('and', '&&')) {
      take();
      a = { t: 'bin', op: 'and', a, b: not() };
    }
    return a;
  };
  const or = (): Expr => {
    let a = and();
    while (isOp('or', '||', '??')) {
      const op = take().v;
      a = { t: 'bin', op: op === '??' ? '??' : 'or', a, b: and() };
    }
    return a;
  };
  const expr = (): Expr => {
    const a = or();
    if (!py && isOp('=') && peek()?.k === 'op') {
      take();
      return { t: 'assign', a, b: expr() };
    }
    return a;
  };
  try {
    const e = expr();
    return pos === list.length ? e : null;
  } catch {
    return null;
  }
}

const UNKNOWN = Symbol('unknown');
type Unknown = typeof UNKNOWN;

/** A container as a step saw it. */
interface Box {
  box: TraceObject;
  id: number;
}

type Val = number | string | boolean | null | undefined | Box | Unknown;

const isBox = (v: Val): v is Box => typeof v === 'object' && v !== null;

interface Env {
  py: boolean;
  get(name: string): Val;
  convert(value: TraceValue): Val;
}

function lengthOf(v: Val): number | undefined {
  if (typeof v === 'string') return v.length;
  if (isBox(v)) return v.box.total;
  return undefined;
}

function truthy(v: Val, py: boolean): boolean | undefined {
  if (v === UNKNOWN) return undefined;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  if (typeof v === 'string') return v !== '';
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  return py ? v.box.total > 0 : true;
}

function itemOf(container: Val, index: Val, env: Env): Val {
  if (container === UNKNOWN || index === UNKNOWN) return UNKNOWN;
  if (typeof container === 'string' && typeof index === 'number') {
    const i = index < 0 && env.py ? container.length + index : index;
    return i >= 0 && i < container.length ? container.charAt(i) : env.py ? UNKNOWN : undefined;
  }
  if (!isBox(container)) return UNKNOWN;
  const { box } = container;
  if (box.items && typeof index === 'number' && Number.isInteger(index)) {
    const i = index < 0 && env.py ? box.total + index : index;
    const item = box.items[i];
    if (item) return env.convert(item);
    if (i >= box.total || i < 0) return env.py ? UNKNOWN : undefined;
    return UNKNOWN;
  }
  if (box.entries && (typeof index === 'string' || typeof index === 'number')) {
    for (const [key, value] of box.entries) {
      const k = env.convert(key);
      if (k === index || (!env.py && String(k) === String(index))) return env.convert(value);
    }
    if (box.total > box.entries.length) return UNKNOWN;
    // A plain object without the key reads undefined; a dict raises.
    return !env.py && box.type === 'Object' ? undefined : UNKNOWN;
  }
  return UNKNOWN;
}

function evaluate(e: Expr, env: Env): Val {
  const py = env.py;
  switch (e.t) {
    case 'num':
    case 'str':
    case 'lit':
      return e.v;
    case 'name':
      return env.get(e.v);
    case 'list':
      return UNKNOWN;
    case 'un': {
      const a = evaluate(e.a, env);
      if (e.op === 'not') {
        const t = truthy(a, py);
        return t === undefined ? UNKNOWN : !t;
      }
      if (typeof a !== 'number') return UNKNOWN;
      return e.op === '-' ? -a : a;
    }
    case 'assign':
      return evaluate(e.b, env);
    case 'mem': {
      const a = evaluate(e.a, env);
      if (e.p === 'length' && !py) {
        const n = lengthOf(a);
        return n === undefined ? UNKNOWN : n;
      }
      if (!py && isBox(a) && a.box.kind === 'object') return itemOf(a, e.p, env);
      return UNKNOWN;
    }
    case 'idx':
      return itemOf(evaluate(e.a, env), evaluate(e.i, env), env);
    case 'call': {
      const name = e.f.t === 'name' ? e.f.v : undefined;
      const args = e.args.map((a) => evaluate(a, env));
      const [first] = args;
      if (first === undefined && e.args.length > 0) return UNKNOWN;
      if (py && name === 'len' && args.length === 1) {
        const n = lengthOf(first);
        return n === undefined ? UNKNOWN : n;
      }
      if (name === 'abs' && typeof first === 'number') return Math.abs(first);
      if ((name === 'min' || name === 'max') && args.every((a) => typeof a === 'number'))
        return (name === 'min' ? Math.min : Math.max)(...(args as number[]));
      return UNKNOWN;
    }
    case 'bin': {
      if (e.op === 'and' || e.op === 'or') {
        const a = evaluate(e.a, env);
        const t = truthy(a, py);
        if (t === undefined) return UNKNOWN;
        if (e.op === 'and') return t ? evaluate(e.b, env) : a;
        return t ? a : evaluate(e.b, env);
      }
      const a = evaluate(e.a, env);
      const b = evaluate(e.b, env);
      if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
      return binary(e.op, a, b, py);
    }
  }
}

function binary(op: string, a: Val, b: Val, py: boolean): Val {
  const num = typeof a === 'number' && typeof b === 'number';
  switch (op) {
    case '+':
      if (num) return a + b;
      if (typeof a === 'string' && typeof b === 'string') return a + b;
      if (py) return UNKNOWN;
      if (isBox(a) || isBox(b)) return UNKNOWN;
      if (typeof a === 'string' || typeof b === 'string') return `${String(a)}${String(b)}`;
      return Number(a) + Number(b);
    case '-':
    case '*':
    case '/':
    case '//':
    case '%':
    case '**': {
      if (!num) {
        if (py || isBox(a) || isBox(b)) return UNKNOWN;
        return binary(op, Number(a), Number(b), py);
      }
      if ((op === '/' || op === '//' || op === '%') && b === 0 && py) return UNKNOWN;
      if (op === '-') return a - b;
      if (op === '*') return a * b;
      if (op === '/') return a / b;
      if (op === '//') return Math.floor(a / b);
      if (op === '%') return py ? ((a % b) + b) % b : a % b;
      return a ** b;
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const comparable =
        num || (typeof a === 'string' && typeof b === 'string') || (!py && !isBox(a) && !isBox(b));
      if (!comparable) return UNKNOWN;
      const x = num || typeof a === 'string' ? a : Number(a);
      const y = num || typeof b === 'string' ? b : Number(b);
      if (typeof x === 'string' && typeof y !== 'string') return UNKNOWN;
      if (op === '<') return (x as number) < (y as number);
      if (op === '<=') return (x as number) <= (y as number);
      if (op === '>') return (x as number) > (y as number);
      return (x as number) >= (y as number);
    }
    case '==':
    case '!=':
    case '===':
    case '!==':
    case 'is':
    case 'is not': {
      if (isBox(a) || isBox(b)) return UNKNOWN;
      let same: boolean;
      if (py || op.length === 3 || op.startsWith('is')) same = a === b;
      else if ((a === null || a === undefined) && (b === null || b === undefined)) same = true;
      else if (a === null || a === undefined || b === null || b === undefined) same = false;
      // JavaScript's loose `==`, as the program's own test does it.
      else same = a == b;
      return op === '==' || op === '===' || op === 'is' ? same : !same;
    }
    default:
      return UNKNOWN;
  }
}

/** The names an expression reads (not the functions it calls nor the properties it names). */
function namesIn(e: Expr | null, out: Set<string> = new Set()): Set<string> {
  if (!e) return out;
  switch (e.t) {
    case 'name':
      out.add(e.v);
      break;
    case 'list':
      for (const item of e.items) namesIn(item, out);
      break;
    case 'un':
      namesIn(e.a, out);
      break;
    case 'bin':
    case 'assign':
      namesIn(e.a, out);
      namesIn(e.b, out);
      break;
    case 'call':
      if (e.f.t !== 'name') namesIn(e.f, out);
      for (const a of e.args) namesIn(a, out);
      break;
    case 'mem':
      namesIn(e.a, out);
      break;
    case 'idx':
      namesIn(e.a, out);
      namesIn(e.i, out);
      break;
    default:
      break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading the recording

interface Call {
  frame: number;
  name: string;
  /** Its call step, its return step (when it returned), and the caller's step making it. */
  callStep: number;
  returnStep?: number;
  callerStep: number;
}

interface Run {
  frame: number;
  steps: number[];
  passes: number[][];
  /** The frame's own step after the run, if any. */
  after?: number;
}

interface Draft extends FixDetail {
  order: number;
}

const wordSet = (text: string): Set<string> => new Set(text.trim().split(/\s+/));

/** How a function looks when it is printed. */
const FUNCTION_TEXT =
  /<function ([\w.<>]+) at 0x[0-9a-f]+>|<bound method ([\w.]+) of |<built-in (?:function|method) (\w+)|\[Function: ([\w$.]+)\]|\[Function \(anonymous\)\]|\[class ([\w$]+)/;

const START_LITERAL =
  /^(?:0|0\.0|""|''|``|\[\]|\{\}|set\(\)|list\(\)|dict\(\)|str\(\)|new\s+(?:Array|Map|Set)\(\))$/;

/** Methods of Python's str and list, to tell a method printed from a value. */
const PY_METHODS = wordSet(`
  upper lower strip lstrip rstrip title capitalize split join replace find count startswith
  endswith isdigit isalpha format append pop sort reverse copy keys values items get
`);

/** Methods that give back a new value and change nothing, whose result must be kept. */
const PURE_METHODS_PY = wordSet(`
  upper lower strip lstrip rstrip title capitalize swapcase casefold replace zfill center
  ljust rjust removeprefix removesuffix
`);
const PURE_METHODS_JS = wordSet(`
  trim trimStart trimEnd toUpperCase toLowerCase replace replaceAll concat slice padStart
  padEnd repeat toSorted toReversed filter substring toFixed
`);

class Finder {
  private readonly c: Code;
  private readonly lang: 'python' | 'javascript';
  private readonly file: string;
  private readonly own = new Map<number, number[]>();
  private readonly ownIndex: number[] = [];
  private readonly calls = new Map<number, Call>();
  private readonly calleesAt = new Map<number, Call[]>();
  private readonly drafts = new Map<string, Draft>();
  private readonly errorStep: number;
  private traces = 0;

  constructor(
    private readonly r: Recording,
    code: string,
    private readonly py: boolean,
  ) {
    this.c = new Code(code, py);
    this.lang = py ? 'python' : 'javascript';
    this.file = r.frames[0]?.file ?? r.steps[0]?.file ?? '';
    this.index();
    this.errorStep = this.findErrorStep();
  }

  find(): FixDetail[] {
    this.uncaughtError();
    this.badValues();
    this.missingReturns();
    this.loopFindings();
    this.constantConditions();
    this.printedFunctions();
    this.discardedResults();
    const all = [...this.drafts.values()];
    all.sort((a, b) => a.order - b.order || (a.line ?? 0) - (b.line ?? 0));
    return all.slice(0, MAX_FINDINGS).map(({ order: _order, ...finding }) => finding);
  }

  // -------------------------------------------------------------------------------------------
  // The recording's shape

  private index(): void {
    const r = this.r;
    for (let k = 0; k < r.length; k++) {
      const f = r.frameOf(k);
      let list = this.own.get(f);
      if (!list) this.own.set(f, (list = []));
      this.ownIndex[k] = list.length;
      list.push(k);
      const step = r.steps[k];
      if (!step) continue;
      if (step.event === 'call' && f > 0 && !this.calls.has(f)) {
        const stack = r.stacks[step.stack];
        const callerStep = stack ? (stack.at[stack.frames.length - 2] ?? -1) : -1;
        const name = r.frames[f]?.name ?? '';
        const call: Call = { frame: f, name, callStep: k, callerStep };
        this.calls.set(f, call);
        const list2 = this.calleesAt.get(callerStep);
        if (list2) list2.push(call);
        else this.calleesAt.set(callerStep, [call]);
      } else if (step.event === 'return') {
        const call = this.calls.get(f);
        if (call) call.returnStep = k;
      }
    }
  }

  private findErrorStep(): number {
    const error = this.r.error;
    if (!error) return -1;
    if (error.step >= 0 && error.step < this.r.length) return error.step;
    if (this.r.end?.capped || error.line === undefined) return -1;
    for (let k = this.r.length - 1; k >= 0; k--) {
      const step = this.r.steps[k];
      if (
        step &&
        step.line === error.line &&
        (error.file === undefined || step.file === error.file)
      )
        return k;
    }
    return -1;
  }

  private inFile(k: number): boolean {
    return this.r.steps[k]?.file === this.file;
  }

  private ownNext(k: number): number | undefined {
    const list = this.own.get(this.r.frameOf(k));
    const i = this.ownIndex[k];
    return list && i !== undefined ? list[i + 1] : undefined;
  }

  private ownPrev(k: number): number | undefined {
    const list = this.own.get(this.r.frameOf(k));
    const i = this.ownIndex[k];
    return list && i !== undefined && i > 0 ? list[i - 1] : undefined;
  }

  private offsetOf(k: number): number {
    const step = this.r.steps[k];
    if (!step || step.file !== this.file) return -1;
    return this.c.offset(step.line, step.col);
  }

  /** A name's value at step `k` in the frame that runs it (its own names, then the module's). */
  private value(k: number, name: string): TraceValue | undefined {
    const step = this.r.steps[k];
    if (!step) return undefined;
    const local = this.r.vars[step.vars]?.find(([n]) => n === name);
    if (local) return local[1];
    if (step.globals >= 0) return this.r.vars[step.globals]?.find(([n]) => n === name)?.[1];
    return undefined;
  }

  private namesAt(k: number): TraceVars {
    const step = this.r.steps[k];
    if (!step) return [];
    const local = this.r.vars[step.vars] ?? [];
    if (step.globals < 0) return local;
    const seen = new Set(local.map(([n]) => n));
    return [...local, ...(this.r.vars[step.globals] ?? []).filter(([n]) => !seen.has(n))];
  }

  /** The names a text reads, with their values at step `k` (functions and modules left out). */
  private valuesOn(k: number, text: string): TraceVars {
    const words = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
    return this.namesAt(k).filter(
      ([name, value]) =>
        words.has(name) && value.t !== 'fn' && !(value.t === 'other' && value.type === 'module'),
    );
  }

  private env(k: number): Env {
    const lookup = (id: number) => this.r.objectAt(id, k);
    const convert = (value: TraceValue): Val => {
      switch (value.t) {
        case 'num':
          return value.v === 'NaN' || value.v === 'nan'
            ? NaN
            : /^-?[\d.]+(?:e[+-]?\d+)?$/i.test(value.v)
              ? Number(value.v)
              : value.v === 'Infinity' || value.v === 'inf'
                ? Infinity
                : UNKNOWN;
        case 'str':
          return value.more ? UNKNOWN : value.v;
        case 'bool':
          return value.v;
        case 'none':
          return value.v === 'undefined' ? undefined : null;
        case 'ref': {
          const box = lookup(value.id);
          return box ? { box, id: value.id } : UNKNOWN;
        }
        default:
          return UNKNOWN;
      }
    };
    return {
      py: this.py,
      convert,
      get: (name) => {
        const v = this.value(k, name);
        return v ? convert(v) : UNKNOWN;
      },
    };
  }

  private eval(text: string, k: number): Val {
    const e = parseExpr(text, this.py);
    return e ? evaluate(e, this.env(k)) : UNKNOWN;
  }

  /** A value as a beginner reads it: strings quoted, None, undefined and NaN as they are. */
  private show(value: TraceValue, k: number, max = 60): string {
    return valueText(value, (id) => this.r.objectAt(id, k), { language: this.lang, max });
  }

  private showVal(v: Val, k: number): string {
    if (v === UNKNOWN) return '…';
    if (isBox(v)) return this.show({ t: 'ref', id: v.id }, k);
    if (v === undefined) return 'undefined';
    if (v === null) return this.py ? 'None' : 'null';
    if (typeof v === 'string') return this.show({ t: 'str', v }, k);
    if (typeof v === 'boolean') return this.py ? (v ? 'True' : 'False') : String(v);
    return Number.isNaN(v) ? 'NaN' : String(v);
  }

  private get none(): string {
    return this.py ? 'None' : 'undefined';
  }

  private add(
    rule: string,
    line: number,
    message: string,
    options: { family?: MistakeFamily; confidence?: number; order?: number } = {},
  ): void {
    const key = `${rule}|${line}`;
    if (this.drafts.has(key)) return;
    const draft: Draft = {
      rule,
      message,
      line,
      confidence: options.confidence ?? SURE,
      order: options.order ?? 1,
    };
    if (options.family) draft.family = options.family;
    this.drafts.set(key, draft);
  }

  private has(rule: string, line: number): boolean {
    return this.drafts.has(`${rule}|${line}`);
  }

  /** The step whose line printed output tagged `k` (the caller's, when a call just returned). */
  private printingStep(k: number): number {
    const step = this.r.steps[k];
    if (!step) return -1;
    if (step.event !== 'return') return k;
    const stack = this.r.stacks[step.stack];
    return stack ? (stack.at[stack.frames.length - 2] ?? -1) : -1;
  }

  private lineOfStep(k: number): number {
    return this.r.steps[k]?.line ?? 0;
  }

  /** The statement a step belongs to, as written. */
  private statementAt(k: number): string {
    const step = this.r.steps[k];
    if (!step) return '';
    return this.py ? this.c.statement(step.line) : this.c.stepText(step);
  }

  private maskedStatementAt(k: number): string {
    const step = this.r.steps[k];
    if (!step) return '';
    if (!this.py) return this.c.maskedStepText(step);
    const end = this.c.source.stmtEnd(step.line);
    return this.c.masked.slice(this.c.lineStart(step.line), this.c.lineEnd(end));
  }

  /** The calls made from step `k`. */
  private callsDuring(k: number): Call[] {
    return this.calleesAt.get(k) ?? [];
  }

  // -------------------------------------------------------------------------------------------
  // 1. The uncaught error

  private uncaughtError(): void {
    const error = this.r.error;
    if (!error) return;
    const k = this.inFile(this.errorStep) ? this.errorStep : this.callerInFile(this.errorStep);
    const step = k >= 0 ? this.r.steps[k] : undefined;
    const line = step && step.file === this.file ? step.line : (error.line ?? 0);
    if (line <= 0) return;
    const what = `${error.name}${error.message ? ` (${error.message})` : ''}`;
    const where = this.whereText(k);
    if (!step || k < 0) {
      this.add('run/error', line, `Line ${line} stopped the program with ${what}.`, { order: 0 });
      return;
    }
    const statement = this.py ? this.c.statement(step.line) : this.c.code(step.line);
    const detail = this.errorDetail(k, error.name, error.message, statement);
    const values = this.valuesOn(k, statement).slice(0, 6);
    const said = values.map(([name, value]) => `\`${name}\` was ${this.show(value, k)}`);
    let first = `Line ${line}${where} stopped the program with ${what}`;
    if (detail?.what) first += `: ${detail.what}`;
    else if (said.length) first += `; there ${words(said)}`;
    const advice = detail?.advice ?? '';
    this.add('run/error', line, `${first}.${advice ? ` ${advice}` : ''}`, { order: 0 });
  }

  /** For an error raised in another file: the step of this file's line that led there. */
  private callerInFile(k: number): number {
    const step = this.r.steps[k];
    const stack = step ? this.r.stacks[step.stack] : undefined;
    if (!stack) return -1;
    for (let i = stack.frames.length - 2; i >= 0; i--) {
      const at = stack.at[i] ?? -1;
      if (this.inFile(at)) return at;
    }
    return -1;
  }

  private whereText(k: number): string {
    const f = this.r.frameOf(k);
    if (f <= 0) return '';
    const call = this.calls.get(f);
    const name = shortName(this.r.frames[f]?.name ?? '');
    if (!call || !name || name.startsWith('(') || name.startsWith('<')) return '';
    const callerLine = this.lineOfStep(call.callerStep);
    return ` (inside \`${name}\`${callerLine ? `, called from line ${callerLine}` : ''})`;
  }

  private errorDetail(
    k: number,
    name: string,
    message: string,
    statement: string,
  ): { what?: string; advice?: string } | undefined {
    const step = this.r.steps[k];
    if (!step) return undefined;
    // Python says which expression failed; JavaScript steps cover the statement.
    const span = this.py && step.event === 'exception' ? this.c.stepText(step) : undefined;
    const narrow = span !== undefined && parseExpr(span, true) !== null;
    const focus = narrow ? span : statement;
    const maskedFocus = narrow ? this.c.maskedStepText(step) : this.maskedLine(step.line);

    if (
      name === 'IndexError' ||
      name === 'RangeError' ||
      /Cannot read properties of (?:undefined|null)/.test(message)
    ) {
      const reading = /\(reading '([^']*)'\)/.exec(message)?.[1];
      const index = this.indexProblem(k, focus, maskedFocus, reading);
      if (index) return index;
    }
    if (name === 'KeyError') {
      const key = this.keyProblem(k, focus, maskedFocus);
      if (key) return key;
    }
    const reading = /Cannot read properties of (undefined|null) \(reading '([^']*)'\)/.exec(
      message,
    );
    if (reading?.[2] !== undefined) {
      const receiver = this.receiverOf(maskedFocus, focus, reading[2]);
      if (receiver) {
        const v = this.eval(receiver, k);
        if (v === undefined || v === null) {
          const why = this.whyNothing(k, receiver);
          return {
            what: `\`${receiver}\` was ${reading[1]}${why ? ` (${why})` : ''}, and ${reading[1]} has no \`.${reading[2]}\``,
            advice: `Make sure \`${receiver}\` holds a value before reading \`.${reading[2]}\` from it.`,
          };
        }
      }
    }
    const undefinedName =
      /^name '([\w$]+)' is not defined/.exec(message)?.[1] ??
      (name === 'ReferenceError' ? /^([\w$]+) is not defined/.exec(message)?.[1] : undefined);
    if (undefinedName) {
      const close = closest(
        undefinedName,
        this.namesAt(k).map(([n]) => n),
      );
      return {
        what: `no variable or function called \`${undefinedName}\` exists at that point`,
        advice: close
          ? `Did you mean \`${close}\`?`
          : `Give \`${undefinedName}\` a value before this line, or check its spelling.`,
      };
    }
    const missing = /^(\w+)\(\) missing (\d+) required positional arguments?: (.+)$/.exec(message);
    if (missing?.[1] && missing[3]) {
      const call = callText(statement, missing[1]);
      const names = missing[3].replace(/'/g, '`');
      return {
        what: `${call ? `\`${call}\`` : `the call of \`${missing[1]}\``} leaves out ${names}`,
        advice: `Give \`${missing[1]}\` a value for each of its parameters.`,
      };
    }
    const tooMany =
      /^(\w+)\(\) takes (\d+) positional arguments? but (\d+) (?:were|was) given/.exec(message);
    if (tooMany?.[1]) {
      const call = callText(statement, tooMany[1]);
      return {
        what: `${call ? `\`${call}\`` : `the call`} gives ${tooMany[3]} values, but \`${tooMany[1]}\` takes ${tooMany[2]}`,
        advice: `Pass as many values as \`${tooMany[1]}\` has parameters.`,
      };
    }
    if (name === 'ZeroDivisionError') {
      const values = this.valuesOn(k, focus);
      const said = values.map(([n, v]) => `\`${n}\` was ${this.show(v, k)}`);
      return {
        what: `\`${focus}\` divides by 0${said.length ? ` (${words(said)})` : ''}`,
        advice: 'Check that the number you divide by is not 0 before dividing.',
      };
    }
    // A call on the line that gave back nothing, read from as if it had given a value.
    if (/NoneType|of undefined|of null/.test(message)) {
      const empty = this.emptyCallOn(k);
      const lacks = /\(reading '([^']*)'\)|has no attribute '([^']*)'/
        .exec(message)
        ?.slice(1)
        .find((x) => x !== undefined);
      const cannot =
        lacks !== undefined
          ? `has no \`.${lacks}\``
          : /not subscriptable/.test(message)
            ? 'cannot be indexed with `[…]`'
            : /not iterable/.test(message)
              ? 'cannot be looped over'
              : 'cannot be used there';
      if (empty)
        return {
          what: `\`${empty}\` gave back ${this.none}, and ${this.none} ${cannot}`,
          advice: 'Make the function return a value on every path.',
        };
    }
    // A function or method joined into text, not called.
    if (
      /not "(?:function|builtin_function_or_method|method)"|'(?:function|builtin_function_or_method|method)' and|and '(?:function|builtin_function_or_method|method)'/.test(
        message,
      )
    ) {
      const uncalled = /([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)(?![\w$(])(?!\s*\()/g;
      for (const m of this.maskedLine(step.line).matchAll(uncalled)) {
        const name = m[1] ?? '';
        const last = shortName(name);
        const value = name.includes('.') ? undefined : this.value(k, name);
        if (value?.t === 'fn' || (name.includes('.') && PY_METHODS.has(last)))
          return {
            what: `\`${name}\` is the ${name.includes('.') ? 'method' : 'function'} itself, not what it gives back`,
            advice: `Call it: \`${name}()\`.`,
          };
      }
    }
    const values = this.valuesOn(k, focus);
    const said = values.slice(0, 6).map(([n, v]) => `\`${n}\` was ${this.show(v, k)}`);
    const numericText = values.find(
      ([, v]) => v.t === 'str' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(v.v),
    )?.[0];
    let advice: string | undefined;
    if (
      /can only concatenate str \(not "(?:int|float)"\) to str|unsupported operand type\(s\) for [^:]+: '(?:int|float)' and 'str'|'str' and '(?:int|float)'/.test(
        message,
      )
    )
      advice = numericText
        ? `\`${numericText}\` is text that holds a number: to count with it, turn it into one first, \`int(${numericText})\`.`
        : 'Text and numbers do not mix: turn the number into text with `str(...)` (or use an f-string).';
    else if (/NoneType/.test(message)) {
      const none = values.find(([, v]) => v.t === 'none')?.[0];
      advice = none
        ? `\`${none}\` was None there: see where it got that value.`
        : 'A value on this line was None.';
    }
    return said.length
      ? { what: `there ${words(said)}`, ...(advice ? { advice } : {}) }
      : advice
        ? { advice }
        : undefined;
  }

  /** A call made on the crashing line that gave back nothing, as written with its values. */
  private emptyCallOn(k: number): string | undefined {
    const steps = [k, this.ownPrev(k)].filter((x): x is number => x !== undefined);
    for (const at of steps) {
      for (const call of this.callsDuring(at)) {
        const value =
          call.returnStep !== undefined ? this.r.steps[call.returnStep]?.value : undefined;
        if (value?.t === 'none')
          return this.calledWith(call, shortName(call.name)) ?? shortName(call.name);
      }
    }
    return undefined;
  }

  private maskedLine(line: number): string {
    return this.c.masked.slice(this.c.lineStart(line), this.c.lineEnd(line));
  }

  /** `xs[i]` past the end in a text, said with its values. */
  private indexProblem(
    k: number,
    text: string,
    maskedText: string,
    reading?: string,
  ): { what: string; advice: string; offByOne: boolean } | undefined {
    const found = this.subscripts(text, maskedText);
    for (const { name, index, full, after } of found) {
      if (
        reading !== undefined &&
        !after.startsWith(`.${reading}`) &&
        !after.startsWith(`?.${reading}`)
      )
        continue;
      const container = this.value(k, name);
      if (!container) continue;
      const c = this.env(k).convert(container);
      const len = lengthOf(c);
      if (len === undefined || (isBox(c) && !c.box.items)) continue;
      const i = this.eval(index, k);
      if (typeof i !== 'number' || !Number.isInteger(i)) continue;
      const outside = i >= len || (this.py ? i < -len : i < 0);
      if (!outside) continue;
      const noun = typeof c === 'string' ? 'characters' : 'items';
      const has =
        len === 0
          ? `\`${name}\` is empty`
          : `\`${name}\` has ${count(len, noun.slice(0, -1), noun)} (indexes 0 to ${len - 1})`;
      const indexValues = [...namesIn(parseExpr(index, this.py))]
        .map((n) => [n, this.value(k, n)] as const)
        .filter((pair): pair is readonly [string, TraceValue] => pair[1] !== undefined)
        .map(([n, v]) => `\`${n}\` was ${this.show(v, k)}`);
      const failed = reading !== undefined ? `\`${full}\` was undefined` : `\`${full}\` failed`;
      const what = `${failed} because ${has}${indexValues.length ? ` and ${words(indexValues)}` : ''}`;
      const size = this.py ? `\`len(${name})\`` : `\`${name}.length\``;
      const loose = this.looseBound(name);
      const advice = loose?.text.startsWith('range')
        ? `\`${loose.text}\` on line ${loose.line} goes one past the last index; \`range(len(${name}))\` stops at the right place.`
        : loose
          ? `The test \`${loose.text}\` on line ${loose.line} lets the index reach ${size}; use \`<\` instead of \`<=\`.`
          : len === 0
            ? `\`${name}\` has no items yet: fill it before reading from it.`
            : `An index of \`${name}\` must stay below ${size} (${len}).`;
      return { what, advice, offByOne: i === len };
    }
    return undefined;
  }

  /** A loop test like `i <= len(xs)` or `i <= xs.length` somewhere in the code. */
  private looseBound(name: string): { text: string; line: number } | undefined {
    const size = this.py ? `len\\(\\s*${escape(name)}\\s*\\)` : `${escape(name)}\\.length`;
    const re = new RegExp(`[\\w$.]+\\s*<=\\s*${size}`);
    for (let n = 1; n <= this.c.lineCount; n++) {
      const m = re.exec(this.maskedLine(n));
      if (m) return { text: m[0], line: n };
    }
    const range = this.py
      ? new RegExp(
          `range\\(\\s*(?:[^,()]+,\\s*)?len\\(\\s*${escape(name)}\\s*\\)\\s*\\+\\s*1\\s*\\)`,
        )
      : null;
    for (let n = 1; range && n <= this.c.lineCount; n++) {
      const m = range.exec(this.maskedLine(n));
      if (m) return { text: m[0], line: n };
    }
    return undefined;
  }

  private subscripts(
    text: string,
    maskedText: string,
  ): { name: string; index: string; full: string; after: string }[] {
    const out: { name: string; index: string; full: string; after: string }[] = [];
    const m = maskedText.length === text.length ? maskedText : text;
    for (const match of m.matchAll(/([A-Za-z_$][\w$]*)\s*\[/g)) {
      const open = match.index + match[0].length - 1;
      const close = matching(m, open);
      if (close < 0) continue;
      const before = m.slice(0, match.index);
      // `obj.items[0]`: a property's item, not a name's.
      if (/\.\s*$/.test(before)) continue;
      const name = match[1] ?? '';
      out.push({
        name,
        index: text.slice(open + 1, close).trim(),
        full: text.slice(match.index, close + 1),
        after: text.slice(close + 1).trimStart(),
      });
    }
    return out;
  }

  private keyProblem(
    k: number,
    text: string,
    maskedText: string,
  ): { what: string; advice: string } | undefined {
    for (const { name, index, full } of this.subscripts(text, maskedText)) {
      const container = this.value(k, name);
      if (!container) continue;
      const c = this.env(k).convert(container);
      if (!isBox(c) || !c.box.entries) continue;
      const key = this.eval(index, k);
      if (key === UNKNOWN || itemOf(c, key, this.env(k)) !== UNKNOWN) continue;
      const keys = c.box.entries.slice(0, 6).map(([kv]) => this.show(kv, k));
      const keyText = this.showVal(key, k);
      const close =
        typeof key === 'string'
          ? closest(key, c.box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean))
          : undefined;
      return {
        what: `\`${full}\` failed because \`${name}\` has no key ${keyText} (${keys.length ? `its keys are ${words(keys)}` : 'it is empty'})`,
        advice: close
          ? `Did you mean ${this.showVal(close, k)}?`
          : `Check that the key is there first (\`${index} in ${name}\`), or use \`${name}.get(${index})\`.`,
      };
    }
    return undefined;
  }

  /** The expression just before `.prop` in a statement. */
  private receiverOf(maskedText: string, text: string, prop: string): string | undefined {
    const m = maskedText.length === text.length ? maskedText : text;
    const re = new RegExp(`\\??\\.\\s*${escape(prop)}\\b`, 'g');
    for (const match of m.matchAll(re)) {
      let i = match.index - 1;
      while (i >= 0) {
        const c = m.charAt(i);
        if (/[\w$.]/.test(c)) i--;
        else if (c === ']' || c === ')') {
          const open = openerOf(m, i);
          if (open < 0) break;
          i = open - 1;
        } else break;
      }
      const receiver = text.slice(i + 1, match.index).trim();
      if (receiver && /^[A-Za-z_$]/.test(receiver)) return receiver;
    }
    return undefined;
  }

  /** Why an expression held nothing at step `k`, when its shape says: a call, an index, a key. */
  private whyNothing(k: number, expr: string): string | undefined {
    const e = parseExpr(expr, this.py);
    if (!e) return undefined;
    if (e.t === 'call') return `\`${expr}\` gave back ${this.none}`;
    if (e.t === 'idx' && e.a.t === 'name') {
      const len = lengthOf(this.eval(e.a.v, k));
      const i = evaluate(e.i, this.env(k));
      if (len !== undefined && typeof i === 'number')
        return len === 0
          ? `\`${e.a.v}\` is empty`
          : `\`${e.a.v}\` has ${count(len, 'item')}, indexes 0 to ${len - 1}, and the index was ${i}`;
    }
    if (e.t === 'mem' && e.a.t === 'name') {
      const owner = this.eval(e.a.v, k);
      if (isBox(owner) && owner.box.entries) {
        const keys = owner.box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean);
        return `\`${e.a.v}\` has no property \`${e.p}\`${keys.length ? `; it has ${words(keys.slice(0, 6).map((x) => `\`${x}\``))}` : ''}`;
      }
    }
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // 2. Where NaN and undefined came from

  private badValues(): void {
    const r = this.r;
    const seen = new Set<string>();
    // Names that first hold NaN (or text with undefined/NaN in it, in JavaScript).
    for (let k = 0; k < r.length && this.traces < MAX_TRACES; k++) {
      const step = r.steps[k];
      if (!step || !this.inFile(k) || step.event === 'call') continue;
      const prev = this.ownPrev(k);
      if (prev === undefined) continue;
      for (const [name, value] of r.vars[step.vars] ?? []) {
        const kind = this.badKind(value);
        if (!kind) continue;
        const key = `${r.frameOf(k)}|${name}`;
        if (seen.has(key)) continue;
        const before = this.value(prev, name);
        if (before && this.badKind(before) === kind) continue;
        seen.add(key);
        this.traces++;
        const statement = this.statementAt(prev);
        const so =
          kind === 'NaN' ? nanClause(statement) : `\`${name}\` became ${this.show(value, k)}`;
        this.trace(prev, kind, so, 0);
      }
    }
    // Output with NaN or undefined in it.
    const word = this.py ? /\bnan\b/ : /\bNaN\b|\bundefined\b/;
    for (const out of r.output) {
      if (this.traces >= MAX_TRACES) break;
      if (out.stream !== 'stdout' || !word.test(out.text)) continue;
      const p = this.printingStep(out.step);
      if (p < 0 || !this.inFile(p)) continue;
      this.traces++;
      const printed =
        out.text
          .trim()
          .split('\n')
          .find((l) => word.test(l)) ?? out.text.trim();
      const so = `line ${this.lineOfStep(p)} printed ${this.show({ t: 'str', v: printed }, p, 50)}`;
      const kind = /\bNaN\b|\bnan\b/.test(printed) ? 'NaN' : 'undefined';
      this.trace(p, kind, so, 0);
    }
    // What the line that crashed read as nothing.
    if (this.errorStep >= 0 && this.inFile(this.errorStep)) {
      const k = this.errorStep;
      const text = this.statementAt(k);
      for (const [name, value] of this.valuesOn(k, text)) {
        if (value.t !== 'none' || value.v === 'null') continue;
        this.whyUndefined(k, name, `line ${this.lineOfStep(k)} crashed`, 0);
      }
    }
  }

  private badKind(value: TraceValue): 'NaN' | 'text' | undefined {
    if (value.t === 'num' && (value.v === 'NaN' || value.v === 'nan')) return 'NaN';
    if (!this.py && value.t === 'str' && /\bundefined\b|\bNaN\b/.test(value.v)) return 'text';
    return undefined;
  }

  /**
   * Follows a bad value made at step `k` back to its cause: a name that held nothing, a call
   * that returned NaN, a property that does not exist, an index past the end.
   */
  private trace(k: number, kind: 'NaN' | 'text' | 'undefined', so: string, depth: number): boolean {
    if (depth > MAX_TRACE_DEPTH || !this.inFile(k)) return false;
    const text = this.statementAt(k);
    const masked = this.maskedStatementAt(k);
    // A name the line read that was undefined.
    for (const [name, value] of this.valuesOn(k, text)) {
      if (value.t !== 'none' || value.v === 'null') continue;
      const here = kind === 'NaN' ? nanClause(text) : so;
      if (this.whyUndefined(k, name, here, depth + 1)) return true;
    }
    // A name the line read that was already NaN: where it became NaN.
    if (kind === 'NaN') {
      for (const [name, value] of this.valuesOn(k, text)) {
        if (this.badKind(value) !== 'NaN') continue;
        let first = k;
        for (let p = this.ownPrev(k); p !== undefined; p = this.ownPrev(p)) {
          const v = this.value(p, name);
          if (!v || this.badKind(v) !== 'NaN') break;
          first = p;
        }
        const setter =
          this.r.steps[first]?.event === 'call'
            ? this.calls.get(this.r.frameOf(first))?.callerStep
            : this.ownPrev(first);
        if (setter === undefined || setter < 0 || !this.inFile(setter)) continue;
        if (this.trace(setter, kind, so, depth + 1)) return true;
        // No cause behind it: where it first appeared is the finding.
        return this.plainNaN(setter, this.statementAt(setter));
      }
    }
    // A call on the line that returned NaN or undefined.
    for (const call of this.callsDuring(k)) {
      const ret = call.returnStep !== undefined ? this.r.steps[call.returnStep] : undefined;
      const value = ret?.value;
      if (!value || call.returnStep === undefined) continue;
      if (
        (kind === 'NaN' && this.badKind(value) === 'NaN') ||
        (kind !== 'NaN' && value.t === 'none' && value.v !== 'null')
      ) {
        const last = this.ownPrev(call.returnStep);
        if (last !== undefined && this.trace(last, kind, so, depth + 1)) return true;
      }
    }
    // A property or an index the line read that is not there.
    if (!this.py) {
      if (this.missingProperty(k, text, masked, kind === 'NaN' ? nanClause(text) : so)) return true;
      if (this.indexUndefined(k, text, masked, kind === 'NaN' ? nanClause(text) : so)) return true;
    }
    if (kind === 'NaN' && depth === 0) return this.plainNaN(k, text);
    return false;
  }

  /** Why `name` was undefined at step `k`: a missing argument, a missing property, an index. */
  private whyUndefined(k: number, name: string, so: string, depth: number): boolean {
    if (depth > MAX_TRACE_DEPTH) return false;
    const f = this.r.frameOf(k);
    let first = k;
    for (let p = this.ownPrev(k); p !== undefined; p = this.ownPrev(p)) {
      const v = this.value(p, name);
      if (!v || v.t !== 'none' || v.v === 'null') break;
      first = p;
    }
    const firstStep = this.r.steps[first];
    const call = this.calls.get(f);
    if (firstStep?.event === 'call' && call && !this.py) {
      const params = (this.r.vars[firstStep.vars] ?? [])
        .map(([n]) => n)
        .filter((n) => n !== 'this');
      const at = params.indexOf(name);
      if (at < 0 || call.callerStep < 0 || !this.inFile(call.callerStep)) return false;
      const fname = shortName(call.name);
      const callerText = this.statementAt(call.callerStep);
      const site = callSite(callerText, this.maskedStatementAt(call.callerStep), fname);
      if (!site) return false;
      if (site.args.length <= at) {
        const line = this.lineOfStep(call.callerStep);
        const given =
          site.args.length === 0 ? 'passes no value' : `passes ${count(site.args.length, 'value')}`;
        const takes = `\`${fname}\` takes ${params.length} (${params.map((p) => `\`${p}\``).join(', ')})`;
        this.add(
          'run/wrong-argument-count',
          line,
          `\`${site.text}\` on line ${line} ${given}, but ${takes}: \`${name}\` was undefined, so ${so}. Pass a value for \`${name}\` too.`,
          { family: 'wrong-argument-count' },
        );
        return true;
      }
      const arg = site.args[at]?.trim() ?? '';
      if (/^[A-Za-z_$][\w$]*$/.test(arg))
        return this.whyUndefined(call.callerStep, arg, so, depth + 1);
      return false;
    }
    const setter = this.ownPrev(first);
    if (setter === undefined || !this.inFile(setter)) return false;
    const text = this.statementAt(setter);
    const masked = this.maskedStatementAt(setter);
    if (!this.py) {
      if (this.missingProperty(setter, text, masked, so)) return true;
      if (this.indexUndefined(setter, text, masked, so)) return true;
    }
    return false;
  }

  /** `obj.prop` read where the plain object `obj` has no `prop`. */
  private missingProperty(k: number, text: string, masked: string, so: string): boolean {
    const m = masked.length === text.length ? masked : text;
    for (const match of m.matchAll(
      /(?<![\w$.])([A-Za-z_$][\w$]*)\s*\??\.\s*([A-Za-z_$][\w$]*)\b(?!\s*\()/g,
    )) {
      const owner = match[1] ?? '';
      const prop = match[2] ?? '';
      const value = this.value(k, owner);
      if (value?.t !== 'ref') continue;
      const box = this.r.objectAt(value.id, k);
      if (!box || box.kind !== 'object' || box.type !== 'Object' || !box.entries) continue;
      if (box.total > box.entries.length) continue;
      const keys = box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean);
      if (keys.includes(prop) || prop in Object.prototype) continue;
      const close = closest(prop, keys);
      const line = this.lineOfStep(k);
      this.add(
        'run/missing-property',
        line,
        `\`${owner}\` has no property \`${prop}\` (it is ${this.show(value, k)}), so \`${owner}.${prop}\` was undefined and ${so}. ${close ? `Did you mean \`${owner}.${close}\`?` : `Use a property \`${owner}\` has, or set \`${owner}.${prop}\` first.`}`,
      );
      return true;
    }
    return false;
  }

  /** `xs[i]` read past the end of an array (undefined in JavaScript). */
  private indexUndefined(k: number, text: string, masked: string, so: string): boolean {
    const found = this.indexProblem(k, text, masked);
    if (!found) return false;
    const line = this.lineOfStep(k);
    this.add(
      found.offByOne ? 'run/off-by-one-bound' : 'run/index-out-of-range',
      line,
      `${found.what.replace(/` failed because/, '` was undefined because')}, so ${so}. ${found.advice}`,
      found.offByOne ? { family: 'off-by-one-bound' } : {},
    );
    return true;
  }

  /** NaN with no name that held nothing behind it: what the line computed with. */
  private plainNaN(k: number, text: string): boolean {
    if (/isNaN|isnan/.test(this.c.raw)) return false;
    // NaN written in the program's own text is not a computation's.
    if (/(["'`])(?:(?!\1).)*\b(?:NaN|nan)\b(?:(?!\1).)*\1/.test(text)) return false;
    if (/(?<![\w$.])NaN(?![\w$])/.test(this.maskedStatementAt(k))) return false;
    const values = this.valuesOn(k, text);
    const said = values.slice(0, 5).map(([n, v]) => `\`${n}\` was ${this.show(v, k)}`);
    const textual = values.filter(([, v]) => v.t === 'str');
    const line = this.lineOfStep(k);
    const expr = expressionOf(text);
    const divisor = /\/\s*([A-Za-z_$][\w$]*)/.exec(expr)?.[1];
    const by = divisor !== undefined ? this.value(k, divisor) : undefined;
    const zero = by?.t === 'num' && (by.v === '0' || by.v === '0.0');
    const advice = zero
      ? `0 divided by 0 is NaN: check that \`${divisor}\` is not 0 before dividing.`
      : /\b(?:parseInt|parseFloat|Number)\s*\(/.test(expr)
        ? 'Turning text that is not a number into a number gives NaN: check the text first.'
        : textual.length
          ? `${words(textual.map(([n]) => `\`${n}\``))} ${textual.length === 1 ? 'is' : 'are'} text, not a number: turn ${textual.length === 1 ? 'it' : 'them'} into a number first (and check that ${textual.length === 1 ? 'it is' : 'they are'} one).`
          : 'NaN means "not a number": each value in the computation must be a number.';
    this.add(
      'run/nan',
      line,
      `\`${expr}\` on line ${line} gave NaN${said.length ? `: ${words(said)}` : ''}. ${advice}`,
    );
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // A function that returned nothing, whose result was used

  private missingReturns(): void {
    for (const call of this.calls.values()) {
      if (call.returnStep === undefined || call.callerStep < 0) continue;
      if (!this.inFile(call.returnStep) || !this.inFile(call.callerStep)) continue;
      const ret = this.r.steps[call.returnStep];
      if (ret?.value?.t !== 'none' || ret.value.v === 'null') continue;
      const frame = this.r.frames[call.frame];
      if (!frame) continue;
      const before = this.ownPrev(call.returnStep);
      if (before !== undefined && this.r.steps[before]?.event === 'exception') continue;
      if (!this.returnsNothing(call.returnStep, frame.line)) continue;
      const name = shortName(call.name);
      const callerText = this.statementAt(call.callerStep);
      const callerMasked = this.maskedStatementAt(call.callerStep);
      let site: { text: string; args: string[] } | undefined;
      if (name && !name.startsWith('(') && !name.startsWith('new ')) {
        site = callSite(callerText, callerMasked, name);
        if (!site || !this.resultUsed(callerMasked, name)) continue;
      } else if (!this.py && /^\(anonymous\)$/.test(call.name)) {
        const method = /\.(map|filter|find|findIndex|some|every|reduce|flatMap|sort)\s*\(/.exec(
          callerMasked,
        );
        if (!method || /\.forEach\s*\(/.test(callerMasked)) continue;
        this.add(
          'run/missing-return',
          frame.line,
          `The function given to \`.${method[1]}()\` on line ${frame.line} returned undefined: its body has no \`return\`, so \`.${method[1]}()\` got undefined from it each time. Add \`return\` before the value it works out (or drop the braces of an arrow function).`,
          { family: 'missing-return' },
        );
        continue;
      } else continue;
      const callLine = this.lineOfStep(call.callerStep);
      const worked = this.workedOut(call);
      const target = assignedName(callerText);
      const after = callerText.slice(callerText.indexOf(site.text) + site.text.length).trimStart();
      const consequence = /^\??\.|^\[/.test(after)
        ? `so reading \`${/^(\??\.[\w$]+|\[[^\]]*\])/.exec(after)?.[1] ?? after.slice(0, 10)}\` from it stopped the program`
        : target
          ? `so \`${target}\` was ${this.none}`
          : /^(?:print|console\.log)\s*\(/.test(callerText)
            ? `so it printed ${this.none}`
            : /^(?:if|elif|while)\b/.test(callerText)
              ? `so the test on line ${callLine} got ${this.none}, which counts as ${this.py ? 'False' : 'false'}`
              : `so line ${callLine} used ${this.none} in place of a result`;
      const called = this.calledWith(call, name) ?? site.text;
      const partial = this.returnLine(frame.line);
      const ends = partial
        ? `\`${name}\` reached its end without a \`return\` (the one on line ${partial} did not run)`
        : `\`${name}\` ends without returning a value`;
      const advice = partial
        ? `Give \`${name}\` a \`return\` for this case too, at its end.`
        : worked
          ? `Add \`return ${worked.name}\` at the end of \`${name}\`.`
          : `End \`${name}\` with \`return\` and the value it should give back.`;
      this.add(
        'run/missing-return',
        frame.line,
        `\`${called}\` on line ${callLine} gave back ${this.none}: ${ends}${!partial && worked ? ` (it had worked out \`${worked.name}\` = ${worked.text})` : ''}, ${consequence}. ${advice}`,
        { family: 'missing-return' },
      );
    }
  }

  /** The line of a `return` with a value in the function defined on `defLine`, if it has one. */
  private returnLine(defLine: number): number | undefined {
    const end = this.py
      ? (this.c.source.blockEnd(defLine) ?? defLine)
      : this.c.lineOf(this.functionEnd(defLine));
    for (let n = defLine; n <= end; n++) {
      const text = this.maskedLine(n);
      if (/(?<![\w$])return\s+[^\s;]/.test(text) && !(n === defLine && !this.py && /=>/.test(text)))
        return n;
    }
    return undefined;
  }

  /** Where a JavaScript function defined on `line` ends: its closing brace. */
  private functionEnd(line: number): number {
    const m = this.c.masked;
    const from = this.c.lineStart(line);
    const open = m.indexOf('{', from);
    if (open < 0) return this.c.lineEnd(line);
    const close = matching(m, open);
    return close < 0 ? this.c.lineEnd(line) : close;
  }

  /** A call as it was made, with the values its parameters got: `average([2, 4])`. */
  private calledWith(call: Call, name: string): string | undefined {
    const params = this.r.vars[this.r.steps[call.callStep]?.vars ?? -1];
    if (!params) return undefined;
    const shown = params
      .filter(([n]) => n !== 'this' && n !== 'self')
      .map(([, v]) => this.show(v, call.callStep, 30));
    const text = `${name}(${shown.join(', ')})`;
    return text.length <= 60 ? text : undefined;
  }

  /** Whether a call's return step is an end reached without `return value`. */
  private returnsNothing(returnStep: number, defLine: number): boolean {
    const step = this.r.steps[returnStep];
    if (!step) return false;
    const def = this.c.statement(defLine);
    if (this.py) {
      if (!/^(?:async\s+)?def\b/.test(def)) return false;
      // A generator's end is not a result.
      const end = this.c.source.blockEnd(defLine) ?? defLine;
      for (let n = defLine + 1; n <= end; n++) if (/\byield\b/.test(this.c.code(n))) return false;
      const text = this.c.code(step.line);
      return !/^return\b/.test(text) || /^return\s*$/.test(text);
    }
    if (/\bfunction\s*\*|^\s*\*|\basync\b|\bconstructor\b|^class\b/.test(def)) return false;
    const text = this.c.stepText(step);
    return text.startsWith('}') || /^return\s*;?$/.test(text);
  }

  /** Whether a statement uses what a call of `name` gives back (it is not the whole statement). */
  private resultUsed(masked: string, name: string): boolean {
    // `return f(x)` hands the result on; whether it is used is the caller's business.
    const text = masked
      .trim()
      .replace(/;$/, '')
      .trim()
      .replace(/^(?:await|return)\s+/, '');
    const re = new RegExp(`^[\\w$.\\[\\]]*?\\b${escape(name)}\\s*\\(`);
    const m = re.exec(text);
    if (m) {
      const close = matching(text, m[0].length - 1);
      if (close === text.length - 1) return false;
    }
    return !new RegExp(`\\bnew\\s+${escape(name)}\\b`).test(text);
  }

  /** The value a function had worked out when it ended: its latest own name set that is not a parameter. */
  private workedOut(call: Call): { name: string; text: string } | undefined {
    if (call.returnStep === undefined) return undefined;
    const params = new Set(
      (this.r.vars[this.r.steps[call.callStep]?.vars ?? -1] ?? []).map(([n]) => n),
    );
    const end = this.r.vars[this.r.steps[call.returnStep]?.vars ?? -1] ?? [];
    let best: { name: string; at: number } | undefined;
    for (const [name, value] of end) {
      if (params.has(name) || value.t === 'fn') continue;
      let at = call.callStep;
      for (
        let p: number | undefined = call.returnStep;
        p !== undefined && p > call.callStep;
        p = this.ownPrev(p)
      ) {
        const prev = this.ownPrev(p);
        const was = prev !== undefined ? this.value(prev, name) : undefined;
        const now = this.value(p, name);
        if (now && (!was || !sameValue(was, now))) {
          at = p;
          break;
        }
      }
      if (!best || at > best.at) best = { name, at };
    }
    if (!best) return undefined;
    const value = end.find(([n]) => n === best.name)?.[1];
    return value ? { name: best.name, text: this.show(value, call.returnStep) } : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // 3, 4. Loops

  private runsOf(loop: Loop): Run[] {
    const runs: Run[] = [];
    const inHead = (off: number) => loop.head.some((h) => within(off, h));
    for (const [frame, steps] of this.own) {
      let current: Run | undefined;
      let lastWasHead = false;
      for (const k of steps) {
        const step = this.r.steps[k];
        const off = this.offsetOf(k);
        const event = step?.event;
        const head = off >= 0 && event !== 'call' && event !== 'return' && inHead(off);
        const body =
          off >= 0 && event !== 'call' && event !== 'return' && !head && within(off, loop.body);
        if (!head && !body) {
          if (current) {
            current.after = k;
            runs.push(current);
            current = undefined;
          }
          continue;
        }
        if (!current) {
          current = { frame, steps: [], passes: [] };
          lastWasHead = true;
        }
        current.steps.push(k);
        if (body) {
          if (lastWasHead || current.passes.length === 0) current.passes.push([]);
          current.passes[current.passes.length - 1]?.push(k);
        }
        lastWasHead = head;
      }
      if (current) runs.push(current);
    }
    return runs;
  }

  private loopFindings(): void {
    for (const loop of this.c.loops.slice(0, 200)) {
      const runs = this.runsOf(loop);
      if (runs.length === 0) continue;
      this.resetInLoop(loop, runs);
      this.neverRuns(loop, runs);
      this.ranOnce(loop, runs);
    }
  }

  /** How many passes a run's loop had to go, when its header says: items, a range, a count. */
  private expectedPasses(loop: Loop, run: Run): { count: number; what: string } | undefined {
    const k = run.steps[0];
    if (k === undefined) return undefined;
    if (loop.kind === 'each' && loop.iter) return this.itemsOf(loop.iter, k, loop.over);
    if (loop.kind === 'for' && loop.test && loop.update) {
      const testStep = run.steps.find((s) => within(this.offsetOf(s), loop.testRegion));
      if (testStep === undefined) return undefined;
      const counted = this.countFor(loop.test, loop.update, testStep);
      return counted === undefined ? undefined : { count: counted, what: `\`${loop.test}\`` };
    }
    return undefined;
  }

  private itemsOf(
    iter: string,
    k: number,
    over?: 'of' | 'in',
  ): { count: number; what: string } | undefined {
    const e = parseExpr(iter, this.py);
    if (!e) return undefined;
    const env = this.env(k);
    const lengthText = (v: Val): number | undefined => lengthOf(v);
    if (e.t === 'call' && e.f.t === 'name') {
      const fname = e.f.v;
      const args = e.args.map((a) => evaluate(a, env));
      if (this.py && fname === 'range') {
        const nums = args.filter((a): a is number => typeof a === 'number' && Number.isInteger(a));
        if (nums.length !== args.length || nums.length === 0 || nums.length > 3) return undefined;
        const [start, stop, stepBy] =
          nums.length === 1 ? [0, nums[0] ?? 0, 1] : [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 1];
        if (stepBy === 0) return undefined;
        const n = Math.max(0, Math.ceil((stop - start) / stepBy));
        return { count: n, what: `\`${iter}\`` };
      }
      if (
        ['enumerate', 'reversed', 'sorted', 'list', 'tuple', 'set'].includes(fname) &&
        args.length >= 1
      ) {
        const n = lengthText(args[0] ?? UNKNOWN);
        const arg = e.args[0];
        const argText = arg?.t === 'name' ? arg.v : iter;
        return n === undefined ? undefined : { count: n, what: `\`${argText}\`` };
      }
      return undefined;
    }
    if (e.t === 'call' && e.f.t === 'mem') {
      const owner = e.f.a;
      const method = e.f.p;
      if (
        owner.t === 'name' &&
        owner.v === 'Object' &&
        ['keys', 'values', 'entries'].includes(method)
      ) {
        const n = lengthText(evaluate(e.args[0] ?? { t: 'lit', v: undefined }, env));
        const arg = e.args[0];
        return n === undefined
          ? undefined
          : { count: n, what: `\`${arg?.t === 'name' ? arg.v : iter}\`` };
      }
      if (['items', 'keys', 'values', 'entries'].includes(method) && e.args.length === 0) {
        const n = lengthText(evaluate(owner, env));
        return n === undefined
          ? undefined
          : { count: n, what: `\`${owner.t === 'name' ? owner.v : iter}\`` };
      }
      return undefined;
    }
    if (e.t === 'name' || e.t === 'mem' || e.t === 'idx') {
      const v = evaluate(e, env);
      if (over === 'in' && isBox(v) && v.box.kind === 'object')
        return { count: v.box.total, what: `\`${iter}\`` };
      const n = lengthText(v);
      return n === undefined ? undefined : { count: n, what: `\`${iter}\`` };
    }
    return undefined;
  }

  /** The passes a C-style `for` makes, from the values at its first test. */
  private countFor(test: string, update: string, k: number): number | undefined {
    const t = parseExpr(test, false);
    if (
      !t ||
      t.t !== 'bin' ||
      !['<', '<=', '>', '>=', '!=', '!=='].includes(t.op) ||
      t.a.t !== 'name'
    )
      return undefined;
    const name = t.a.v;
    const start = this.eval(name, k);
    const bound = evaluate(t.b, this.env(k));
    const delta = this.stepOf(update, name, k);
    if (
      typeof start !== 'number' ||
      typeof bound !== 'number' ||
      delta === undefined ||
      delta === 0
    )
      return undefined;
    let n = 0;
    for (let i = start; n <= 100_000; i += delta, n++) {
      const ok = binary(t.op, i, bound, false);
      if (ok !== true) break;
    }
    return n;
  }

  /** How much `update` moves `name` each time (`i++`, `i -= 2`, `i = i + 1`). */
  private stepOf(update: string, name: string, k: number): number | undefined {
    const u = update.replace(/\s+/g, '');
    const n = escape(name);
    if (new RegExp(`^(?:${n}\\+\\+|\\+\\+${n})$`).test(u)) return 1;
    if (new RegExp(`^(?:${n}--|--${n})$`).test(u)) return -1;
    const compound = new RegExp(`^${n}([+-])=(.+)$`).exec(u);
    const long = new RegExp(`^${n}=${n}([+-])(.+)$`).exec(u);
    const m = compound ?? long;
    if (m?.[2]) {
      const by = this.eval(m[2], k);
      if (typeof by !== 'number') return undefined;
      return m[1] === '-' ? -by : by;
    }
    return undefined;
  }

  private resetInLoop(loop: Loop, runs: Run[]): void {
    for (const run of runs) {
      if (run.passes.length < 2 || run.after === undefined) continue;
      const found = this.resetIn(loop, run);
      if (found) return;
    }
  }

  private resetIn(loop: Loop, run: Run): boolean {
    const first = run.passes[0];
    if (!first) return false;
    // Candidate lines: statements of the first pass that set a name to a start value.
    const candidates = new Map<number, string>();
    for (const k of first) {
      const step = this.r.steps[k];
      if (!step || step.event !== 'line') continue;
      const text = this.statementAt(k);
      const m = /^(?:(?:let|var|const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)\s*(.+?);?$/.exec(
        text,
      );
      if (!m?.[1] || !m[2] || !START_LITERAL.test(m[2].trim())) continue;
      candidates.set(step.line, m[1]);
    }
    for (const [line, name] of candidates) {
      const resets: number[] = [];
      const ends: TraceValue[] = [];
      let start: string | undefined;
      let ok = true;
      let lost = 0;
      for (let p = 0; p < run.passes.length && ok; p++) {
        const pass = run.passes[p] ?? [];
        const resetStep = pass.find(
          (k) => this.r.steps[k]?.line === line && this.r.steps[k]?.event === 'line',
        );
        if (resetStep === undefined) {
          ok = false;
          break;
        }
        const after = this.ownNext(resetStep);
        const v = after !== undefined ? this.value(after, name) : undefined;
        if (!v || !isStartValue(v, this.r.objectAt.bind(this.r), after ?? 0)) {
          ok = false;
          break;
        }
        const startText = this.show(v, after ?? 0);
        if (start !== undefined && start !== startText) {
          ok = false;
          break;
        }
        start ??= startText;
        resets.push(resetStep);
        // Its value as the pass ends: at the next pass's reset, or after the loop.
        const nextPass = run.passes[p + 1];
        const endAt = nextPass ? nextPass.find((k) => this.r.steps[k]?.line === line) : run.after;
        const endValue = endAt !== undefined ? this.value(endAt, name) : undefined;
        if (!endValue) {
          ok = false;
          break;
        }
        ends.push(endValue);
        const endAtStep = endAt ?? 0;
        const grew = this.show(endValue, endAtStep) !== startText;
        if (grew && p < run.passes.length - 1) lost++;
        // Read again in the pass after its last change: each pass's amount is used there.
        if (grew && this.readAfterLastChange(resetStep, name, line, endAt)) {
          ok = false;
          break;
        }
      }
      if (!ok || lost === 0 || !start) continue;
      if (!this.usedAfter(run, name)) continue;
      const after = run.after ?? 0;
      const final = ends[ends.length - 1];
      const finalText = final ? this.show(final, after) : '…';
      const passes = run.passes.length;
      const amounts = ends.map((v) => this.show(v, after, 20));
      const listed =
        amounts.length <= 8 ? ` (it was ${words(amounts)} at the end of each pass)` : '';
      this.add(
        'run/reset-in-loop',
        line,
        `\`${name}\` went back to ${start} on line ${line} on each of the ${passes} passes of the loop on line ${loop.line}, so it ended at ${finalText}: only what the last pass added${listed}. Set \`${name}\` to its start value once, before the loop.`,
        { family: 'reset-in-loop' },
      );
      return true;
    }
    return false;
  }

  /** Whether a pass reads `name` after it last changed it (a total used pass by pass). */
  private readAfterLastChange(
    resetStep: number,
    name: string,
    resetLine: number,
    endAt: number | undefined,
  ): boolean {
    const frame = this.r.frameOf(resetStep);
    const list = this.own.get(frame) ?? [];
    const from = this.ownIndex[resetStep] ?? 0;
    const to = endAt !== undefined ? (this.ownIndex[endAt] ?? list.length) : list.length;
    let lastChange = -1;
    // A change a step makes shows at the frame's next step.
    for (let i = from + 1; i <= to && i < list.length; i++) {
      const k = list[i];
      const prev = list[i - 1];
      if (k === undefined || prev === undefined) continue;
      if (this.changed(prev, k, name)) lastChange = i - 1;
    }
    if (lastChange < 0) return false;
    const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
    for (let i = lastChange + 1; i < to; i++) {
      const k = list[i];
      if (k === undefined) continue;
      const step = this.r.steps[k];
      if (!step || step.line === resetLine) continue;
      if (word.test(this.maskedStatementAt(k))) return true;
    }
    return false;
  }

  /** Whether a run went on to its end: the frame went on after it, or the program ended. */
  private complete(run: Run): boolean {
    if (run.after !== undefined) return true;
    const last = run.steps[run.steps.length - 1];
    return (
      this.r.end !== null &&
      !this.r.end.capped &&
      this.r.error === null &&
      last !== undefined &&
      last === this.r.length - 1
    );
  }

  /** Whether `name` changed from step `a` to step `b` of one frame (set, or changed in place). */
  private changed(a: number, b: number, name: string): boolean {
    const was = this.value(a, name);
    const now = this.value(b, name);
    if (!was || !now) return false;
    if (!sameValue(was, now)) return true;
    return now.t === 'ref' && this.changedBetween(now.id, a, b);
  }

  /** Whether the frame reads `name` after the loop (or gives it back). */
  private usedAfter(run: Run, name: string): boolean {
    if (run.after === undefined) return false;
    const list = this.own.get(run.frame) ?? [];
    const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
    for (let i = this.ownIndex[run.after] ?? list.length; i < list.length; i++) {
      const k = list[i];
      if (k === undefined) continue;
      if (word.test(this.maskedStatementAt(k))) return true;
    }
    return false;
  }

  private neverRuns(loop: Loop, runs: Run[]): void {
    if (loop.kind === 'do') return;
    if (runs.some((run) => run.passes.length > 0)) return;
    const run =
      runs.find((r) => r.after !== undefined) ??
      (this.r.end && !this.r.end.capped ? runs[0] : undefined);
    if (!run) return;
    const k = run.steps[0];
    if (k === undefined) return;
    const line = loop.line;
    if (loop.kind === 'each' && loop.iter) {
      const e = parseExpr(loop.iter, this.py);
      if (this.py && e?.t === 'call' && e.f.t === 'name' && e.f.v === 'range') {
        const args = e.args.map((a) => evaluate(a, this.env(k)));
        if (!args.every((a) => typeof a === 'number')) return;
        const nums = args as number[];
        if (nums.length < 2) return;
        const [a = 0, b = 0, s = 1] = nums;
        const literal = e.args.every((x) => x.t === 'num' || (x.t === 'un' && x.a.t === 'num'));
        if (s > 0 && a > b) {
          this.add(
            'run/loop-never-runs',
            line,
            `\`${loop.iter}\` is empty: it counts up from ${a}, which is already past ${b}, so the loop on line ${line} never ran. To count down, give a step of -1: \`range(${argsText(loop.iter)}, -1)\`.`,
            { family: 'loop-never-runs' },
          );
        } else if ((s < 0 && a < b) || (literal && a === b)) {
          this.add(
            'run/loop-never-runs',
            line,
            `\`${loop.iter}\` is empty (from ${a} it never reaches ${b} going by ${s}), so the loop on line ${line} never ran. Check its start, stop and step.`,
            { family: 'loop-never-runs' },
          );
        }
        return;
      }
      const items = this.itemsOf(loop.iter, k, loop.over);
      if (!items || items.count !== 0) return;
      const name = e?.t === 'name' ? e.v : undefined;
      const filled = name ? this.filledLater(run, name) : undefined;
      this.add(
        'run/loop-never-runs',
        line,
        `${items.what} was empty when the loop on line ${line} began, so its body never ran${filled ? `; it got its items only later, on line ${filled}` : ''}. ${filled ? 'Fill it before the loop.' : 'Put the items in before the loop.'}`,
        { family: 'loop-never-runs', confidence: filled ? SURE : LIKELY },
      );
      return;
    }
    if (!loop.test) return;
    const testStep = run.steps.find((s) => within(this.offsetOf(s), loop.testRegion)) ?? k;
    const t = parseExpr(loop.test, this.py);
    if (!t || t.t !== 'bin' || !['<', '<=', '>', '>='].includes(t.op)) return;
    const subject = t.a.t === 'name' ? t.a.v : undefined;
    if (!subject) return;
    const value = this.value(testStep, subject);
    if (!value) return;
    const said = `\`${subject}\` was ${this.show(value, testStep)}`;
    const bodyText = this.c.masked.slice(loop.body.from, loop.body.to);
    const delta = loop.update
      ? this.stepOf(loop.update, subject, testStep)
      : bodyDirection(bodyText, subject);
    const wants = t.op.startsWith('<') ? 1 : -1;
    const falseWord = this.py ? 'False' : 'false';
    if (delta !== undefined && delta !== 0 && Math.sign(delta) !== wants) {
      const flipped = t.op.replace('<', '#').replace('>', '<').replace('#', '>');
      this.add(
        'run/loop-never-runs',
        line,
        `\`${loop.test}\` was ${falseWord} from the start (${said}), so the loop on line ${line} never ran. It moves \`${subject}\` ${delta < 0 ? 'down' : 'up'}, so its test should be like \`${subject} ${flipped} …\`.`,
        { family: 'loop-never-runs' },
      );
      return;
    }
    // Only when the program's own start values make the test false (not a value it was given).
    const names = [...namesIn(t)];
    if (loop.kind === 'for' || !names.every((n) => this.literalStart(n, loop.line))) return;
    this.add(
      'run/loop-never-runs',
      line,
      `\`${loop.test}\` was ${falseWord} the first time (${said}), so the loop on line ${line} never ran. Check the test against the start value of \`${subject}\`.`,
      { family: 'loop-never-runs', confidence: 0.9 },
    );
  }

  /** The line where a name that was empty at a loop got items later, if it did. */
  private filledLater(run: Run, name: string): number | undefined {
    const list = this.own.get(run.frame) ?? [];
    const from = run.after !== undefined ? (this.ownIndex[run.after] ?? list.length) : list.length;
    for (let i = from; i < list.length; i++) {
      const k = list[i];
      if (k === undefined) continue;
      const v = this.value(k, name);
      if (v?.t !== 'ref') continue;
      const n = this.r.objectAt(v.id, k)?.total ?? 0;
      if (n > 0) {
        const prev = list[i - 1];
        return prev !== undefined ? this.lineOfStep(prev) : undefined;
      }
    }
    return undefined;
  }

  /** Whether the last line before `line` that sets `name` sets it to a literal. */
  private literalStart(name: string, line: number): boolean {
    const re = new RegExp(
      `^(?:(?:let|var|const)\\s+)?${escape(name)}\\s*(?::[^=]+)?=(?!=)\\s*(.+?);?$`,
    );
    for (let n = line - 1; n >= 1; n--) {
      const m = re.exec(this.c.code(n));
      if (m?.[1])
        return /^(?:-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|True|False|true|false)$/.test(m[1].trim());
    }
    return false;
  }

  private ranOnce(loop: Loop, runs: Run[]): void {
    if (runs.some((run) => run.passes.length >= 2)) return;
    for (const run of runs) {
      if (run.passes.length !== 1 || !this.complete(run)) continue;
      if (this.errorStep >= 0 && run.steps.includes(this.errorStep)) continue;
      const last = run.steps[run.steps.length - 1];
      if (last === undefined) continue;
      const lastOff = this.offsetOf(last);
      if (!within(lastOff, loop.body)) continue;
      const exit = this.statementAt(last);
      const how = /^return\b/.test(exit) ? 'return' : /^break\b/.test(exit) ? 'break' : undefined;
      if (!how) continue;
      const branch = this.branchOf(loop, last);
      if (branch === 'if' || branch === 'loop') continue;
      let had: string | undefined;
      const expected = this.expectedPasses(loop, run);
      if (expected) {
        if (expected.count < 2) continue;
        had =
          loop.kind === 'each'
            ? `${expected.what} has ${count(expected.count, 'item')}`
            : `${expected.what} allowed ${expected.count} passes`;
      } else if (loop.test) {
        const still = this.eval(loop.test, last);
        if (still === UNKNOWN || truthy(still, this.py) !== true) continue;
        had = `\`${loop.test}\` was still ${this.py ? 'True' : 'true'}`;
      } else continue;
      const exitLine = this.lineOfStep(last);
      const from = branch === 'else' ? ' from its `else`' : '';
      this.add(
        'run/loop-ran-once',
        loop.line,
        `The loop on line ${loop.line} went round only once: \`${exit.replace(/;$/, '')}\` on line ${exitLine} left it${from} on the first pass, although ${had}. Move the \`${how}\` after the loop (or inside an \`if\` that finds what the loop looks for), so it can look at every item.`,
      );
      return;
    }
  }

  /** The branch a step in a loop's body is in: an `if`, an `else`, an inner loop, or none. */
  private branchOf(loop: Loop, k: number): 'if' | 'else' | 'loop' | undefined {
    const step = this.r.steps[k];
    if (!step) return undefined;
    if (this.py) {
      let current = this.c.indent(step.line);
      for (let n = step.line - 1; n > loop.line; n--) {
        const text = this.c.code(n);
        if (text === '') continue;
        const indent = this.c.indent(n);
        if (indent >= current) continue;
        current = indent;
        if (/^(?:if|elif)\b/.test(text)) return 'if';
        if (/^else\b/.test(text)) return 'else';
        if (/^(?:for|while)\b/.test(text)) return 'loop';
      }
      return undefined;
    }
    const m = this.c.masked;
    const at = this.offsetOf(k);
    const stack: ('if' | 'else' | 'loop' | 'block')[] = [];
    let clause = loop.body.from;
    for (let i = loop.body.from; i < at; i++) {
      const c = m.charAt(i);
      if (c === '{') {
        const before = m.slice(clause, i).trim();
        stack.push(
          /\b(?:if)\s*\([\s\S]*\)$/.test(before)
            ? 'if'
            : /\belse$/.test(before)
              ? 'else'
              : /\b(?:for|while|do)\b/.test(before)
                ? 'loop'
                : 'block',
        );
        clause = i + 1;
      } else if (c === '}') {
        stack.pop();
        clause = i + 1;
      } else if (c === ';') clause = i + 1;
    }
    const rest = m.slice(clause, at).trim();
    if (/\bif\s*\([\s\S]*\)$/.test(rest)) return 'if';
    if (/\belse$/.test(rest)) return 'else';
    for (let i = stack.length - 1; i >= 0; i--) {
      const kind = stack[i];
      if (kind && kind !== 'block') return kind;
    }
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // 5. A test that came out the same every time

  private constantConditions(): void {
    for (const test of this.c.tests) {
      const evals: { k: number; outcome: boolean }[] = [];
      for (const [, steps] of this.own) {
        for (const k of steps) {
          const step = this.r.steps[k];
          if (!step || step.event !== 'line' || !within(this.offsetOf(k), test.region)) continue;
          const next = this.ownNext(k);
          if (next === undefined) continue;
          const nextStep = this.r.steps[next];
          if (nextStep?.event === 'exception') continue;
          evals.push({ k, outcome: within(this.offsetOf(next), test.body) });
        }
      }
      if (evals.length < 3) continue;
      const outcome = evals[0]?.outcome ?? false;
      if (evals.some((e) => e.outcome !== outcome)) continue;
      const e = parseExpr(test.test, this.py);
      if (!e) continue;
      const names = [...namesIn(e)];
      const changed = names.filter((name) => {
        const seen = new Set<string>();
        for (const { k } of evals) {
          const v = this.value(k, name);
          if (v) seen.add(this.show(v, k));
        }
        return seen.size >= 2;
      });
      if (changed.length === 0) continue;
      const reason = this.constantReason(
        e,
        test.test,
        outcome,
        evals.map((x) => x.k),
      );
      if (!reason) continue;
      const name = changed[0] ?? '';
      const seen: string[] = [];
      for (const { k } of evals) {
        const v = this.value(k, name);
        const text = v ? this.show(v, k, 20) : '';
        if (text && !seen.includes(text)) seen.push(text);
      }
      const valuesText = seen.length > 6 ? `${seen.slice(0, 5).join(', ')}, …` : words(seen);
      const word = this.py ? (outcome ? 'True' : 'False') : String(outcome);
      const kind = test.kind === 'if' ? 'time it was tested' : 'pass';
      this.add(
        'run/constant-condition',
        test.line,
        `\`${test.test}\` on line ${test.line} was ${word} every ${kind} (${evals.length} times), although \`${name}\` was ${valuesText}: ${reason.why}. ${reason.fix}`,
        { family: 'constant-condition' },
      );
    }
  }

  private constantReason(
    e: Expr,
    text: string,
    outcome: boolean,
    steps: number[],
  ): { why: string; fix: string } | undefined {
    const py = this.py;
    const t = (b: boolean) => (py ? (b ? 'True' : 'False') : String(b));
    if (e.t === 'assign' && e.a.t === 'name') {
      const value = text.split(/(?<![=!<>])=(?!=)/)[1]?.trim() ?? '';
      return {
        why: `\`=\` sets \`${e.a.v}\` to ${value} each time instead of comparing, and ${value} counts as ${t(outcome)}`,
        fix: `Compare with \`===\`: \`${e.a.v} === ${value}\`.`,
      };
    }
    const operands = (x: Expr, op: string): Expr[] =>
      x.t === 'bin' && x.op === op ? [...operands(x.a, op), ...operands(x.b, op)] : [x];
    const literal = (x: Expr): boolean | undefined =>
      x.t === 'num'
        ? x.v !== 0 && !Number.isNaN(x.v)
        : x.t === 'str'
          ? x.v !== ''
          : x.t === 'lit'
            ? Boolean(x.v)
            : undefined;
    if (e.t === 'bin' && (e.op === 'or' || e.op === 'and')) {
      const parts = operands(e, e.op);
      const decisive = parts.find((p) => literal(p) === (e.op === 'or'));
      if (decisive && outcome === (e.op === 'or')) {
        const lit = sourceOf(decisive, py);
        const other = parts.find(
          (p) => p !== decisive && p.t === 'bin' && ['==', '===', '!=', '!=='].includes(p.op),
        );
        const joiner = py ? e.op : e.op === 'or' ? '||' : '&&';
        const fix =
          other?.t === 'bin'
            ? `Repeat the comparison on each side: \`${sourceOf(other, py)} ${joiner} ${sourceOf(other.a, py)} ${other.op} ${lit}\`.`
            : `Write the whole comparison on each side of \`${joiner}\`.`;
        return {
          why: `\`${lit}\` on its own counts as ${t(e.op === 'or')}, so the whole test is always ${t(outcome)}`,
          fix,
        };
      }
      // Two comparisons of one name against numbers that no number (or every number) meets.
      const ranges = parts.map((p) => comparisonRange(p));
      const [a, b] = ranges;
      if (parts.length === 2 && a && b && a.name === b.name) {
        if (e.op === 'and' && !outcome && !overlaps(a, b))
          return {
            why: `no number is both \`${sourceOf(parts[0] as Expr, py)}\` and \`${sourceOf(parts[1] as Expr, py)}\``,
            fix: `Check which way each comparison should go (perhaps \`${py ? 'or' : '||'}\` was meant).`,
          };
        if (e.op === 'or' && outcome && covers(a, b))
          return {
            why: `every number is \`${sourceOf(parts[0] as Expr, py)}\` or \`${sourceOf(parts[1] as Expr, py)}\``,
            fix: `Check which way each comparison should go (perhaps \`${py ? 'and' : '&&'}\` was meant).`,
          };
      }
    }
    // A name compared with a literal of another type, whose values were all of one type.
    if (e.t === 'bin' && ['==', '!=', '===', '!=='].includes(e.op) && (py || e.op.length === 3)) {
      const [named, lit] = e.a.t === 'name' ? [e.a, e.b] : [e.b, e.a];
      if (named.t === 'name' && (lit.t === 'num' || lit.t === 'str')) {
        const types = new Set<string>();
        for (const k of steps) {
          const v = this.value(k, named.v);
          types.add(v ? v.t : '?');
        }
        const want = lit.t === 'num' ? 'num' : 'str';
        if (types.size === 1 && !types.has(want) && (types.has('num') || types.has('str'))) {
          const isText = types.has('str');
          const fixed = isText
            ? py
              ? `int(${named.v}) ${e.op} ${sourceOf(lit, py)}`
              : `Number(${named.v}) ${e.op} ${sourceOf(lit, py)}`
            : py
              ? `str(${named.v}) ${e.op} ${sourceOf(lit, py)}`
              : `String(${named.v}) ${e.op} ${sourceOf(lit, py)}`;
          return {
            why: `\`${named.v}\` holds ${isText ? 'text' : 'a number'} and ${sourceOf(lit, py)} is ${isText ? 'a number' : 'text'}, so they are never equal`,
            fix: `Compare values of one kind: \`${fixed}\`.`,
          };
        }
      }
    }
    return undefined;
  }

  // -------------------------------------------------------------------------------------------
  // 6. A function printed

  private printedFunctions(): void {
    for (const out of this.r.output) {
      if (out.stream !== 'stdout') continue;
      const p = this.printingStep(out.step);
      if (p < 0 || !this.inFile(p)) continue;
      const line = this.lineOfStep(p);
      if (this.has('run/function-printed', line)) continue;
      const marker = FUNCTION_TEXT.exec(out.text);
      const code = this.py ? this.c.statement(line) : this.c.code(line);
      // Named without brackets after it (in a template literal too, so the raw text).
      // Named without brackets or a property after it, and not asked its type.
      const uncalled = (name: string) =>
        new RegExp(`(?<!typeof\\s+)(?<![\\w$])${escape(name)}(?![\\w$])(?!\\s*[(.])`).test(code);
      const fnNames = this.namesAt(p)
        .filter(
          ([name, value]) => value.t === 'fn' && !value.v.startsWith('class') && uncalled(name),
        )
        .map(([name]) => name);
      let name: string | undefined;
      if (marker) {
        const printed = marker.slice(1).find((x) => x !== undefined);
        const short = printed ? shortName(printed) : undefined;
        if (short && uncalled(short)) {
          const member = new RegExp(
            `([A-Za-z_$][\\w$]*)\\s*\\.\\s*${escape(short)}(?![\\w$])(?!\\s*\\()`,
          ).exec(code);
          name = member ? `${member[1] ?? ''}.${short}` : short;
        } else name = fnNames[0];
      } else if (!this.py && /\bfunction\b|=>/.test(out.text)) name = fnNames[0];
      if (!name) continue;
      const shown = marker?.[0].replace(/0x[0-9a-f]+/, '0x…').replace(/ of $/, ' of …>');
      const printed = shown
        ? `\`${shown}${shown.startsWith('<built-in') ? '>' : ''}\``
        : `the code of \`${name}\``;
      this.add(
        'run/function-printed',
        line,
        `Line ${line} printed ${printed}: \`${name}\` without brackets is the function itself, not what it gives back. Call it to get its result: \`${name}(…)\`.`,
        { family: 'function-printed' },
      );
    }
  }

  // -------------------------------------------------------------------------------------------
  // 7. A result thrown away

  private discardedResults(): void {
    const methods = this.py ? PURE_METHODS_PY : PURE_METHODS_JS;
    for (let k = 0; k < this.r.length; k++) {
      const step = this.r.steps[k];
      if (!step || step.event !== 'line' || !this.inFile(k)) continue;
      const text = this.statementAt(k).replace(/;$/, '').trim();
      const m =
        /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\s*\(([\s\S]*)\)$/.exec(text) ??
        (this.py ? /^(sorted|reversed)\s*\(\s*([A-Za-z_$][\w$]*)\s*\)$/.exec(text) : null);
      if (!m) continue;
      const isCall = m[1] === 'sorted' || m[1] === 'reversed';
      const name = (isCall ? m[2] : m[1]) ?? '';
      const method = (isCall ? m[1] : m[2]) ?? '';
      if (!isCall && !methods.has(method)) continue;
      if (this.has('run/result-discarded', step.line)) continue;
      const before = this.value(k, name);
      const next = this.ownNext(k);
      if (!before || next === undefined) continue;
      const after = this.value(next, name);
      if (
        !after ||
        !sameValue(before, after) ||
        (after.t === 'ref' && this.changedBetween(after.id, k, next))
      )
        continue;
      const args = isCall ? '' : (m[3] ?? '');
      if (!this.wouldChange(before, method, args, k)) continue;
      const shown = this.laterPrint(k, name, before);
      if (!shown) continue;
      const keep = `${name} = ${text}`;
      const constant = !this.py && new RegExp(`\\bconst\\s+${escape(name)}\\b`).test(this.c.masked);
      const what = before.t === 'str' ? 'text' : this.py ? 'list' : 'array';
      this.add(
        'run/result-discarded',
        step.line,
        `\`${text}\` on line ${step.line} gave back a new ${what} and nothing kept it: \`${name}\` stayed ${this.show(before, k)}, and line ${shown} printed it unchanged. Keep the result: \`${keep}\`${constant ? ` (declare \`${name}\` with \`let\`)` : ''}.`,
        { family: 'result-discarded' },
      );
    }
  }

  private changedBetween(id: number, from: number, to: number): boolean {
    for (let k = from + 1; k <= to; k++) if (this.r.objectChangedAt(id, k)) return true;
    return false;
  }

  /** Whether a method would give back something else than the value it is called on. */
  private wouldChange(value: TraceValue, method: string, args: string, k: number): boolean {
    if (value.t === 'str') {
      const s = value.v;
      const argVals =
        args.trim() === ''
          ? []
          : splitTop(args, 0, args.length, ',').map((r) =>
              this.eval(args.slice(r.from, r.to).trim(), k),
            );
      const [a, b] = argVals;
      switch (method) {
        case 'upper':
        case 'toUpperCase':
          return s.toUpperCase() !== s;
        case 'lower':
        case 'toLowerCase':
        case 'casefold':
          return s.toLowerCase() !== s;
        case 'strip':
        case 'trim':
          return args.trim() === '' ? s.trim() !== s : true;
        case 'lstrip':
        case 'trimStart':
          return args.trim() === '' ? s.trimStart() !== s : true;
        case 'rstrip':
        case 'trimEnd':
          return args.trim() === '' ? s.trimEnd() !== s : true;
        case 'title':
          return (
            s.replace(/\w\S*/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()) !== s
          );
        case 'capitalize':
          return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() !== s;
        case 'replace':
        case 'replaceAll':
          return typeof a === 'string' && typeof b === 'string' ? a !== b && s.includes(a) : true;
        default:
          return args.trim() !== '' || !['slice', 'concat'].includes(method);
      }
    }
    if (value.t === 'ref') {
      if (method === 'sorted' || method === 'toSorted') {
        const items = this.r.objectAt(value.id, k)?.items ?? [];
        const nums = items.map((i) => (i.t === 'num' ? Number(i.v) : NaN));
        if (nums.every((n) => !Number.isNaN(n)))
          return nums.some((n, i) => i > 0 && n < (nums[i - 1] ?? n));
        return true;
      }
      if (method === 'reversed' || method === 'toReversed')
        return (this.r.objectAt(value.id, k)?.total ?? 0) > 1;
      return args.trim() !== '';
    }
    return false;
  }

  /** The line that later printed `name` while it still had its unchanged value. */
  private laterPrint(k: number, name: string, value: TraceValue): number | undefined {
    const f = this.r.frameOf(k);
    const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
    for (const out of this.r.output) {
      if (out.step <= k || out.stream !== 'stdout') continue;
      const p = this.printingStep(out.step);
      if (p < 0 || this.r.frameOf(p) !== f || !this.inFile(p)) continue;
      if (!word.test(this.maskedStatementAt(p))) continue;
      const now = this.value(p, name);
      if (!now || !sameValue(now, value)) return undefined;
      if (value.t === 'ref' && this.changedBetween(value.id, k, p)) return undefined;
      if (value.t === 'str' && value.v.trim() !== '' && !out.text.includes(value.v)) continue;
      return this.lineOfStep(p);
    }
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function isStartValue(
  v: TraceValue,
  lookup: (id: number, k: number) => TraceObject | undefined,
  k: number,
): boolean {
  if (v.t === 'num') return v.v === '0' || v.v === '0.0';
  if (v.t === 'str') return v.v === '' && !v.more;
  if (v.t === 'ref') return lookup(v.id, k)?.total === 0;
  return false;
}

/** Which way a loop's body moves `name`: +1, -1, or undefined when it does not say. */
function bodyDirection(body: string, name: string): number | undefined {
  const n = escape(name);
  if (
    new RegExp(
      `(?<![\\w$])${n}\\s*(?:\\+\\+|\\+=)|\\+\\+\\s*${n}(?![\\w$])|(?<![\\w$])${n}\\s*=\\s*${n}\\s*\\+`,
    ).test(body)
  )
    return 1;
  if (
    new RegExp(
      `(?<![\\w$])${n}\\s*(?:--|-=)|--\\s*${n}(?![\\w$])|(?<![\\w$])${n}\\s*=\\s*${n}\\s*-`,
    ).test(body)
  )
    return -1;
  return undefined;
}

interface Range {
  name: string;
  lo: number;
  loIn: boolean;
  hi: number;
  hiIn: boolean;
}

/** `x > 5` as the numbers it lets through. */
function comparisonRange(e: Expr): Range | undefined {
  if (e.t !== 'bin' || !['<', '<=', '>', '>='].includes(e.op)) return undefined;
  let op = e.op;
  let name: string;
  let n: number;
  if (e.a.t === 'name' && e.b.t === 'num') {
    name = e.a.v;
    n = e.b.v;
  } else if (e.b.t === 'name' && e.a.t === 'num') {
    name = e.b.v;
    n = e.a.v;
    op = op.replace('<', '#').replace('>', '<').replace('#', '>');
  } else return undefined;
  if (op === '<') return { name, lo: -Infinity, loIn: false, hi: n, hiIn: false };
  if (op === '<=') return { name, lo: -Infinity, loIn: false, hi: n, hiIn: true };
  if (op === '>') return { name, lo: n, loIn: false, hi: Infinity, hiIn: false };
  return { name, lo: n, loIn: true, hi: Infinity, hiIn: false };
}

function overlaps(a: Range, b: Range): boolean {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  if (lo !== hi) return lo < hi;
  const loIn = (a.lo !== lo || a.loIn) && (b.lo !== lo || b.loIn);
  const hiIn = (a.hi !== hi || a.hiIn) && (b.hi !== hi || b.hiIn);
  return loIn && hiIn;
}

function covers(a: Range, b: Range): boolean {
  const [low, high] = a.lo === -Infinity ? [a, b] : [b, a];
  if (low.lo !== -Infinity || high.hi !== Infinity) return false;
  if (high.lo < low.hi) return true;
  return high.lo === low.hi && (high.loIn || low.hiIn);
}

/** An expression written back as code. */
function sourceOf(e: Expr, py: boolean): string {
  switch (e.t) {
    case 'num':
      return String(e.v);
    case 'str':
      return JSON.stringify(e.v);
    case 'lit':
      return py ? (e.v === null ? 'None' : e.v ? 'True' : 'False') : String(e.v);
    case 'name':
      return e.v;
    case 'list':
      return `[${e.items.map((i) => sourceOf(i, py)).join(', ')}]`;
    case 'un':
      return e.op === 'not'
        ? py
          ? `not ${sourceOf(e.a, py)}`
          : `!${sourceOf(e.a, py)}`
        : `${e.op}${sourceOf(e.a, py)}`;
    case 'bin': {
      const op = e.op === 'and' ? (py ? 'and' : '&&') : e.op === 'or' ? (py ? 'or' : '||') : e.op;
      return `${sourceOf(e.a, py)} ${op} ${sourceOf(e.b, py)}`;
    }
    case 'call':
      return `${sourceOf(e.f, py)}(${e.args.map((a) => sourceOf(a, py)).join(', ')})`;
    case 'mem':
      return `${sourceOf(e.a, py)}.${e.p}`;
    case 'idx':
      return `${sourceOf(e.a, py)}[${sourceOf(e.i, py)}]`;
    case 'assign':
      return `${sourceOf(e.a, py)} = ${sourceOf(e.b, py)}`;
  }
}

/** The call of `name` in a statement: its text and its arguments as written. */
function callSite(
  text: string,
  masked: string,
  name: string,
): { text: string; args: string[] } | undefined {
  const m = masked.length === text.length ? masked : text;
  const re = new RegExp(`(?<![\\w$])${escape(name)}\\s*\\(`, 'g');
  for (const match of m.matchAll(re)) {
    const open = match.index + match[0].length - 1;
    const close = matching(m, open);
    if (close < 0) continue;
    const inner = m.slice(open + 1, close);
    const args =
      inner.trim() === ''
        ? []
        : splitTop(m, open + 1, close, ',').map((r) => text.slice(r.from, r.to));
    return { text: text.slice(match.index, close + 1), args: inner.trim() === '' ? [] : args };
  }
  return undefined;
}

/** The call of `name` in a line, as written. */
function callText(statement: string, name: string): string | undefined {
  return callSite(statement, mask(statement, true), name)?.text;
}

/** The name an assignment statement sets. */
function assignedName(text: string): string | undefined {
  return /^(?:(?:let|var|const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)/.exec(text)?.[1];
}

/** What went NaN: the name a `+=` changes, or the expression a statement computes. */
function nanClause(statement: string): string {
  const compound = /^([A-Za-z_$][\w$.]*)\s*[-+*/%]=(?!=)/.exec(statement.trim());
  return compound?.[1] ? `\`${compound[1]}\` became NaN` : `\`${expressionOf(statement)}\` is NaN`;
}

/** What a statement computes: without `return`, the name it sets, and its `;`. */
function expressionOf(statement: string): string {
  let text = statement.trim().replace(/;$/, '').trim();
  text = text.replace(/^return\s+/, '');
  const m =
    /^(?:(?:let|var|const)\s+)?[A-Za-z_$][\w$.]*\s*(?::[^=]+)?(?:[+\-*/]?=)(?!=)\s*([\s\S]+)$/.exec(
      text,
    );
  if (m?.[1]) text = m[1];
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function argsText(call: string): string {
  const open = call.indexOf('(');
  const close = call.lastIndexOf(')');
  return open >= 0 && close > open ? call.slice(open + 1, close).trim() : call;
}

function openerOf(text: string, close: number): number {
  const want = text.charAt(close) === ')' ? '(' : '[';
  const other = want === '(' ? ')' : ']';
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const c = text.charAt(i);
    if (c === other) depth++;
    else if (c === want && --depth === 0) return i;
  }
  return -1;
}

function shortName(name: string): string {
  const parts = name.split('.');
  return parts[parts.length - 1] ?? name;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The name nearest to `word` (at most two letters off), if one is. */
function closest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of new Set(names)) {
    if (name === word) continue;
    const d = distance(word.toLowerCase(), name.toLowerCase());
    const limit = Math.min(2, Math.floor(Math.max(word.length, name.length) / 3));
    if (d <= limit && d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min(
        (row[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}
