/**
 * `constant-condition`: a test that came out the same on every pass although what it reads
 * changed, for a reason the test itself shows.
 */
import { type Expr, namesIn, parseExpr } from './expr';
import type { Finder } from './reading';
import { within } from './source';
import { words } from './text';

interface Range {
  name: string;
  lo: number;
  loIn: boolean;
  hi: number;
  hiIn: boolean;
}

/** `x > 5` as the numbers it lets through. */
function comparisonRange(e: Expr): Range | undefined {
  if (e.t !== 'bin' || !['<', '<=', '>', '>='].includes(e.op)) return undefined;
  let op = e.op;
  let name: string;
  let n: number;
  if (e.a.t === 'name' && e.b.t === 'num') {
    name = e.a.v;
    n = e.b.v;
  } else if (e.b.t === 'name' && e.a.t === 'num') {
    name = e.b.v;
    n = e.a.v;
    op = op.replace('<', '#').replace('>', '<').replace('#', '>');
  } else return undefined;
  if (op === '<') return { name, lo: -Infinity, loIn: false, hi: n, hiIn: false };
  if (op === '<=') return { name, lo: -Infinity, loIn: false, hi: n, hiIn: true };
  if (op === '>') return { name, lo: n, loIn: false, hi: Infinity, hiIn: false };
  return { name, lo: n, loIn: true, hi: Infinity, hiIn: false };
}

function overlaps(a: Range, b: Range): boolean {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  if (lo !== hi) return lo < hi;
  const loIn = (a.lo !== lo || a.loIn) && (b.lo !== lo || b.loIn);
  const hiIn = (a.hi !== hi || a.hiIn) && (b.hi !== hi || b.hiIn);
  return loIn && hiIn;
}

function covers(a: Range, b: Range): boolean {
  const [low, high] = a.lo === -Infinity ? [a, b] : [b, a];
  if (low.lo !== -Infinity || high.hi !== Infinity) return false;
  if (high.lo < low.hi) return true;
  return high.lo === low.hi && (high.loIn || low.hiIn);
}

/** An expression written back as code. */
function sourceOf(e: Expr, py: boolean): string {
  switch (e.t) {
    case 'num':
      return String(e.v);
    case 'str':
      return JSON.stringify(e.v);
    case 'lit':
      return py ? (e.v === null ? 'None' : e.v ? 'True' : 'False') : String(e.v);
    case 'name':
      return e.v;
    case 'list':
      return `[${e.items.map((i) => sourceOf(i, py)).join(', ')}]`;
    case 'un':
      return e.op === 'not'
        ? py
          ? `not ${sourceOf(e.a, py)}`
          : `!${sourceOf(e.a, py)}`
        : `${e.op}${sourceOf(e.a, py)}`;
    case 'bin': {
      const op = e.op === 'and' ? (py ? 'and' : '&&') : e.op === 'or' ? (py ? 'or' : '||') : e.op;
      return `${sourceOf(e.a, py)} ${op} ${sourceOf(e.b, py)}`;
    }
    case 'call':
      return `${sourceOf(e.f, py)}(${e.args.map((a) => sourceOf(a, py)).join(', ')})`;
    case 'mem':
      return `${sourceOf(e.a, py)}.${e.p}`;
    case 'idx':
      return `${sourceOf(e.a, py)}[${sourceOf(e.i, py)}]`;
    case 'assign':
      return `${sourceOf(e.a, py)} = ${sourceOf(e.b, py)}`;
  }
}

export function constantConditions(finder: Finder): void {
  for (const test of finder.c.tests) {
    const evals: { k: number; outcome: boolean }[] = [];
    for (const [, steps] of finder.own) {
      for (const k of steps) {
        const step = finder.r.steps[k];
        if (!step || step.event !== 'line' || !within(finder.offsetOf(k), test.region)) continue;
        const next = finder.ownNext(k);
        if (next === undefined) continue;
        const nextStep = finder.r.steps[next];
        if (nextStep?.event === 'exception') continue;
        evals.push({ k, outcome: within(finder.offsetOf(next), test.body) });
      }
    }
    if (evals.length < 3) continue;
    const outcome = evals[0]?.outcome ?? false;
    if (evals.some((e) => e.outcome !== outcome)) continue;
    const e = parseExpr(test.test, finder.py);
    if (!e) continue;
    const names = [...namesIn(e)];
    const changed = names.filter((name) => {
      const seen = new Set<string>();
      for (const { k } of evals) {
        const v = finder.value(k, name);
        if (v) seen.add(finder.show(v, k));
      }
      return seen.size >= 2;
    });
    if (changed.length === 0) continue;
    const reason = constantReason(
      finder,
      e,
      test.test,
      outcome,
      evals.map((x) => x.k),
    );
    if (!reason) continue;
    const name = changed[0] ?? '';
    const seen: string[] = [];
    for (const { k } of evals) {
      const v = finder.value(k, name);
      const text = v ? finder.show(v, k, 20) : '';
      if (text && !seen.includes(text)) seen.push(text);
    }
    const valuesText = seen.length > 6 ? `${seen.slice(0, 5).join(', ')}, …` : words(seen);
    const word = finder.py ? (outcome ? 'True' : 'False') : String(outcome);
    const kind = test.kind === 'if' ? 'time it was tested' : 'pass';
    finder.add(
      'run/constant-condition',
      test.line,
      `\`${test.test}\` on line ${test.line} was ${word} every ${kind} (${evals.length} times), although \`${name}\` was ${valuesText}: ${reason.why}. ${reason.fix}`,
      { family: 'constant-condition' },
    );
  }
}

