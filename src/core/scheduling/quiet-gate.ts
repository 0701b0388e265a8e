/**
 * A gate for background work that would compete with the user for the processor: it opens once
 * the user has been quiet (no click, key or wheel) for `quietMs`, when the work is needed now
 * (`open()`), or at the latest `deadlineMs` after it was made, whatever the user does.
 */

/** What counts as the user doing something. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

export interface QuietGateOptions {
  /** How long without input opens the gate. */
  quietMs: number;
  /** The gate opens this long after it was made even while input keeps coming. */
  deadlineMs: number;
  /**
   * Where the user's clicks, keys and wheel turns are heard (the page's window), in the capture
   * phase, while the gate is closed; without it, only `input()` says so.
   */
  inputs?: EventTarget;
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
  let resolve: () => void = () => {};
  const opened = new Promise<void>((r) => (resolve = r));
  let isOpen = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;

  const listening = { capture: true, passive: true };
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    clearTimeout(quiet);
    clearTimeout(deadline);
    for (const type of INPUT_EVENTS) options.inputs?.removeEventListener(type, input, listening);
    resolve();
  };
  const input = () => {
    if (isOpen) return;
    clearTimeout(quiet);
    quiet = setTimeout(open, options.quietMs);
  };
  const deadline = setTimeout(open, options.deadlineMs);
  for (const type of INPUT_EVENTS) options.inputs?.addEventListener(type, input, listening);
  input();
  return { opened, isOpen: () => isOpen, input, open };
}
