/** `reset-in-loop`: a total set back to its start value on every pass of a loop. */
import { sameValue } from '../recording';
import type { TraceObject, TraceValue } from '../trace-types';
import type { Finder, Run } from './reading';
import type { Loop } from './source';
import { escape, words } from './text';

const START_LITERAL =
  /^(?:0|0\.0|""|''|``|\[\]|\{\}|set\(\)|list\(\)|dict\(\)|str\(\)|new\s+(?:Array|Map|Set)\(\))$/;

function isStartValue(
  v: TraceValue,
  lookup: (id: number, k: number) => TraceObject | undefined,
  k: number,
): boolean {
  if (v.t === 'num') return v.v === '0' || v.v === '0.0';
  if (v.t === 'str') return v.v === '' && !v.more;
  if (v.t === 'ref') return lookup(v.id, k)?.total === 0;
  return false;
}

export function resetInLoop(finder: Finder, loop: Loop, runs: Run[]): void {
  for (const run of runs) {
    if (run.passes.length < 2 || run.after === undefined) continue;
    const found = resetIn(finder, loop, run);
    if (found) return;
  }
}

function resetIn(finder: Finder, loop: Loop, run: Run): boolean {
  const first = run.passes[0];
  if (!first) return false;
  // Candidate lines: statements of the first pass that set a name to a start value.
  const candidates = new Map<number, string>();
  for (const k of first) {
    const step = finder.r.steps[k];
    if (!step || step.event !== 'line') continue;
    const text = finder.statementAt(k);
    const m = /^(?:(?:let|var|const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)\s*(.+?);?$/.exec(
      text,
    );
    if (!m?.[1] || !m[2] || !START_LITERAL.test(m[2].trim())) continue;
    candidates.set(step.line, m[1]);
  }
  for (const [line, name] of candidates) {
    const resets: number[] = [];
    const ends: TraceValue[] = [];
    let start: string | undefined;
    let ok = true;
    let lost = 0;
    for (let p = 0; p < run.passes.length && ok; p++) {
      const pass = run.passes[p] ?? [];
      const resetStep = pass.find(
        (k) => finder.r.steps[k]?.line === line && finder.r.steps[k]?.event === 'line',
      );
      if (resetStep === undefined) {
        ok = false;
        break;
      }
      const after = finder.ownNext(resetStep);
      const v = after !== undefined ? finder.value(after, name) : undefined;
      if (!v || !isStartValue(v, finder.r.objectAt.bind(finder.r), after ?? 0)) {
        ok = false;
        break;
      }
      const startText = finder.show(v, after ?? 0);
      if (start !== undefined && start !== startText) {
        ok = false;
        break;
      }
      start ??= startText;
      resets.push(resetStep);
      // Its value as the pass ends: at the next pass's reset, or after the loop.
      const nextPass = run.passes[p + 1];
      const endAt = nextPass ? nextPass.find((k) => finder.r.steps[k]?.line === line) : run.after;
      const endValue = endAt !== undefined ? finder.value(endAt, name) : undefined;
      if (!endValue) {
        ok = false;
        break;
      }
      ends.push(endValue);
      const endAtStep = endAt ?? 0;
      const grew = finder.show(endValue, endAtStep) !== startText;
      if (grew && p < run.passes.length - 1) lost++;
      // Read again in the pass after its last change: each pass's amount is used there.
      if (grew && readAfterLastChange(finder, resetStep, name, line, endAt)) {
        ok = false;
        break;
      }
    }
    if (!ok || lost === 0 || !start) continue;
    if (!usedAfter(finder, run, name)) continue;
    const after = run.after ?? 0;
    const final = ends[ends.length - 1];
    const finalText = final ? finder.show(final, after) : '…';
    const passes = run.passes.length;
    const amounts = ends.map((v) => finder.show(v, after, 20));
    const listed = amounts.length <= 8 ? ` (it was ${words(amounts)} at the end of each pass)` : '';
    finder.add(
      'run/reset-in-loop',
      line,
      `\`${name}\` went back to ${start} on line ${line} on each of the ${passes} passes of the loop on line ${loop.line}, so it ended at ${finalText}: only what the last pass added${listed}. Set \`${name}\` to its start value once, before the loop.`,
      { family: 'reset-in-loop' },
    );
    return true;
  }
  return false;
}

/** Whether a pass reads `name` after it last changed it (a total used pass by pass). */
function readAfterLastChange(
  finder: Finder,
  resetStep: number,
  name: string,
  resetLine: number,
  endAt: number | undefined,
): boolean {
  const frame = finder.r.frameOf(resetStep);
  const list = finder.own.get(frame) ?? [];
  const from = finder.ownIndex[resetStep] ?? 0;
  const to = endAt !== undefined ? (finder.ownIndex[endAt] ?? list.length) : list.length;
  let lastChange = -1;
  // A change a step makes shows at the frame's next step.
  for (let i = from + 1; i <= to && i < list.length; i++) {
    const k = list[i];
    const prev = list[i - 1];
    if (k === undefined || prev === undefined) continue;
    if (changed(finder, prev, k, name)) lastChange = i - 1;
  }
  if (lastChange < 0) return false;
  const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
  for (let i = lastChange + 1; i < to; i++) {
    const k = list[i];
    if (k === undefined) continue;
    const step = finder.r.steps[k];
    if (!step || step.line === resetLine) continue;
    if (word.test(finder.maskedStatementAt(k))) return true;
  }
  return false;
}

/** Whether `name` changed from step `a` to step `b` of one frame (set, or changed in place). */
function changed(finder: Finder, a: number, b: number, name: string): boolean {
  const was = finder.value(a, name);
  const now = finder.value(b, name);
  if (!was || !now) return false;
  if (!sameValue(was, now)) return true;
  return now.t === 'ref' && finder.changedBetween(now.id, a, b);
}

/** Whether the frame reads `name` after the loop (or gives it back). */
function usedAfter(finder: Finder, run: Run, name: string): boolean {
  if (run.after === undefined) return false;
  const list = finder.own.get(run.frame) ?? [];
  const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
  for (let i = finder.ownIndex[run.after] ?? list.length; i < list.length; i++) {
    const k = list[i];
    if (k === undefined) continue;
    if (word.test(finder.maskedStatementAt(k))) return true;
  }
  return false;
}
