/**
 * Terminal sessions and their pure rules: a new terminal becomes active,
 * the only terminal cannot be closed, closing the active one activates the first remaining,
 * `exit` closes the current one and `clear` empties its history. The store in
 * state/terminals-store.ts holds the list; this module decides.
 */
import { banner, initialEnvironment } from './profile';
import {
  COMMAND_HISTORY_LIMIT,
  PROJECT_ROOT,
  terminalType,
  type TerminalSession,
  type TerminalTypeId,
} from './types';

export const ONLY_TERMINAL_MESSAGE =
  'This is the only terminal, so it stays open. Open another one first, or hide the panel.';

/** 'Python', then 'Python 2', 'Python 3' ... for more of one type. */
export function sessionName(type: TerminalTypeId, existing: readonly TerminalSession[]): string {
  const base = terminalType(type).name;
  const taken = new Set(existing.map((s) => s.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

export function createSession(
  id: string,
  type: TerminalTypeId,
  existing: readonly TerminalSession[],
): TerminalSession {
  return {
    id,
    name: sessionName(type, existing),
    type,
    history: [{ command: '', output: banner(type), type: 'success', directory: PROJECT_ROOT }],
    clearCount: 0,
    commandHistory: [],
    currentDirectory: PROJECT_ROOT,
    isActive: true,
    environment: initialEnvironment(type),
  };
}

/** Adds a session and makes it the active one. */
export function addSession(
  sessions: readonly TerminalSession[],
  session: TerminalSession,
): TerminalSession[] {
  return [...sessions.map((s) => ({ ...s, isActive: false })), { ...session, isActive: true }];
}

export function activate(sessions: readonly TerminalSession[], id: string): TerminalSession[] {
  if (!sessions.some((s) => s.id === id)) return [...sessions];
  return sessions.map((s) => (s.isActive === (s.id === id) ? s : { ...s, isActive: s.id === id }));
}

export type CloseResult = { ok: true; sessions: TerminalSession[] } | { ok: false; error: string };

/** Closes a session; refuses for the only one; the first remaining becomes active. */
export function closeSession(sessions: readonly TerminalSession[], id: string): CloseResult {
  const target = sessions.find((s) => s.id === id);
  if (!target) return { ok: false, error: 'That terminal is already closed.' };
  if (sessions.length === 1) return { ok: false, error: ONLY_TERMINAL_MESSAGE };
  const rest = sessions.filter((s) => s.id !== id);
  if (!target.isActive) return { ok: true, sessions: rest };
  return { ok: true, sessions: rest.map((s, i) => ({ ...s, isActive: i === 0 })) };
}

/** Remembers a typed line for ArrowUp, keeping the newest 50; no repeats in a row. */
export function rememberCommand(history: readonly string[], line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === '' || history[history.length - 1] === trimmed) return [...history];
  return [...history, trimmed].slice(-COMMAND_HISTORY_LIMIT);
}

/** Empties a session's transcript (Ctrl+L and the `clear` command). */
export function clearSession(sessions: readonly TerminalSession[], id: string): TerminalSession[] {
  return sessions.map((s) =>
    s.id === id ? { ...s, history: [], clearCount: s.clearCount + 1 } : s,
  );
}
