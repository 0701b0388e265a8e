/**
 * A recorded run (core/run/recording) told as a story a beginner can follow: each line of the
 * started file in the order it ran, with what it really did (the names it set and their values,
 * the calls it made and what they returned, what it printed, how an `if` went), loops told once
 * with the values they went through, and how the run ended: finished, crashed at its step with
 * the values on that line, stopped at the step cap or the time limit, or waiting for input.
 *
 * Everything said is read from the recording; the source text only says where statements and
 * blocks begin and end. The story is bounded: a long run is told up to a number of events and
 * says how much it left out; calls are told in full only for the first calls of each function
 * and loops for their first time round.
 */
import {
  type RecordedOutput,
  type Recording,
  aliasGroups,
  namesOnLine,
  sameValue,
} from './recording';
import {
  type RunStory,
  STORY_LIMITS,
  type StoryEnd,
  type StoryEvent,
  type StoryOutput,
  type StoryValue,
} from './narrate-types';
import { SourceText } from './narrate-source';
import { valueText } from './trace-text';
import type { TraceObject, TraceStep, TraceValue, TraceVars } from './trace-types';
import type { RunEnd, RunLimits } from './types';

export type { RunStory } from './narrate-types';

export interface NarrateOptions {
  /** The file the run started from (project path, no leading slash). */
  entry: string;
  /** The text of the project's files, by path. */
  sources: ReadonlyMap<string, string>;
  /** How values are written. */
  language: 'python' | 'javascript';
  /** The language's name in the story: 'Python', 'TypeScript'. */
  languageName: string;
  /** How the run ended, as the app saw it. */
  end?: RunEnd;
  /** The time limits the run had, to say which one stopped it. */
  limits?: RunLimits;
  /** The lines the program was given to read. */
  input?: readonly string[];
  /** Steps recorded when the program waited for a line nobody had typed (its input was ended). */
  waitedAt?: number;
  /** Lines of the entry file to keep the story to. */
  focus?: { from: number; to: number };
  /** Events told at most (at most STORY_LIMITS.events). */
  maxEvents?: number;
}

/** Calls of one function told line by line; later calls are told in one sentence. */
const DETAILED_CALLS_PER_FUNCTION = 6;
/** Calls inside calls told line by line, at most this deep. */
const DETAIL_DEPTH = 8;
/** Values listed for a name a loop changes; more are shortened to the first and last few. */
const LOOP_VALUES = 10;
/** Names a loop's sentence follows. */
const LOOP_NAMES = 4;
/** Changes one step's sentence names; more are counted. */
const CHANGES_TOLD = 5;
/** Printed lines quoted in one sentence. */
const PRINTS_QUOTED = 5;

interface Visit {
  kind: 'line' | 'call' | 'return';
  file: string;
  line: number;
  /** The frame's first and last step in this visit. */
  first: number;
  last: number;
  /** An 'exception' step of the frame in this visit. */
  exception?: number;
}

interface Loop {
  /** Visit indices: the loop's first visit and the first after it. */
  from: number;
  to: number;
  /** The line whose visits begin each time round, and the loop's header line. */
  marker: number;
  header: number;
  /** Visit indices where a time round begins. */
  rounds: number[];
}

/**
 * Where a time round's values are read: as it ends, and as its body begins (where the names its
 * header sets are as the round sees them; and a name gone by its end still is).
 */
interface Snapshot {
  at: number;
  inside: number;
}

type Outcome =
  | { kind: 'returns'; value: TraceValue; at: number }
  | { kind: 'raises'; at: number }
  | { kind: 'unfinished' };

export function narrate(recording: Recording, options: NarrateOptions): RunStory {
  return new Narrator(recording, options).story();
}

class Narrator {
  private readonly r: Recording;
  private readonly o: NarrateOptions;
  private readonly sources = new Map<string, SourceText>();
  private readonly stepsOf = new Map<number, number[]>();
  private readonly parentOf = new Map<number, number>();
  private readonly childrenOf = new Map<number, number[]>();
  private readonly endOf = new Map<number, number>();
  private readonly visitsCache = new Map<number, Visit[]>();
  private readonly detailedCalls = new Map<string, number>();
  private readonly events: (StoryEvent & { focused: boolean; step: number })[] = [];
  private readonly cap: number;
  private readonly maxEvents: number;
  /** The step where telling stopped for want of room. */
  private stoppedAt: number | null = null;
  private root = -1;
  /** The step the uncaught error was raised at, or -1 where nothing was recorded. */
  private errorStep = -1;

  constructor(recording: Recording, options: NarrateOptions) {
    this.r = recording;
    this.o = options;
    this.maxEvents = Math.max(
      2,
      Math.min(options.maxEvents ?? STORY_LIMITS.events, STORY_LIMITS.events),
    );
    // With a focus, more is told and then cut to the selected lines.
    this.cap = options.focus ? this.maxEvents * 4 : this.maxEvents - 1;
    this.index();
    this.errorStep = this.findErrorStep();
  }

  /**
   * The error's step as the runtime gave it; else, when recording went on to the end, the last
   * step on the error's line.
   */
  private findErrorStep(): number {
    const r = this.r;
    const error = r.error;
    if (!error) return -1;
    if (error.step >= 0 && error.step < r.length) return error.step;
    if (r.end?.capped || error.line === undefined) return -1;
    const file = error.file ?? this.o.entry;
    for (let k = r.length - 1; k >= 0; k--) {
      const step = r.steps[k];
      if (step && step.line === error.line && step.file === file) return k;
    }
    return -1;
  }

  story(): RunStory {
    const r = this.r;
    if (this.root >= 0) this.tellFrame(this.root, 0);
    let events = this.focused();
    let left = 0;
    if (this.stoppedAt !== null) {
      left = Math.max(0, r.length - this.stoppedAt);
      const last = events[events.length - 1];
      events.push({
        line: last?.line ?? 1,
        depth: 0,
        step: this.stoppedAt,
        text: `… the run goes on for ${count(left, 'more step')}, not told here: its end is told below.`,
      });
    }
    events = events.slice(0, this.maxEvents);
    const output = this.output();
    const story: RunStory = {
      language: this.o.languageName,
      file: this.o.entry,
      steps: r.length,
      events: events.map((e) => ({ line: e.line, depth: e.depth, text: clip(e.text) })),
      left,
      output: output.lines,
      outputLeft: output.left,
      end: this.end(),
    };
    if (this.o.input && this.o.input.length > 0)
      story.input = this.o.input.slice(0, STORY_LIMITS.input).map((l) => clip(l));
    if (this.o.focus) story.focus = { ...this.o.focus };
    return story;
  }

