/**
 * What the JavaScript and Python explainers share: a bounded list of steps, code shown short, and
 * the words for counts and lists.
 */
import type { ExplanationSection, ExplanationStep } from '../types';

/** A section lists this many steps at most; the rest are counted. */
export const MAX_STEPS = 120;

export class StepList {
  readonly steps: ExplanationStep[] = [];
  left = 0;

  constructor(private readonly limit = MAX_STEPS) {}

  add(line: number, text: string, depth: number): void {
    if (this.steps.length >= this.limit) this.left += 1;
    else this.steps.push({ line, text, depth });
  }

  get length(): number {
    return this.steps.length;
  }

  /** As a section titled `title` (none when empty), saying how many steps it left out. */
  section(title: string): ExplanationSection[] {
    const steps = [...this.steps].sort((a, b) => a.line - b.line);
    if (this.left > 0)
      steps.push({
        line: steps[steps.length - 1]?.line ?? 1,
        text: `… and ${plural(this.left, 'more')}.`,
        depth: 0,
      });
    return steps.length ? [{ title, steps }] : [];
  }
}

/** Code as a `span`, on one line, cut at `max` characters. */
export function code(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return `\`${cut.replace(/`/g, "'")}\``;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'returns `x`', 'returns one of `a` and `b`, depending on the checks', or no value. */
export function returnsText(returns: readonly string[], none: string): string {
  if (returns.length === 0) return `It gives back no value (\`${none}\`).`;
  if (returns.length === 1) return `It returns ${code(returns[0] ?? '')}.`;
  return `It returns one of ${words(returns.map((r) => code(r)))}, depending on the checks.`;
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

/** What a file defines and reads, told without running it. */
export interface StaticExplanation {
  sections: ExplanationSection[];
  /** The names of its top-level functions and classes, in order. */
  defines: string[];
  /** It asks the user to type something. */
  asksUser: boolean;
}
