/**
 * A recorded run: what a runtime worker sends while it runs a program step by step, and what the
 * debugger replays. Everything is structured-clone safe (it crosses two postMessage hops) and
 * append-only: each batch adds rows to four tables whose indices are global across batches.
 *
 * - A step is taken before a line (or a JavaScript statement, loop test or update) runs, when a
 *   call starts, when it returns, and where an exception passes. Its variables are those names
 *   as they were just before the step runs.
 * - Values are inline for numbers, strings, booleans and nothing; lists, dicts, arrays, maps and
 *   objects are references into the object table, by identity (`id()` in Python, a WeakMap in
 *   JavaScript), so two names for one list point at one object.
 * - An object's contents are sent at the step where it is first seen or has changed since it was
 *   last sent; the object at step k is its latest version at or before k.
 */

/** A value as a beginner is shown it. Containers are references into the object table. */
export type TraceValue =
  /** Numbers as the language prints them: '3', '2.5', 'NaN', 'Infinity', '10n', '1e+21'. */
  | { t: 'num'; v: string }
  /** A string without quotes; `more` counts the characters left out past the value cap. */
  | { t: 'str'; v: string; more?: number }
  | { t: 'bool'; v: boolean }
  /** 'None', 'undefined' or 'null'. */
  | { t: 'none'; v: 'None' | 'undefined' | 'null' }
  | { t: 'ref'; id: number }
  /** A function or class, as 'function add(a, b)' or 'class Point'. */
  | { t: 'fn'; v: string }
  /** Anything else, by its short text (a module, a file, a date, a regexp…) and type name. */
  | { t: 'other'; v: string; type: string };

export type TraceObjectKind = 'list' | 'tuple' | 'set' | 'dict' | 'object' | 'map' | 'array';

export interface TraceObject {
  kind: TraceObjectKind;
  /** The type's name as the language says it: 'list', 'dict', 'Point', 'Array', 'Map', 'Object'. */
  type: string;
  /** The items of a list, tuple, set or array, in order (at most the item cap). */
  items?: TraceValue[];
  /** The keys and values of a dict, map or object (attribute names as strings). */
  entries?: [TraceValue, TraceValue][];
  /** How many items or entries the real object has (more than were kept when it is capped). */
  total: number;
}

/** One call: a function's frame, or the module's. */
export interface TraceFrame {
  /** 'factorial', or '<module>' for the program's top level. */
  name: string;
  /** Project path of the file the function is in, without a leading slash. */
  file: string;
  /** The line the function is defined on (1 for the module). */
  line: number;
}

/**
 * The call stack at a step: frame indices from the outermost (the module) to the innermost, and
 * for each frame but the innermost the index of the step where it last ran (its line and its
 * variables are that step's). The innermost's entry in `at` is -1: the step itself.
 */
export interface TraceStack {
  frames: number[];
  at: number[];
}

/** A frame's own names and their values, in the order they were defined. */
export type TraceVars = [string, TraceValue][];

export type TraceEvent = 'line' | 'call' | 'return' | 'exception';

export interface TraceStep {
  /** Project path, without a leading slash. */
  file: string;
  /** Where the step is, 1-based; `endCol` is exclusive. For TypeScript, the lines the user wrote. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  event: TraceEvent;
  /** Index into the stacks table. */
  stack: number;
  /** Index into the vars table: the innermost frame's names. */
  vars: number;
  /** Index into the vars table: the module's names; -1 when the innermost frame is the module. */
  globals: number;
  /** Objects first seen, or changed since last sent, at this step, as [id, contents]. */
  objects?: [number, TraceObject][];
  /** The value a 'return' step returns, or the exception an 'exception' step raises. */
  value?: TraceValue;
}

/** What a worker sends as it records: rows to append to each table. */
export interface TraceBatch {
  frames: TraceFrame[];
  stacks: TraceStack[];
  vars: TraceVars[];
  steps: TraceStep[];
}

/** How much a recording keeps. */
export interface RecordLimits {
  /** Steps recorded; past it the program runs on unrecorded to its end. */
  maxSteps: number;
  /** Items or entries kept of one list, dict, array, map or object. */
  maxItems: number;
  /** Characters kept of one string. */
  maxString: number;
  /** How deep nested containers are followed; deeper ones are shown by their short text. */
  maxDepth: number;
}

export const DEFAULT_RECORD_LIMITS: RecordLimits = {
  maxSteps: 10_000,
  maxItems: 100,
  maxString: 200,
  maxDepth: 4,
};

/** Bounds a user can set the step cap within. */
export const MAX_STEPS_RANGE = { min: 100, max: 100_000 } as const;

/** How recording ended, sent once after the last batch. */
export interface TraceEnd {
  /** Steps recorded. */
  recorded: number;
  /** True when the step cap was reached and the rest of the program ran unrecorded. */
  capped: boolean;
}
