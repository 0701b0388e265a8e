/**
 * Runs a typed line in a terminal: the shell answers over the project's files and the session takes
 * in what happened. Imported by the terminal panel only, so the shell and its command tables load
 * with the panel rather than with the app.
 */
import { runInSession, type RunOutcome } from '../core/terminal/run';
import type { ShellDeps } from '../core/terminal/shell';
import { terminalsStore } from './terminals-store';
import { projectFileSystem } from './terminal-vfs';

export function runInTerminal(
  id: string,
  line: string,
  deps: ShellDeps = { vfs: projectFileSystem, now: () => new Date() },
): RunOutcome {
  const outcome = runInSession(terminalsStore.getState().sessions, id, line, deps);
  terminalsStore.setState({ sessions: outcome.sessions });
  return outcome;
}
