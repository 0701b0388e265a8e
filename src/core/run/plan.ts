/**
 * What "Run" does with a file: which runtime runs it in the browser, or a live preview for a
 * web page, or, for a language that cannot run here yet, the command that runs it on the
 * user's own machine (never a pretended output). Also the small pure rules of a run: the code a
 * selection runs, the watchdog's limits and how a run's end reads.
 */
import type { RunEnd, RunLimits, RuntimeId } from './types';

export type RunPlan =
  | { kind: 'runtime'; runtime: RuntimeId; languageName: string }
  | { kind: 'preview' }
  | { kind: 'unsupported'; languageName: string; command: string | null };

const RUNTIMES = new Map<string, { runtime: RuntimeId; name: string }>([
  ['javascript', { runtime: 'javascript', name: 'JavaScript' }],
  ['typescript', { runtime: 'javascript', name: 'TypeScript' }],
  ['jsx', { runtime: 'javascript', name: 'JSX' }],
  ['tsx', { runtime: 'javascript', name: 'TSX' }],
  ['python', { runtime: 'python', name: 'Python' }],
  ['sql', { runtime: 'sql', name: 'SQL' }],
  ['lua', { runtime: 'lua', name: 'Lua' }],
]);

const PREVIEWED = new Set(['html']);

/** How each language that cannot run in the browser is run on a computer; `{f}` is the file. */
const LOCAL_COMMANDS = new Map<string, string>([
  ['java', 'javac {f} && java {stem}'],
  ['c', 'cc {f} -o {stem} && ./{stem}'],
  ['cpp', 'c++ {f} -o {stem} && ./{stem}'],
  ['rust', 'rustc {f} && ./{stem}'],
  ['go', 'go run {f}'],
  ['php', 'php {f}'],
  ['ruby', 'ruby {f}'],
  ['swift', 'swift {f}'],
  ['kotlin', 'kotlinc {f} -include-runtime -d {stem}.jar && java -jar {stem}.jar'],
  ['scala', 'scala {f}'],
  ['shell', 'bash {f}'],
  ['powershell', 'pwsh {f}'],
  ['r', 'Rscript {f}'],
  ['perl', 'perl {f}'],
  ['haskell', 'runghc {f}'],
  ['clojure', 'clojure -M {f}'],
  ['erlang', 'escript {f}'],
  ['elixir', 'elixir {f}'],
  ['dart', 'dart run {f}'],
  ['fsharp', 'dotnet fsi {f}'],
  ['ocaml', 'ocaml {f}'],
  ['matlab', 'octave {f}'],
  ['latex', 'pdflatex {f}'],
  ['dockerfile', 'docker build -f {f} .'],
]);

export function planRun(languageId: string, languageName: string, fileName: string): RunPlan {
  const runtime = RUNTIMES.get(languageId);
  if (runtime) return { kind: 'runtime', runtime: runtime.runtime, languageName: runtime.name };
  if (PREVIEWED.has(languageId)) return { kind: 'preview' };
  const template = LOCAL_COMMANDS.get(languageId);
  const quoted = /^[\w.-]+$/.test(fileName) ? fileName : `'${fileName.replace(/'/g, "'\\''")}'`;
  const stem = fileName.includes('.') ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  const command = template
    ? template
        .replaceAll('{f}', quoted)
        .replaceAll('{stem}', /^[\w.-]+$/.test(stem) ? stem : 'program')
    : null;
  return { kind: 'unsupported', languageName, command };
}

/** The message for a language that does not run in the browser, said once per language. */
export function unsupportedMessage(plan: Extract<RunPlan, { kind: 'unsupported' }>): string {
  const head = `${plan.languageName} cannot run in the browser yet: nothing was run.`;
  return plan.command
    ? `${head} To run it on your computer, open a terminal in the project's folder and type: ${plan.command}`
    : `${head} JavaScript, TypeScript, Python, SQL and Lua run here, and HTML opens in a live preview.`;
}

/**
 * The code a selection runs: its common indentation removed (a selected function body runs as
 * top-level code) and as many blank lines before it as the lines above it, so error line
 * numbers are the file's.
 */
export function selectionCode(selected: string, firstLine: number): string {
  const lines = selected.split('\n');
  const indents = lines
    .filter((l) => l.trim() !== '')
    .map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  const body = lines.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)?.[0].length ?? 0)));
  return '\n'.repeat(Math.max(0, firstLine - 1)) + body.join('\n');
}

export interface WatchState {
  startedAt: number;
  lastOutputAt: number;
  /** Set while the program waits for a typed line: that time counts toward neither limit. */
  waitingSince: number | null;
  /** Milliseconds spent waiting for input so far, not counting a wait in progress. */
  waitedMs: number;
  /** Set while the program imports a standard module: that time is not silence. */
  importing?: boolean;
}

/**
 * A run ends after this many times its total limit with its waits for input counted too: a wait
 * is the program's word (a program can claim one), so it never lifts the limits for good.
 */
export const WITH_WAITS_FACTOR = 10;

/** Which limit a run has passed at `now`, if any. */
export function passedLimit(
  state: WatchState,
  limits: RunLimits,
  now: number,
): 'silence' | 'total' | 'waited' | null {
  if (now - state.startedAt >= limits.totalMs * WITH_WAITS_FACTOR) return 'waited';
  if (state.waitingSince !== null) return null;
  if (now - state.startedAt - state.waitedMs >= limits.totalMs) return 'total';
  if (!state.importing && now - state.lastOutputAt >= limits.silenceMs) return 'silence';
  return null;
}

/** The line that closes a run in the Run tab. */
export function endLine(end: RunEnd, limits: RunLimits): string {
  const seconds = `${end.seconds.toFixed(2)} s`;
  if (end.kind === 'exited') {
    return end.code === 0 ? `Exited in ${seconds}` : `Exited with code ${end.code} in ${seconds}`;
  }
  switch (end.reason) {
    case 'user':
      return `Stopped after ${seconds}`;
    case 'silence':
      return `Stopped: no output for ${limits.silenceMs / 1000} s (the Run tab's Time limits button changes it)`;
    case 'total':
      return `Stopped: ran for ${limits.totalMs / 1000} s in all (the Run tab's Time limits button changes it)`;
    case 'waited':
      return `Stopped: running and waiting for input for ${(limits.totalMs * WITH_WAITS_FACTOR) / 1000} s in all, ${WITH_WAITS_FACTOR} times the time limit (the Run tab's Time limits button changes it)`;
    case 'crash':
      return `Stopped: the runtime failed after ${seconds}`;
  }
}
