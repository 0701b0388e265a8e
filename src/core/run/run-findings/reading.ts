/**
 * Reading the recording for run-findings: each frame's own steps, the calls, a name's value at a
 * step, values as a beginner reads them, and the findings gathered so far.
 */
import type { MistakeFamily } from '../../ai/local/diagnose/families';
import type { FixDetail } from '../../ai/types';
import type { Recording } from '../recording';
import { valueText } from '../trace-text';
import type { TraceValue, TraceVars } from '../trace-types';
import { type Env, evaluate, isBox, parseExpr, UNKNOWN, type Val } from './expr';
import { Code } from './source';

/** What certainly happened, and a mistake its shape leaves no doubt about. */
export const SURE = 0.95;
/** What certainly happened, where the program may have meant it. */
export const LIKELY = 0.8;
/** Findings given at most. */
const MAX_FINDINGS = 8;

export interface Call {
  frame: number;
  name: string;
  /** Its call step, its return step (when it returned), and the caller's step making it. */
  callStep: number;
  returnStep?: number;
  callerStep: number;
}

export interface Run {
  frame: number;
  steps: number[];
  passes: number[][];
  /** The frame's own step after the run, if any. */
  after?: number;
}

interface Draft extends FixDetail {
  order: number;
}

/** What a run recorded, read by step and frame, for the finding modules to ask. */
export class Finder {
  readonly c: Code;
  readonly lang: 'python' | 'javascript';
  readonly file: string;
  readonly own = new Map<number, number[]>();
  readonly ownIndex: number[] = [];
  readonly calls = new Map<number, Call>();
  readonly calleesAt = new Map<number, Call[]>();
  private readonly drafts = new Map<string, Draft>();
  readonly errorStep: number;
  traces = 0;

  constructor(
    readonly r: Recording,
    code: string,
    readonly py: boolean,
  ) {
    this.c = new Code(code, py);
    this.lang = py ? 'python' : 'javascript';
    this.file = r.frames[0]?.file ?? r.steps[0]?.file ?? '';
    this.index();
    this.errorStep = this.findErrorStep();
  }

  /** The findings gathered, first things first, at most MAX_FINDINGS. */
  findings(): FixDetail[] {
    const all = [...this.drafts.values()];
    all.sort((a, b) => a.order - b.order || (a.line ?? 0) - (b.line ?? 0));
    return all.slice(0, MAX_FINDINGS).map(({ order: _order, ...finding }) => finding);
  }

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

  inFile(k: number): boolean {
    return this.r.steps[k]?.file === this.file;
  }

  ownNext(k: number): number | undefined {
    const list = this.own.get(this.r.frameOf(k));
    const i = this.ownIndex[k];
    return list && i !== undefined ? list[i + 1] : undefined;
  }

  ownPrev(k: number): number | undefined {
    const list = this.own.get(this.r.frameOf(k));
    const i = this.ownIndex[k];
    return list && i !== undefined && i > 0 ? list[i - 1] : undefined;
  }

  offsetOf(k: number): number {
    const step = this.r.steps[k];
    if (!step || step.file !== this.file) return -1;
    return this.c.offset(step.line, step.col);
  }

  /** A name's value at step `k` in the frame that runs it (its own names, then the module's). */
  value(k: number, name: string): TraceValue | undefined {
    const step = this.r.steps[k];
    if (!step) return undefined;
    const local = this.r.vars[step.vars]?.find(([n]) => n === name);
    if (local) return local[1];
    if (step.globals >= 0) return this.r.vars[step.globals]?.find(([n]) => n === name)?.[1];
    return undefined;
  }

  namesAt(k: number): TraceVars {
    const step = this.r.steps[k];
    if (!step) return [];
    const local = this.r.vars[step.vars] ?? [];
    if (step.globals < 0) return local;
    const seen = new Set(local.map(([n]) => n));
    return [...local, ...(this.r.vars[step.globals] ?? []).filter(([n]) => !seen.has(n))];
  }

  /** The names a text reads, with their values at step `k` (functions and modules left out). */
  valuesOn(k: number, text: string): TraceVars {
    const words = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
    return this.namesAt(k).filter(
      ([name, value]) =>
        words.has(name) && value.t !== 'fn' && !(value.t === 'other' && value.type === 'module'),
    );
  }

  env(k: number): Env {
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

  eval(text: string, k: number): Val {
    const e = parseExpr(text, this.py);
    return e ? evaluate(e, this.env(k)) : UNKNOWN;
  }

  /** A value as a beginner reads it: strings quoted, None, undefined and NaN as they are. */
  show(value: TraceValue, k: number, max = 60): string {
    return valueText(value, (id) => this.r.objectAt(id, k), { language: this.lang, max });
  }

  showVal(v: Val, k: number): string {
    if (v === UNKNOWN) return '…';
    if (isBox(v)) return this.show({ t: 'ref', id: v.id }, k);
    if (v === undefined) return 'undefined';
    if (v === null) return this.py ? 'None' : 'null';
    if (typeof v === 'string') return this.show({ t: 'str', v }, k);
    if (typeof v === 'boolean') return this.py ? (v ? 'True' : 'False') : String(v);
    return Number.isNaN(v) ? 'NaN' : String(v);
  }

  get none(): string {
    return this.py ? 'None' : 'undefined';
  }

  add(
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

  has(rule: string, line: number): boolean {
    return this.drafts.has(`${rule}|${line}`);
  }

  /** The step whose line printed output tagged `k` (the caller's, when a call just returned). */
  printingStep(k: number): number {
    const step = this.r.steps[k];
    if (!step) return -1;
    if (step.event !== 'return') return k;
    const stack = this.r.stacks[step.stack];
    return stack ? (stack.at[stack.frames.length - 2] ?? -1) : -1;
  }

  lineOfStep(k: number): number {
    return this.r.steps[k]?.line ?? 0;
  }

  /** The statement a step belongs to, as written. */
  statementAt(k: number): string {
    const step = this.r.steps[k];
    if (!step) return '';
    return this.py ? this.c.statement(step.line) : this.c.stepText(step);
  }

  maskedStatementAt(k: number): string {
    const step = this.r.steps[k];
    if (!step) return '';
    if (!this.py) return this.c.maskedStepText(step);
    const end = this.c.source.stmtEnd(step.line);
    return this.c.masked.slice(this.c.lineStart(step.line), this.c.lineEnd(end));
  }

  /** The calls made from step `k`. */
  callsDuring(k: number): Call[] {
    return this.calleesAt.get(k) ?? [];
  }

  maskedLine(line: number): string {
    return this.c.masked.slice(this.c.lineStart(line), this.c.lineEnd(line));
  }

  /** A call as it was made, with the values its parameters got: `average([2, 4])`. */
  calledWith(call: Call, name: string): string | undefined {
    const params = this.r.vars[this.r.steps[call.callStep]?.vars ?? -1];
    if (!params) return undefined;
    const shown = params
      .filter(([n]) => n !== 'this' && n !== 'self')
      .map(([, v]) => this.show(v, call.callStep, 30));
    const text = `${name}(${shown.join(', ')})`;
    return text.length <= 60 ? text : undefined;
  }

  changedBetween(id: number, from: number, to: number): boolean {
    for (let k = from + 1; k <= to; k++) if (this.r.objectChangedAt(id, k)) return true;
    return false;
  }
}