  // -------------------------------------------------------------------------------------------
  // The recording's shape: each call's steps, its caller and its callees

  private index(): void {
    const r = this.r;
    const order: number[] = [];
    for (let k = 0; k < r.length; k++) {
      const f = r.frameOf(k);
      let steps = this.stepsOf.get(f);
      if (!steps) {
        this.stepsOf.set(f, (steps = []));
        order.push(f);
        const step = r.steps[k];
        const frames = step ? r.stacks[step.stack]?.frames : undefined;
        const parent = frames && frames.length > 1 ? (frames[frames.length - 2] ?? -1) : -1;
        this.parentOf.set(f, parent);
        if (parent >= 0) {
          const siblings = this.childrenOf.get(parent);
          if (siblings) siblings.push(f);
          else this.childrenOf.set(parent, [f]);
        } else if (this.root < 0) this.root = f;
      }
      steps.push(k);
    }
    // A call ends at its own last step or its callees' last, whichever is later.
    for (let i = order.length - 1; i >= 0; i--) {
      const f = order[i] ?? -1;
      const own = this.stepsOf.get(f);
      const end = Math.max(this.endOf.get(f) ?? -1, own?.[own.length - 1] ?? -1);
      this.endOf.set(f, end);
      const parent = this.parentOf.get(f) ?? -1;
      if (parent >= 0) this.endOf.set(parent, Math.max(this.endOf.get(parent) ?? -1, end));
    }
  }

  private source(file: string): SourceText {
    let source = this.sources.get(file);
    if (!source) {
      const text = this.o.sources.get(file) ?? '';
      source = new SourceText(text, this.o.language === 'python');
      this.sources.set(file, source);
    }
    return source;
  }

  /** A call's steps as visits: one per time it comes to a line (a statement over lines is one). */
  private visitsOf(f: number): Visit[] {
    const known = this.visitsCache.get(f);
    if (known) return known;
    const visits: Visit[] = [];
    let current: Visit | undefined;
    let prev: TraceStep | undefined;
    for (const k of this.stepsOf.get(f) ?? []) {
      const step = this.r.steps[k];
      if (!step) continue;
      if (step.event === 'call' || step.event === 'return') {
        visits.push({ kind: step.event, file: step.file, line: step.line, first: k, last: k });
        current = undefined;
      } else if (step.event === 'exception') {
        if (current && current.file === step.file && this.within(current, step.line)) {
          current.exception = k;
          current.last = k;
        } else {
          current = { kind: 'line', file: step.file, line: step.line, first: k, last: k };
          current.exception = k;
          visits.push(current);
        }
      } else if (current && prev && this.joins(current, prev, step)) {
        current.last = k;
      } else {
        current = { kind: 'line', file: step.file, line: step.line, first: k, last: k };
        visits.push(current);
      }
      prev = step;
    }
    this.visitsCache.set(f, visits);
    return visits;
  }

  private within(visit: Visit, line: number): boolean {
    return line >= visit.line && line <= this.source(visit.file).stmtEnd(visit.line);
  }

  /** Whether `step`, after `prev`, goes on with the same visit of a statement. */
  private joins(visit: Visit, prev: TraceStep, step: TraceStep): boolean {
    if (step.file !== visit.file || prev.file !== visit.file) return false;
    // On along the same line (JavaScript's statements on one line).
    if (step.line === prev.line) return step.col > prev.col;
    const end = this.source(visit.file).stmtEnd(visit.line);
    if (end === visit.line) return false;
    // Into the statement's next lines, or back to its first line from them (a call made there).
    if (step.line > visit.line && step.line <= end) return step.line >= prev.line;
    return step.line === visit.line && prev.line > visit.line && prev.line <= end;
  }

  /** The last step a visit covers: up to the frame's next visit, callees included. */
  private spanEnd(f: number, visits: Visit[], i: number): number {
    const next = visits[i + 1];
    if (next) return next.first - 1;
    return this.endOf.get(f) ?? this.r.length - 1;
  }

  private callStep(c: number): number {
    return this.stepsOf.get(c)?.[0] ?? 0;
  }

  /** The callees of `f` called from steps `from` to `to`. */
  private calleesIn(f: number, from: number, to: number): number[] {
    return (this.childrenOf.get(f) ?? []).filter((c) => {
      const at = this.callStep(c);
      return at >= from && at <= to;
    });
  }

  private outcome(c: number): Outcome {
    const visits = this.visitsOf(c);
    const last = visits[visits.length - 1];
    if (!last || last.kind !== 'return') return { kind: 'unfinished' };
    const before = visits[visits.length - 2];
    // An exception that passes out of a call ends it right where it was raised.
    if (before?.exception !== undefined && before.exception === last.first - 1)
      return { kind: 'raises', at: before.exception };
    const value = this.r.steps[last.first]?.value ?? { t: 'none', v: this.noneWord() };
    return { kind: 'returns', value, at: last.first };
  }

  // -------------------------------------------------------------------------------------------
  // Telling

  private emit(line: number, depth: number, text: string, step: number): boolean {
    if (this.events.length >= this.cap) {
      this.stoppedAt ??= step;
      return false;
    }
    this.events.push({ line, depth, text, step, focused: this.inFocus(line) });
    return true;
  }

  private get full(): boolean {
    return this.stoppedAt !== null;
  }

  /** Room left for telling calls and loops line by line, keeping some for what follows. */
  private get roomForDetail(): boolean {
    return this.events.length < this.cap * 0.6;
  }

  private inFocus(line: number): boolean {
    const focus = this.o.focus;
    return !focus || (line >= focus.from && line <= focus.to);
  }

