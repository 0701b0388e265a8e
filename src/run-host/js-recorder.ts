/**
 * Records a JavaScript run step by step: the hooks that instrumented code (core/run/
 * instrument-js) calls, and the tables they fill (core/run/trace-types), sent in batches.
 *
 * - One frame per call, '<module>' for a file's top level; the entry file's module frame is
 *   always the outermost. A frame suspended at `await` or `yield` leaves the stack, and is put
 *   back on top of whatever runs when its next hook comes.
 * - Values: numbers, strings, booleans and nothing inline; arrays, objects, maps and sets by an
 *   id kept in a WeakMap, their contents sent when first seen or changed since last sent.
 * - Identical vars rows are sent once. A batch goes out right after the first step, then every
 *   BATCH_MS or BATCH_STEPS steps, before the program blocks for input, and at the end.
 * - Past `maxSteps` every hook returns at once and the program runs on unrecorded.
 * - The recorder never runs the program's code (getters are not called); a hook that comes
 *   while the recorder works (a proxy's trap) does nothing.
 */
import type { FunctionSite, Instrumented, StepSite } from '../core/run/instrument-js';
import type {
  RecordLimits,
  TraceEvent,
  TraceFrame,
  TraceObject,
  TraceObjectKind,
  TraceStack,
  TraceStep,
  TraceValue,
  TraceVars,
} from '../core/run/trace-types';
import type { RunEvent } from '../core/run/types';

const BATCH_MS = 50;
const BATCH_STEPS = 400;
/**
 * Items of contents looked at in one step, as a multiple of `maxItems`: for the objects the
 * step's own frame reaches, and for those only the globals reach (what does not fit is looked
 * at first in the next step).
 */
const FRAME_BUDGET = 20;
const GLOBALS_BUDGET = 5;
/** Numbers and short strings whose sent value is one object, shared (up to this many). */
const SHARED_VALUES = 4096;
const SHARED_STRING = 24;
const TRUE: TraceValue = { t: 'bool', v: true };
const FALSE: TraceValue = { t: 'bool', v: false };
const UNDEFINED: TraceValue = { t: 'none', v: 'undefined' };
const NULL: TraceValue = { t: 'none', v: 'null' };
/** Characters of a function's parameters kept in its text. */
const PARAMS_MAX = 60;

/** What a frame token is when the frame is not recorded (past the cap, or inside the recorder). */
const UNTRACKED = -2;
/** The frame token of a file's top level. */
const TOP_LEVEL = -1;

const RUNNING = 0;
const RETURNING = 1;
const THREW = 2;

/** The hooks, under the names instrument-js gives them. */
export interface TraceHooks {
  /** What a guarded read gives when the name cannot be read yet. */
  readonly T: object;
  s(frame: number, site: number, vals?: unknown[]): void;
  c(fn: number, vals?: unknown[]): number;
  rv(frame: number, site: number, value: unknown, vals?: unknown[]): unknown;
  re(frame: number, site: number, value: unknown, vals?: unknown[]): unknown;
  e(frame: number): void;
  x(frame: number, error: unknown): void;
  a(frame: number, value?: unknown): unknown;
  w(frame: number, site: number, value: unknown, vals?: unknown[]): unknown;
  t(read: () => unknown): unknown;
  g(getters: (() => unknown)[]): void;
}

export interface RecorderOptions {
  limits: RecordLimits;
  /** Project path of the entry file. */
  entry: string;
  emit: (event: RunEvent) => void;
  /** Runs `callback` later without keeping the run alive (the worker's own setTimeout). */
  schedule?: (callback: () => void, ms: number) => void;
  now?: () => number;
  /** Errors that are not the program's (the runtime's exit signal): no exception step. */
  ignore?: (error: unknown) => boolean;
}

export interface JsRecorder {
  readonly hooks: TraceHooks;
  /** The first site and function id the next file to instrument takes. */
  readonly nextSite: number;
  readonly nextFunction: number;
  /** Adds an instrumented file's tables (instrumented from `nextSite`, `nextFunction`). */
  register(file: Instrumented, path: string): void;
  /** A module file starts running: its frame and call step. Returns its frame token. */
  enterModule(path: string): number;
  /** A module file has run: its return step, with its exports. */
  leaveModule(frame: number, exports: unknown): void;
  /** A module file raised an error: its exception step. */
  failModule(frame: number, error: unknown): void;
  /** The index of the latest step (-1 before the first). */
  readonly current: number;
  /**
   * The step an uncaught error was raised at (where it first passed a frame). `topLevel`: it
   * came out of the entry file's top level, which takes an exception step too.
   */
  uncaught(error: unknown, topLevel: boolean): number | undefined;
  flush(): void;
  /** The last batch, then `trace-end`. */
  end(): void;
}

