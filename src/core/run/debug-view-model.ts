/**
 * What the debugger's views draw at one step of a recording, as plain rows: the shown frame's
 * names and then the module's, each list or object drawn once with every name it has; what
 * changed since the step before; nested values to the depth recorded; the call stack's
 * entries; the output's lines, each with the step that printed it.
 *
 * Names are user input: they are only ever Map keys here, never property names.
 */
import {
  sameValue,
  type FrameView,
  type OutputStream,
  type RecordedOutput,
  type Recording,
} from './recording';
import { cappedText, quote, valueText, type ObjectLookup } from './trace-text';
import type { TraceObject, TraceObjectKind, TraceValue, TraceVars } from './trace-types';
import type { RuntimeId } from './types';

export type DebugLanguage = 'python' | 'javascript';

/** Python's words for Python, JavaScript's for JavaScript and TypeScript. */
export const languageOf = (runtime: RuntimeId | undefined): DebugLanguage =>
  runtime === 'python' ? 'python' : 'javascript';

// ---------------------------------------------------------------------------------------------
// Values

export type PlainTone = 'num' | 'str' | 'bool' | 'none' | 'fn' | 'other';

/** A value drawn as text: a number, a string in quotes, True, None, a function's name. */
export interface PlainNode {
  kind: 'plain';
  text: string;
  tone: PlainTone;
  /** A few words beside it for a beginner: 'no value', 'not a number', 'empty text'. */
  note?: string;
}

/** A list, tuple, set or array: a row of boxes, numbered except for a set. */
export interface ItemsNode {
  kind: 'items';
  id: number;
  objectKind: TraceObjectKind;
  numbered: boolean;
  items: ItemNode[];
  /** 'list, 3 items', 'Array, empty'. */
  summary: string;
  /** 'first 100 of 5,000 items' when only part of it was kept. */
  capped?: string;
  /** It, or something inside it, changed since the step before. */
  changed: boolean;
}

export interface ItemNode {
  index: number;
  value: ValueNode;
  /** This box holds another value than at the step before (or is new). */
  changed: boolean;
}

/** A dict, map or object: a table of keys (or attribute names) and values. */
export interface TableNode {
  kind: 'table';
  id: number;
  objectKind: TraceObjectKind;
  /** 'key', or 'attribute' / 'property' for an object's names. */
  keyHeading: string;
  rows: EntryNode[];
  summary: string;
  capped?: string;
  changed: boolean;
}

export interface EntryNode {
  key: ValueNode;
  value: ValueNode;
  changed: boolean;
}

/** A value drawn elsewhere: 'the same list as a', or a list that holds itself. */
export interface LinkNode {
  kind: 'link';
  text: string;
}

export type ValueNode = PlainNode | ItemsNode | TableNode | LinkNode;

const NOUN: Record<TraceObjectKind, string> = {
  list: 'list',
  tuple: 'tuple',
  set: 'set',
  dict: 'dict',
  array: 'array',
  map: 'Map',
  object: 'object',
};

/** What a beginner calls an object of this kind: 'list', 'dict', 'array', 'object'. */
export const kindNoun = (kind: TraceObjectKind): string => NOUN[kind];

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** 'list, 3 items', 'dict, 1 entry', 'Point, 2 attributes', 'set, empty'. */
export function objectSummary(object: TraceObject, language: DebugLanguage): string {
  if (object.total === 0) return `${object.type}, empty`;
  if (object.entries) {
    const [one, many] =
      object.kind !== 'object'
        ? ['entry', 'entries']
        : language === 'python'
          ? ['attribute', 'attributes']
          : ['property', 'properties'];
    return `${object.type}, ${plural(object.total, one, many)}`;
  }
  return `${object.type}, ${plural(object.total, 'item', 'items')}`;
}

/** The most cells one view draws; past it, containers are said by their summary. */
const MAX_NODES = 1_000;

interface DrawContext {
  recording: Recording;
  k: number;
  language: DebugLanguage;
  lookup: ObjectLookup;
  /** Objects that a shown name holds, with those names ('a', 'global b'). */
  named: Map<number, string>;
  /** Nodes left to draw. */
  budget: { left: number };
}