  private tellFrame(f: number, depth: number): void {
    const visits = this.visitsOf(f);
    this.tellVisits(f, visits, 0, visits.length, depth);
  }

  private tellVisits(f: number, visits: Visit[], from: number, to: number, depth: number): void {
    let i = from;
    while (i < to && !this.full) {
      const visit = visits[i];
      if (!visit) break;
      if (visit.kind === 'call') {
        i++;
        continue;
      }
      if (visit.kind === 'return') {
        this.tellReturn(f, visit, depth);
        i++;
        continue;
      }
      const loop = this.loopAt(visits, i, to);
      if (loop && loop.rounds.length > 0) {
        this.tellLoop(f, visits, loop, depth);
        i = loop.to;
      } else if (loop) {
        // A loop on one line: told as one visit that came back to its line.
        i = this.tellVisit(f, visits, i, loop.to - 1, depth) + 1;
      } else i = this.tellVisit(f, visits, i, i, depth) + 1;
    }
  }

  /**
   * Tells visits `i`…`j` (one, or a loop on one line) of call `f`; returns the last visit index
   * it told (one more when it told the return that follows on the same line).
   */
  private tellVisit(f: number, visits: Visit[], i: number, j: number, depth: number): number {
    const visit = visits[i];
    const lastVisit = visits[j];
    if (!visit || !lastVisit) return j;
    const next = visits[j + 1];
    const end = this.spanEnd(f, visits, j);
    const clauses: string[] = [];
    const source = this.source(visit.file);

    const callees = this.calleesIn(f, visit.first, end);
    const detail = callees.filter((c, n) => n === 0 && this.canDetail(c, depth));
    const calls = this.callsClause(callees, detail);
    if (calls) clauses.push(calls);
    // Calls told one by one say what they printed; counted calls leave it to this line.
    const printed = this.printedIn(visit.first, end, callees.length > 3 ? detail : callees);
    if (printed) clauses.push(printed);
    if (next && next.kind !== 'call') {
      clauses.push(...this.changes(visit.first, next.first));
      const condition = this.conditionClause(visit, next, source);
      if (condition) clauses.push(condition);
    }
    // An exception caught in this call; one that leaves it is told by its caller.
    if (lastVisit.exception !== undefined && next?.kind === 'line') {
      const raised = this.r.steps[lastVisit.exception]?.value;
      clauses.push(
        `raises ${raised ? this.val(raised, lastVisit.exception, 80) : 'an error'}, which is caught: it goes on at line ${next.line}`,
      );
    }
    const error = this.r.error ? { ...this.r.error, step: this.errorStep } : null;
    const wait = this.o.waitedAt !== undefined ? this.waitStep() : -1;
    if (
      error &&
      error.step >= visit.first &&
      error.step <= end &&
      !this.inCallee(callees, error.step)
    )
      clauses.push(`the program stops here with ${code(`${error.name}: ${error.message}`, 120)}`);
    else if (wait >= visit.first && wait <= end && !this.inCallee(callees, wait))
      clauses.push('it waits here for a line of input');
    if (j > i) clauses.push(`(it came back to this line ${times(j - i)}, looping)`);
    let told = j;
    if (next?.kind === 'return' && next.line === lastVisit.line && f !== this.root) {
      const returned = this.returnClause(f, next);
      if (returned) clauses.push(returned);
      told = j + 1;
    }
    const head = code(this.lineCode(visit.file, visit.line));
    const text = clauses.length ? `${head}: ${joinClauses(clauses)}.` : `${head} runs.`;
    if (!this.emit(visit.line, depth, text, visit.first)) return told;
    for (const c of detail) {
      this.noteDetailed(c);
      this.tellFrame(c, depth + 1);
    }
    return told;
  }

  private tellReturn(f: number, visit: Visit, depth: number): void {
    if (f === this.root) return;
    const clause = this.returnClause(f, visit);
    if (!clause) return;
    this.emit(visit.line, depth, `${cap(clause)}.`, visit.first);
  }

  private returnClause(f: number, visit: Visit): string | undefined {
    const outcome = this.outcome(f);
    if (outcome.kind !== 'returns' || outcome.at !== visit.first) return undefined;
    const value = outcome.value;
    const label = code(this.callLabel(f));
    return value.t === 'none'
      ? `${label} ends, returning ${this.val(value, outcome.at)}`
      : `${label} returns ${this.val(value, outcome.at)}`;
  }

  private canDetail(c: number, depth: number): boolean {
    const frame = this.r.frames[c];
    if (!frame || frame.file !== this.o.entry || frame.name === '<module>') return false;
    if (depth + 1 > DETAIL_DEPTH || depth + 1 >= STORY_LIMITS.depth) return false;
    if (!this.roomForDetail) return false;
    return (this.detailedCalls.get(frame.name) ?? 0) < DETAILED_CALLS_PER_FUNCTION;
  }

  private noteDetailed(c: number): void {
    const name = this.r.frames[c]?.name ?? '';
    this.detailedCalls.set(name, (this.detailedCalls.get(name) ?? 0) + 1);
  }

  private inCallee(callees: readonly number[], step: number): boolean {
    return callees.some((c) => step >= this.callStep(c) && step <= (this.endOf.get(c) ?? -1));
  }

  private waitStep(): number {
    return Math.max(0, Math.min((this.o.waitedAt ?? 0) - 1, this.r.length - 1));
  }

  // -------------------------------------------------------------------------------------------
  // Loops