interface ObjectState {
  id: number;
  ref: TraceValue;
  kind: TraceObjectKind | 'other';
  type: string;
  /**
   * The contents as last sent, as the values read (for a map or an object: key, value, …);
   * null before the first. Equal values read again: the same contents.
   */
  sent: unknown[] | null;
  sentTotal: number;
  /** Whether the contents were sent with their containers past the depth followed. */
  sentDeep: boolean;
  /** Own keys that are getters (shown, never called). */
  getters: Set<string> | null;
  /** The step it was last looked at in. */
  stamp: number;
}

/** The same value as sent before: equal primitives (0 and -0 differ), or the very same object. */
const same = Object.is;

type AnyFunction = (...args: never[]) => unknown;

const numberText = (n: number): string => (Object.is(n, -0) ? '-0' : String(n));

const objectToString = Object.prototype.toString;
const functionToString = Function.prototype.toString;
const mapEntries = Map.prototype.entries;
const mapForEach = Map.prototype.forEach;
const setForEach = Set.prototype.forEach;
const setValues = Set.prototype.values;
const mapSize = Object.getOwnPropertyDescriptor(Map.prototype, 'size')?.get;
const setSize = Object.getOwnPropertyDescriptor(Set.prototype, 'size')?.get;
const dateTime = Date.prototype.getTime;
const dateIso = Date.prototype.toISOString;
const regexpText = RegExp.prototype.toString;
const typedLength = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  'length',
)?.get;

function brand(test: () => unknown): boolean {
  try {
    test();
    return true;
  } catch {
    return false;
  }
}

/** The name of the constructor an object was made by, without calling anything of its own. */
function constructorName(value: object): string {
  let proto: unknown = value;
  for (let i = 0; i < 8; i++) {
    proto = Object.getPrototypeOf(proto);
    if (proto === null || typeof proto !== 'object') return 'Object';
    const ctor: unknown = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value;
    if (typeof ctor === 'function') {
      const name: unknown = Object.getOwnPropertyDescriptor(ctor, 'name')?.value;
      if (typeof name === 'string' && name !== '') return name;
    }
  }
  return 'Object';
}

