/**
 * Loops as they ran: each run of a loop and its passes, and how many passes its header said it
 * had to go.
 */
import { binary, evaluate, isBox, lengthOf, parseExpr, UNKNOWN, type Val } from './expr';
import type { Finder, Run } from './reading';
import { type Loop, within } from './source';
import { escape } from './text';

export function runsOf(finder: Finder, loop: Loop): Run[] {
  const runs: Run[] = [];
  const inHead = (off: number) => loop.head.some((h) => within(off, h));
  for (const [frame, steps] of finder.own) {
    let current: Run | undefined;
    let lastWasHead = false;
    for (const k of steps) {
      const step = finder.r.steps[k];
      const off = finder.offsetOf(k);
      const event = step?.event;
      const head = off >= 0 && event !== 'call' && event !== 'return' && inHead(off);
      const body =
        off >= 0 && event !== 'call' && event !== 'return' && !head && within(off, loop.body);
      if (!head && !body) {
        if (current) {
          current.after = k;
          runs.push(current);
          current = undefined;
        }
        continue;
      }
      if (!current) {
        current = { frame, steps: [], passes: [] };
        lastWasHead = true;
      }
      current.steps.push(k);
      if (body) {
        if (lastWasHead || current.passes.length === 0) current.passes.push([]);
        current.passes[current.passes.length - 1]?.push(k);
      }
      lastWasHead = head;
    }
    if (current) runs.push(current);
  }
  return runs;
}

/** How many passes a run's loop had to go, when its header says: items, a range, a count. */
export function expectedPasses(
  finder: Finder,
  loop: Loop,
  run: Run,
): { count: number; what: string } | undefined {
  const k = run.steps[0];
  if (k === undefined) return undefined;
  if (loop.kind === 'each' && loop.iter) return itemsOf(finder, loop.iter, k, loop.over);
  if (loop.kind === 'for' && loop.test && loop.update) {
    const testStep = run.steps.find((s) => within(finder.offsetOf(s), loop.testRegion));
    if (testStep === undefined) return undefined;
    const counted = countFor(finder, loop.test, loop.update, testStep);
    return counted === undefined ? undefined : { count: counted, what: `\`${loop.test}\`` };
  }
  return undefined;
}

export function itemsOf(
  finder: Finder,
  iter: string,
  k: number,
  over?: 'of' | 'in',
): { count: number; what: string } | undefined {
  const e = parseExpr(iter, finder.py);
  if (!e) return undefined;
  const env = finder.env(k);
  const lengthText = (v: Val): number | undefined => lengthOf(v);
  if (e.t === 'call' && e.f.t === 'name') {
    const fname = e.f.v;
    const args = e.args.map((a) => evaluate(a, env));
    if (finder.py && fname === 'range') {
      const nums = args.filter((a): a is number => typeof a === 'number' && Number.isInteger(a));
      if (nums.length !== args.length || nums.length === 0 || nums.length > 3) return undefined;
      const [start, stop, stepBy] =
        nums.length === 1 ? [0, nums[0] ?? 0, 1] : [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 1];
      if (stepBy === 0) return undefined;
      const n = Math.max(0, Math.ceil((stop - start) / stepBy));
      return { count: n, what: `\`${iter}\`` };
    }
    if (
      ['enumerate', 'reversed', 'sorted', 'list', 'tuple', 'set'].includes(fname) &&
      args.length >= 1
    ) {
      const n = lengthText(args[0] ?? UNKNOWN);
      const arg = e.args[0];
      const argText = arg?.t === 'name' ? arg.v : iter;
      return n === undefined ? undefined : { count: n, what: `\`${argText}\`` };
    }
    return undefined;
  }
  if (e.t === 'call' && e.f.t === 'mem') {
    const owner = e.f.a;
    const method = e.f.p;
    if (
      owner.t === 'name' &&
      owner.v === 'Object' &&
      ['keys', 'values', 'entries'].includes(method)
    ) {
      const n = lengthText(evaluate(e.args[0] ?? { t: 'lit', v: undefined }, env));
      const arg = e.args[0];
      return n === undefined
        ? undefined
        : { count: n, what: `\`${arg?.t === 'name' ? arg.v : iter}\`` };
    }
    if (['items', 'keys', 'values', 'entries'].includes(method) && e.args.length === 0) {
      const n = lengthText(evaluate(owner, env));
      return n === undefined
        ? undefined
        : { count: n, what: `\`${owner.t === 'name' ? owner.v : iter}\`` };
    }
    return undefined;
  }
  if (e.t === 'name' || e.t === 'mem' || e.t === 'idx') {
    const v = evaluate(e, env);
    if (over === 'in' && isBox(v) && v.box.kind === 'object')
      return { count: v.box.total, what: `\`${iter}\`` };
    const n = lengthText(v);
    return n === undefined ? undefined : { count: n, what: `\`${iter}\`` };
  }
  return undefined;
}

/** The passes a C-style `for` makes, from the values at its first test. */
function countFor(finder: Finder, test: string, update: string, k: number): number | undefined {
  const t = parseExpr(test, false);
  if (
    !t ||
    t.t !== 'bin' ||
    !['<', '<=', '>', '>=', '!=', '!=='].includes(t.op) ||
    t.a.t !== 'name'
  )
    return undefined;
  const name = t.a.v;
  const start = finder.eval(name, k);
  const bound = evaluate(t.b, finder.env(k));
  const delta = stepOf(finder, update, name, k);
  if (typeof start !== 'number' || typeof bound !== 'number' || delta === undefined || delta === 0)
    return undefined;
  let n = 0;
  for (let i = start; n <= 100_000; i += delta, n++) {
    const ok = binary(t.op, i, bound, false);
    if (ok !== true) break;
  }
  return n;
}

/** How much `update` moves `name` each time (`i++`, `i -= 2`, `i = i + 1`). */
export function stepOf(
  finder: Finder,
  update: string,
  name: string,
  k: number,
): number | undefined {
  const u = update.replace(/\s+/g, '');
  const n = escape(name);
  if (new RegExp(`^(?:${n}\\+\\+|\\+\\+${n})$`).test(u)) return 1;
  if (new RegExp(`^(?:${n}--|--${n})$`).test(u)) return -1;
  const compound = new RegExp(`^${n}([+-])=(.+)$`).exec(u);
  const long = new RegExp(`^${n}=${n}([+-])(.+)$`).exec(u);
  const m = compound ?? long;
  if (m?.[2]) {
    const by = finder.eval(m[2], k);
    if (typeof by !== 'number') return undefined;
    return m[1] === '-' ? -by : by;
  }
  return undefined;
}
