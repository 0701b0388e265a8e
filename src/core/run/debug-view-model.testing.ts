/**
 * Recordings built by hand for the debugger's view tests, as a runtime sends them: each step in
 * the call it is in, with that call's names just before the step runs, objects sent when first
 * seen or changed, and output tagged with the step that printed it.
 */
import { Recording, type OutputStream } from './recording';
import type { TraceBatch, TraceObject, TraceStep, TraceValue, TraceVars } from './trace-types';

/** Numbers, strings, booleans and null as they are; anything else as a TraceValue. */
export type Plain = number | string | boolean | null | TraceValue;

export const num = (n: number): TraceValue => ({ t: 'num', v: String(n) });
export const str = (v: string): TraceValue => ({ t: 'str', v });
export const fn = (v: string): TraceValue => ({ t: 'fn', v });
export const ref = (id: number): TraceValue => ({ t: 'ref', id });

export const list = (items: Plain[], kind: 'list' | 'array' = 'list'): TraceObject => ({
  kind,
  type: kind === 'list' ? 'list' : 'Array',
  items: items.map((v) => plain(v)),
  total: items.length,
});

export const dict = (entries: [Plain, Plain][]): TraceObject => ({
  kind: 'dict',
  type: 'dict',
  entries: entries.map(([k, v]) => [plain(k), plain(v)]),
  total: entries.length,
});

export function plain(v: Plain, none: 'None' | 'undefined' = 'None'): TraceValue {
  if (v === null) return { t: 'none', v: none };
  if (typeof v === 'number') return num(v);
  if (typeof v === 'string') return str(v);
  if (typeof v === 'boolean') return { t: 'bool', v };
  return v;
}

interface Open {
  frame: number;
  /** Its last step so far. */
  last: number;
}

export class TraceBuilder {
  private readonly batch: TraceBatch = { frames: [], stacks: [], vars: [], steps: [] };
  private readonly open: Open[] = [{ frame: 0, last: -1 }];
  private readonly output: [number, OutputStream, string][] = [];
  private objects: [number, TraceObject][] = [];
  private moduleVars = -1;

  constructor(
    readonly file = 'main.py',
    private readonly none: 'None' | 'undefined' = 'None',
  ) {
    this.batch.frames.push({ name: '<module>', file, line: 1 });
  }

  get last(): number {
    return this.batch.steps.length - 1;
  }

  /** An object's contents, sent with the next step. */
  object(id: number, object: TraceObject): this {
    this.objects.push([id, object]);
    return this;
  }

  line(line: number, vars: Record<string, Plain> = {}): this {
    return this.step('line', line, vars);
  }

  /** A call of `name` (defined on `defLine`) with its arguments: a frame of its own. */
  call(name: string, defLine: number, args: Record<string, Plain>): this {
    this.batch.frames.push({ name, file: this.file, line: defLine });
    this.open.push({ frame: this.batch.frames.length - 1, last: -1 });
    return this.step('call', defLine, args);
  }

  /** The call returns `value` from `line`; its frame ends. */
  ret(line: number, vars: Record<string, Plain>, value: Plain): this {
    this.step('return', line, vars, plain(value, this.none));
    this.open.pop();
    return this;
  }

  /** Output printed by the last step. */
  print(text: string, stream: OutputStream = 'stdout'): this {
    this.output.push([this.last, stream, text]);
    return this;
  }

  build(): Recording {
    const recording = new Recording();
    recording.ingest(this.batch);
    for (const [step, stream, text] of this.output) recording.addOutput(stream, text, step);
    recording.finish({ recorded: this.batch.steps.length, capped: false });
    return recording;
  }

  private step(
    event: TraceStep['event'],
    line: number,
    vars: Record<string, Plain>,
    value?: TraceValue,
  ): this {
    const row: TraceVars = Object.entries(vars).map(([k, v]) => [k, plain(v, this.none)]);
    this.batch.vars.push(row);
    const varsIndex = this.batch.vars.length - 1;
    const inModule = this.open.length === 1;
    if (inModule) this.moduleVars = varsIndex;
    this.batch.stacks.push({
      frames: this.open.map((o) => o.frame),
      at: this.open.map((o, i) => (i === this.open.length - 1 ? -1 : o.last)),
    });
    const index = this.batch.steps.length;
    this.batch.steps.push({
      file: this.file,
      line,
      col: 1,
      endLine: line,
      endCol: 40,
      event,
      stack: this.batch.stacks.length - 1,
      vars: varsIndex,
      globals: inModule ? -1 : this.moduleVars,
      ...(this.objects.length ? { objects: this.objects } : {}),
      ...(value ? { value } : {}),
    });
    this.objects = [];
    const top = this.open[this.open.length - 1];
    if (top) top.last = index;
    return this;
  }
}

/**
 * 1 def fact(n):
 * 2     if n <= 1:
 * 3         return 1
 * 4     return n * fact(n - 1)
 * 5 print(fact(3))
 *
 * Step 9 is `if n <= 1` in fact(1), with fact(2) and fact(3) waiting below it.
 */
export function factorial(): Recording {
  const f = fn('function fact(n)');
  const b = new TraceBuilder('main.py');
  b.line(1) // 0
    .line(5, { fact: f }) // 1
    .call('fact', 1, { n: 3 }) // 2
    .line(2, { n: 3 }) // 3
    .line(4, { n: 3 }) // 4
    .call('fact', 1, { n: 2 }) // 5
    .line(2, { n: 2 }) // 6
    .line(4, { n: 2 }) // 7
    .call('fact', 1, { n: 1 }) // 8
    .line(2, { n: 1 }) // 9
    .line(3, { n: 1 }) // 10
    .ret(3, { n: 1 }, 1) // 11
    .ret(4, { n: 2 }, 2) // 12
    .ret(4, { n: 3 }, 6) // 13
    .line(5, { fact: f }) // 14
    .print('6\n');
  return b.build();
}

/**
 * 1 a = [1, 2]
 * 2 b = a
 * 3 b.append(3)
 * 4 print(a)
 * 5 ages = {'Ada': 36}
 * 6 ages['Alan'] = 41
 */
export function aliasing(): Recording {
  const b = new TraceBuilder('main.py');
  b.line(1) // 0
    .object(1, list([1, 2]))
    .line(2, { a: ref(1) }) // 1
    .line(3, { a: ref(1), b: ref(1) }) // 2
    .object(1, list([1, 2, 3]))
    .line(4, { a: ref(1), b: ref(1) }) // 3
    .print('[1, 2, 3]\n')
    .object(2, dict([['Ada', 36]]))
    .line(5, { a: ref(1), b: ref(1), ages: ref(2) }) // 4
    .object(
      2,
      dict([
        ['Ada', 36],
        ['Alan', 41],
      ]),
    )
    .line(6, { a: ref(1), b: ref(1), ages: ref(2) }); // 5
  return b.build();
}

/** `big = list(range(5000))`, of which the first 100 items were kept. */
export function cappedList(): Recording {
  const items = Array.from({ length: 100 }, (_, i) => num(i));
  const b = new TraceBuilder('main.py');
  b.line(1)
    .object(1, { kind: 'list', type: 'list', items, total: 5000 })
    .line(2, { big: ref(1) });
  return b.build();
}
