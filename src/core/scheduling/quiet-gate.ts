/**
 * A gate for background work that would compete with the user for the processor: it opens once
 * the user has been quiet (no click, key or wheel) for `quietMs`, when the work is needed now
 * (`open()`), or at the latest `deadlineMs` after it was made, whatever the user does.
 */

export interface QuietGateOptions {
  /** How long without input opens the gate. */
  quietMs: number;
  /** The gate opens this long after it was made even while input keeps coming. */
  deadlineMs: number;
  /** Timers to use (the page's by default; tests pass fakes). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface QuietGate {
  /** Resolves when the gate opens; it never closes again. */
  readonly opened: Promise<void>;
  isOpen(): boolean;
  /** The user did something: the quiet period starts again. */
  input(): void;
  /** Opens the gate now. */
  open(): void;
}

export function createQuietGate(options: QuietGateOptions): QuietGate {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let resolve: () => void = () => {};
  const opened = new Promise<void>((r) => (resolve = r));
  let isOpen = false;
  let quiet: unknown = null;
  let deadline: unknown = null;

  const open = () => {
    if (isOpen) return;
    isOpen = true;
    clearTimer(quiet);
    clearTimer(deadline);
    resolve();
  };
  const input = () => {
    if (isOpen) return;
    clearTimer(quiet);
    quiet = setTimer(open, options.quietMs);
  };
  deadline = setTimer(open, options.deadlineMs);
  input();
  return { opened, isOpen: () => isOpen, input, open };
}
