/**
 * A recorded run as the debugger replays it: the tables a runtime sent (core/run/trace-types),
 * the output each step printed and the lines typed while it ran, read back as the state at any
 * step. Every read is a lookup or a binary search, so a step back costs what a step forward does.
 */
import type {
  TraceBatch,
  TraceEnd,
  TraceFrame,
  TraceObject,
  TraceStack,
  TraceStep,
  TraceValue,
  TraceVars,
} from './trace-types';

export type OutputStream = 'stdout' | 'stderr' | 'input';

/** Text the program printed (or a line typed for it), with the step that printed it. */
export interface RecordedOutput {
  step: number;
  stream: OutputStream;
  text: string;
}

/** An uncaught error, at the step it was raised. */
export interface RecordedError {
  step: number;
  name: string;
  message: string;
  line?: number;
  file?: string;
}

/** One frame of the call stack at a step, as the Variables and Call stack views show it. */
export interface FrameView {
  /** Index in the frames table: stable for one call across steps. */
  id: number;
  frame: TraceFrame;
  /** Where this frame is: the step itself for the innermost, the call being made for the rest. */
  step: TraceStep;
  vars: TraceVars;
}

/** A breakpoint: a line of a project file. */
export interface Breakpoint {
  file: string;
  line: number;
}

export type StepMove = 'into' | 'over' | 'out' | 'back' | 'backOver' | 'continue' | 'reverse';

export class Recording {
  readonly frames: TraceFrame[] = [];
  readonly stacks: TraceStack[] = [];
  readonly vars: TraceVars[] = [];
  readonly steps: TraceStep[] = [];
  readonly output: RecordedOutput[] = [];
  /** For each object id, its versions in step order. */
  private readonly objects = new Map<number, { step: number; object: TraceObject }[]>();
  end: TraceEnd | null = null;
  error: RecordedError | null = null;

  get length(): number {
    return this.steps.length;
  }

  get finished(): boolean {
    return this.end !== null;
  }

  ingest(batch: TraceBatch): void {
    for (const frame of batch.frames) this.frames.push(frame);
    for (const stack of batch.stacks) this.stacks.push(stack);
    for (const row of batch.vars) this.vars.push(row);
    for (const step of batch.steps) {
      const index = this.steps.length;
      this.steps.push(step);
      for (const [id, object] of step.objects ?? []) {
        let versions = this.objects.get(id);
        if (!versions) this.objects.set(id, (versions = []));
        versions.push({ step: index, object });
      }
    }
  }

  /** Output printed while `step` ran (a step of -1: before the first step). */
  addOutput(stream: OutputStream, text: string, step = this.steps.length - 1): void {
    if (text === '') return;
    const last = this.output[this.output.length - 1];
    if (last && last.step === step && last.stream === stream && stream !== 'input') {
      last.text += text;
      return;
    }
    this.output.push({ step, stream, text });
  }

  finish(end: TraceEnd): void {
    this.end = end;
  }

  step(k: number): TraceStep | undefined {
    return this.steps[k];
  }

