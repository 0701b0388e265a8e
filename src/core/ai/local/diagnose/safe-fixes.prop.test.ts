/**
 * Every fix offered as keeping the program the same does keep it, over the mistake corpus: for
 * each program, Auto-Fix (with the formatter) and every Optimize and Correct edit not marked
 * `changesBehaviour`, applied alone and all together. The result still parses when the program
 * did, and a runnable program prints the same: JavaScript in Node's `vm` with a captured
 * `console.log`, Python in Pyodide with captured stdout (a runtime error counts as output: its
 * type is compared).
 *
 * A fix may only change what happens where the program stopped with an error it fixes (a
 * misspelled name): the output up to there stays the same. Programs that need the page, the
 * network, the keyboard, the clock or chance, or that run too long, are checked for parsing only.
 */
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { describe, expect, it } from 'vitest';
import { LocalProvider } from '../../local-provider';
import { nodeRuffWasm } from '../../node/ruff-wasm';
import type { Suggestion } from '../../types';
import { javascriptSyntaxError } from '../autofix/eslint';
import { pythonSyntaxError, ruffWorkspace } from '../autofix/ruff';
import { type MistakeCase, parseCase } from './corpus';

const files = import.meta.glob('./__fixtures__/*/*', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const cases: MistakeCase[] = Object.entries(files).map(([path, code]) =>
  parseCase(path.split('/').pop() ?? path, code),
);

const tools = { ruffWasm: nodeRuffWasm };
const provider = new LocalProvider({ tools });

/** What one run printed, and the type of the error it stopped with, if any. */
interface Run {
  output: string;
  error?: string;
}

// --- JavaScript ----------------------------------------------------------------------------------

/** Node's `vm`, typed here because src/ is type-checked with browser types only. */
interface NodeVm {
  createContext(sandbox: object, options?: { microtaskMode?: 'afterEvaluate' }): object;
  runInContext(code: string, context: object, options?: { timeout?: number }): unknown;
}
const vmModule = 'node:vm';
const vm = (await import(/* @vite-ignore */ vmModule)) as NodeVm;

/** Needs what `vm` does not have (the page, the network, modules) or is not the same twice. */
const JS_NOT_RUNNABLE =
  /\b(?:document|window|fetch|XMLHttpRequest|localStorage|alert|prompt|require|process|Math\.random|Date|performance)\b|^\s*(?:import|export)\b/m;

function runJavaScript(code: string): Run | 'skip' {
  const lines: string[] = [];
  const timers: { at: number; order: number; run: () => void }[] = [];
  let order = 0;
  const print = (...args: unknown[]) =>
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  const context = vm.createContext(
    {
      console: { log: print, info: print, warn: print, error: print },
      // Timers run after the program, in the order they are due.
      setTimeout: (run: () => void, ms = 0) => timers.push({ at: ms, order: order++, run }),
    },
    { microtaskMode: 'afterEvaluate' },
  );
  const step = (source: string) => {
    try {
      vm.runInContext(source, context, { timeout: 1000 });
      return undefined;
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
      return typeof name === 'string' ? name : 'Error';
    }
  };
  let error = step(code);
  for (let round = 0; !error && timers.length > 0 && round < 100; round += 1) {
    timers.sort((a, b) => a.at - b.at || a.order - b.order);
    const next = timers.shift();
    (context as { __next?: () => void }).__next = next?.run;
    error = step('__next()');
  }
  if (error === 'timeout') return 'skip';
  return { output: lines.join('\n'), ...(error ? { error } : {}) };
}

// --- Python --------------------------------------------------------------------------------------

const PY_NOT_RUNNABLE = /\b(?:input|open)\s*\(|^\s*(?:import|from)\s+(?:random|time|datetime)\b/m;

const PY_RUNNER = `
import sys, io

def __run(code):
    out = io.StringIO()
    steps = [0]
    def tracer(frame, event, arg):
        steps[0] += 1
        if steps[0] > 300000:
            raise TimeoutError("step budget")
        return tracer
    error = None
    saved = sys.stdout
    sys.stdout = out
    sys.settrace(tracer)
    try:
        exec(compile(code, "<program>", "exec"), {"__name__": "__main__"})
    except BaseException as e:
        error = type(e).__name__
    finally:
        sys.settrace(None)
        sys.stdout = saved
    return [out.getvalue(), error]
`;

let pyodidePromise: Promise<PyodideAPI> | undefined;

function pyodide(): Promise<PyodideAPI> {
  pyodidePromise ??= loadPyodide().then(async (py) => {
    await py.runPythonAsync(PY_RUNNER);
    return py;
  });
  return pyodidePromise;
}

async function runPython(code: string): Promise<Run | 'skip'> {
  const py = await pyodide();
  const run = py.globals.get('__run') as (code: string) => { toJs(): [string, string | null] };
  const result = run(code);
  const [output, error] = result.toJs();
  (result as unknown as { destroy?: () => void }).destroy?.();
  if (error === 'TimeoutError') return 'skip';
  return { output, ...(error ? { error } : {}) };
}

// --- The property --------------------------------------------------------------------------------

/** Errors a safe fix may take away: a misspelled name is exactly what it fixes. */
const NAME_ERRORS = new Set(['ReferenceError', 'NameError', 'UnboundLocalError']);

function applyEdit(code: string, s: Suggestion): string {
  return code.slice(0, s.startPos) + s.text + code.slice(s.endPos);
}

/** All the edits that do not overlap, applied back to front. */
function applyAll(code: string, edits: readonly Suggestion[]): string {
  const chosen: Suggestion[] = [];
  let end = -1;
  for (const s of [...edits].sort((a, b) => a.startPos - b.startPos || a.endPos - b.endPos)) {
    if (s.startPos < end) continue;
    chosen.push(s);
    end = s.endPos;
  }
  return chosen.reduceRight((text, s) => applyEdit(text, s), code);
}

async function parses(code: string, language: MistakeCase['language']): Promise<boolean> {
  if (language === 'javascript') return (await javascriptSyntaxError(code, false)) === undefined;
  return pythonSyntaxError(await ruffWorkspace(nodeRuffWasm), code) === undefined;
}

async function run(code: string, c: MistakeCase): Promise<Run | 'skip'> {
  if (c.language === 'javascript') return JS_NOT_RUNNABLE.test(code) ? 'skip' : runJavaScript(code);
  return PY_NOT_RUNNABLE.test(code) ? 'skip' : runPython(code);
}

/** Why `after` does not behave like `before`, or undefined when it does. */
function difference(before: Run, after: Run): string | undefined {
  if (!before.error) {
    if (after.output !== before.output) return `prints ${JSON.stringify(after.output)}`;
    if (after.error) return `stops with ${after.error}`;
    return undefined;
  }
  if (!after.output.startsWith(before.output)) return `prints ${JSON.stringify(after.output)}`;
  if (NAME_ERRORS.has(before.error)) return undefined;
  if (after.error !== before.error || after.output !== before.output)
    return `ends with ${after.error ?? 'no error'} after ${JSON.stringify(after.output)}`;
  return undefined;
}

/** Each safe fix of `c`: a name for the report and the code it gives. */
async function safeFixes(c: MistakeCase): Promise<{ name: string; code: string }[]> {
  const fixed = await provider.autoFix(c.code, c.language);
  const optimized = await provider.optimize(c.code, c.language);
  const corrected = await provider.correct(c.code, c.language);
  const edits = [...optimized.suggestions, ...corrected.suggestions].filter(
    (s) => s.kind !== 'advice' && s.changesBehaviour === undefined,
  );
  return [
    { name: `Auto-Fix (${fixed.fixes_applied.join('; ') || 'nothing'})`, code: fixed.fixed_code },
    ...edits.map((s) => ({
      name: `${s.type} '${c.code.slice(s.startPos, s.endPos)}' → '${s.text}'`,
      code: applyEdit(c.code, s),
    })),
    { name: 'every edit at once', code: applyAll(c.code, edits) },
  ];
}

describe('safe fixes keep the program the same, over the mistake corpus', () => {
  for (const language of ['javascript', 'python'] as const) {
    it(`${language}: every safe fix still parses and prints the same`, async () => {
      const mine = cases.filter((c) => c.language === language);
      expect(mine.length).toBeGreaterThan(0);
      const broken: string[] = [];
      let ran = 0;
      let fixesRun = 0;
      for (const c of mine) {
        const parsed = await parses(c.code, language);
        const before = parsed ? await run(c.code, c) : 'skip';
        if (before !== 'skip') ran += 1;
        for (const fix of await safeFixes(c)) {
          if (fix.code === c.code) continue;
          if (parsed && !(await parses(fix.code, language))) {
            broken.push(`${c.name}: ${fix.name} no longer parses`);
            continue;
          }
          if (before === 'skip') continue;
          const after = await run(fix.code, c);
          if (after === 'skip') {
            broken.push(`${c.name}: ${fix.name} now runs too long`);
            continue;
          }
          fixesRun += 1;
          const why = difference(before, after);
          if (why) broken.push(`${c.name}: ${fix.name} ${why}, not ${JSON.stringify(before)}`);
        }
      }
      console.log(
        `${language}: ${mine.length} programs, ${ran} run; ${fixesRun} safe fixes run and compared`,
      );
      expect(broken).toEqual([]);
      // The property is really exercised: most programs run, and fixes are compared.
      expect(ran).toBeGreaterThan(mine.length / 2);
      expect(fixesRun).toBeGreaterThan(0);
    }, 120_000);
  }
});
