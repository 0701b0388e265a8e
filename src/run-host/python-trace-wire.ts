/**
 * Reads the batches python-tracer.py sends as TraceBatch rows. The tracer keeps its rows as
 * plain values and turns a whole batch into compact JSON at once (cheaper in Python than
 * building each row's text); this side gives them their shape.
 *
 * - Positions are a table of their own, sent once and referred to by index; a step is five
 *   numbers: position, event, stack, vars, globals.
 * - A value is an int, a str or null as itself, or a tagged array; an object's items may be
 *   null for "the items of its last version", which are then shared, not copied.
 */
import type {
  TraceBatch,
  TraceEvent,
  TraceFrame,
  TraceObject,
  TraceObjectKind,
  TraceStack,
  TraceStep,
  TraceValue,
  TraceVars,
} from '../core/run/trace-types';

type Raw = number | string | null | boolean | Raw[];

type Position = [file: string, line: number, col: number, endLine: number, endCol: number];

/** [step, id, kind, type, total, items or null]. */
type WireObject = [number, number, number, string, number, Raw[] | null];

interface Wire {
  /** Index of the batch's first step. */
  k: number;
  /** Five numbers a step. */
  t: number[];
  b: [
    frames: [name: string, file: string, line: number][],
    stacks: [frames: number[], at: number[]][],
    positions: Position[],
    vars: Raw[][],
    objects: WireObject[],
    /** [step, [value]]: what a 'return' step returns or an 'exception' step raises. */
    values: [number, [Raw]][],
  ];
}

const EVENTS: readonly TraceEvent[] = ['line', 'call', 'return', 'exception'];
const KINDS: readonly TraceObjectKind[] = ['list', 'tuple', 'set', 'dict', 'object'];
const NONE: TraceValue = { t: 'none', v: 'None' };
const TRUE: TraceValue = { t: 'bool', v: true };
const FALSE: TraceValue = { t: 'bool', v: false };

const text = (raw: Raw | undefined) => (typeof raw === 'string' ? raw : String(raw));

/** A value as the tracer sends it, as a TraceValue. */
export function wireValue(raw: Raw | undefined): TraceValue {
  if (typeof raw === 'number') return { t: 'num', v: String(raw) };
  if (typeof raw === 'string') return { t: 'str', v: raw };
  if (raw === null || raw === undefined || typeof raw === 'boolean') return NONE;
  switch (raw[0]) {
    case 0:
      return { t: 'num', v: text(raw[1]) };
    case 1:
      return { t: 'str', v: text(raw[1]), more: Number(raw[2]) };
    case 2:
      return raw[1] ? TRUE : FALSE;
    case 3:
      return { t: 'ref', id: Number(raw[1]) };
    case 4:
      return { t: 'fn', v: text(raw[1]) };
    default:
      return { t: 'other', v: text(raw[1]), type: text(raw[2]) };
  }
}

function pairs(flat: readonly Raw[]): [TraceValue, TraceValue][] {
  const entries: [TraceValue, TraceValue][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    entries.push([wireValue(flat[i]), wireValue(flat[i + 1])]);
  }
  return entries;
}

function varsRow(flat: readonly Raw[]): TraceVars {
  const row: TraceVars = [];
  for (let i = 0; i + 1 < flat.length; i += 2) row.push([text(flat[i]), wireValue(flat[i + 1])]);
  return row;
}

/** A reader for one run's batches: positions and objects' last items carry across batches. */
export function createWireReader(): (json: string) => TraceBatch {
  const positions: Position[] = [];
  const lastItems = new Map<number, TraceValue[] | [TraceValue, TraceValue][]>();

  const object = ([, id, kind, type, total, items]: WireObject): TraceObject => {
    const name = KINDS[kind] ?? 'list';
    const keyed = name === 'dict' || name === 'object';
    let contents = items === null ? lastItems.get(id) : undefined;
    if (contents === undefined) {
      contents = keyed ? pairs(items ?? []) : (items ?? []).map(wireValue);
      lastItems.set(id, contents);
    }
    return keyed
      ? { kind: name, type, entries: contents as [TraceValue, TraceValue][], total }
      : { kind: name, type, items: contents as TraceValue[], total };
  };

  return (json) => {
    const wire = JSON.parse(json) as Wire;
    const [wireFrames, wireStacks, wirePositions, wireVars, wireObjects, wireValues] = wire.b;
    for (const position of wirePositions) positions.push(position);
    const frames: TraceFrame[] = wireFrames.map(([name, file, line]) => ({ name, file, line }));
    const stacks: TraceStack[] = wireStacks.map(([ids, at]) => ({ frames: ids, at }));
    const vars = wireVars.map(varsRow);
    const steps: TraceStep[] = [];
    const t = wire.t;
    for (let i = 0; i + 4 < t.length; i += 5) {
      const [file, line, col, endLine, endCol] = positions[t[i] ?? 0] ?? ['', 1, 1, 1, 1];
      steps.push({
        file,
        line,
        col,
        endLine,
        endCol,
        event: EVENTS[t[i + 1] ?? 0] ?? 'line',
        stack: t[i + 2] ?? 0,
        vars: t[i + 3] ?? 0,
        globals: t[i + 4] ?? -1,
      });
    }
    for (const row of wireObjects) {
      const contents = object(row);
      const step = steps[row[0] - wire.k];
      if (step) (step.objects ??= []).push([row[1], contents]); // none: a step cut short
    }
    for (const [k, [raw]] of wireValues) {
      const step = steps[k - wire.k];
      if (step) step.value = wireValue(raw);
    }
    return { frames, stacks, vars, steps };
  };
}
