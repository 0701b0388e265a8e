/**
 * A run event as the app accepts it from the code runner: only the shapes of `RunEvent`, with
 * every field of the type it names. User code shares its worker with the runtime, so it can post
 * anything the runtime can; what is not one of these shapes is dropped, never passed on. The
 * event handed back is a fresh object of the known fields only.
 *
 * `input-request` is never accepted here: whether a program waits for a line is said by the run
 * host, which checks that its worker really is blocked on the input buffer.
 */
import type { RunErrorInfo, RunEvent, RunLocation, ResultTable } from './types';
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

type Fields = Record<string, unknown>;

/** A plain object (not an array or null), its fields unknown. */
export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A line or column (1-based, though a runtime may say 0 for "none"). */
const isPosition = isIndex;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A whole number that stays exact (an exit code, an id). */
export const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** An array whose every item passes `item`, or null. */
function arrayOf<T>(value: unknown, item: (v: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const v of value as unknown[]) {
    const parsed = item(v);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

const stringItem = (v: unknown) => (isString(v) ? v : null);
const indexItem = (v: unknown) => (isIndex(v) ? v : null);
/** A stack's `at`: step indices, -1 for the innermost frame. */
const atItem = (v: unknown) => (isIndex(v) || v === -1 ? (v as number) : null);

/** The optional `step` of output and errors; undefined when absent, null when malformed. */
function stepOf(fields: Fields): number | undefined | null {
  if (!Object.hasOwn(fields, 'step') || fields.step === undefined) return undefined;
  return isIndex(fields.step) ? fields.step : null;
}

function location(value: unknown): RunLocation | null {
  if (!isObject(value) || !isString(value.path) || !isPosition(value.line)) return null;
  if (value.column === undefined) return { path: value.path, line: value.line };
  if (!isPosition(value.column)) return null;
  return { path: value.path, line: value.line, column: value.column };
}

function errorInfo(value: unknown): RunErrorInfo | null {
  if (!isObject(value)) return null;
  const { name, message, trace } = value;
  if (!isString(name) || !isString(message) || !isString(trace)) return null;
  if (value.location === undefined) return { name, message, trace };
  const at = location(value.location);
  return at ? { name, message, trace, location: at } : null;
}

function table(value: unknown): ResultTable | null {
  if (!isObject(value)) return null;
  const columns = arrayOf(value.columns, stringItem);
  const rows = arrayOf(value.rows, (row) => arrayOf(row, stringItem));
  return columns && rows ? { columns, rows } : null;
}

const NONE = new Set(['None', 'undefined', 'null']);

function traceValue(value: unknown): TraceValue | null {
  if (!isObject(value)) return null;
  switch (value.t) {
    case 'num':
    case 'fn':
      return isString(value.v) ? { t: value.t, v: value.v } : null;
    case 'str':
      if (!isString(value.v)) return null;
      // `more` is a detail of the display: one that is not a count is left out.
      return isCount(value.more)
        ? { t: 'str', v: value.v, more: value.more }
        : { t: 'str', v: value.v };
    case 'bool':
      return typeof value.v === 'boolean' ? { t: 'bool', v: value.v } : null;
    case 'none':
      return isString(value.v) && NONE.has(value.v)
        ? { t: 'none', v: value.v as 'None' | 'undefined' | 'null' }
        : null;
    case 'ref':
      return isIndex(value.id) ? { t: 'ref', id: value.id } : null;
    case 'other':
      return isString(value.v) && isString(value.type)
        ? { t: 'other', v: value.v, type: value.type }
        : null;
    default:
      return null;
  }
}

const OBJECT_KINDS = new Set(['list', 'tuple', 'set', 'dict', 'object', 'map', 'array']);

function traceObject(value: unknown): TraceObject | null {
  if (!isObject(value) || !isString(value.kind) || !OBJECT_KINDS.has(value.kind)) return null;
  if (!isString(value.type) || !isIndex(value.total)) return null;
  const out: TraceObject = {
    kind: value.kind as TraceObject['kind'],
    type: value.type,
    total: value.total,
  };
  if (value.items !== undefined) {
    const items = arrayOf(value.items, traceValue);
    if (!items) return null;
    out.items = items;
  }
  if (value.entries !== undefined) {
    const entries = arrayOf(value.entries, pair);
    if (!entries) return null;
    out.entries = entries;
  }
  return out;
}

function pair(value: unknown): [TraceValue, TraceValue] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const key = traceValue(value[0]);
  const item = traceValue(value[1]);
  return key && item ? [key, item] : null;
}

function frame(value: unknown): TraceFrame | null {
  if (!isObject(value) || !isString(value.name) || !isString(value.file)) return null;
  return isPosition(value.line) ? { name: value.name, file: value.file, line: value.line } : null;
}

function stack(value: unknown): TraceStack | null {
  if (!isObject(value)) return null;
  const frames = arrayOf(value.frames, indexItem);
  const at = arrayOf(value.at, atItem);
  return frames && at && frames.length === at.length ? { frames, at } : null;
}

function vars(value: unknown): TraceVars | null {
  return arrayOf(value, (entry) => {
    if (!Array.isArray(entry) || entry.length !== 2 || !isString(entry[0])) return null;
    const item = traceValue(entry[1]);
    return item ? ([entry[0], item] as [string, TraceValue]) : null;
  });
}

const TRACE_EVENTS = new Set(['line', 'call', 'return', 'exception']);

function step(value: unknown): TraceStep | null {
  if (!isObject(value) || !isString(value.file)) return null;
  const { line, col, endLine, endCol, event } = value;
  if (!isPosition(line) || !isPosition(col) || !isPosition(endLine) || !isPosition(endCol)) {
    return null;
  }
  if (!isString(event) || !TRACE_EVENTS.has(event)) return null;
  if (!isIndex(value.stack) || !isIndex(value.vars)) return null;
  if (!isIndex(value.globals) && value.globals !== -1) return null;
  const out: TraceStep = {
    file: value.file,
    line,
    col,
    endLine,
    endCol,
    event: event as TraceStep['event'],
    stack: value.stack,
    vars: value.vars,
    globals: value.globals as number,
  };
  if (value.objects !== undefined) {
    const objects = arrayOf(value.objects, (entry) => {
      if (!Array.isArray(entry) || entry.length !== 2 || !isIndex(entry[0])) return null;
      const object = traceObject(entry[1]);
      return object ? ([entry[0], object] as [number, TraceObject]) : null;
    });
    if (!objects) return null;
    out.objects = objects;
  }
  if (value.value !== undefined) {
    const returned = traceValue(value.value);
    if (!returned) return null;
    out.value = returned;
  }
  return out;
}

function batch(value: unknown): TraceBatch | null {
  if (!isObject(value)) return null;
  const frames = arrayOf(value.frames, frame);
  const stacks = arrayOf(value.stacks, stack);
  const varsTable = arrayOf(value.vars, vars);
  const steps = arrayOf(value.steps, step);
  return frames && stacks && varsTable && steps ? { frames, stacks, vars: varsTable, steps } : null;
}

function traceEnd(value: unknown): TraceEnd | null {
  if (!isObject(value) || !isIndex(value.recorded) || typeof value.capped !== 'boolean') {
    return null;
  }
  return { recorded: value.recorded, capped: value.capped };
}

/** `value` as a run event the app acts on, or null when it is not one of their shapes. */
export function parseRunEvent(value: unknown): RunEvent | null {
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'progress': {
      const { label, loaded, total } = value;
      if (!isString(label) || !isCount(loaded) || !isCount(total)) return null;
      return { type: 'progress', label, loaded, total };
    }
    case 'started':
      return { type: 'started' };
    case 'importing':
      if (value.module !== null && !isString(value.module)) return null;
      return { type: 'importing', module: value.module };
    case 'stdout':
    case 'stderr': {
      const at = stepOf(value);
      if (!isString(value.text) || at === null) return null;
      return at === undefined
        ? { type: value.type, text: value.text }
        : { type: value.type, text: value.text, step: at };
    }
    case 'table': {
      const parsed = table(value.table);
      return parsed ? { type: 'table', table: parsed } : null;
    }
    case 'file-written':
      if (!isString(value.path) || !isString(value.content)) return null;
      return { type: 'file-written', path: value.path, content: value.content };
    case 'file-deleted':
      return isString(value.path) ? { type: 'file-deleted', path: value.path } : null;
    case 'error': {
      const info = errorInfo(value.error);
      const at = stepOf(value);
      if (!info || at === null) return null;
      return at === undefined
        ? { type: 'error', error: info }
        : { type: 'error', error: info, step: at };
    }
    case 'trace': {
      const parsed = batch(value.batch);
      return parsed ? { type: 'trace', batch: parsed } : null;
    }
    case 'trace-end': {
      const parsed = traceEnd(value.end);
      return parsed ? { type: 'trace-end', end: parsed } : null;
    }
    case 'exit':
      return isWhole(value.code) ? { type: 'exit', code: value.code } : null;
    default:
      return null;
  }
}
