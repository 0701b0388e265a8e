/**
 * A loop whose body never ran (`loop-never-runs`), and one left on its first pass although it
 * had more to go (`run/loop-ran-once`).
 */
import { evaluate, namesIn, parseExpr, truthy, UNKNOWN } from './expr';
import { expectedPasses, itemsOf, stepOf } from './loops';
import { type Finder, LIKELY, type Run, SURE } from './reading';
import { type Loop, within } from './source';
import { count, escape } from './text';

/** Which way a loop's body moves `name`: +1, -1, or undefined when it does not say. */
function bodyDirection(body: string, name: string): number | undefined {
  const n = escape(name);
  if (
    new RegExp(
      `(?<![\\w$])${n}\\s*(?:\\+\\+|\\+=)|\\+\\+\\s*${n}(?![\\w$])|(?<![\\w$])${n}\\s*=\\s*${n}\\s*\\+`,
    ).test(body)
  )
    return 1;
  if (
    new RegExp(
      `(?<![\\w$])${n}\\s*(?:--|-=)|--\\s*${n}(?![\\w$])|(?<![\\w$])${n}\\s*=\\s*${n}\\s*-`,
    ).test(body)
  )
    return -1;
  return undefined;
}

function argsText(call: string): string {
  const open = call.indexOf('(');
  const close = call.lastIndexOf(')');
  return open >= 0 && close > open ? call.slice(open + 1, close).trim() : call;
}

/** Whether a run went on to its end: the frame went on after it, or the program ended. */
function complete(finder: Finder, run: Run): boolean {
  if (run.after !== undefined) return true;
  const last = run.steps[run.steps.length - 1];
  return (
    finder.r.end !== null &&
    !finder.r.end.capped &&
    finder.r.error === null &&
    last !== undefined &&
    last === finder.r.length - 1
  );
}

export function neverRuns(finder: Finder, loop: Loop, runs: Run[]): void {
  if (loop.kind === 'do') return;
  if (runs.some((run) => run.passes.length > 0)) return;
  const run =
    runs.find((r) => r.after !== undefined) ??
    (finder.r.end && !finder.r.end.capped ? runs[0] : undefined);
  if (!run) return;
  const k = run.steps[0];
  if (k === undefined) return;
  const line = loop.line;
  if (loop.kind === 'each' && loop.iter) {
    const e = parseExpr(loop.iter, finder.py);
    if (finder.py && e?.t === 'call' && e.f.t === 'name' && e.f.v === 'range') {
      const args = e.args.map((a) => evaluate(a, finder.env(k)));
      if (!args.every((a) => typeof a === 'number')) return;
      const nums = args as number[];
      if (nums.length < 2) return;
      const [a = 0, b = 0, s = 1] = nums;
      const literal = e.args.every((x) => x.t === 'num' || (x.t === 'un' && x.a.t === 'num'));
      if (s > 0 && a > b) {
        finder.add(
          'run/loop-never-runs',
          line,
          `\`${loop.iter}\` is empty: it counts up from ${a}, which is already past ${b}, so the loop on line ${line} never ran. To count down, give a step of -1: \`range(${argsText(loop.iter)}, -1)\`.`,
          { family: 'loop-never-runs' },
        );
      } else if ((s < 0 && a < b) || (literal && a === b)) {
        finder.add(
          'run/loop-never-runs',
          line,
          `\`${loop.iter}\` is empty (from ${a} it never reaches ${b} going by ${s}), so the loop on line ${line} never ran. Check its start, stop and step.`,
          { family: 'loop-never-runs' },
        );
      }
      return;
    }
    const items = itemsOf(finder, loop.iter, k, loop.over);
    if (!items || items.count !== 0) return;
    const name = e?.t === 'name' ? e.v : undefined;
    const filled = name ? filledLater(finder, run, name) : undefined;
    finder.add(
      'run/loop-never-runs',
      line,
      `${items.what} was empty when the loop on line ${line} began, so its body never ran${filled ? `; it got its items only later, on line ${filled}` : ''}. ${filled ? 'Fill it before the loop.' : 'Put the items in before the loop.'}`,
      { family: 'loop-never-runs', confidence: filled ? SURE : LIKELY },
    );
    return;
  }
  if (!loop.test) return;
  const testStep = run.steps.find((s) => within(finder.offsetOf(s), loop.testRegion)) ?? k;
  const t = parseExpr(loop.test, finder.py);
  if (!t || t.t !== 'bin' || !['<', '<=', '>', '>='].includes(t.op)) return;
  const subject = t.a.t === 'name' ? t.a.v : undefined;
  if (!subject) return;
  const value = finder.value(testStep, subject);
  if (!value) return;
  const said = `\`${subject}\` was ${finder.show(value, testStep)}`;
  const bodyText = finder.c.masked.slice(loop.body.from, loop.body.to);
  const delta = loop.update
    ? stepOf(finder, loop.update, subject, testStep)
    : bodyDirection(bodyText, subject);
  const wants = t.op.startsWith('<') ? 1 : -1;
  const falseWord = finder.py ? 'False' : 'false';
  if (delta !== undefined && delta !== 0 && Math.sign(delta) !== wants) {
    const flipped = t.op.replace('<', '#').replace('>', '<').replace('#', '>');
    finder.add(
      'run/loop-never-runs',
      line,
      `\`${loop.test}\` was ${falseWord} from the start (${said}), so the loop on line ${line} never ran. It moves \`${subject}\` ${delta < 0 ? 'down' : 'up'}, so its test should be like \`${subject} ${flipped} …\`.`,
      { family: 'loop-never-runs' },
    );
    return;
  }
  // Only when the program's own start values make the test false (not a value it was given).
  const names = [...namesIn(t)];
  if (loop.kind === 'for' || !names.every((n) => literalStart(finder, n, loop.line))) return;
  finder.add(
    'run/loop-never-runs',
    line,
    `\`${loop.test}\` was ${falseWord} the first time (${said}), so the loop on line ${line} never ran. Check the test against the start value of \`${subject}\`.`,
    { family: 'loop-never-runs', confidence: 0.9 },
  );
}