function constantReason(
  finder: Finder,
  e: Expr,
  text: string,
  outcome: boolean,
  steps: number[],
): { why: string; fix: string } | undefined {
  const py = finder.py;
  const t = (b: boolean) => (py ? (b ? 'True' : 'False') : String(b));
  if (e.t === 'assign' && e.a.t === 'name') {
    const value = text.split(/(?<![=!<>])=(?!=)/)[1]?.trim() ?? '';
    return {
      why: `\`=\` sets \`${e.a.v}\` to ${value} each time instead of comparing, and ${value} counts as ${t(outcome)}`,
      fix: `Compare with \`===\`: \`${e.a.v} === ${value}\`.`,
    };
  }
  const operands = (x: Expr, op: string): Expr[] =>
    x.t === 'bin' && x.op === op ? [...operands(x.a, op), ...operands(x.b, op)] : [x];
  const literal = (x: Expr): boolean | undefined =>
    x.t === 'num'
      ? x.v !== 0 && !Number.isNaN(x.v)
      : x.t === 'str'
        ? x.v !== ''
        : x.t === 'lit'
          ? Boolean(x.v)
          : undefined;
  if (e.t === 'bin' && (e.op === 'or' || e.op === 'and')) {
    const parts = operands(e, e.op);
    const decisive = parts.find((p) => literal(p) === (e.op === 'or'));
    if (decisive && outcome === (e.op === 'or')) {
      const lit = sourceOf(decisive, py);
      const other = parts.find(
        (p) => p !== decisive && p.t === 'bin' && ['==', '===', '!=', '!=='].includes(p.op),
      );
      const joiner = py ? e.op : e.op === 'or' ? '||' : '&&';
      const fix =
        other?.t === 'bin'
          ? `Repeat the comparison on each side: \`${sourceOf(other, py)} ${joiner} ${sourceOf(other.a, py)} ${other.op} ${lit}\`.`
          : `Write the whole comparison on each side of \`${joiner}\`.`;
      return {
        why: `\`${lit}\` on its own counts as ${t(e.op === 'or')}, so the whole test is always ${t(outcome)}`,
        fix,
      };
    }
    // Two comparisons of one name against numbers that no number (or every number) meets.
    const ranges = parts.map((p) => comparisonRange(p));
    const [a, b] = ranges;
    if (parts.length === 2 && a && b && a.name === b.name) {
      if (e.op === 'and' && !outcome && !overlaps(a, b))
        return {
          why: `no number is both \`${sourceOf(parts[0] as Expr, py)}\` and \`${sourceOf(parts[1] as Expr, py)}\``,
          fix: `Check which way each comparison should go (perhaps \`${py ? 'or' : '||'}\` was meant).`,
        };
      if (e.op === 'or' && outcome && covers(a, b))
        return {
          why: `every number is \`${sourceOf(parts[0] as Expr, py)}\` or \`${sourceOf(parts[1] as Expr, py)}\``,
          fix: `Check which way each comparison should go (perhaps \`${py ? 'and' : '&&'}\` was meant).`,
        };
    }
  }
  // A name compared with a literal of another type, whose values were all of one type.
  if (e.t === 'bin' && ['==', '!=', '===', '!=='].includes(e.op) && (py || e.op.length === 3)) {
    const [named, lit] = e.a.t === 'name' ? [e.a, e.b] : [e.b, e.a];
    if (named.t === 'name' && (lit.t === 'num' || lit.t === 'str')) {
      const types = new Set<string>();
      for (const k of steps) {
        const v = finder.value(k, named.v);
        types.add(v ? v.t : '?');
      }
      const want = lit.t === 'num' ? 'num' : 'str';
      if (types.size === 1 && !types.has(want) && (types.has('num') || types.has('str'))) {
        const isText = types.has('str');
        const fixed = isText
          ? py
            ? `int(${named.v}) ${e.op} ${sourceOf(lit, py)}`
            : `Number(${named.v}) ${e.op} ${sourceOf(lit, py)}`
          : py
            ? `str(${named.v}) ${e.op} ${sourceOf(lit, py)}`
            : `String(${named.v}) ${e.op} ${sourceOf(lit, py)}`;
        return {
          why: `\`${named.v}\` holds ${isText ? 'text' : 'a number'} and ${sourceOf(lit, py)} is ${isText ? 'a number' : 'text'}, so they are never equal`,
          fix: `Compare values of one kind: \`${fixed}\`.`,
        };
      }
    }
  }
  return undefined;
}
