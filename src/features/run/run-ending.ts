/**
 * The Run tab's closing line ("Exited in…", "Stopped…") is the app's, and must not be one a
 * program can draw: it is shown through here, and the Run tab's terminal draws each chunk shown
 * so below all the program drew, in the app's style, with a mark beside it that only the app
 * makes (run-terminal.ts). It comes after the run has ended, so no output can overwrite it.
 */
import { runOutput, type OutputChunk, type OutputKind } from '../../state/run-store';

const endings = new WeakSet<OutputChunk>();
/** True while a closing line is being shown: the chunk the listeners get is one. */
let showing = false;

/** Shows how a run ended. */
export function showRunEnding(kind: OutputKind, text: string): void {
  showing = true;
  try {
    runOutput.ending(kind, text);
  } finally {
    showing = false;
  }
  const last = runOutput.all().at(-1);
  if (last) endings.add(last);
}

/** Whether `chunk` is a run's closing line. */
export function isRunEnding(chunk: OutputChunk): boolean {
  if (showing) endings.add(chunk);
  return endings.has(chunk);
}
