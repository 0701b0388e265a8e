/**
 * What the JavaScript and Python explainers share: a bounded list of steps, code shown short, and
 * the words for counts and lists.
 */
import type { ExplanationStep } from '../types';

/** A program this long is explained up to here; the rest is counted. */
export const MAX_STEPS = 120;
/** Lines of printed output quoted for one step. */
export const MAX_QUOTED_OUTPUT = 5;

export class StepList {
  readonly steps: ExplanationStep[] = [];
  left = 0;

  constructor(private readonly limit = MAX_STEPS) {}

  add(line: number, text: string, depth: number): ExplanationStep | undefined {
    if (this.steps.length >= this.limit) {
      this.left += 1;
      return undefined;
    }
    const step = { line, text, depth };
    this.steps.push(step);
    return step;
  }

  get length(): number {
    return this.steps.length;
  }
}

/** Code as a `span`, on one line, cut at `max` characters. */
export function code(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return `\`${cut.replace(/`/g, "'")}\``;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What a step says about printed lines: 'prints `5`' or 'prints 3 lines: `1`, `2`, `3`'. */
export function printedText(lines: readonly string[]): string {
  if (lines.length === 0) return 'prints nothing';
  if (lines.length === 1) return `prints ${code(lines[0] ?? '', 80)}`;
  const quoted = lines.slice(0, MAX_QUOTED_OUTPUT).map((l) => code(l, 40));
  const more = lines.length > MAX_QUOTED_OUTPUT ? ', …' : '';
  return `prints ${plural(lines.length, 'line')}: ${quoted.join(', ')}${more}`;
}

/** 1-based line of a UTF-16 offset. */
export function lineOf(lineStarts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Thrown by an interpreter when it cannot be sure of a value: the caller stops computing. */
export class Unsure extends Error {
  constructor(why = 'not computed') {
    super(why);
    this.name = 'Unsure';
  }
}

/** Thrown when the program itself would stop with an error (known for certain). */
export class ProgramError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProgramError';
  }
}

/** How much computing one explanation may do before it stops computing values. */
export class Budget {
  private left: number;
  constructor(total = 20_000) {
    this.left = total;
  }
  spend(): void {
    this.left -= 1;
    if (this.left < 0) throw new Unsure('too long to compute');
  }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Says on a top-level statement's steps what it printed or how it stopped: a print statement
 * says exactly what it printed; a loop or a condition gets a step after its body.
 */
export function tellOutcome(
  list: StepList,
  at: number,
  line: number,
  outcome:
    | { printed: readonly string[]; isPrint: boolean }
    | { error: ProgramError; printed: readonly string[] },
): void {
  const step = list.steps[at];
  if (!step) return;
  const header = step.text.endsWith(':');
  if ('error' in outcome) {
    const before = outcome.printed.length ? `${printedText(outcome.printed)}, then ` : '';
    const stop = `${before}here the program stops with ${outcome.error.kind}: ${code(outcome.error.message.replace(/\.$/, ''), 90)}. Nothing after it runs.`;
    step.text = header ? `${step.text.slice(0, -1)} — ${stop}` : `${step.text} ${cap(stop)}`;
    return;
  }
  const { printed, isPrint } = outcome;
  if (isPrint) step.text = `${cap(printedText(printed))}.`;
  else if (printed.length === 0) return;
  else if (header) list.add(line, `In all, this ${printedText(printed)}.`, step.depth);
  else step.text = `${step.text.replace(/\.$/, '')}, and ${printedText(printed)}.`;
}

/** Adds a note to a statement's step, or after its body when the step opens a block. */
export function addNote(list: StepList, at: number, line: number, note: string): void {
  const step = list.steps[at];
  if (!step || !note) return;
  if (step.text.endsWith(':')) list.add(line, note, step.depth);
  else step.text += ` ${note}`;
}