/** 'function add(a, b)' or 'class Point', from the function's own source text. */
function functionText(fn: AnyFunction): string {
  const own: unknown = Object.getOwnPropertyDescriptor(fn, 'name')?.value;
  const name = typeof own === 'string' ? own : '';
  let source = '';
  try {
    source = functionToString.call(fn);
  } catch {
    return `function ${name}()`;
  }
  if (/^class\b/.test(source)) return name ? `class ${name}` : 'class';
  const arrow = /^(?:async\s*)?([\w$]+)\s*=>/.exec(source);
  let params = arrow?.[1] ?? '';
  const open = arrow ? -1 : source.indexOf('(');
  if (open >= 0) {
    let depth = 0;
    let quote = '';
    let close = -1;
    for (let i = open; i < source.length && close < 0; i++) {
      const char = source[i];
      if (quote) {
        if (char === '\\') i++;
        else if (char === quote) quote = '';
      } else if (char === '"' || char === "'" || char === '`') quote = char;
      else if (char === '(' || char === '[' || char === '{') depth++;
      else if (char === ')' || char === ']' || char === '}') {
        depth--;
        if (depth === 0) close = i;
      }
    }
    params = source
      .slice(open + 1, close < 0 ? source.length : close)
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (params.length > PARAMS_MAX) params = `${params.slice(0, PARAMS_MAX - 1)}…`;
  return `function ${name ? `${name}` : ''}(${params})`;
}

export function createJsRecorder(options: RecorderOptions): JsRecorder {
  const { limits, emit } = options;
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule;
  const ignore = options.ignore ?? (() => false);
  const maxItems = Math.max(0, limits.maxItems);
  const maxString = Math.max(0, limits.maxString);
  const maxDepth = Math.max(0, limits.maxDepth);
  const SENTINEL: object = Object.freeze({});

  // Static tables, by global id.
  const sites: StepSite[] = [];
  const siteNames: number[] = [];
  const siteFile: number[] = [];
  const siteGlobals: (readonly number[] | undefined)[] = [];
  const functions: FunctionSite[] = [];
  const nameListIds = new Map<string, number>();
  const files: string[] = [];
  const fileIds = new Map<string, number>();
  /** The module frame of each file while it is known. */
  const fileFrame: number[] = [];
  /** The site of each file's call step. */
  const fileEnter = new Map<number, number>();
  let entryGlobals: string[] = [];
  let entryHoisted: readonly number[] = [];
  let entryGetters: (() => unknown)[] = [];
  /** Names lists of each set of visible globals, by site. */
  const globalsNamesId = new Map<readonly number[], { id: number; names: string[] }>();

  // Frames, by frame index.
  const lastStep: number[] = [];
  const lastSite: number[] = [];
  const lastVals: (unknown[] | undefined)[] = [];
  const lastNames: number[] = [];
  const frameFn: number[] = [];
  const frameState: number[] = [];
  const returnValue: unknown[] = [];
  const returnSite: number[] = [];
  const returnVals: (unknown[] | undefined)[] = [];
  const frameStack: number[] = [];
  let frameCount = 0;

  // The live call stack, and the row of the stacks table it is (-1: not made yet).
  const active: number[] = [];
  let stackRow = -1;
  let stackCount = 0;

  /** Each row by a key of its names list and values. */
  const rowIds = new Map<string, number>();
  let rowCount = 0;
  let stepCount = 0;
  let capped = false;
  let busy = false;
  let ended = false;

  let pending = {
    frames: [] as TraceFrame[],
    stacks: [] as TraceStack[],
    vars: [] as TraceVars[],
    steps: [] as TraceStep[],
  };
  let lastFlush = now();
  let timerSet = false;

  let lastThrown: unknown = SENTINEL;
  let lastThrownStep = -1;

  // Values.
  const states = new WeakMap<object, ObjectState>();
  const functionValues = new WeakMap<AnyFunction, TraceValue>();
  const numberValues = new Map<number, TraceValue>();
  const stringValues = new Map<string, TraceValue>();
  let nextObjectId = 1;
  let stamp = 0;
  let budget = 0;
  // Objects to look into this step, breadth first.
  const queueValues: object[] = [];
  const queueStates: ObjectState[] = [];
  const queueDepths: number[] = [];
  const carryValues: object[] = [];
  const carryStates: ObjectState[] = [];
  const carryDepths: number[] = [];
  const scratch: unknown[] = [];
  /** The row each list of names had last, with the values it was made from. */
  const lastRowVals: (readonly unknown[] | undefined)[] = [];
  const lastRowIds: number[] = [];
  /** The globals as read at a step (copied when kept). */
  const globalVals: unknown[] = [];
  let stepObjects: [number, TraceObject][] = [];

  function nameListId(names: readonly string[]): number {
    const key = names.join('\u0000');
    let id = nameListIds.get(key);
    if (id === undefined) {
      id = nameListIds.size;
      nameListIds.set(key, id);
    }
    return id;
  }

  function fileId(path: string): number {
    let id = fileIds.get(path);
    if (id === undefined) {
      id = files.length;
      files.push(path);
      fileIds.set(path, id);
      fileFrame.push(-1);
    }
    return id;
  }

  function newFrame(name: string, file: string, line: number, fn: number): number {
    const frame = frameCount++;
    pending.frames.push({ name, file, line });
    lastStep.push(-1);
    lastSite.push(-1);
    lastVals.push(undefined);
    lastNames.push(-1);
    frameFn.push(fn);
    frameState.push(RUNNING);
    returnValue.push(undefined);
    returnSite.push(-1);
    returnVals.push(undefined);
    frameStack.push(-1);
    return frame;
  }

  // -------------------------------------------------------------------------------------------
  // Values.

  function stateOf(value: object): ObjectState {
    let state = states.get(value);
    if (state) return state;
    const { kind, type } = classify(value);
    const id = kind === 'other' ? 0 : nextObjectId++;
    state = {
      id,
      ref: { t: 'ref', id },
      kind,
      type,
      sent: null,
      sentTotal: -1,
      sentDeep: false,
      getters: null,
      stamp: -1,
    };
    states.set(value, state);
    return state;
  }

  function classify(value: object): { kind: TraceObjectKind | 'other'; type: string } {
    if (Array.isArray(value)) return { kind: 'array', type: constructorName(value) };
    if (ArrayBuffer.isView(value) && typedLength && brand(() => typedLength.call(value))) {
      return { kind: 'array', type: constructorName(value) };
    }
    const tag = objectToString.call(value);
    switch (tag) {
      case '[object Map]':
        if (mapSize && brand(() => mapSize.call(value)))
          return { kind: 'map', type: constructorName(value) };
        break;
      case '[object Set]':
        if (setSize && brand(() => setSize.call(value)))
          return { kind: 'set', type: constructorName(value) };
        break;
      case '[object Object]':
        return { kind: 'object', type: constructorName(value) };
      case '[object Date]':
        if (brand(() => dateTime.call(value))) return { kind: 'other', type: 'Date' };
        break;
      case '[object RegExp]':
        return { kind: 'other', type: 'RegExp' };
      case '[object Error]':
        return { kind: 'other', type: constructorName(value) };
      case '[object Arguments]':
        return { kind: 'array', type: 'Arguments' };
      default:
        return { kind: 'other', type: tag.slice(8, -1) };
    }
    return { kind: 'object', type: constructorName(value) };
  }

  function otherText(value: object, state: ObjectState): string {
    try {
      if (state.type === 'Date') {
        const time = dateTime.call(value as Date);
        return Number.isNaN(time) ? 'Invalid Date' : dateIso.call(value as Date);
      }
      if (state.type === 'RegExp') return regexpText.call(value as RegExp);
      if (objectToString.call(value) === '[object Error]') {
        const name = Object.getOwnPropertyDescriptor(value, 'name')?.value ?? errorName(value);
        const message: unknown = Object.getOwnPropertyDescriptor(value, 'message')?.value;
        const text = String(name);
        return typeof message === 'string' && message !== '' ? `${text}: ${message}` : text;
      }
    } catch {
      // Shown by its type alone.
    }
    return state.type;
  }

  function errorName(value: object): unknown {
    let proto: unknown = Object.getPrototypeOf(value);
    while (proto !== null && typeof proto === 'object') {
      const name: unknown = Object.getOwnPropertyDescriptor(proto, 'name')?.value;
      if (typeof name === 'string') return name;
      proto = Object.getPrototypeOf(proto);
    }
    return 'Error';
  }

  /** A container past the depth followed, by its short text. */
  function shortText(value: object, state: ObjectState): string {
    const size =
      state.kind === 'array'
        ? lengthOf(value)
        : state.kind === 'map'
          ? mapSize?.call(value)
          : state.kind === 'set'
            ? setSize?.call(value)
            : undefined;
    return size === undefined ? `[${state.type}]` : `[${state.type}(${String(size)})]`;
  }

  function lengthOf(value: object): number {
    if (Array.isArray(value)) return value.length;
    if (ArrayBuffer.isView(value) && typedLength) return typedLength.call(value) as number;
    const length: unknown = Object.getOwnPropertyDescriptor(value, 'length')?.value;
    return typeof length === 'number' ? length : 0;
  }

  function functionValue(fn: AnyFunction): TraceValue {
    let value = functionValues.get(fn);
    if (!value) {
      value = { t: 'fn', v: functionText(fn) };
      functionValues.set(fn, value);
    }
    return value;
  }

  /** The value as sent, met at `depth` (1: a variable's own value). */
  function encode(value: unknown, depth: number): TraceValue {
    switch (typeof value) {
      case 'number': {
        let shared = numberValues.get(value);
        if (!shared) {
          shared = { t: 'num', v: numberText(value) };
          if (numberValues.size < SHARED_VALUES && !Object.is(value, -0))
            numberValues.set(value, shared);
        }
        return shared;
      }
      case 'string': {
        if (value.length > maxString)
          return { t: 'str', v: value.slice(0, maxString), more: value.length - maxString };
        let shared = stringValues.get(value);
        if (!shared) {
          shared = { t: 'str', v: value };
          if (value.length <= SHARED_STRING && stringValues.size < SHARED_VALUES)
            stringValues.set(value, shared);
        }
        return shared;
      }
      case 'boolean':
        return value ? TRUE : FALSE;
      case 'undefined':
        return UNDEFINED;
      case 'bigint':
        return { t: 'num', v: `${String(value)}n` };
      case 'symbol':
        return { t: 'other', v: value.toString(), type: 'Symbol' };
      case 'function':
        return functionValue(value as AnyFunction);
      default: {
        if (value === null) return NULL;
        const object = value as object;
        const state = stateOf(object);
        if (state.kind === 'other')
          return { t: 'other', v: otherText(object, state), type: state.type };
        if (depth > maxDepth) return { t: 'other', v: shortText(object, state), type: state.type };
        return state.ref;
      }
    }
  }

  /**
   * Looks into the queued objects (and those they hold, breadth first) while the budget
   * lasts, sending those whose contents changed; the rest are carried to the next step.
   */
  function scanQueue(): void {
    if (queueValues.length === 0) return;
    let q = 0;
    for (; q < queueValues.length && budget > 0; q++) {
      const value = queueValues[q];
      const state = queueStates[q];
      if (value && state) scanObject(value, state, queueDepths[q] ?? 1);
    }
    for (; q < queueValues.length; q++) {
      const value = queueValues[q];
      const state = queueStates[q];
      if (!value || !state) continue;
      carryValues.push(value);
      carryStates.push(state);
      carryDepths.push(queueDepths[q] ?? 1);
    }
    queueValues.length = 0;
    queueStates.length = 0;
    queueDepths.length = 0;
  }

  /** Queues the objects carried from the step before, to be looked at first. */
  function takeCarried(): void {
    const n = carryValues.length;
    if (n === 0) return;
    for (let i = 0; i < n; i++) {
      const state = carryStates[i];
      const value = carryValues[i];
      if (!state || !value || state.stamp === stamp) continue;
      state.stamp = stamp;
      queueValues.push(value);
      queueStates.push(state);
      queueDepths.push(carryDepths[i] ?? 1);
    }
    carryValues.length = 0;
    carryStates.length = 0;
    carryDepths.length = 0;
  }

  /** Whether a value is shown by its text (a date…), which may change in place. */
  function isOther(value: unknown): boolean {
    return typeof value === 'object' && value !== null && stateOf(value).kind === 'other';
  }

  /** Queues an object met inside another to be looked into this step. */
  function visit(value: unknown, depth: number): void {
    if (typeof value !== 'object' || value === null || depth > maxDepth) return;
    const state = stateOf(value);
    if (state.kind === 'other' || state.stamp === stamp) return;
    state.stamp = stamp;
    queueValues.push(value);
    queueStates.push(state);
    queueDepths.push(depth);
  }

  /**
   * An array's items when they are the ones last sent (each compared as it is read); false
   * when any differs.
   */
  function sameItems(value: object, state: ObjectState, depth: number): boolean {
    const sent = state.sent;
    if (sent === null || state.sentDeep !== depth + 1 > maxDepth) return false;
    const total = lengthOf(value);
    if (total !== state.sentTotal) return false;
    const n = sent.length;
    const items = value as ArrayLike<unknown>;
    const child = depth + 1;
    for (let i = 0; i < n; i++) {
      const item = items[i];
      if (!same(item, sent[i])) return false;
      if (typeof item === 'object' && item !== null) visit(item, child);
    }
    budget -= n + 1;
    return true;
  }

  /** A map's, set's or object's entries when they are the ones last sent; false otherwise. */
  function sameEntries(value: object, state: ObjectState, depth: number): boolean {
    const sent = state.sent;
    if (sent === null || state.sentDeep !== depth + 1 > maxDepth) return false;
    const child = depth + 1;
    let i = 0;
    let equal = true;
    if (state.kind === 'map' || state.kind === 'set') {
      const size = (state.kind === 'map' ? mapSize : setSize)?.call(value) as number | undefined;
      if (size !== state.sentTotal || size > maxItems) return false;
      if (state.kind === 'map') {
        mapForEach.call(value as Map<unknown, unknown>, (v: unknown, k: unknown) => {
          if (!equal) return;
          equal = same(k, sent[i]) && same(v, sent[i + 1]);
          visit(k, child);
          visit(v, child);
          i += 2;
        });
      } else {
        setForEach.call(value as Set<unknown>, (v: unknown) => {
          if (!equal) return;
          equal = same(v, sent[i]);
          visit(v, child);
          i += 1;
        });
      }
    } else {
      const names = Object.keys(value);
      if (names.length !== state.sentTotal) return false;
      const n = Math.min(names.length, maxItems);
      if (2 * n !== sent.length) return false;
      const getters = state.getters;
      for (; i < n && equal; i++) {
        const name = names[i] ?? '';
        if (name !== sent[2 * i]) return false;
        const item = getters?.has(name) ? GETTER : (value as Record<string, unknown>)[name];
        equal = same(item, sent[2 * i + 1]);
        visit(item, child);
      }
      i *= 2;
    }
    budget -= i + 1;
    return equal && i === sent.length;
  }

  /** Reads an object's contents; sends them when they differ from what was last sent. */
  function scanObject(value: object, state: ObjectState, depth: number): void {
    try {
      if (
        state.kind === 'array' ? sameItems(value, state, depth) : sameEntries(value, state, depth)
      )
        return;
    } catch {
      // Read again below, as far as it can be.
    }
    const raws = scratch;
    raws.length = 0;
    let total = 0;
    const child = depth + 1;
    try {
      switch (state.kind) {
        case 'array': {
          total = lengthOf(value);
          const n = Math.min(total, maxItems);
          const items = value as ArrayLike<unknown>;
          for (let i = 0; i < n; i++) {
            const item = items[i];
            raws.push(item);
            visit(item, child);
          }
          break;
        }
        case 'map': {
          total = (mapSize?.call(value) as number | undefined) ?? 0;
          const iterator = mapEntries.call(value as Map<unknown, unknown>);
          for (let i = 0; i < maxItems; i++) {
            const next = iterator.next();
            if (next.done) break;
            const [k, v] = next.value;
            raws.push(k, v);
            visit(k, child);
            visit(v, child);
          }
          break;
        }
        case 'set': {
          total = (setSize?.call(value) as number | undefined) ?? 0;
          const iterator = setValues.call(value as Set<unknown>);
          for (let i = 0; i < maxItems; i++) {
            const next = iterator.next();
            if (next.done) break;
            raws.push(next.value);
            visit(next.value, child);
          }
          break;
        }
        default: {
          const names = Object.keys(value);
          total = names.length;
          const n = Math.min(total, maxItems);
          const sent = state.sent;
          for (let i = 0; i < n; i++) {
            const name = names[i] ?? '';
            let item: unknown;
            if (state.getters?.has(name)) item = GETTER;
            else if (sent !== null && sent[2 * i] === name) {
              // A key read before as a plain value.
              item = (value as Record<string, unknown>)[name];
            } else {
              const descriptor = Object.getOwnPropertyDescriptor(value, name);
              if (descriptor && !('value' in descriptor)) {
                (state.getters ??= new Set()).add(name);
                item = GETTER;
              } else item = descriptor?.value;
            }
            raws.push(name, item);
            visit(item, child);
          }
        }
      }
    } catch {
      // Contents that cannot be read are sent as far as they were.
    }
    budget -= raws.length + 1;
    const deep = child > maxDepth;
    const sent = state.sent;
    if (sent !== null && total === state.sentTotal && deep === state.sentDeep) {
      let changed = sent.length !== raws.length;
      for (let i = 0; !changed && i < raws.length; i++) changed = !same(raws[i], sent[i]);
      if (!changed) return;
    }
    state.sent = raws.slice();
    state.sentTotal = total;
    state.sentDeep = deep;
    const object: TraceObject = { kind: state.kind as TraceObjectKind, type: state.type, total };
    if (state.kind === 'array' || state.kind === 'set') {
      object.items = raws.map((item) => encode(item, child));
    } else {
      const entries: [TraceValue, TraceValue][] = [];
      for (let i = 0; i + 1 < raws.length; i += 2) {
        const k = raws[i];
        const v = raws[i + 1];
        entries.push([
          state.kind === 'map' ? encode(k, child) : { t: 'str', v: String(k) },
          v === GETTER ? { t: 'other', v: '[Getter]', type: 'Function' } : encode(v, child),
        ]);
      }
      object.entries = entries;
    }
    stepObjects.push([state.id, object]);
  }

  /** A value's part of a row's key: equal parts, equal values as sent. */
  function rowKeyText(value: unknown): string {
    switch (typeof value) {
      case 'number':
        return Object.is(value, -0) ? '\u0001n-0' : `\u0001n${value}`;
      case 'string':
        return `\u0001s${value.length > maxString ? `${value.slice(0, maxString)}\u0002${value.length}` : value}`;
      case 'boolean':
        return value ? '\u0001T' : '\u0001F';
      case 'undefined':
        return '\u0001U';
      case 'object': {
        if (value === null) return '\u0001N';
        if (value === SENTINEL) return '\u0001~';
        const state = stateOf(value);
        return state.kind === 'other'
          ? `\u0001o${state.type}\u0002${otherText(value, state)}`
          : `\u0001r${state.id}`;
      }
      case 'function':
        return `\u0001f${(functionValue(value as AnyFunction) as { v: string }).v}`;
      default:
        return `\u0001x${String(value)}`;
    }
  }

  /** The vars row for these names and values: an existing row when one is the same. */
  function rowOf(
    namesId: number,
    names: readonly string[],
    vals: readonly unknown[] | undefined,
    scratch = false,
  ): number {
    const n = names.length;
    // The same values as this list of names had last time: the same row.
    const last = lastRowVals[namesId];
    const lastRow = lastRowIds[namesId] ?? -1;
    if (lastRow >= 0) {
      let unchanged = true;
      for (let i = 0; i < n; i++) {
        const value = vals?.[i];
        if (unchanged && (!same(value, last?.[i]) || isOther(value))) unchanged = false;
        visit(value, 1);
      }
      if (unchanged) return lastRow;
    } else for (let i = 0; i < n; i++) visit(vals?.[i], 1);
    // Rows are found by a key of their values.
    let key = `${namesId}`;
    for (let i = 0; i < n; i++) key += rowKeyText(vals?.[i]);
    let row = rowIds.get(key);
    if (row === undefined) {
      const vars: TraceVars = [];
      for (let i = 0; i < n; i++) {
        const value = vals?.[i];
        if (value === SENTINEL) continue;
        vars.push([names[i] ?? '', encode(value, 1)]);
      }
      row = rowCount++;
      rowIds.set(key, row);
      pending.vars.push(vars);
    }
    lastRowVals[namesId] = scratch && vals ? vals.slice() : vals;
    lastRowIds[namesId] = row;
    return row;
  }

  function globalsRow(): number {
    const moduleSite = lastSite[0] ?? -1;
    const visible = (moduleSite >= 0 ? siteGlobals[moduleSite] : undefined) ?? entryHoisted;
    let list = globalsNamesId.get(visible);
    if (!list) {
      const names = visible.map((i) => entryGlobals[i] ?? '');
      list = { id: nameListId(names), names };
      globalsNamesId.set(visible, list);
    }
    const vals = globalVals;
    vals.length = visible.length;
    for (let k = 0; k < visible.length; k++) {
      const getter = entryGetters[visible[k] ?? -1];
      let value: unknown = SENTINEL;
      if (getter) {
        try {
          value = getter();
        } catch {
          value = SENTINEL;
        }
      }
      vals[k] = value;
    }
    return rowOf(list.id, list.names, vals, true);
  }

  function currentStack(): number {
    if (stackRow >= 0) return stackRow;
    const n = active.length;
    const at = new Array<number>(n);
    for (let i = 0; i < n - 1; i++) at[i] = lastStep[active[i] ?? 0] ?? -1;
    at[n - 1] = -1;
    pending.stacks.push({ frames: active.slice(), at });
    stackRow = stackCount++;
    return stackRow;
  }

  // -------------------------------------------------------------------------------------------
  // Steps.

  /**
   * Records a step of `frame` at `site`, its vars the names of `namesSite` with `vals`.
   * False when the step cap is reached (nothing more is recorded).
   */
  function record(
    frame: number,
    site: number,
    event: TraceEvent,
    namesSite: number,
    vals: unknown[] | undefined,
    withValue: boolean,
    value?: unknown,
  ): boolean {
    if (stepCount >= limits.maxSteps) {
      capped = true;
      return false;
    }
    const where = sites[site];
    if (!where) return true;
    busy = true;
    try {
      stamp++;
      if (stepObjects.length > 0) stepObjects = [];
      const stack = currentStack();
      const names = sites[namesSite]?.names ?? [];
      // The frame's own objects first, then what was carried, then the globals'.
      const vars = rowOf(siteNames[namesSite] ?? 0, names, vals);
      let encoded: TraceValue | undefined;
      if (withValue) {
        visit(value, 1);
        encoded = encode(value, 1);
      }
      budget = maxItems * FRAME_BUDGET + 1;
      scanQueue();
      takeCarried();
      const globals = frame === 0 ? -1 : globalsRow();
      budget = maxItems * GLOBALS_BUDGET + 1;
      scanQueue();
      const step: TraceStep = {
        file: where.file,
        line: where.line,
        col: where.col,
        endLine: where.endLine,
        endCol: where.endCol,
        event,
        stack,
        vars,
        globals,
      };
      if (stepObjects.length > 0) step.objects = stepObjects;
      if (encoded) step.value = encoded;
      const index = stepCount++;
      pending.steps.push(step);
      lastStep[frame] = index;
      lastSite[frame] = site;
      lastVals[frame] = vals;
      lastNames[frame] = namesSite;
      frameStack[frame] = stack;
      if (index === 0 || pending.steps.length >= BATCH_STEPS) flush();
      else if ((index & 63) === 0 && now() - lastFlush >= BATCH_MS) flush();
      if (!timerSet && schedule && !ended) {
        timerSet = true;
        schedule(() => {
          timerSet = false;
          if (!ended) flush();
        }, BATCH_MS);
      }
    } finally {
      busy = false;
    }
    return true;
  }

  /** Puts `frame` on top: drops frames above it (they left), or pushes it (it resumed). */
  function ensureTop(frame: number): void {
    const n = active.length;
    if (active[n - 1] === frame) return;
    const i = active.lastIndexOf(frame);
    if (i >= 0) {
      active.length = i + 1;
      stackRow = frameStack[frame] ?? -1;
    } else {
      active.push(frame);
      stackRow = -1;
    }
  }

  /** Takes `frame` (and any above it) off the stack; the entry's module frame stays. */
  function pop(frame: number): void {
    const i = active.lastIndexOf(frame);
    if (i <= 0) return;
    active.length = i;
    stackRow = frameStack[active[i - 1] ?? 0] ?? -1;
  }

  function release(frame: number): void {
    lastVals[frame] = undefined;
    returnValue[frame] = undefined;
    returnVals[frame] = undefined;
  }

  function frameOfTop(site: number): number {
    const file = siteFile[site];
    return file === undefined ? 0 : (fileFrame[file] ?? 0);
  }

  function resolve(frame: number, site: number): number {
    return frame === TOP_LEVEL ? frameOfTop(site) : frame;
  }

  function exit(frame: number): void {
    ensureTop(frame);
    const state = frameState[frame];
    if (state !== THREW) {
      if (state === RETURNING) {
        record(
          frame,
          returnSite[frame] ?? -1,
          'return',
          returnSite[frame] ?? -1,
          returnVals[frame],
          true,
          returnValue[frame],
        );
      } else {
        const end = functions[frameFn[frame] ?? -1]?.end ?? lastSite[frame] ?? -1;
        record(frame, end, 'return', lastNames[frame] ?? -1, lastVals[frame], true, undefined);
      }
    }
    pop(frame);
    release(frame);
  }

  /** An exception step where the frame last was, with its names as they are now. */
  function exception(frame: number, error: unknown): number {
    ensureTop(frame);
    const site = lastSite[frame] ?? -1;
    if (site < 0) return -1;
    const index = stepCount;
    const names = lastNames[frame] ?? site;
    if (!record(frame, site, 'exception', names, lastVals[frame], true, error)) return -1;
    if (error !== lastThrown) {
      lastThrown = error;
      lastThrownStep = index;
    }
    return index;
  }

  const hooks: TraceHooks = {
    T: SENTINEL,
    s(frame, site, vals) {
      if (busy || capped) return;
      const f = resolve(frame, site);
      if (f < 0) return;
      ensureTop(f);
      record(f, site, 'line', site, vals, false);
    },
    c(fn, vals) {
      if (busy || capped) return UNTRACKED;
      const info = functions[fn];
      if (!info) return UNTRACKED;
      if (stepCount >= limits.maxSteps) {
        capped = true;
        return UNTRACKED;
      }
      const frame = newFrame(info.name, info.file, info.line, fn);
      active.push(frame);
      stackRow = -1;
      record(frame, info.site, 'call', info.site, vals, false);
      return frame;
    },
    rv(frame, site, value, vals) {
      if (busy || capped) return value;
      const f = resolve(frame, site);
      if (f < 0) return value;
      frameState[f] = RETURNING;
      returnValue[f] = value;
      returnSite[f] = site;
      returnVals[f] = vals;
      return value;
    },
    re(frame, site, value, vals) {
      hooks.rv(frame, site, value, vals);
      hooks.e(frame);
      return value;
    },
    e(frame) {
      if (frame < 0) return;
      if (busy || capped) return release(frame);
      exit(frame);
    },
    x(frame, error) {
      if (frame < 0) return;
      if (busy || capped || ignore(error)) {
        frameState[frame] = THREW;
        return;
      }
      exception(frame, error);
      frameState[frame] = THREW;
    },
    a(frame, value) {
      if (busy || capped || frame < 0) return value;
      pop(frame);
      return value;
    },
    w(frame, site, value, vals) {
      if (busy || capped) return value;
      const f = resolve(frame, site);
      if (f < 0) return value;
      ensureTop(f);
      record(f, site, 'line', site, vals, false);
      return value;
    },
    t(read) {
      try {
        return read();
      } catch {
        return SENTINEL;
      }
    },
    g(getters) {
      entryGetters = getters;
    },
  };

  function flush(): void {
    const batch = pending;
    if (
      batch.steps.length === 0 &&
      batch.frames.length === 0 &&
      batch.vars.length === 0 &&
      batch.stacks.length === 0
    )
      return;
    pending = { frames: [], stacks: [], vars: [], steps: [] };
    lastFlush = now();
    emit({ type: 'trace', batch });
  }

  // The entry's module frame is the outermost, always.
  fileFrame[fileId(options.entry)] = newFrame('<module>', options.entry, 1, -1);
  active.push(0);

  return {
    hooks,
    get nextSite() {
      return sites.length;
    },
    get nextFunction() {
      return functions.length;
    },
    get current() {
      return stepCount - 1;
    },
    register(file, path) {
      const id = fileId(path);
      for (const site of file.sites) {
        sites.push(site);
        siteNames.push(nameListId(site.names));
        siteFile.push(id);
        siteGlobals.push(site.globals);
      }
      for (const fn of file.functions) functions.push(fn);
      if (file.enter >= 0) fileEnter.set(id, file.enter);
      if (path === options.entry) {
        entryGlobals = file.globals;
        entryHoisted = file.hoisted;
      }
    },
    enterModule(path) {
      if (busy || capped) return UNTRACKED;
      if (stepCount >= limits.maxSteps) {
        capped = true;
        return UNTRACKED;
      }
      const id = fileId(path);
      const frame = newFrame('<module>', path, 1, -1);
      fileFrame[id] = frame;
      active.push(frame);
      stackRow = -1;
      const enter = fileEnter.get(id);
      if (enter !== undefined) record(frame, enter, 'call', enter, undefined, false);
      return frame;
    },
    leaveModule(frame, exports) {
      if (frame < 0) return;
      if (busy || capped) return release(frame);
      ensureTop(frame);
      if (frameState[frame] === RETURNING) {
        const site = returnSite[frame] ?? -1;
        record(frame, site, 'return', site, returnVals[frame], true, exports);
      } else {
        const site = lastSite[frame] ?? -1;
        const names = lastNames[frame] ?? site;
        if (site >= 0) record(frame, site, 'return', names, lastVals[frame], true, exports);
      }
      pop(frame);
      release(frame);
    },
    failModule(frame, error) {
      if (frame < 0) return;
      if (!busy && !capped && !ignore(error)) exception(frame, error);
      pop(frame);
      release(frame);
    },
    uncaught(error, topLevel) {
      const seen = error === lastThrown && lastThrownStep >= 0 ? lastThrownStep : -1;
      let index = -1;
      if (!capped && !busy) {
        if (topLevel) {
          ensureTop(0);
          index = exception(0, error);
        } else if (seen < 0) {
          index = exception(active[active.length - 1] ?? 0, error);
        }
      }
      flush();
      if (seen >= 0) return seen;
      return index >= 0 ? index : undefined;
    },
    flush,
    end() {
      if (ended) return;
      flush();
      ended = true;
      emit({ type: 'trace-end', end: { recorded: stepCount, capped } });
    },
  };
}

/** Marks a property read through a getter, which is never called. */
const GETTER: object = Object.freeze({});