/** The line where a name that was empty at a loop got items later, if it did. */
function filledLater(finder: Finder, run: Run, name: string): number | undefined {
  const list = finder.own.get(run.frame) ?? [];
  const from = run.after !== undefined ? (finder.ownIndex[run.after] ?? list.length) : list.length;
  for (let i = from; i < list.length; i++) {
    const k = list[i];
    if (k === undefined) continue;
    const v = finder.value(k, name);
    if (v?.t !== 'ref') continue;
    const n = finder.r.objectAt(v.id, k)?.total ?? 0;
    if (n > 0) {
      const prev = list[i - 1];
      return prev !== undefined ? finder.lineOfStep(prev) : undefined;
    }
  }
  return undefined;
}

/** Whether the last line before `line` that sets `name` sets it to a literal. */
function literalStart(finder: Finder, name: string, line: number): boolean {
  const re = new RegExp(
    `^(?:(?:let|var|const)\\s+)?${escape(name)}\\s*(?::[^=]+)?=(?!=)\\s*(.+?);?$`,
  );
  for (let n = line - 1; n >= 1; n--) {
    const m = re.exec(finder.c.code(n));
    if (m?.[1])
      return /^(?:-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|True|False|true|false)$/.test(m[1].trim());
  }
  return false;
}

export function ranOnce(finder: Finder, loop: Loop, runs: Run[]): void {
  if (runs.some((run) => run.passes.length >= 2)) return;
  for (const run of runs) {
    if (run.passes.length !== 1 || !complete(finder, run)) continue;
    if (finder.errorStep >= 0 && run.steps.includes(finder.errorStep)) continue;
    const last = run.steps[run.steps.length - 1];
    if (last === undefined) continue;
    const lastOff = finder.offsetOf(last);
    if (!within(lastOff, loop.body)) continue;
    const exit = finder.statementAt(last);
    const how = /^return\b/.test(exit) ? 'return' : /^break\b/.test(exit) ? 'break' : undefined;
    if (!how) continue;
    const branch = branchOf(finder, loop, last);
    if (branch === 'if' || branch === 'loop') continue;
    let had: string | undefined;
    const expected = expectedPasses(finder, loop, run);
    if (expected) {
      if (expected.count < 2) continue;
      had =
        loop.kind === 'each'
          ? `${expected.what} has ${count(expected.count, 'item')}`
          : `${expected.what} allowed ${expected.count} passes`;
    } else if (loop.test) {
      const still = finder.eval(loop.test, last);
      if (still === UNKNOWN || truthy(still, finder.py) !== true) continue;
      had = `\`${loop.test}\` was still ${finder.py ? 'True' : 'true'}`;
    } else continue;
    const exitLine = finder.lineOfStep(last);
    const from = branch === 'else' ? ' from its `else`' : '';
    finder.add(
      'run/loop-ran-once',
      loop.line,
      `The loop on line ${loop.line} went round only once: \`${exit.replace(/;$/, '')}\` on line ${exitLine} left it${from} on the first pass, although ${had}. Move the \`${how}\` after the loop (or inside an \`if\` that finds what the loop looks for), so it can look at every item.`,
    );
    return;
  }
}

/** The branch a step in a loop's body is in: an `if`, an `else`, an inner loop, or none. */
function branchOf(finder: Finder, loop: Loop, k: number): 'if' | 'else' | 'loop' | undefined {
  const step = finder.r.steps[k];
  if (!step) return undefined;
  if (finder.py) {
    let current = finder.c.indent(step.line);
    for (let n = step.line - 1; n > loop.line; n--) {
      const text = finder.c.code(n);
      if (text === '') continue;
      const indent = finder.c.indent(n);
      if (indent >= current) continue;
      current = indent;
      if (/^(?:if|elif)\b/.test(text)) return 'if';
      if (/^else\b/.test(text)) return 'else';
      if (/^(?:for|while)\b/.test(text)) return 'loop';
    }
    return undefined;
  }
  const m = finder.c.masked;
  const at = finder.offsetOf(k);
  const stack: ('if' | 'else' | 'loop' | 'block')[] = [];
  let clause = loop.body.from;
  for (let i = loop.body.from; i < at; i++) {
    const c = m.charAt(i);
    if (c === '{') {
      const before = m.slice(clause, i).trim();
      stack.push(
        /\b(?:if)\s*\([\s\S]*\)$/.test(before)
          ? 'if'
          : /\belse$/.test(before)
            ? 'else'
            : /\b(?:for|while|do)\b/.test(before)
              ? 'loop'
              : 'block',
      );
      clause = i + 1;
    } else if (c === '}') {
      stack.pop();
      clause = i + 1;
    } else if (c === ';') clause = i + 1;
  }
  const rest = m.slice(clause, at).trim();
  if (/\bif\s*\([\s\S]*\)$/.test(rest)) return 'if';
  if (/\belse$/.test(rest)) return 'else';
  for (let i = stack.length - 1; i >= 0; i--) {
    const kind = stack[i];
    if (kind && kind !== 'block') return kind;
  }
  return undefined;
}
