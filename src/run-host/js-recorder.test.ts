import { describe, expect, it } from 'vitest';
import type { TraceStep, TraceValue } from '../core/run/trace-types';
import type { RunEvent } from '../core/run/types';
import { runProgram, stepText, type RunResult } from './js-recorder.testing';

const num = (n: number): TraceValue => ({ t: 'num', v: String(n) });

/** The steps as [event, text of the step's range], for reading a run at a glance. */
const trail = (source: string, run: RunResult, from = 0, to = run.steps.length) =>
  run.steps.slice(from, to).map((s) => [s.event, stepText(source, s)]);

const varsOf = (run: RunResult, step: TraceStep | undefined) =>
  Object.fromEntries(step ? (run.recording.vars[step.vars] ?? []) : []);

const frameNames = (run: RunResult, step: TraceStep) =>
  (run.recording.stacks[step.stack]?.frames ?? []).map((f) => run.recording.frames[f]?.name);

/** Programs whose output must be the same recorded as plain. */
const CORPUS: Record<string, string> = {
  classes: `class Point {
  #secret = 1;
  static count = 0;
  constructor(x, y) { this.x = x; this.y = y; Point.count++; }
  get len() { return Math.hypot(this.x, this.y); }
  set len(v) { this.x = v; }
  move(dx) { this.x += dx; return this; }
  static make() { return new Point(1, 2); }
  #hidden() { return this.#secret; }
  reveal() { return this.#hidden(); }
  toString() { return \`P(\${this.x},\${this.y})\`; }
}
class P3 extends Point {
  constructor(x, y, z) { super(x, y); this.z = z; }
  move(dx) { super.move(dx); this.z += dx; return this; }
}
const p = Point.make().move(2);
console.log(p.len, String(p), p.reveal(), Point.count);
const q = new P3(1, 2, 3).move(1);
console.log(q, q instanceof Point);
p.len = 10; console.log(p.x);
`,
  closures: `function counter() { let c = 0; return { inc: () => ++c, get value() { return c; } }; }
const k = counter(); k.inc(); k.inc();
console.log(k.value);
const fns = []; for (let i = 0; i < 3; i++) fns.push(() => i);
console.log(fns.map(f => f()));
var vs = []; for (var j = 0; j < 3; j++) vs.push(() => j);
console.log(vs.map(f => f()));
const add = a => b => a + b;
console.log(add(2)(3));
`,
  destructuring: `const { a, b: [c, d = 5], ...rest } = { a: 1, b: [2], e: 3, f: 4 };
console.log(a, c, d, rest);
function f({ x = 1, y } = {}, ...more) { return [x, y, more]; }
console.log(f(), f({ y: 2 }, 3, 4));
for (const [k, v] of Object.entries({ p: 1, q: 2 })) console.log(k, v);
for (const { n, m = n * 2 } of [{ n: 1 }, { n: 2, m: 0 }]) { console.log(n, m); }
let [x, , y] = [1, 2, 3]; [x, y] = [y, x]; console.log(x, y);
`,
  loops: `outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j === 1) continue outer;
    if (i === 2) break outer;
    console.log(i, j);
  }
}
let n = 0; while (n < 3) n++;
do { n--; } while (n > 1)
console.log(n);
for (const key in { a: 1, b: 2 }) console.log(key);
for (;;) { if (++n > 4) break; }
console.log(n);
lbl: { console.log('in'); break lbl; }
for (let i = 0, j = 10; i < j; i += 3, j -= 3) console.log(i, j);
`,
  switches: `function kind(x) {
  switch (typeof x) {
    case 'number': { const d = x * 2; return 'num ' + d; }
    case 'string':
      let s = x.toUpperCase();
      return s;
    case 'object':
      if (x === null) return 'null';
    default:
      return 'other';
  }
}
console.log(kind(2), kind('a'), kind(null), kind([]), kind(true));
function fall(k) { let out = []; switch (k) { case 1: out.push(1); case 2: out.push(2); break; case 3: let z = 3; out.push(z); } return out; }
console.log(fall(1), fall(2), fall(3), fall(4));
`,
  trycatch: `function risky(n) { if (n > 2) throw new RangeError('too big ' + n); return n; }
try { risky(5); } catch (e) { console.log(e.name, e.message); } finally { console.log('finally'); }
function f() { try { return 'try'; } finally { console.log('cleanup'); } }
console.log(f());
function g() { try { throw 1; } catch { return 'caught'; } }
console.log(g());
function h() { for (const x of [1, 2, 3]) { try { if (x === 2) continue; console.log(x); } finally { console.log('f', x); } } }
h();
try { null.x; } catch ({ name, message }) { console.log(name); }
try { undefinedThing(); } catch (e) { console.log(e.message); }
const err = new Error('boom'); err.code = 42; console.log(err.message, err.code);
`,
  optional: `const o = { a: { b: null, f() { return 7; } } };
console.log(o?.a?.b?.c, o.a.f?.(), o.x?.(), o.a?.['b'] ?? 'dflt');
let u; u ??= 3; u ||= 4; u &&= 5; console.log(u);
console.log(\`t \${1 + 1} \${o.a.f()}\`, String.raw\`a\\nb\`);
const arr = [1, 2, 3]; console.log(...arr, [...arr, 4], { ...o.a, z: 1 }.z);
console.log(Math.max(...arr), 2 ** 10, 7 % 3, typeof null, void 0);
`,
  generators: `function* range(n) { for (let i = 0; i < n; i++) { const got = yield i; if (got) console.log('got', got); } return 'done'; }
const it = range(3);
console.log(it.next(), it.next('x'), it.next(), it.next(), it.next());
console.log([...range(4)]);
function* inner() { yield 1; yield 2; }
function* outer() { yield 0; yield* inner(); yield 3; }
console.log([...outer()]);
for (const v of range(10)) { if (v > 1) break; console.log('v', v); }
function* fib() { let [a, b] = [0, 1]; while (true) { yield a; [a, b] = [b, a + b]; } }
const out = []; for (const f of fib()) { if (f > 20) break; out.push(f); } console.log(out);
const obj = { *[Symbol.iterator]() { yield 'a'; yield 'b'; } }; console.log([...obj]);
`,
  asyncs: `const sleep = (ms) => new Promise(r => setTimeout(r, ms));
async function worker(name, n) { for (let i = 0; i < n; i++) { await sleep(1); console.log(name, i); } return name + ' done'; }
async function main() {
  const results = await Promise.all([worker('a', 2), worker('b', 3)]);
  console.log(results);
  try { await Promise.reject(new Error('nope')); } catch (e) { console.log('caught', e.message); }
  const v = await 5; console.log(v);
  async function* ticks() { for (let i = 0; i < 3; i++) { await sleep(1); yield i; } }
  for await (const t of ticks()) console.log('tick', t);
  const arrow = async x => await x * 2; console.log(await arrow(21));
}
main().then(() => console.log('end'));
console.log('sync first');
Promise.resolve().then(() => console.log('micro'));
setTimeout(() => console.log('timer'), 0);
`,
  tdz: `function early() { return typeof later; }
try { early(); } catch (e) { console.log(e.name); }
let later = 1;
console.log(early());
{ let x = 1; { console.log(x); let y = x + 1; console.log(y); } }
const f = () => g(); const g = () => 'g'; console.log(f());
function shadow() { let v = 'outer'; { console.log('block'); let v = 'inner'; console.log(v); } return v; }
console.log(shadow());
`,
  sloppy: `total = 0;
for (i = 0; i < 3; i++) total += i;
console.log(total, typeof i);
function hoisted() { return 'h'; }
console.log(hoisted(), typeof notYet, notYet);
var notYet = 1;
if (true) function inBlock() { return 'b'; }
console.log(typeof inBlock);
var dup = 1; var dup = 2; console.log(dup);
function conflict() { var k = 1; function k() {} return typeof k; }
console.log(conflict());
with ({ w: 5 }) console.log(w);
console.log(this === globalThis || this === undefined);
`,
  misc: `const m = new Map([[1, 'a'], ['k', { z: 1 }]]); m.set(m, 2);
const s = new Set([1, 2, 2, 3]);
console.log(m.size, s.size, [...s], m.get('k'));
const d = new Date(0); console.log(d.toISOString(), /a+b/gi.test('AAB'));
console.log([3, 1, 2].sort((a, b) => a - b), [1, 2, 3].reduce((a, b) => a + b, 0));
console.log(JSON.stringify({ a: [1, { b: 2 }] }), parseInt('42px'), (0.1 + 0.2).toFixed(2));
const sym = Symbol('s'); const withSym = { [sym]: 1, n: 10n }; console.log(withSym[sym], withSym.n * 2n);
const fnExpr = function named() { return named.name; }; console.log(fnExpr());
const o2 = { method() { return this === o2; }, ['comp' + 'uted']: 1, get g() { return 'getter'; } };
console.log(o2.method(), o2.computed, o2.g);
console.log([1, [2, [3, [4, [5]]]]].flat(Infinity), Array.from({ length: 3 }, (_, i) => i * i));
label: console.log('label');
if (0) ; else console.log('else');
console.log(((a, b = a) => a + b)(2));
console.log(new (class { constructor() { this.v = 1; } })().v);
const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } }; console.log(deep.a.b.c.d.e.f);
console.log([1,2,3].map((x) => { return x * 2 }).filter(x => x > 2));
var self = { count: 0, inc() { this.count++; return this } }; self.inc().inc(); console.log(self.count);
`,
  recursion: `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
console.log(fib(15));
function sum(n) { if (n === 0) return 0; return n + sum(n - 1); }
console.log(sum(500));
const memo = new Map(); function f(n) { if (memo.has(n)) return memo.get(n); const v = n < 2 ? n : f(n-1) + f(n-2); memo.set(n, v); return v; }
console.log(f(50));
`,
  getters: `const watched = { get boom() { console.log('GETTER RAN'); return 1; }, plain: 2 };
let touched = 0;
const proxy = new Proxy({}, { get(t, k) { touched++; return k; } });
console.log(watched.plain, typeof proxy);
class Lazy { get value() { console.log('computed'); return 42; } }
const lazy = new Lazy();
console.log('before');
console.log(lazy.value);
`,
  exit: `function stop(code) { console.log('bye'); process.exit(code); }
try { stop(3); } finally { console.log('finally runs'); }
console.log('never');
`,
  timerError: `function later() { throw new TypeError('late ' + typeof window); }
setTimeout(later, 0);
console.log('scheduled');
`,
  input: `const name = prompt('Name?');
const rl = require('readline').createInterface({});
rl.question('Age? ', (age) => { console.log(name, Number(age) + 1); rl.close(); });
`,
};