  /** An object's contents as they were at step `k`: its latest version at or before `k`. */
  objectAt(id: number, k: number): TraceObject | undefined {
    const versions = this.objects.get(id);
    if (!versions) return undefined;
    let lo = 0;
    let hi = versions.length - 1;
    let found: TraceObject | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const version = versions[mid];
      if (!version) break;
      if (version.step <= k) {
        found = version.object;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** Whether object `id` changed at step `k` (a version sent at `k` after an earlier one). */
  objectChangedAt(id: number, k: number): boolean {
    const versions = this.objects.get(id);
    if (!versions) return false;
    const index = versions.findIndex((v) => v.step === k);
    return index > 0;
  }

  depth(k: number): number {
    const step = this.steps[k];
    return step ? (this.stacks[step.stack]?.frames.length ?? 0) : 0;
  }

  /** The frame index of the innermost call at step `k`. */
  frameOf(k: number): number {
    const step = this.steps[k];
    const frames = step ? this.stacks[step.stack]?.frames : undefined;
    return frames?.[frames.length - 1] ?? -1;
  }

  /** The call stack at step `k`, innermost first, as a debugger's Call stack lists it. */
  stackAt(k: number): FrameView[] {
    const step = this.steps[k];
    if (!step) return [];
    const stack = this.stacks[step.stack];
    if (!stack) return [];
    const views: FrameView[] = [];
    for (let i = stack.frames.length - 1; i >= 0; i--) {
      const id = stack.frames[i] ?? -1;
      const frame = this.frames[id];
      const at = i === stack.frames.length - 1 ? k : (stack.at[i] ?? -1);
      const where = this.steps[at];
      if (!frame || !where) continue;
      views.push({ id, frame, step: where, vars: this.vars[where.vars] ?? [] });
    }
    return views;
  }

  /** The module's names at step `k` (those of the innermost frame when it is the module). */
  globalsAt(k: number): TraceVars {
    const step = this.steps[k];
    if (!step) return [];
    return this.vars[step.globals >= 0 ? step.globals : step.vars] ?? [];
  }

  /**
   * The names of frame `frameId` whose value differs at step `k` from the step before (a new
   * name, another value, or a list or object that changed in place).
   */
  changedAt(k: number, frameId: number): Set<string> {
    const changed = new Set<string>();
    if (k <= 0) return changed;
    const now = this.varsOf(frameId, k);
    const before = this.varsOf(frameId, k - 1);
    if (!now) return changed;
    const old = new Map(before ?? []);
    for (const [name, value] of now) {
      const was = old.get(name);
      if (!was || !sameValue(was, value)) changed.add(name);
      else if (value.t === 'ref' && this.objectChangedAt(value.id, k)) changed.add(name);
    }
    return changed;
  }

  /** Frame `frameId`'s names at step `k`, if it is on the stack then. */
  varsOf(frameId: number, k: number): TraceVars | undefined {
    const step = this.steps[k];
    if (!step) return undefined;
    const stack = this.stacks[step.stack];
    if (!stack) return undefined;
    const i = stack.frames.lastIndexOf(frameId);
    if (i < 0) {
      // The module's names travel with every step.
      if (this.frames[frameId]?.name === '<module>' && frameId === stack.frames[0])
        return this.globalsAt(k);
      return undefined;
    }
    if (i === stack.frames.length - 1) return this.vars[step.vars];
    if (i === 0 && step.globals >= 0) return this.vars[step.globals];
    const at = this.steps[stack.at[i] ?? -1];
    return at ? this.vars[at.vars] : undefined;
  }

  /** Output printed before step `k` ran (all of it for k past the last step). */
  outputBefore(k: number): RecordedOutput[] {
    return this.output.filter((o) => o.step < k);
  }

  /** Index of the first output item printed at or after step `k`, for views that slice. */
  outputIndexAt(k: number): number {
    let lo = 0;
    let hi = this.output.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.output[mid]?.step ?? 0) < k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Where a step command goes from step `k`, in what is recorded so far; null when the place is
   * not recorded yet (the run is still going) or there is no such place.
   */
  move(k: number, move: StepMove, breakpoints: readonly Breakpoint[] = []): number | null {
    const last = this.steps.length - 1;
    if (last < 0) return null;
    const depth = this.depth(k);
    switch (move) {
      case 'into':
        return k < last ? k + 1 : null;
      case 'back':
        return k > 0 ? k - 1 : null;
      case 'over':
        return this.find(k + 1, 1, (j) => this.depth(j) <= depth);
      case 'backOver':
        return this.find(k - 1, -1, (j) => this.depth(j) <= depth);
      case 'out':
        return this.find(k + 1, 1, (j) => this.depth(j) < depth);
      case 'continue':
        return this.find(k + 1, 1, (j) => this.entersBreakpoint(j, breakpoints));
      case 'reverse':
        return this.find(k - 1, -1, (j) => this.entersBreakpoint(j, breakpoints));
    }
  }

  /** The first step after `k` that is on `line` of `file` ("Run to here"). */
  runTo(k: number, file: string, line: number): number | null {
    return this.find(k + 1, 1, (j) => this.entersBreakpoint(j, [{ file, line }]));
  }

  /**
   * Whether step `j` arrives on a breakpoint's line: its first step there, so a line with
   * several statements stops once per pass, and each pass of a loop stops again.
   */
  entersBreakpoint(j: number, breakpoints: readonly Breakpoint[]): boolean {
    const step = this.steps[j];
    if (!step || step.event === 'return') return false;
    if (!breakpoints.some((b) => b.line === step.line && b.file === step.file)) return false;
    const prev = this.steps[j - 1];
    if (!prev) return true;
    if (prev.line !== step.line || prev.file !== step.file) return true;
    if (this.frameOf(j - 1) !== this.frameOf(j)) return true;
    // Back on the same line by a loop's jump (its header, then its body, on one line).
    return prev.col > step.col;
  }

  private find(from: number, direction: 1 | -1, test: (j: number) => boolean): number | null {
    for (let j = from; j >= 0 && j < this.steps.length; j += direction) if (test(j)) return j;
    return null;
  }
}

export function sameValue(a: TraceValue, b: TraceValue): boolean {
  switch (a.t) {
    case 'ref':
      return b.t === 'ref' && a.id === b.id;
    case 'str':
      return b.t === 'str' && a.v === b.v && a.more === b.more;
    case 'other':
      return b.t === 'other' && a.v === b.v && a.type === b.type;
    default:
      return a.t === b.t && a.v === b.v;
  }
}

/**
 * Names that share one list or object, in the order given: each group of two or more names
 * whose value is the same reference (the aliasing a beginner does not expect).
 */
export function aliasGroups(vars: readonly [string, TraceValue][]): Map<number, string[]> {
  const byId = new Map<number, string[]>();
  for (const [name, value] of vars) {
    if (value.t !== 'ref') continue;
    const names = byId.get(value.id);
    if (names) names.push(name);
    else byId.set(value.id, [name]);
  }
  for (const [id, names] of byId) if (names.length < 2) byId.delete(id);
  return byId;
}

/**
 * The variables of a step that its line names, for "the values involved" in an error: the
 * names that appear in the line's text as whole words, in the order of the frame's names.
 */
export function namesOnLine(vars: TraceVars, lineText: string): TraceVars {
  const words = new Set(lineText.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return vars.filter(([name]) => words.has(name));
}