/** A value as the Variables view draws it. `top`: a name's own value (it gets a note). */
function drawValue(
  value: TraceValue,
  ctx: DrawContext,
  path: readonly number[],
  top: boolean,
): ValueNode {
  ctx.budget.left--;
  switch (value.t) {
    case 'num':
      return {
        kind: 'plain',
        text: value.v,
        tone: 'num',
        ...(top && value.v === 'NaN' ? { note: 'not a number' } : {}),
      };
    case 'str': {
      const text = quote(value.v, ctx.language) + (value.more ? '…' : '');
      const note = value.more
        ? `${plural(value.more, 'more character', 'more characters')} not kept`
        : top && value.v === ''
          ? 'empty text'
          : undefined;
      return { kind: 'plain', text, tone: 'str', ...(note ? { note } : {}) };
    }
    case 'bool':
      return {
        kind: 'plain',
        text: ctx.language === 'python' ? (value.v ? 'True' : 'False') : String(value.v),
        tone: 'bool',
      };
    case 'none':
      return { kind: 'plain', text: value.v, tone: 'none', ...(top ? { note: 'no value' } : {}) };
    case 'fn':
      return { kind: 'plain', text: value.v, tone: 'fn' };
    case 'other':
      return {
        kind: 'plain',
        text: value.v,
        tone: 'other',
        ...(top && value.type && value.type !== value.v ? { note: value.type } : {}),
      };
    case 'ref':
      return drawObject(value.id, ctx, path, top);
  }
}

function drawObject(
  id: number,
  ctx: DrawContext,
  path: readonly number[],
  top: boolean,
): ValueNode {
  const object = ctx.recording.objectAt(id, ctx.k);
  if (!object) return { kind: 'plain', text: '…', tone: 'other', note: 'not recorded' };
  const noun = kindNoun(object.kind);
  if (!top) {
    const names = ctx.named.get(id);
    if (names !== undefined) return { kind: 'link', text: `the same ${noun} as ${names}` };
  }
  if (path.includes(id)) return { kind: 'link', text: `this same ${noun} again (it holds itself)` };
  const summary = objectSummary(object, ctx.language);
  if (ctx.budget.left <= 0) return { kind: 'plain', text: summary, tone: 'other' };

  const inner = [...path, id];
  const changedHere = ctx.recording.objectChangedAt(id, ctx.k);
  const before = changedHere ? ctx.recording.objectAt(id, ctx.k - 1) : undefined;
  const capped = cappedText(object);
  const base = { id, objectKind: object.kind, summary, ...(capped ? { capped } : {}) };

  if (object.entries) {
    const old = new Map<string, TraceValue>();
    for (const [key, value] of before?.entries ?? []) old.set(valueKey(key), value);
    const rows: EntryNode[] = [];
    for (const [key, value] of object.entries) {
      if (ctx.budget.left <= 0) break;
      const was = old.get(valueKey(key));
      const node = drawValue(value, ctx, inner, false);
      const changed = changedHere && (was === undefined || !sameValue(was, value));
      rows.push({ key: drawKey(key, object.kind, ctx), value: node, changed });
    }
    return {
      kind: 'table',
      ...base,
      keyHeading:
        object.kind !== 'object' ? 'key' : ctx.language === 'python' ? 'attribute' : 'property',
      rows,
      changed: changedHere || rows.some((r) => r.changed || nodeChanged(r.value)),
      ...(rows.length < object.entries.length ? { capped: drawnText(rows.length, object) } : {}),
    };
  }

  const items: ItemNode[] = [];
  const previous = before?.items ?? [];
  const list = object.items ?? [];
  for (let index = 0; index < list.length; index++) {
    if (ctx.budget.left <= 0) break;
    const value = list[index] as TraceValue;
    const was = previous[index];
    const changed =
      changedHere &&
      (object.kind === 'set'
        ? !previous.some((p) => sameValue(p, value))
        : was === undefined || !sameValue(was, value));
    items.push({ index, value: drawValue(value, ctx, inner, false), changed });
  }
  return {
    kind: 'items',
    ...base,
    numbered: object.kind !== 'set',
    items,
    changed: changedHere || items.some((i) => i.changed || nodeChanged(i.value)),
    ...(items.length < list.length ? { capped: drawnText(items.length, object) } : {}),
  };
}