  /** The loop that starts at visit `i`, if the run came back to its line. */
  private loopAt(visits: Visit[], i: number, to: number): Loop | undefined {
    const visit = visits[i];
    if (!visit || visit.kind !== 'line') return undefined;
    const source = this.source(visit.file);
    const marker = visit.line;
    const header = source.isLoopHeader(marker) ? marker : source.loopOfFirstBodyLine(marker);
    const blockEnd = header !== undefined ? source.blockEnd(header) : undefined;
    let lastMarker = i;
    let sameLine = true;
    for (let j = i + 1; j < to; j++) {
      const v = visits[j];
      if (!v || v.kind !== 'line' || v.file !== visit.file || v.line < marker) break;
      if (blockEnd !== undefined && v.line > blockEnd) break;
      if (v.line === marker) lastMarker = j;
      else if (header === undefined) break;
      else sameLine = false;
    }
    if (lastMarker === i) {
      // A header whose loop jumps back to its body's first line, not to the header.
      if (header !== marker) return undefined;
      const body = this.loopAt(visits, i + 1, to);
      return body && body.header === marker && body.marker !== marker
        ? { ...body, from: i }
        : undefined;
    }
    if (header === undefined || (sameLine && header === marker)) {
      // Only a line of its own that the run came back to at once: a loop on one line.
      return { from: i, to: lastMarker + 1, marker, header: marker, rounds: [] };
    }
    let regionEnd = blockEnd ?? marker;
    if (blockEnd === undefined)
      for (let j = i; j <= lastMarker; j++) regionEnd = Math.max(regionEnd, visits[j]?.line ?? 0);
    let end = lastMarker + 1;
    while (end < to) {
      const v = visits[end];
      if (!v || v.kind !== 'line' || v.file !== visit.file) break;
      if (v.line <= marker || v.line > regionEnd) break;
      end++;
    }
    const rounds: number[] = [];
    for (let j = i; j < end; j++) {
      if (visits[j]?.line !== marker) continue;
      // A header's visit begins a time round when the body follows it; a body line always does.
      const after = visits[j + 1];
      if (header !== marker || (j + 1 < end && after && after.line > marker)) rounds.push(j);
    }
    return { from: i, to: end, marker, header, rounds };
  }

  private tellLoop(f: number, visits: Visit[], loop: Loop, depth: number): void {
    const first = visits[loop.from];
    const lastVisit = visits[loop.to - 1];
    if (!first || !lastVisit) return;
    const end = this.spanEnd(f, visits, loop.to - 1);
    const source = this.source(first.file);
    const rounds = loop.rounds.length;
    const clauses: string[] = [];
    const condition = source.condition(loop.header);
    const endedAtHeader = lastVisit.line === loop.marker && loop.header === loop.marker;
    const until =
      endedAtHeader && condition && /^\s*(?:\}\s*)?while\b/.test(source.code(loop.header))
        ? `, until ${code(condition)} is false`
        : '';
    clauses.push(`it goes round ${times(rounds)}${until}`);

    // The names that change, at the end of each time round.
    const roundEnds = loop.rounds.map((start) => this.roundEnd(visits, loop, start));
    // A round's names as it ends, and as its body begins (for the names its header sets).
    const snapshots = loop.rounds.map((start, n): Snapshot => {
      const body = loop.header === loop.marker ? start + 1 : start;
      return {
        at: visits[roundEnds[n] ?? loop.to]?.first ?? end,
        inside: visits[body]?.first ?? end,
      };
    });
    const headerNames = new Set(namesOfText(source.code(loop.header)));
    const takes = this.loopValues(first.first, snapshots, headerNames);
    if (takes) clauses.push(takes);

    const callees = this.calleesIn(f, first.first, end);
    if (callees.length) clauses.push(this.callCounts(callees));
    const printed = this.printedIn(first.first, end, [], 'it prints');
    if (printed) clauses.push(printed);
    if (!endedAtHeader && /^(?:break|return)\b/.test(source.code(lastVisit.line)))
      clauses.push(`it leaves the loop from line ${lastVisit.line}`);
    const runEnd = this.runEndStep();
    const endsInside = runEnd !== null && runEnd >= first.first && runEnd <= end;
    if (endsInside)
      clauses.push(
        this.r.end?.capped && !this.r.error
          ? 'the recording stops inside it, at the step cap'
          : 'the run ends inside it',
      );