describe('recording a JavaScript run', () => {
  it('gives each call a frame with its parameters, and each return its value', async () => {
    const source = `function fact(n) {
  if (n <= 1) return 1;
  return n * fact(n - 1);
}
console.log(fact(3));
`;
    const run = await runProgram(source);
    expect(run.stdout).toBe('6\n');
    const calls = run.steps.filter((s) => s.event === 'call');
    expect(calls.map((s) => varsOf(run, s))).toEqual([{ n: num(3) }, { n: num(2) }, { n: num(1) }]);
    expect(calls.map((s) => frameNames(run, s))).toEqual([
      ['<module>', 'fact'],
      ['<module>', 'fact', 'fact'],
      ['<module>', 'fact', 'fact', 'fact'],
    ]);
    const returns = run.steps.filter((s) => s.event === 'return');
    expect(returns.map((s) => s.value)).toEqual([num(1), num(2), num(6)]);
    expect(returns.map((s) => stepText(source, s))).toEqual([
      'return 1',
      'return n * fact(n - 1)',
      'return n * fact(n - 1)',
    ]);
    // Three frames for three calls, and the module's.
    expect(run.recording.frames.map((f) => [f.name, f.line])).toEqual([
      ['<module>', 1],
      ['fact', 1],
      ['fact', 1],
      ['fact', 1],
    ]);
    // The stack of the innermost call says where each outer frame is.
    const deepest = calls[2];
    const stack = deepest ? run.recording.stackAt(run.steps.indexOf(deepest)) : [];
    expect(stack.map((f) => [f.frame.name, stepText(source, f.step)])).toEqual([
      ['fact', 'function fact(n)'],
      ['fact', 'return n * fact(n - 1)'],
      ['fact', 'return n * fact(n - 1)'],
      ['<module>', 'console.log(fact(3))'],
    ]);
    expect(run.events.at(-1)).toEqual({
      type: 'trace-end',
      end: { recorded: run.steps.length, capped: false },
    });
  });

  it('gives two names for one array one id, and sends the array again when it changes', async () => {
    const source = 'const a = [];\nconst b = a;\nb.push(1);\nconsole.log(a);\n';
    const run = await runProgram(source);
    const last = run.steps.at(-1);
    const vars = varsOf(run, last);
    expect(vars.a).toEqual(vars.b);
    const id = vars.a?.t === 'ref' ? vars.a.id : -1;
    const versions = run.steps.flatMap((s, k) =>
      (s.objects ?? []).filter(([i]) => i === id).map(([, o]) => [k, o.items]),
    );
    expect(versions).toEqual([
      [1, []],
      [3, [num(1)]],
    ]);
    expect(run.recording.objectChangedAt(id, 3)).toBe(true);
  });

  it('steps a loop’s body line on each pass, so a breakpoint there stops each time', async () => {
    const source = `let total = 0;
for (let i = 0; i < 3; i++) {
  total += i;
}
console.log(total);
`;
    const run = await runProgram(source);
    const bp = [{ file: 'main.js', line: 3 }];
    const stops: number[] = [];
    for (
      let k = run.recording.move(0, 'continue', bp);
      k !== null;
      k = run.recording.move(k, 'continue', bp)
    )
      stops.push(k);
    expect(stops.map((k) => varsOf(run, run.steps[k]).i)).toEqual([num(0), num(1), num(2)]);
    expect(trail(source, run).map(([, text]) => text)).toEqual([
      'let total = 0',
      'let i = 0',
      'i < 3',
      'total += i',
      'i++',
      'i < 3',
      'total += i',
      'i++',
      'i < 3',
      'total += i',
      'i++',
      'i < 3',
      'console.log(total)',
    ]);
  });

  it('steps a for-of head on each pass with the destructured names bound', async () => {
    const source = `const pairs = [['a', 1], ['b', 2]];
for (const [key, value] of pairs) {
  console.log(key, value);
}
`;
    const run = await runProgram(source);
    const heads = run.steps.filter((s) => stepText(source, s) === 'const [key, value]');
    expect(heads.map((s) => [varsOf(run, s).key, varsOf(run, s).value])).toEqual([
      [{ t: 'str', v: 'a' }, num(1)],
      [{ t: 'str', v: 'b' }, num(2)],
    ]);
    expect(run.stdout).toBe('a 1\nb 2\n');
  });

  it('never reads a name in its dead zone: a let read later, and from a closure', async () => {
    const source = `function early() { return 'early'; }
console.log(early());
let later = 1;
const show = () => later + 1;
console.log(show());
switch (later) {
  case 0:
    let z = 0;
    break;
  case 1:
    console.log('one');
}
`;
    const plain = await runProgram(source, { record: false });
    const run = await runProgram(source);
    expect(run.stdout).toBe(plain.stdout);
    expect(run.steps.some((s) => s.event === 'exception')).toBe(false);
    const inEarly = run.steps.find((s) => frameNames(run, s).includes('early'));
    // From inside early(), the module's names are those defined before the call.
    expect(inEarly && run.recording.globalsAt(run.steps.indexOf(inEarly)).map(([n]) => n)).toEqual([
      'early',
    ]);
    const inShow = run.steps.find((s) => s.event === 'call' && frameNames(run, s).includes('show'));
    expect(inShow && run.recording.globalsAt(run.steps.indexOf(inShow)).map(([n]) => n)).toEqual([
      'early',
      'later',
      'show',
    ]);
    const one = run.steps.find((s) => stepText(source, s) === "console.log('one')");
    expect(Object.keys(varsOf(run, one))).not.toContain('z');
  });

  it('records async functions as they interleave, each resumption a step on the right stack', async () => {
    const source = `const tick = () => new Promise((done) => setTimeout(done, 1));
async function work(name) {
  await tick();
  console.log(name);
}
work('a');
work('b');
console.log('sync');
`;
    const run = await runProgram(source);
    expect(run.stdout).toBe('sync\na\nb\n');
    const resumed = run.steps.filter(
      (s, k) => stepText(source, s) === 'await tick()' && run.steps[k - 1]?.event !== 'line',
    );
    const awaits = run.steps.filter((s) => stepText(source, s) === 'await tick()');
    expect(awaits.map((s) => varsOf(run, s).name)).toEqual([
      { t: 'str', v: 'a' },
      { t: 'str', v: 'b' },
      { t: 'str', v: 'a' },
      { t: 'str', v: 'b' },
    ]);
    // After an await the frame is back on top of the module's, not of its first caller's.
    expect(awaits.slice(2).map((s) => frameNames(run, s))).toEqual([
      ['<module>', 'work'],
      ['<module>', 'work'],
    ]);
    expect(resumed.length).toBeGreaterThan(0);
    const sync = run.steps.findIndex((s) => stepText(source, s) === "console.log('sync')");
    expect(frameNames(run, run.steps[sync] as TraceStep)).toEqual(['<module>']);
    expect(
      run.steps.findIndex((s, k) => k > sync && stepText(source, s) === 'console.log(name)'),
    ).toBeGreaterThan(sync);
  });

  it('takes an exception step in each frame an error passes, and gives the error its step', async () => {
    const source = `function inner(x) {
  throw new Error('bad ' + x);
}
function outer() {
  return inner(1);
}
outer();
`;
    const run = await runProgram(source);
    expect(run.exit).toBe(1);
    const exceptions = run.steps.flatMap((s, k) => (s.event === 'exception' ? [k] : []));
    expect(exceptions.map((k) => stepText(source, run.steps[k] as TraceStep))).toEqual([
      "throw new Error('bad ' + x)",
      'return inner(1)',
      'outer()',
    ]);
    expect(run.steps[exceptions[0] ?? -1]?.value).toEqual({
      t: 'other',
      v: 'Error: bad 1',
      type: 'Error',
    });
    const error = run.events.find((e) => e.type === 'error');
    expect(error?.type === 'error' && error.step).toBe(exceptions[0]);
    expect(error?.type === 'error' && error.error.location).toEqual({
      path: 'main.js',
      line: 2,
      column: 9,
    });
    // Columns in the message are those of a plain run.
    const plain = await runProgram(source, { record: false });
    expect(run.stderr).toBe(plain.stderr);
    expect(run.events.findIndex((e) => e.type === 'trace-end')).toBeGreaterThan(
      run.events.findIndex((e) => e.type === 'error'),
    );
  });

  it('stops recording at the step cap and lets the program run on to its end', async () => {
    const source = `let n = 0;
for (let i = 0; i < 1000; i++) n += i;
console.log(n);
`;
    const run = await runProgram(source, { record: { maxSteps: 100 } });
    expect(run.steps).toHaveLength(100);
    expect(run.stdout).toBe('499500\n');
    expect(run.events.at(-1)).toEqual({ type: 'trace-end', end: { recorded: 100, capped: true } });
    const out = run.events.find((e) => e.type === 'stdout');
    expect(out?.type === 'stdout' && out.step).toBe(99);
  });

  it('tags output with the step that printed it', async () => {
    const source =
      "console.log('one');\nprocess.stdout.write('two\\n');\nconsole.error('three');\n";
    const run = await runProgram(source);
    const output = run.events.flatMap((e) =>
      e.type === 'stdout' || e.type === 'stderr' ? [[e.type, e.text, e.step]] : [],
    );
    expect(output).toEqual([
      ['stdout', 'one\n', 0],
      ['stdout', 'two\n', 1],
      ['stderr', 'three\n', 2],
    ]);
  });

  it('sends a batch right after the first step, and the steps so far before input blocks', async () => {
    const source = "const name = prompt('Name?');\nconsole.log('hi ' + name);\n";
    const events: RunEvent[] = [];
    const run = await runProgram(source, { stdin: ['Ada'] });
    events.push(...run.events);
    const first = events.findIndex((e) => e.type === 'trace');
    const batch = events[first];
    expect(batch?.type === 'trace' && batch.batch.steps.length).toBe(1);
    expect(run.stdout).toBe('Name? hi Ada\n');
  });

  it('places TypeScript steps on the lines and columns the user wrote', async () => {
    const source = `interface Point { x: number; y: number }
function norm(p: Point): number {
  const s: number = p.x * p.x + p.y * p.y;
  return Math.sqrt(s) as number;
}
const p: Point = { x: 3, y: 4 };
console.log(norm(p));
`;
    const run = await runProgram(source, { entry: 'main.ts' });
    expect(run.stdout).toBe('5\n');
    expect(trail(source, run)).toEqual([
      ['line', 'const p: Point = { x: 3, y: 4 }'],
      ['line', 'console.log(norm(p))'],
      ['call', 'function norm(p: Point)'],
      ['line', 'const s: number = p.x * p.x + p.y * p.y'],
      // A range ends at the last token Sucrase kept.
      ['line', 'return Math.sqrt(s)'],
      ['return', 'return Math.sqrt(s)'],
    ]);
    expect(run.steps[3]).toMatchObject({
      file: 'main.ts',
      line: 3,
      col: 3,
      endLine: 3,
      endCol: 42,
    });
  });

  it('steps the project files a program imports, each in a module frame of its own', async () => {
    const source = `import { add } from './math.js';
console.log(add(1, 2));
`;
    const math = 'export function add(a, b) {\n  return a + b;\n}\nconsole.log("math loaded");\n';
    const run = await runProgram(source, { files: [{ path: 'math.js', content: math }] });
    expect(run.stdout).toBe('math loaded\n3\n');
    const where = run.steps.map((s) => [s.event, s.file, s.line, frameNames(run, s).join('>')]);
    expect(where).toEqual([
      ['line', 'main.js', 1, '<module>'],
      ['call', 'math.js', 1, '<module>><module>'],
      ['line', 'math.js', 4, '<module>><module>'],
      ['return', 'math.js', 4, '<module>><module>'],
      ['line', 'main.js', 2, '<module>'],
      ['call', 'math.js', 1, '<module>>add'],
      ['line', 'math.js', 2, '<module>>add'],
      ['return', 'math.js', 2, '<module>>add'],
    ]);
    expect(run.recording.frames[1]).toEqual({ name: '<module>', file: 'math.js', line: 1 });
  });

  it('shows values as a beginner reads them, without calling a getter', async () => {
    const source = `class Point { constructor(x) { this.x = x; } get twice() { return this.x * 2; } }
const p = new Point(1);
const m = new Map([['k', 1]]);
const s = new Set([1]);
const o = { get g() { throw new Error('called'); }, n: null };
function add(a, b) { return a + b; }
const d = new Date(0);
const big = 'x'.repeat(300);
console.log('end');
`;
    const run = await runProgram(source);
    const last = run.steps.at(-1);
    const vars = varsOf(run, last);
    const object = (v: TraceValue | undefined) =>
      v?.t === 'ref' ? run.recording.objectAt(v.id, run.steps.length - 1) : undefined;
    expect(object(vars.p)).toEqual({
      kind: 'object',
      type: 'Point',
      entries: [[{ t: 'str', v: 'x' }, num(1)]],
      total: 1,
    });
    expect(object(vars.m)).toMatchObject({
      kind: 'map',
      type: 'Map',
      entries: [[{ t: 'str', v: 'k' }, num(1)]],
    });
    expect(object(vars.s)).toMatchObject({ kind: 'set', type: 'Set', items: [num(1)], total: 1 });
    expect(object(vars.o)?.entries).toEqual([
      [
        { t: 'str', v: 'g' },
        { t: 'other', v: '[Getter]', type: 'Function' },
      ],
      [
        { t: 'str', v: 'n' },
        { t: 'none', v: 'null' },
      ],
    ]);
    expect(vars.add).toEqual({ t: 'fn', v: 'function add(a, b)' });
    expect(vars.Point).toEqual({ t: 'fn', v: 'class Point' });
    expect(vars.d).toEqual({ t: 'other', v: '1970-01-01T00:00:00.000Z', type: 'Date' });
    expect(vars.big).toEqual({ t: 'str', v: 'x'.repeat(200), more: 100 });
    expect(run.exit).toBe(0);
  });

  it('records a method with this, and a module’s top-level await', async () => {
    const source = `class Counter {
  n = 0;
  inc() { this.n++; return this.n; }
}
const c = new Counter();
const v = await Promise.resolve(c.inc());
console.log(v);
export {};
`;
    const run = await runProgram(source);
    expect(run.stdout).toBe('1\n');
    const inc = run.steps.find(
      (s) => s.event === 'call' && frameNames(run, s).includes('Counter.inc'),
    );
    expect(Object.keys(varsOf(run, inc))).toEqual(['this']);
    const resumed = run.steps.filter(
      (s) => stepText(source, s) === 'await Promise.resolve(c.inc())',
    );
    expect(resumed).toHaveLength(1);
    expect(frameNames(run, resumed[0] as TraceStep)).toEqual(['<module>']);
  });

  it('leaves a plain run unrecorded', async () => {
    const run = await runProgram("console.log('plain');\n", { record: false });
    expect(run.events.some((e) => e.type === 'trace' || e.type === 'trace-end')).toBe(false);
    expect(run.events.find((e) => e.type === 'stdout')).toEqual({
      type: 'stdout',
      text: 'plain\n',
    });
  });
});

