/**
 * Builds recordings by hand for tests, as a runtime sends them: each step in the call it is
 * in, with that call's names just before the step runs, and output tagged with the step that
 * printed it.
 */
import { Recording } from './recording';
import type { TraceBatch, TraceObject, TraceStep, TraceValue, TraceVars } from './trace-types';

/** A value: numbers, strings, booleans and null as they are; anything else as a TraceValue. */
export type Plain = number | string | boolean | null | TraceValue;

export const fn = (v: string): TraceValue => ({ t: 'fn', v });
export const ref = (id: number): TraceValue => ({ t: 'ref', id });
export const list = (...items: number[]): TraceObject => ({
  kind: 'list',
  type: 'list',
  items: items.map((n) => ({ t: 'num', v: String(n) })),
  total: items.length,
});

export function traceValue(v: Plain, none: 'None' | 'undefined' = 'None'): TraceValue {
  if (v === null) return { t: 'none', v: none };
  if (typeof v === 'number') return { t: 'num', v: String(v) };
  if (typeof v === 'string') return { t: 'str', v };
  if (typeof v === 'boolean') return { t: 'bool', v };
  return v;
}

interface Open {
  frame: number;
  last: number;
}

export class RecordingBuilder {
  private readonly batch: TraceBatch = { frames: [], stacks: [], vars: [], steps: [] };
  private readonly open: Open[] = [];
  private readonly output: [number, 'stdout' | 'stderr', string][] = [];
  private pendingObjects: [number, TraceObject][] = [];
  private moduleVars = -1;
  private errorAt: { step: number; name: string; message: string } | null = null;

  constructor(
    readonly file = 'main.py',
    private readonly none: 'None' | 'undefined' = 'None',
  ) {
    this.batch.frames.push({ name: '<module>', file, line: 1 });
    this.open.push({ frame: 0, last: -1 });
  }

  /** Contents of an object, sent with the next step (first seen or changed). */
  object(id: number, object: TraceObject): this {
    this.pendingObjects.push([id, object]);
    return this;
  }

  /** A step before `line` runs, in the current call, whose names are `vars`. */
  line(line: number, vars: Record<string, Plain> = {}, col = 1): this {
    return this.step('line', line, vars, col);
  }

  call(name: string, defLine: number, args: Record<string, Plain>): this {
    const frame = this.batch.frames.length;
    this.batch.frames.push({ name, file: this.file, line: defLine });
    this.open.push({ frame, last: -1 });
    return this.step('call', defLine, args);
  }

  /** The current call returns `value` from `line`, with `vars` as they are then. */
  ret(line: number, value: Plain, vars: Record<string, Plain> = {}): this {
    this.step('return', line, vars, 1, traceValue(value, this.none));
    this.open.pop();
    return this;
  }

  exception(line: number, error: string, vars: Record<string, Plain> = {}): this {
    const [type = 'Error'] = error.split(':');
    return this.step('exception', line, vars, 1, { t: 'other', v: error, type });
  }

  /** Text the last step printed. */
  print(text: string, stream: 'stdout' | 'stderr' = 'stdout'): this {
    this.output.push([this.batch.steps.length - 1, stream, text]);
    return this;
  }

  /** The program's uncaught error, at the last step. */
  error(name: string, message: string): this {
    this.errorAt = { step: this.batch.steps.length - 1, name, message };
    return this;
  }

  get steps(): number {
    return this.batch.steps.length;
  }

  build(end: { capped?: boolean; finished?: boolean } = {}): Recording {
    const recording = new Recording();
    recording.ingest(this.batch);
    for (const [step, stream, text] of this.output) recording.addOutput(stream, text, step);
    if (this.errorAt) {
      const step = recording.steps[this.errorAt.step];
      recording.error = { ...this.errorAt, line: step?.line, file: step?.file };
    }
    if (end.finished !== false)
      recording.finish({ recorded: recording.length, capped: end.capped === true });
    return recording;
  }

  private step(
    event: TraceStep['event'],
    line: number,
    vars: Record<string, Plain>,
    col = 1,
    value?: TraceValue,
  ): this {
    const index = this.batch.steps.length;
    const row: TraceVars = Object.entries(vars).map(([name, v]) => [
      name,
      traceValue(v, this.none),
    ]);
    const varsIndex = this.batch.vars.length;
    this.batch.vars.push(row);
    const inModule = this.open.length === 1;
    if (inModule) this.moduleVars = varsIndex;
    const innermost = this.open[this.open.length - 1];
    this.batch.stacks.push({
      frames: this.open.map((o) => o.frame),
      at: this.open.map((o) => (o === innermost ? -1 : o.last)),
    });
    const step: TraceStep = {
      file: this.file,
      line,
      col,
      endLine: line,
      endCol: col + 10,
      event,
      stack: this.batch.stacks.length - 1,
      vars: varsIndex,
      globals: inModule ? -1 : this.moduleVars,
    };
    if (value) step.value = value;
    if (this.pendingObjects.length) {
      step.objects = this.pendingObjects;
      this.pendingObjects = [];
    }
    this.batch.steps.push(step);
    if (innermost) innermost.last = index;
    return this;
  }
}