    const detail = this.roomForDetail && rounds > 0;
    const firstRound = loop.rounds[0] ?? loop.from;
    const text = `${code(this.lineCode(first.file, loop.header))}: ${joinClauses(clauses)}${detail ? '. The first time round:' : '.'}`;
    if (!this.emit(loop.header, depth, text, first.first)) return;
    if (!detail) return;
    const bodyFrom = loop.header === loop.marker ? firstRound + 1 : firstRound;
    this.tellVisits(f, visits, bodyFrom, roundEnds[0] ?? loop.to, depth + 1);
    // The time round the run ended in, when it is not the first.
    const lastRound = loop.rounds[rounds - 1];
    if (endsInside && rounds > 1 && lastRound !== undefined && !this.full) {
      const at = visits[lastRound]?.first ?? first.first;
      if (this.emit(loop.header, depth + 1, `The ${ordinal(rounds)} time round, the last:`, at))
        this.tellVisits(
          f,
          visits,
          loop.header === loop.marker ? lastRound + 1 : lastRound,
          loop.to,
          depth + 1,
        );
    }
  }

  /** The visit a time round that begins at visit `start` ends before: its line's next visit. */
  private roundEnd(visits: Visit[], loop: Loop, start: number): number {
    for (let j = start + 1; j < loop.to; j++) if (visits[j]?.line === loop.marker) return j;
    return loop.to;
  }

  /** The step the run ended at when it did not run to its end, else null. */
  private runEndStep(): number | null {
    const r = this.r;
    if (r.error && this.errorStep >= 0) return this.errorStep;
    if (this.o.waitedAt !== undefined) return this.waitStep();
    const stopped = this.o.end?.kind === 'stopped' || r.end?.capped === true || r.end === null;
    return stopped && r.length > 0 ? r.length - 1 : null;
  }

  /** '`n` takes `1`, `2`, `3`; `total` takes `1`, `3`, `6`', from each round's end. */
  private loopValues(
    before: number,
    snapshots: Snapshot[],
    headerNames: ReadonlySet<string>,
  ): string | undefined {
    if (snapshots.length === 0) return undefined;
    const start = new Map(this.varsAt(before));
    const names: string[] = [];
    const seen = new Set<string>();
    for (const snap of snapshots) {
      for (const k of [snap.at, snap.inside]) {
        for (const [name, value] of this.varsAt(k)) {
          if (seen.has(name) || isDefinition(value)) continue;
          seen.add(name);
          names.push(name);
        }
      }
    }
    const valueIn = (name: string, snap: Snapshot) => {
      const [first, second] = headerNames.has(name)
        ? [snap.inside, snap.at]
        : [snap.at, snap.inside];
      const value = lookup(this.varsAt(first), name);
      if (value) return { value, at: first };
      const other = lookup(this.varsAt(second), name);
      return other ? { value: other, at: second } : undefined;
    };
    // Names whose value differs from one time round to the next (one round: from before it).
    const changing = names.filter((name) => {
      const was = start.get(name);
      let last = snapshots.length === 1 && was ? { value: was, at: before } : undefined;
      for (const snap of snapshots) {
        const now = valueIn(name, snap);
        if (!now) continue;
        if (last) {
          if (!sameValue(last.value, now.value)) return true;
          if (now.value.t === 'ref' && this.objectChanged(now.value.id, last.at, now.at))
            return true;
        } else if (snapshots.length === 1) return true;
        last = now;
      }
      return false;
    });
    if (changing.length === 0) return undefined;
    const told = changing.slice(0, LOOP_NAMES).map((name) => {
      const values = pickRounds(snapshots.length).map((n) => {
        const snap = n === null ? undefined : snapshots[n];
        if (!snap) return '…';
        const now = valueIn(name, snap);
        return now ? this.val(now.value, now.at, 40) : '(not yet set)';
      });
      return `${code(name, 30)} takes ${values.join(', ')}`;
    });
    const more =
      changing.length > LOOP_NAMES
        ? ` (and ${count(changing.length - LOOP_NAMES, 'more name')} change)`
        : '';
    return `${told.join('; ')}${more}`;
  }

  private objectChanged(id: number, a: number, b: number): boolean {
    const before = this.r.objectAt(id, a);
    const after = this.r.objectAt(id, b);
    if (before === after) return false;
    return this.val({ t: 'ref', id }, a, 200) !== this.val({ t: 'ref', id }, b, 200);
  }

  // -------------------------------------------------------------------------------------------
  // What a step did

  /** What changed in the call's names between steps `a` and `b` (both steps of the call). */
  private changes(a: number, b: number): string[] {
    const before = this.varsAt(a);
    const after = this.varsAt(b);
    const old = new Map(before);
    const clauses: string[] = [];
    const groups = aliasGroups(after);
    for (const [name, value] of after) {
      const was = old.get(name);
      if (was && sameValue(was, value)) {
        if (value.t === 'ref' && this.objectChanged(value.id, a, b)) {
          const others = (groups.get(value.id) ?? []).filter((n) => n !== name);
          const also = others.length
            ? ` (${words(others.map((n) => code(n, 30)))} ${others.length === 1 ? 'names' : 'name'} the same ${this.kindWord(value, b)})`
            : '';
          clauses.push(`changes ${code(name, 30)} to ${this.val(value, b)}${also}`);
        }
        continue;
      }
      if (value.t === 'fn') {
        clauses.push(`defines ${code(value.v.replace(/^function\s+/, ''), 60)}`);
        continue;
      }
      if (value.t === 'other' && value.type === 'module') {
        clauses.push(`imports ${code(name, 30)}`);
        continue;
      }
      // A second name for a list or object that already had one.
      const sharing =
        value.t === 'ref'
          ? (groups.get(value.id) ?? []).filter((n) => n !== name && old.get(n)?.t === 'ref')
          : [];
      const firstName = sharing.find((n) => {
        const v = old.get(n);
        return v?.t === 'ref' && value.t === 'ref' && v.id === value.id;
      });
      if (firstName)
        clauses.push(
          `makes ${code(name, 30)} a second name for the same ${this.kindWord(value, b)} as ${code(firstName, 30)} (${this.val(value, b)})`,
        );
      else clauses.push(`sets ${code(name, 30)} to ${this.val(value, b)}`);
    }
    const now = new Set(after.map(([name]) => name));
    for (const [name] of before) if (!now.has(name)) clauses.push(`removes ${code(name, 30)}`);
    if (clauses.length > CHANGES_TOLD) {
      const more = clauses.length - CHANGES_TOLD;
      return [...clauses.slice(0, CHANGES_TOLD), `changes ${count(more, 'more name')}`];
    }
    return clauses;
  }

  /** How an `if` went: true when the run went into its block (or its body on its line). */
  private conditionClause(visit: Visit, next: Visit, source: SourceText): string | undefined {
    const condition = source.condition(visit.line);
    if (!condition || next.file !== visit.file) return undefined;
    const blockEnd = source.blockEnd(visit.line);
    const inline = source.inlineBody(visit.line);
    let inside: boolean;
    if (blockEnd !== undefined) {
      const headerEnd = source.stmtEnd(visit.line);
      inside = next.kind === 'line' && next.line > headerEnd && next.line <= blockEnd;
    } else if (inline !== undefined) inside = this.reachedColumn(visit, inline);
    else return undefined;
    const values = this.valuesOn(visit.first, condition);
    const shown = values.length
      ? ` (${values.map((v) => `${code(v.name, 30)} is ${code(v.value, 40)}`).join(', ')})`
      : '';
    return `${code(condition)} is ${inside ? this.trueWord() : this.falseWord()}${shown}`;
  }

  /** Whether the visit took a step on its line at or past column `col`. */
  private reachedColumn(visit: Visit, col: number): boolean {
    const f = this.r.frameOf(visit.first);
    for (let k = visit.first; k <= visit.last; k++) {
      const step = this.r.steps[k];
      if (step && step.line === visit.line && step.col >= col && this.r.frameOf(k) === f)
        return true;
    }
    return false;
  }

  private callsClause(callees: number[], detail: number[]): string | undefined {
    if (callees.length === 0) return undefined;
    if (callees.length > 3) return this.callCounts(callees);
    const told = callees.map((c) => {
      const outcome = this.outcome(c);
      const label = code(this.callLabel(c));
      const what: string[] = [];
      if (!detail.includes(c)) {
        const prints = this.printedIn(this.callStep(c), this.calleeEnd(c), []);
        if (prints) what.push(prints);
      }
      if (outcome.kind === 'returns' && outcome.value.t !== 'none')
        what.push(`returns ${this.val(outcome.value, outcome.at)}`);
      else if (outcome.kind === 'raises') {
        const raised = this.r.steps[outcome.at]?.value;
        what.push(`stops with ${raised ? this.val(raised, outcome.at, 80) : 'an error'}`);
      } else if (outcome.kind === 'unfinished')
        what.push(detail.includes(c) ? 'does not finish (told below)' : 'does not finish');
      const told = what.length ? `${label}, which ${words(what)}` : label;
      // A project file imported runs its top level: the import's call.
      return this.r.frames[c]?.name === '<module>' ? `runs ${told}` : `calls ${told}`;
    });
    return words(told);
  }

  /** 'calls `check` 5 times and `show` once'. */
  private callCounts(callees: number[]): string {
    const byName = new Map<string, number>();
    for (const c of callees) {
      const name = this.functionName(c);
      byName.set(name, (byName.get(name) ?? 0) + 1);
    }
    const parts = [...byName].map(([name, n]) => `${code(name, 40)} ${times(n)}`);
    return `calls ${words(parts)}`;
  }

  /** The last step of a call's own output: its return step prints for its caller. */
  private calleeEnd(c: number): number {
    const outcome = this.outcome(c);
    return outcome.kind === 'returns' ? outcome.at - 1 : (this.endOf.get(c) ?? this.r.length - 1);
  }

  /**
   * What was printed from steps `from` to `to`, less what calls told line by line print
   * (they tell it themselves).
   */
  private printedIn(
    from: number,
    to: number,
    told: readonly number[],
    verb = 'prints',
  ): string | undefined {
    const items = this.outputIn(from, to).filter(
      (o) => !told.some((c) => o.step >= this.callStep(c) && o.step <= this.calleeEnd(c)),
    );
    return printedText(items, verb);
  }

  private outputIn(from: number, to: number): RecordedOutput[] {
    const output = this.r.output;
    let lo = 0;
    let hi = output.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((output[mid]?.step ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    const out: RecordedOutput[] = [];
    for (let i = lo; i < output.length; i++) {
      const item = output[i];
      if (!item || item.step > to) break;
      if (item.stream !== 'input') out.push(item);
    }
    return out;
  }

  private callLabel(c: number): string {
    const frame = this.r.frames[c];
    if (!frame) return 'a function';
    if (frame.name === '<module>') return frame.file;
    const k = this.callStep(c);
    let args = this.varsAt(k);
    let name = this.functionName(c);
    const self = args[0];
    if (self && (self[0] === 'self' || self[0] === 'cls') && self[1].t === 'ref') {
      const object = this.r.objectAt(self[1].id, k);
      if (object) name = `${object.type}.${name}`;
      args = args.slice(1);
    }
    const shown = args.map(([, value]) => valueText(value, this.lookup(k), this.textOptions(30)));
    const label = `${name}(${shown.join(', ')})`;
    return label.length > 80 ? `${label.slice(0, 79)}…` : label;
  }

  private functionName(c: number): string {
    const name = this.r.frames[c]?.name ?? '';
    return name === '' || name === '(anonymous)' ? 'a function without a name' : name;
  }

  // -------------------------------------------------------------------------------------------
  // The end, and the output

  private end(): StoryEnd {
    const r = this.r;
    const error = r.error;
    const recordedEnd = r.end;
    const capped = recordedEnd?.capped === true;
    const lastStep = r.steps[r.length - 1];
    const ranEnd = this.o.end;
    let waited = '';
    let waitLine: number | undefined;
    if (this.o.waitedAt !== undefined) {
      const step = r.steps[this.waitStep()];
      waitLine = step && step.file === this.o.entry ? step.line : undefined;
      const given = this.o.input?.length ?? 0;
      const where =
        waitLine !== undefined
          ? `on line ${waitLine} (${code(this.lineCode(this.o.entry, waitLine))})`
          : '';
      waited =
        given > 0
          ? `It read the ${count(given, 'line')} typed for it last time, then waited for another ${where}: none had been typed, so Explain ended its input there.`
          : `It waited for input ${where}, and no line had been typed for it, so Explain ended its input there.`;
      waited = waited.replace(/ {2,}/g, ' ').replace(' :', ':').replace(' ,', ',');
    }

    if (error) {
      const recorded = this.errorStep >= 0;
      const step = recorded ? r.steps[this.errorStep] : undefined;
      const line = error.line ?? step?.line;
      const file = error.file ?? step?.file ?? this.o.entry;
      const what = `${error.name}${error.message ? `: ${error.message}` : ''}`;
      const values =
        recorded && line !== undefined ? this.errorValues(this.errorStep, file, line) : [];
      const where =
        line !== undefined ? ` on line ${line}${file !== this.o.entry ? ` of ${file}` : ''}` : '';
      const inside = recorded ? this.insideText(this.errorStep) : '';
      const valuesText = values.length
        ? ` The values on that line: ${values.map((v) => `${code(v.name, 30)} is ${code(v.value, 60)}`).join(', ')}.`
        : '';
      let text: string;
      if (r.length === 0) text = `The program does not start: ${what}${where}.`;
      else if (capped && !recorded)
        text = `Recording stopped at the step cap (${count(r.length, 'step')}); the program ran on unrecorded, then stopped with ${what}${where}.`;
      else
        text = `The program stops${where} with ${what}${inside}.${valuesText} Nothing after it runs.`;
      const end: StoryEnd = {
        how: waited ? 'waiting' : capped && !recorded ? 'capped' : 'crashed',
        text: clip(waited ? `${waited} ${text}` : text),
        error: { name: clip(error.name, STORY_LIMITS.value), message: clip(error.message) },
      };
      if (line !== undefined) end.line = line;
      if (values.length) end.values = values;
      return end;
    }
    if (ranEnd?.kind === 'stopped' && ranEnd.reason !== 'user') {
      const why =
        ranEnd.reason === 'silence'
          ? `it printed nothing for ${seconds(this.o.limits?.silenceMs)}`
          : ranEnd.reason === 'total'
            ? `it ran for ${seconds(this.o.limits?.totalMs)} in all`
            : 'its runner stopped';
      const line = lastStep?.file === this.o.entry ? lastStep.line : undefined;
      const text = `The time limit stopped the run: ${why}${line !== undefined ? `, while it was on line ${line}` : ''}. A loop whose condition never becomes false runs until it is stopped.`;
      const end: StoryEnd = { how: 'stopped', text: clip(waited ? `${waited} ${text}` : text) };
      if (line !== undefined) end.line = line;
      return end;
    }
    if (capped) {
      const text = `Recording stopped at the step cap (${count(r.length, 'step')}); the program ran on unrecorded${ranEnd?.kind === 'exited' ? ' to its end' : ''}. Its output above is all of it.`;
      const end: StoryEnd = { how: 'capped', text: clip(waited ? `${waited} ${text}` : text) };
      if (lastStep?.file === this.o.entry) end.line = lastStep.line;
      return end;
    }
    const exit =
      ranEnd?.kind === 'exited' && ranEnd.code !== 0
        ? ` It ended with exit code ${ranEnd.code}.`
        : '';
    const text =
      r.length === 0
        ? 'Nothing was recorded: the program ran no line of its own.'
        : `The program ran to its end (${count(r.length, 'step')}).${exit}`;
    const end: StoryEnd = {
      how: waited ? 'waiting' : 'finished',
      text: clip(waited ? `${waited} ${text}` : text),
    };
    if (waitLine !== undefined) end.line = waitLine;
    return end;
  }

  /** ', inside `divide(1, 0)`, called from line 9' for an error raised in a call. */
  private insideText(step: number): string {
    const stack = this.r.stackAt(step);
    const innermost = stack[0];
    if (!innermost || stack.length < 2 || innermost.frame.name === '<module>') return '';
    const caller = stack.find((v, i) => i > 0 && v.frame.file === this.o.entry);
    return `, inside ${code(this.callLabel(innermost.id))}${caller ? `, called from line ${caller.step.line}` : ''}`;
  }

  private errorValues(step: number, file: string, line: number): StoryValue[] {
    const text = this.source(file).line(line);
    return this.valuesOn(step, text).slice(0, STORY_LIMITS.values);
  }

  /** The names `text` mentions and their values at step `k` (the call's, then the module's). */
  private valuesOn(k: number, text: string): StoryValue[] {
    const own = this.varsAt(k);
    const names = new Set(own.map(([name]) => name));
    const globals = this.r.globalsAt(k).filter(([name]) => !names.has(name));
    return namesOnLine([...own, ...globals], text)
      .filter(([, value]) => !isDefinition(value))
      .map(([name, value]) => ({
        name: clip(name, STORY_LIMITS.value),
        value: valueText(value, this.lookup(k), this.textOptions(STORY_LIMITS.value)),
      }));
  }

  /** The printed lines; text printed without a newline goes on the same line, as on screen. */
  private output(): { lines: StoryOutput[]; left: number } {
    const lines: StoryOutput[] = [];
    let total = 0;
    const open = new Map<'stdout' | 'stderr', StoryOutput | null>();
    for (const item of this.r.output) {
      const stream = item.stream;
      if (stream === 'input') continue;
      const parts = item.text.split('\n');
      parts.forEach((part, i) => {
        const last = i === parts.length - 1;
        if (last && part === '') return;
        const current = i === 0 ? open.get(stream) : null;
        if (current) current.text = clip(current.text + part);
        else {
          total++;
          const line: StoryOutput = { line: this.printLine(item.step), stream, text: clip(part) };
          if (lines.length < STORY_LIMITS.output) lines.push(line);
          if (last) open.set(stream, line);
        }
        if (!last) open.set(stream, null);
        else if (current) open.set(stream, current);
      });
    }
    return { lines, left: total - lines.length };
  }

  /** The line of the started file that was running when step `k` printed. */
  private printLine(k: number): number {
    const r = this.r;
    const at = Math.max(0, Math.min(k, r.length - 1));
    const step = r.steps[at];
    if (!step) return 1;
    const stack = r.stackAt(at);
    // A return step's output is its caller's: printed once the call came back.
    const views = step.event === 'return' ? stack.slice(1) : stack;
    return views.find((v) => v.frame.file === this.o.entry)?.step.line ?? step.line;
  }

  // -------------------------------------------------------------------------------------------
  // Keeping to the selected lines

  /** The events in the focus, the calls and loops around them, and a note where others were. */
  private focused(): (StoryEvent & { step: number })[] {
    if (!this.o.focus)
      return this.events.map(({ line, depth, text, step }) => ({ line, depth, text, step }));
    const keep = new Array<boolean>(this.events.length).fill(false);
    let need = Number.POSITIVE_INFINITY;
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i];
      if (!e) continue;
      if (e.focused) {
        keep[i] = true;
        need = e.depth;
      } else if (e.depth < need) {
        // A call or loop the selected lines ran inside.
        if (need !== Number.POSITIVE_INFINITY) {
          keep[i] = true;
          need = e.depth;
        }
      }
      if (e.depth === 0 && e.focused) need = Number.POSITIVE_INFINITY;
    }
    const out: (StoryEvent & { step: number })[] = [];
    let skipped: { from: number; to: number; depth: number; step: number } | null = null;
    const flush = () => {
      // Inside a call or loop, what the selection leaves out is said by the line around it.
      if (!skipped || skipped.depth > 0) {
        skipped = null;
        return;
      }
      const lines =
        skipped.from === skipped.to
          ? `line ${skipped.from}`
          : `lines ${Math.min(skipped.from, skipped.to)}–${Math.max(skipped.from, skipped.to)}`;
      out.push({
        line: skipped.from,
        depth: skipped.depth,
        step: skipped.step,
        text: `(Outside the selection, ${lines} run here.)`,
      });
      skipped = null;
    };
    this.events.forEach((e, i) => {
      if (keep[i]) {
        flush();
        out.push({ line: e.line, depth: e.depth, text: e.text, step: e.step });
      } else if (skipped) {
        skipped.from = Math.min(skipped.from, e.line);
        skipped.to = Math.max(skipped.to, e.line);
        skipped.depth = Math.min(skipped.depth, e.depth);
      } else skipped = { from: e.line, to: e.line, depth: e.depth, step: e.step };
    });
    flush();
    if (out.length > this.maxEvents - 1) {
      this.stoppedAt ??= out[this.maxEvents - 1]?.step ?? this.r.length;
      return out.slice(0, this.maxEvents - 1);
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Values as words

  /** The innermost call's names at step `k`. */
  private varsAt(k: number): TraceVars {
    const step = this.r.steps[k];
    return step ? (this.r.vars[step.vars] ?? []) : [];
  }

  private lookup(k: number): (id: number) => TraceObject | undefined {
    return (id) => this.r.objectAt(id, k);
  }

  private textOptions(max: number) {
    return { max, language: this.o.language };
  }

  /** A value at step `k`, as code. */
  private val(value: TraceValue, k: number, max = 60): string {
    return code(valueText(value, this.lookup(k), this.textOptions(max)), max + 2);
  }

  private kindWord(value: TraceValue, k: number): string {
    if (value.t !== 'ref') return 'value';
    const kind = this.r.objectAt(value.id, k)?.kind ?? 'object';
    return kind === 'dict' ? 'dictionary' : kind === 'map' ? 'map' : kind;
  }

  private lineCode(file: string, line: number): string {
    const source = this.source(file);
    const text = source.code(line) || source.line(line).trim() || `line ${line}`;
    return source.stmtEnd(line) > line ? `${text} …` : text;
  }

  private trueWord(): string {
    return this.o.language === 'python' ? 'True' : 'true';
  }

  private falseWord(): string {
    return this.o.language === 'python' ? 'False' : 'false';
  }

  private noneWord(): 'None' | 'undefined' {
    return this.o.language === 'python' ? 'None' : 'undefined';
  }
}

// ---------------------------------------------------------------------------------------------
// Words

function isDefinition(value: TraceValue): boolean {
  return value.t === 'fn' || (value.t === 'other' && value.type === 'module');
}

function namesOfText(text: string): string[] {
  return text.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

function lookup(vars: TraceVars, name: string): TraceValue | undefined {
  for (const [n, value] of vars) if (n === name) return value;
  return undefined;
}

/** Which rounds' values to list: all of a few, else the first and the last few. */
function pickRounds(n: number): (number | null)[] {
  if (n <= LOOP_VALUES) return Array.from({ length: n }, (_, i) => i);
  const head = Array.from({ length: LOOP_VALUES - 3 }, (_, i) => i);
  return [...head, null, n - 2, n - 1];
}

/** 'prints `5`', 'prints 3 lines: `a`, `b`, `c`', 'writes `…` to the error output'. */
function printedText(items: readonly RecordedOutput[], verb = 'prints'): string | undefined {
  if (items.length === 0) return undefined;
  const parts: string[] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    const lines: string[] = [];
    for (const item of items) {
      if (item.stream !== stream) continue;
      const split = item.text.split('\n');
      if (split[split.length - 1] === '') split.pop();
      lines.push(...split);
    }
    if (lines.length === 0) continue;
    const quoted = (list: readonly string[]) =>
      list.map((l) => (l === '' ? 'an empty line' : code(l, 60, true)));
    let text: string;
    if (lines.length === 1) text = quoted(lines)[0] ?? '';
    else if (lines.length <= PRINTS_QUOTED)
      text = `${count(lines.length, 'line')}: ${quoted(lines).join(', ')}`;
    else
      text = `${count(lines.length, 'line')}: ${[...quoted(lines.slice(0, PRINTS_QUOTED - 1)), '…', ...quoted(lines.slice(-1))].join(', ')}`;
    parts.push(stream === 'stdout' ? `${verb} ${text}` : `writes ${text} to the error output`);
  }
  return parts.join(' and ');
}

function joinClauses(clauses: readonly string[]): string {
  return clauses.join('; ');
}

/** Code as a `span` on one line, cut at `max` characters; printed text keeps its spaces. */
export function code(text: string, max = 60, exact = false): string {
  const flat = exact ? text.replace(/\r?\n/g, ' ') : text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return `\`${cut.replace(/`/g, "'")}\``;
}