/** A dict's or map's key as a value; an object's attribute name bare. */
function drawKey(key: TraceValue, kind: TraceObjectKind, ctx: DrawContext): ValueNode {
  if (kind === 'object' && key.t === 'str') return { kind: 'plain', text: key.v, tone: 'other' };
  if (key.t === 'ref') {
    ctx.budget.left--;
    return { kind: 'plain', text: valueText(key, ctx.lookup, { max: 40 }), tone: 'other' };
  }
  return drawValue(key, ctx, [], false);
}

/** When the view's own limit cut a container short: how much of it is drawn. */
function drawnText(drawn: number, object: TraceObject): string {
  const noun = object.entries ? 'entries' : 'items';
  return `first ${drawn.toLocaleString('en')} of ${object.total.toLocaleString('en')} ${noun} shown`;
}

function nodeChanged(node: ValueNode): boolean {
  return (node.kind === 'items' || node.kind === 'table') && node.changed;
}

/** A value as a Map key: equal for values `sameValue` calls equal. */
function valueKey(value: TraceValue): string {
  switch (value.t) {
    case 'ref':
      return `ref:${value.id}`;
    case 'str':
      return `str:${value.more ?? 0}:${value.v}`;
    case 'other':
      return `other:${value.type}:${value.v}`;
    default:
      return `${value.t}:${String(value.v)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Variables

export interface NameTag {
  name: string;
  /** A module name shown beside a function's own names. */
  global: boolean;
  /** A new name, or one holding another value (or a list changed in place) since the step before. */
  changed: boolean;
}

export interface VarRow {
  /** Unique among the view's rows (for React). */
  key: string;
  /** Every shown name that holds this value: two or more for one list with two names. */
  names: NameTag[];
  value: ValueNode;
  /** A name, or something inside its value, changed since the step before. */
  changed: boolean;
  /** 'a and b are the same list: changing one changes the other.' */
  aliasNote?: string;
}

export interface VarSection {
  kind: 'frame' | 'globals';
  /** 'In fact(n=3)', 'Globals'; '' for the module's own names when it is the frame shown. */
  title: string;
  rows: VarRow[];
}

export interface VariablesModel {
  /** The frame shown: the one chosen in the Call stack, else the innermost. */
  frameId: number;
  frameLabel: string;
  /** The module is the frame shown: its names are the only section. */
  isModule: boolean;
  sections: VarSection[];
}

interface Named {
  name: string;
  value: TraceValue;
  global: boolean;
  changed: boolean;
}

/** 'a and b', 'a, b and global c'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const tagText = (n: { name: string; global: boolean }) => (n.global ? `global ${n.name}` : n.name);

/** Why two names for one value matter: changing it through one is seen through the other. */
export function aliasSentence(names: readonly string[], kind: TraceObjectKind): string {
  const same = `${joinNames(names)} are the same ${kindNoun(kind)}`;
  // A tuple cannot be changed, so there is nothing to warn about.
  if (kind === 'tuple') return `${same}.`;
  return `${same}: changing one changes the ${names.length > 2 ? 'others' : 'other'}.`;
}

/** The frame to show at step `k`: the one chosen, while it is on the stack, else the innermost. */
export function shownFrame(
  stack: readonly FrameView[],
  selected: number | null,
): FrameView | undefined {
  return (selected !== null ? stack.find((f) => f.id === selected) : undefined) ?? stack[0];
}

/** The Variables view at step `k`, or null before the first step. */
export function variablesAt(
  recording: Recording,
  k: number,
  selected: number | null,
  language: DebugLanguage,
): VariablesModel | null {
  const stack = recording.stackAt(k);
  const frame = shownFrame(stack, selected);
  const module = stack[stack.length - 1];
  if (!frame || !module) return null;
  const isModule = frame.id === module.id;

  const own = (isModule ? recording.globalsAt(k) : recording.varsOf(frame.id, k)) ?? frame.vars;
  const ownChanged = recording.changedAt(k, frame.id);
  const globalsChanged = isModule ? ownChanged : recording.changedAt(k, module.id);
  const mark = (vars: TraceVars, global: boolean, changed: Set<string>): Named[] =>
    vars.map(([name, value]) => ({ name, value, global, changed: changed.has(name) }));
  const locals = mark(own, false, ownChanged);
  const globals = isModule ? [] : mark(recording.globalsAt(k), true, globalsChanged);

  // Names that hold one object, in the order shown: locals first, then globals.
  const byObject = new Map<number, Named[]>();
  for (const named of [...locals, ...globals]) {
    if (named.value.t !== 'ref') continue;
    const group = byObject.get(named.value.id);
    if (group) group.push(named);
    else byObject.set(named.value.id, [named]);
  }
  const named = new Map<number, string>();
  for (const [id, group] of byObject) named.set(id, joinNames(group.map(tagText)));

  const ctx: DrawContext = {
    recording,
    k,
    language,
    lookup: (id) => recording.objectAt(id, k),
    named,
    budget: { left: MAX_NODES },
  };

  const rowsOf = (list: Named[], prefix: string): VarRow[] => {
    const rows: VarRow[] = [];
    for (const entry of list) {
      const id = entry.value.t === 'ref' ? entry.value.id : undefined;
      const group = id !== undefined ? (byObject.get(id) ?? []) : [entry];
      const first = group[0] ?? entry;
      const kind = id !== undefined ? recording.objectAt(id, k)?.kind : undefined;
      const key = `${prefix}:${entry.name}`;
      if (first !== entry) {
        // Drawn once, with the first of its names; a name in the other section points there.
        if (first.global === entry.global) continue;
        rows.push({
          key,
          names: [{ name: entry.name, global: false, changed: entry.changed }],
          value: {
            kind: 'link',
            text: `the same ${kindNoun(kind ?? 'object')} as ${first.name}, shown above`,
          },
          changed: entry.changed,
        });
        continue;
      }
      const value = drawValue(entry.value, ctx, [], true);
      // Under the function's names, a module name among them is said to be global.
      const names = group.map((g) => ({
        name: g.name,
        global: g.global && !entry.global,
        changed: g.changed,
      }));
      rows.push({
        key,
        names,
        value,
        changed: names.some((n) => n.changed) || nodeChanged(value),
        ...(group.length > 1 && kind ? { aliasNote: aliasSentence(names.map(tagText), kind) } : {}),
      });
    }
    return rows;
  };

  const frameLabel = frameLabelAt(recording, frame, k, language);
  const sections: VarSection[] = isModule
    ? [{ kind: 'globals', title: '', rows: rowsOf(locals, 'g') }]
    : [
        { kind: 'frame', title: `In ${frameLabel}`, rows: rowsOf(locals, 'l') },
        { kind: 'globals', title: 'Globals', rows: rowsOf(globals, 'g') },
      ];
  return { frameId: frame.id, frameLabel, isModule, sections };
}

// ---------------------------------------------------------------------------------------------
// Call stack

export interface StackEntry {
  /** The frame's index: what `debugStore.selectFrame` takes. */
  id: number;
  /** 'fact(n=3)', or the file's name for the module. */
  label: string;
  /** The file, when it is not the program's own file. */
  file?: string;
  line: number;
  /** The frame the Variables view shows. */
  shown: boolean;
  /** The call that runs now. */
  innermost: boolean;
}

const MAX_LABEL = 60;
const MAX_ARGUMENT = 24;

/** The call stack at step `k`, innermost first: one entry per call, so recursion shows each. */
export function callStackAt(
  recording: Recording,
  k: number,
  selected: number | null,
  language: DebugLanguage,
): StackEntry[] {
  const stack = recording.stackAt(k);
  const shown = shownFrame(stack, selected);
  const programFile = stack[stack.length - 1]?.frame.file;
  return stack.map((view, i) => ({
    id: view.id,
    label: frameLabelAt(recording, view, k, language),
    ...(view.step.file !== programFile ? { file: view.step.file } : {}),
    line: view.step.line,
    shown: view.id === shown?.id,
    innermost: i === 0,
  }));
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * A call as 'fact(n=3)': its name, and its arguments (the names its call began with) with the
 * values they have now. The module is its file's name.
 */
export function frameLabelAt(
  recording: Recording,
  view: FrameView,
  k: number,
  language: DebugLanguage,
): string {
  if (view.frame.name === '<module>') return baseName(view.frame.file);
  const name = view.frame.name || 'anonymous function';
  const call = recording.step(firstStepOf(recording, view.id));
  const params = call?.event === 'call' ? (recording.vars[call.vars] ?? []) : [];
  const now = new Map(recording.varsOf(view.id, k) ?? view.vars);
  const lookup: ObjectLookup = (id) => recording.objectAt(id, k);
  const args = params.map(([param, atCall]) => {
    const value = now.get(param) ?? atCall;
    return `${param}=${valueText(value, lookup, { max: MAX_ARGUMENT, language })}`;
  });
  const label = `${name}(${args.join(', ')})`;
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 2)}…)` : label;
}

/** For each recording, the first step of each frame, read as far as the recording has grown. */
const firstSteps = new WeakMap<Recording, { scanned: number; first: Map<number, number> }>();

/** The step a call began at (frames are numbered as calls start, so one scan serves all). */
export function firstStepOf(recording: Recording, frameId: number): number {
  let seen = firstSteps.get(recording);
  if (!seen) firstSteps.set(recording, (seen = { scanned: 0, first: new Map() }));
  for (; seen.scanned < recording.length; seen.scanned++) {
    const frame = recording.frameOf(seen.scanned);
    if (!seen.first.has(frame)) seen.first.set(frame, seen.scanned);
  }
  return seen.first.get(frameId) ?? -1;
}

// ---------------------------------------------------------------------------------------------
// Output

export interface OutputSegment {
  text: string;
  stream: OutputStream;
  /** The step that printed it (-1: before the first step). */
  step: number;
  /** Its output item's index in the recording. */
  item: number;
}

export interface OutputLine {
  /** At least one; a blank line has one empty segment. */
  segments: OutputSegment[];
  /** The first segment's item and the last one's. */
  firstItem: number;
  lastItem: number;
}

/**
 * The output as lines: each line the pieces that printed it, so a line made by two prints (or
 * a prompt and the line typed after it) knows each piece's step. A typed line ends its line.
 */
export function outputLines(output: readonly RecordedOutput[]): OutputLine[] {
  const lines: OutputLine[] = [];
  let open: OutputSegment[] = [];
  const close = () => {
    const first = open[0];
    const last = open[open.length - 1];
    if (first && last) lines.push({ segments: open, firstItem: first.item, lastItem: last.item });
    open = [];
  };
  output.forEach(({ stream, step, text }, item) => {
    const body = stream === 'input' ? text.replace(/\r?\n$/, '') : text;
    const parts = body.split('\n');
    parts.forEach((part, i) => {
      const ends = i < parts.length - 1 || stream === 'input';
      const piece = part.replace(/\r$/, '');
      if (piece !== '' || (ends && open.length === 0))
        open.push({ text: piece, stream, step, item });
      if (ends) close();
    });
  });
  close();
  return lines;
}

/** A line as the Run tab shows it at a step. */
export interface ShownLine {
  segments: (OutputSegment & { current: boolean })[];
  /** The step to go to for this line: the one that printed its first piece. */
  step: number;
  /** Some of it is printed by the step shown itself. */
  current: boolean;
}

export interface OutputAt {
  /** How many lines show: those printed before the step, then those it prints itself. */
  count: number;
  line: (index: number) => ShownLine | undefined;
  /** Whether the step shown prints anything. */
  printsNow: boolean;
}

/**
 * The output at step `k` from its lines: what was printed before the step runs, and what the
 * step itself prints, marked. Lines wholly printed before are handed out as they are.
 */
export function outputAt(recording: Recording, lines: readonly OutputLine[], k: number): OutputAt {
  const cut = recording.outputIndexAt(k);
  const next = recording.outputIndexAt(k + 1);
  // The first line that starts at or after `next` is the first not shown.
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((lines[mid]?.firstItem ?? 0) < next) lo = mid + 1;
    else hi = mid;
  }
  const count = lo;
  const line = (index: number): ShownLine | undefined => {
    const source = index < count ? lines[index] : undefined;
    if (!source) return undefined;
    const step = source.segments[0]?.step ?? 0;
    if (source.lastItem < cut)
      return {
        segments: source.segments.map((s) => ({ ...s, current: false })),
        step,
        current: false,
      };
    const segments = source.segments
      .filter((s) => s.item < next)
      .map((s) => ({ ...s, current: s.item >= cut }));
    return { segments, step, current: segments.some((s) => s.current) };
  };
  return { count, line, printsNow: next > cut };
}
