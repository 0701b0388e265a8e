/**
 * Programs the terminals really run (`node app.js`, `python`, `npm start`): each runs in a code
 * runner the terminals share, apart from the Run tab's, and lives here rather than in the xterm
 * widget, so it carries on while the panel is hidden or another tab is shown. What it prints is
 * kept (ProgramOutput) for the widget to draw as it comes and again after a tab switch; when it
 * ends, the output joins the session's transcript. One program per session, and since the
 * runner runs one at a time, starting one stops another terminal's.
 */
import { endLine } from '../../core/run/plan';
import type { RunEnd, RunRequest } from '../../core/run/types';
import { emptyLine, type LineState } from '../../core/terminal/line-editor';
import { ProgramOutput, type OutputKind, type Segment } from '../../core/terminal/program-output';
import { pythonReplCode, replEntry, type RealPlan } from '../../core/terminal/real-commands';
import { appendToSession, recordInSession } from '../../core/terminal/run';
import type { HistoryEntry, OutputLine, TerminalSession } from '../../core/terminal/types';
import type { OutputKind as RunOutputKind, RunProgress } from '../../state/run-store';
import { runStore } from '../../state/run-store';
import { terminalsStore } from '../../state/terminals-store';
import { projectFileSystem } from '../../state/terminal-vfs';
import { RunSandbox } from '../../workers/run-sandbox';
import { execute, newRunId, projectFiles, type Execution } from '../run';

export interface LiveProgram {
  readonly sessionId: string;
  /** The line that started it, as typed. */
  readonly command: string;
  readonly directory: string;
  readonly output: ProgramOutput;
  /** The loading line shown until the runtime starts: 'Loading Python (12.9 MB)… 45%'. */
  progress: string | null;
  /** What is being typed for the program. */
  line: LineState;
  /** Lines typed to the program, oldest first, for ArrowUp. */
  typed: string[];
  execution: Execution | null;
  /** The session's clearCount the output belongs to (a clear empties it). */
  clearCount: number;
  /** Said when it ends, e.g. why it was stopped. */
  note: string | null;
}

export type ProgramEvent =
  | { type: 'output'; sessionId: string; segment: Segment }
  | { type: 'progress'; sessionId: string }
  /** It ended; `entries` are about to join the transcript, and are already on screen. */
  | { type: 'end'; sessionId: string; entries: readonly HistoryEntry[] };

type Listener = (event: ProgramEvent) => void;

const programs = new Map<string, LiveProgram>();
const listeners = new Set<Listener>();
let sandbox: RunSandbox | null = null;
let watching: (() => void) | null = null;

function getSandbox(): RunSandbox {
  sandbox ??= new RunSandbox('Code runner for the terminals');
  return sandbox;
}

function emit(event: ProgramEvent): void {
  for (const listener of listeners) listener(event);
}