function clip(text: string, max: number = STORY_LIMITS.text): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n.toLocaleString('en')} times`;
}

function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : n % 10 === 1
        ? 'st'
        : n % 10 === 2
          ? 'nd'
          : n % 10 === 3
            ? 'rd'
            : 'th';
  return `${n.toLocaleString('en')}${suffix}`;
}

function seconds(ms: number | undefined): string {
  return ms === undefined ? 'too long' : `${Math.round(ms / 1000)} s`;
}

// ---------------------------------------------------------------------------------------------
// The story as text, for a model's prompt

/** The story as plain lines: what ran, what it printed, how it ended. */
export function storyText(story: RunStory, maxChars = 6_000): string {
  const lines: string[] = [
    `The program ${story.file} (${story.language}) was run and recorded: ${count(story.steps, 'step')}.`,
  ];
  if (story.focus)
    lines.push(`The story keeps to lines ${story.focus.from}–${story.focus.to} (the selection).`);
  if (story.input?.length)
    lines.push(`It was given this input: ${story.input.map((l) => JSON.stringify(l)).join(', ')}.`);
  lines.push('What ran, in order:');
  for (const e of story.events) lines.push(`${'  '.repeat(e.depth)}Line ${e.line}: ${e.text}`);
  if (story.output.length) {
    lines.push('What it printed:');
    for (const o of story.output)
      lines.push(`  line ${o.line}${o.stream === 'stderr' ? ' (error output)' : ''}: ${o.text}`);
    if (story.outputLeft > 0) lines.push(`  … and ${count(story.outputLeft, 'more line')}.`);
  } else lines.push('It printed nothing.');
  lines.push(`How it ended: ${story.end.text}`);
  let text = lines.join('\n');
  if (text.length > maxChars)
    text = `${text.slice(0, maxChars - 40)}\n… (the rest of the story is left out)`;
  return text;
}