describe('recorded runs behave as plain ones', () => {
  for (const [name, source] of Object.entries(CORPUS)) {
    it(name, async () => {
      const stdin = ['Ada', '36'];
      const plain = await runProgram(source, { record: false, stdin });
      const recorded = await runProgram(source, { record: { maxSteps: 100_000 }, stdin });
      expect(recorded.stdout).toBe(plain.stdout);
      expect(recorded.stderr).toBe(plain.stderr);
      expect(recorded.exit).toBe(plain.exit);
      expect(recorded.steps.length).toBeGreaterThan(0);
    });
  }
});

describe('recorded JSX and TSX', () => {
  it('runs as plain and steps the lines the user wrote', async () => {
    const source = `type Props = { name: string };
const Hello = ({ name }: Props) => <b title="x">{name}</b>;
const el = <Hello name="Ada" />;
console.log(el.type === Hello, el.props.name);
`;
    const plain = await runProgram(source, { entry: 'main.tsx', record: false });
    const run = await runProgram(source, { entry: 'main.tsx' });
    expect(run.stdout).toBe(plain.stdout);
    expect(run.stdout).toBe('true Ada\n');
    expect(trail(source, run).map(([, text]) => text)).toEqual([
      'const Hello = ({ name }: Props) => <b title="x">{name}</b>',
      'const el = <Hello name="Ada" />',
      'console.log(el.type === Hello, el.props.name)',
    ]);
  });
});
