/**
 * Running a line in a session: the shell answers, and the session takes in what happened
 * (transcript, directory, environment, `clear`, `exit`) under the rules of session.ts. Loaded
 * with the terminal panel, together with the shell.
 */
import { closeSession, rememberCommand } from './session';
import { execute, type ShellDeps } from './shell';
import {
  TRANSCRIPT_LIMIT,
  type HistoryEntry,
  type OutputLine,
  type TerminalSession,
} from './types';

function appendEntries(
  history: readonly HistoryEntry[],
  entries: readonly HistoryEntry[],
): HistoryEntry[] {
  return [...history, ...entries].slice(-TRANSCRIPT_LIMIT);
}

export interface RunOutcome {
  sessions: TerminalSession[];
  /** Set when `exit` was refused, or another rule said no. */
  refused?: string;
  /** True when the session was closed by `exit`. */
  closed: boolean;
}

/**
 * Runs a line in a session and applies what it did: output appended to the transcript,
 * directory and environment updated, `clear` empties the transcript, `exit` closes the session.
 * An empty line changes nothing.
 */
export function runInSession(
  sessions: readonly TerminalSession[],
  id: string,
  line: string,
  deps: ShellDeps,
): RunOutcome {
  const session = sessions.find((s) => s.id === id);
  if (!session) return { sessions: [...sessions], closed: false };
  const result = execute(
    line,
    {
      type: session.type,
      cwd: session.currentDirectory,
      env: session.environment,
      history: session.commandHistory,
    },
    deps,
  );
  if (!result) return { sessions: [...sessions], closed: false };
  const command = line.trim();
  const directory = session.currentDirectory;
  const entries: HistoryEntry[] = [
    { command, output: '', type: 'command', directory },
    ...result.output.map((o) => ({ command, output: o.text, type: o.kind, directory })),
  ];
  let next: TerminalSession = {
    ...session,
    commandHistory: rememberCommand(session.commandHistory, line),
    currentDirectory: result.cwd,
    environment: result.env,
  };
  if (result.effect === 'clear') {
    next = { ...next, history: [...entries.slice(1)], clearCount: session.clearCount + 1 };
  } else {
    next = { ...next, history: appendEntries(session.history, entries) };
  }
  const updated = sessions.map((s) => (s.id === id ? next : s));
  if (result.effect === 'exit') {
    const closed = closeSession(updated, id);
    if (closed.ok) return { sessions: closed.sessions, closed: true };
    const refusal: HistoryEntry = {
      command,
      output: `exit: ${closed.error}`,
      type: 'error',
      directory,
    };
    return {
      sessions: updated.map((s) =>
        s.id === id ? { ...s, history: appendEntries(s.history, [refusal]) } : s,
      ),
      refused: closed.error,
      closed: false,
    };
  }
  return { sessions: updated, closed: false };
}

/**
 * Records a line the terminal answered without the shell (a program it runs, or what it says
 * about one): the command, then any output, and the line in the ArrowUp history.
 */
export function recordInSession(
  sessions: readonly TerminalSession[],
  id: string,
  line: string,
  output: readonly OutputLine[],
): TerminalSession[] {
  const command = line.trim();
  return sessions.map((s) => {
    if (s.id !== id) return s;
    const directory = s.currentDirectory;
    const entries: HistoryEntry[] = [
      { command, output: '', type: 'command', directory },
      ...output.map((o) => ({ command, output: o.text, type: o.kind, directory })),
    ];
    return {
      ...s,
      commandHistory: rememberCommand(s.commandHistory, line),
      history: appendEntries(s.history, entries),
    };
  });
}

/** Adds entries to a session's transcript (a program's output, once it has ended). */
export function appendToSession(
  sessions: readonly TerminalSession[],
  id: string,
  entries: readonly HistoryEntry[],
): TerminalSession[] {
  return sessions.map((s) =>
    s.id === id ? { ...s, history: appendEntries(s.history, entries) } : s,
  );
}