export function subscribePrograms(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sessionById = (id: string) => terminalsStore.getState().sessions.find((s) => s.id === id);

/** Keeps a program's output in step with its session: a clear empties it, a close stops it. */
function follow(program: LiveProgram, session: TerminalSession | undefined): void {
  if (!session) {
    program.note = null;
    program.execution?.stop('user');
    return;
  }
  if (session.clearCount !== program.clearCount) {
    program.clearCount = session.clearCount;
    program.output.clearKeepingLine();
  }
}

function watchSessions(): void {
  watching ??= terminalsStore.subscribe((state) => {
    for (const program of programs.values()) {
      follow(
        program,
        state.sessions.find((s) => s.id === program.sessionId),
      );
    }
  });
}

/** The program running in a session, if any. */
export function programIn(sessionId: string): LiveProgram | undefined {
  const program = programs.get(sessionId);
  if (program) follow(program, sessionById(sessionId));
  return programs.get(sessionId);
}

/** Whether a program runs in the session, for the panel's status line. */
export function isRunningIn(sessionId: string | undefined): boolean {
  return sessionId !== undefined && programs.has(sessionId);
}

function append(program: LiveProgram, kind: OutputKind, text: string): void {
  if (text === '' || programs.get(program.sessionId) !== program) return;
  program.output.append(kind, text);
  emit({ type: 'output', sessionId: program.sessionId, segment: { kind, text } });
}

const KINDS = new Map<RunOutputKind, OutputKind>([
  ['stdout', 'output'],
  ['stderr', 'error'],
  ['success', 'success'],
  ['info', 'output'],
  ['warning', 'output'],
  ['echo', 'output'],
]);

function progressLine(progress: RunProgress | null): string | null {
  if (!progress) return null;
  if (progress.total <= 0) return `${progress.label}…`;
  // Once it is all fetched, compiling and starting still takes a few seconds.
  if (progress.loaded >= progress.total) return `${progress.label}… 100%, starting`;
  return `${progress.label}… ${Math.floor((progress.loaded / progress.total) * 100)}%`;
}

/** Prints what a 'say' plan says, as any command's output. */
export function sayInTerminal(
  sessionId: string,
  line: string,
  plan: Extract<RealPlan, { kind: 'say' }>,
): void {
  const output: OutputLine[] = [
    ...(plan.preface ?? []).map((text): OutputLine => ({ text, kind: 'output' })),
    { text: plan.lines.join('\n'), kind: plan.isError ? 'error' : 'output' },
  ];
  terminalsStore.setState((s) => ({
    sessions: recordInSession(s.sessions, sessionId, line, output),
  }));
}

function requestFor(
  session: TerminalSession,
  plan: Extract<RealPlan, { kind: 'run' | 'repl' }>,
): RunRequest | string {
  const files = projectFiles();
  const base = { runId: newRunId(), selection: false, stdin: [] };
  if (plan.kind === 'repl') {
    const entry = replEntry(session.currentDirectory, projectFileSystem);
    return { ...base, runtime: 'python', entry, code: pythonReplCode(), files, args: [] };
  }
  const file = files.find((f) => f.path === plan.entry);
  if (!file) return `${plan.entry} is too large to run here.`;
  return {
    ...base,
    runtime: plan.runtime,
    entry: plan.entry,
    code: file.content,
    files,
    args: plan.args,
  };
}

/** Starts a program in a session; what it prints shows in the terminal as it comes. */
export function startProgram(
  session: TerminalSession,
  line: string,
  plan: Extract<RealPlan, { kind: 'run' | 'repl' }>,
): void {
  if (programs.has(session.id)) return;
  for (const other of programs.values()) {
    other.note =
      'Stopped: a program started in another terminal (the terminals run one program at a time).';
    other.execution?.stop('user');
  }
  const request = requestFor(session, plan);
  if (typeof request === 'string') {
    sayInTerminal(session.id, line, { kind: 'say', lines: [request], isError: true });
    return;
  }
  watchSessions();
  const program: LiveProgram = {
    sessionId: session.id,
    command: line.trim(),
    directory: session.currentDirectory,
    output: new ProgramOutput(),
    progress: null,
    line: emptyLine(),
    typed: [],
    execution: null,
    clearCount: session.clearCount,
    note: null,
  };
  // Known before the command joins the transcript, so the widget draws no prompt after it.
  programs.set(session.id, program);
  terminalsStore.setState((s) => ({
    sessions: recordInSession(s.sessions, session.id, line, []),
  }));
  if (plan.kind === 'run' && plan.preface)
    append(program, 'output', `${plan.preface.join('\n')}\n`);

  const runner = getSandbox();
  const execution = execute(runner, request, {
    output: (kind, text) => append(program, KINDS.get(kind) ?? 'output', text),
    waiting: () => {},
    progress: (progress) => {
      program.progress = progressLine(progress);
      emit({ type: 'progress', sessionId: session.id });
    },
    started: () => {
      program.progress = null;
      emit({ type: 'progress', sessionId: session.id });
    },
  });
  program.execution = execution;
  void runner.isolated().then(
    (isolated) => {
      if (!isolated) {
        append(
          program,
          'error',
          'This page is not cross-origin isolated, so a running program cannot wait for typing: input() gets the end of input.\n',
        );
      }
    },
    () => {},
  );
  void execution.finished.then((end) => finish(program, end));
}

function finish(program: LiveProgram, end: RunEnd): void {
  if (programs.get(program.sessionId) !== program) return;
  program.progress = null;
  if (program.note) append(program, 'error', `${program.note}\n`);
  else if (end.kind === 'stopped' && end.reason !== 'user') {
    append(program, 'error', `${endLine(end, runStore.getState().limits)}\n`);
  }
  const entries = program.output.entries(program.command, program.directory);
  programs.delete(program.sessionId);
  if (!sessionById(program.sessionId)) return;
  emit({ type: 'end', sessionId: program.sessionId, entries });
  terminalsStore.setState((s) => ({
    sessions: appendToSession(s.sessions, program.sessionId, entries),
  }));
}

/** A typed line for the program (null: the end of input, Ctrl+D); it is echoed in the output. */
export function typeToProgram(sessionId: string, line: string | null): void {
  const program = programs.get(sessionId);
  if (!program) return;
  if (line !== null) {
    append(program, 'output', `${line}\n`);
    if (line.trim() !== '' && program.typed[program.typed.length - 1] !== line) {
      program.typed = [...program.typed, line].slice(-50);
    }
  }
  program.execution?.handle.input(line);
}

/** Ctrl+C: stops the program; what was being typed stays on screen, followed by ^C. */
export function interruptProgram(sessionId: string, typed: string): void {
  const program = programs.get(sessionId);
  if (!program) return;
  append(program, 'output', `${typed}^C\n`);
  program.execution?.stop('user');
}
