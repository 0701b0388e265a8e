/**
 * The step-through debugger's state: the recorded run being replayed, the step shown, the frame
 * chosen in the Call stack, and a move that waits for steps not recorded yet.
 *
 * persist: nothing here (the step cap is in run settings, breakpoints are on the files).
 * session: everything. The recording is a mutable object outside React's comparisons: `version`
 *   goes up each time steps, output or its end arrive, so views re-read it.
 */
import { create } from 'zustand';
import { Recording, type Breakpoint, type StepMove } from '../core/run/recording';
import type { RunEnd, RuntimeId } from '../core/run/types';

export type DebugStatus =
  /** The runtime loads (Python takes seconds the first time). */
  | 'loading'
  /** The program runs and steps arrive. */
  | 'recording'
  /** The program waits for a typed line (input() or prompt()). */
  | 'waiting'
  /** The program has ended: every step there is, is recorded. */
  | 'done';

export interface DebugSession {
  id: string;
  fileId: string;
  fileName: string;
  /** Project path of the file, without a leading slash (as steps name files). */
  entry: string;
  runtime: RuntimeId;
  /** The most steps recorded: once they are in, no more will come. */
  stepCap?: number;
  status: DebugStatus;
  /** How the program ended, once it has: 'finished', 'error', 'stopped'. */
  ended: 'finished' | 'error' | 'stopped' | null;
  /** The run's end as the Run tab tells it (how long, or why it was stopped), once it has. */
  runEnd?: RunEnd | null;
}

/** Where the editor's cursor is, for Toggle Breakpoint and Run to Here. */
export interface EditorCursor {
  fileId: string;
  line: number;
}

const BACKWARD = new Set<StepMove>(['back', 'backOver', 'reverse']);

interface DebugState {
  session: DebugSession | null;
  recording: Recording | null;
  /** Bumped when the recording grows or ends. */
  version: number;
  /** The step shown (an index into the recording's steps). */
  current: number;
  /** The frame chosen in the Call stack (a frame index); null: the innermost. */
  selectedFrame: number | null;
  /** A move asked for past what is recorded; done when the steps arrive. */
  pending: StepMove | null;
  /** The lines the pending move stops on (breakpoints, or the one line of Run to Here). */
  pendingBreakpoints: readonly Breakpoint[];
  /** Why the last move went nowhere ('Line 7 is not run after this step'); null after a move. */
  notice: string | null;
  /** The session's file was edited since it was recorded: its lines may have moved. */
  edited: boolean;
  /** Published by the editor as its cursor changes line. */
  cursor: EditorCursor | null;
  start: (session: Omit<DebugSession, 'status' | 'ended' | 'runEnd'>) => Recording;
  /** Shows step `k` (clamped to what is recorded) and its innermost frame. */
  goTo: (k: number) => void;
  /**
   * Makes a step command from the step shown. Past what is recorded it waits (`pending`) while
   * the program runs; once the run has ended, a move with nowhere to go goes to the last step
   * (forward) or the first (backward).
   */
  move: (move: StepMove, breakpoints?: readonly Breakpoint[]) => void;
  /** To the next step on `line` of `file` ("Run to here"). */
  runTo: (file: string, line: number) => void;
  /** Tries the pending move again; call after the recording grew or ended. */
  resume: () => void;
  /** No more steps will come: the run has ended, or the step cap is reached. */
  complete: () => boolean;
  selectFrame: (frame: number | null) => void;
  /** A line typed for the program's input(), as part of the recording. */
  addInput: (line: string) => void;
  /** Call after changing the recording in place. */
  touch: () => void;
  setStatus: (status: DebugStatus, ended?: DebugSession['ended']) => void;
  /** The run has ended: how, as the Run tab said it. */
  setRunEnd: (end: RunEnd, ended: NonNullable<DebugSession['ended']>) => void;
  close: () => void;
}

export const debugStore = create<DebugState>()((set, get) => {
  /** Makes `move` from the step shown, or waits for it; `runTo` words what went nowhere. */
  const attempt = (move: StepMove, breakpoints: readonly Breakpoint[], runTo: boolean) => {
    const { recording, current } = get();
    if (!recording || recording.length === 0) {
      if (recording && !recording.finished) set({ pending: move, pendingBreakpoints: breakpoints });
      return;
    }
    const to = recording.move(current, move, breakpoints);
    if (to !== null) {
      get().goTo(to);
      return;
    }
    if (!get().complete()) {
      set({ pending: move, pendingBreakpoints: breakpoints, notice: null });
      return;
    }
    const target = runTo ? null : BACKWARD.has(move) ? 0 : recording.length - 1;
    if (target !== null && target !== current) {
      get().goTo(target);
      return;
    }
    const line = breakpoints[0]?.line;
    set({
      pending: null,
      pendingBreakpoints: [],
      notice:
        runTo && line !== undefined
          ? `Line ${line} is not run after this step.`
          : BACKWARD.has(move)
            ? 'This is the first step.'
            : 'This is the last step: the program ends here.',
    });
  };
  let pendingRunTo = false;

  return {
    session: null,
    recording: null,
    version: 0,
    current: 0,
    selectedFrame: null,
    pending: null,
    pendingBreakpoints: [],
    notice: null,
    edited: false,
    cursor: null,
    start: (session) => {
      const recording = new Recording();
      pendingRunTo = false;
      set((s) => ({
        session: { ...session, status: 'loading', ended: null, runEnd: null },
        recording,
        version: s.version + 1,
        current: 0,
        selectedFrame: null,
        pending: null,
        pendingBreakpoints: [],
        notice: null,
        edited: false,
      }));
      return recording;
    },
    goTo: (k) => {
      const length = get().recording?.length ?? 0;
      const current = Math.max(0, Math.min(k, length - 1));
      pendingRunTo = false;
      set({ current, selectedFrame: null, pending: null, pendingBreakpoints: [], notice: null });
    },
    move: (move, breakpoints = []) => {
      pendingRunTo = false;
      attempt(move, breakpoints, false);
    },
    runTo: (file, line) => {
      pendingRunTo = true;
      attempt('continue', [{ file, line }], true);
    },
    resume: () => {
      const { pending, pendingBreakpoints } = get();
      if (pending) attempt(pending, pendingBreakpoints, pendingRunTo);
    },
    complete: () => {
      const { recording, session } = get();
      if (!recording) return true;
      return recording.finished || recording.length >= (session?.stepCap ?? Infinity);
    },
    selectFrame: (selectedFrame) => set({ selectedFrame }),
    addInput: (line) => {
      const { recording } = get();
      if (!recording) return;
      // At the step that asked: the last one recorded, or that printed its prompt.
      const asked = Math.max(recording.length - 1, recording.output.at(-1)?.step ?? -1);
      recording.addOutput('input', `${line}\n`, asked);
      get().touch();
    },
    touch: () => set((s) => ({ version: s.version + 1 })),
    setStatus: (status, ended) =>
      set((s) =>
        s.session
          ? {
              session: { ...s.session, status, ended: ended ?? s.session.ended },
              version: s.version + 1,
            }
          : {},
      ),
    setRunEnd: (runEnd, ended) =>
      set((s) =>
        s.session
          ? { session: { ...s.session, status: 'done', ended, runEnd }, version: s.version + 1 }
          : {},
      ),
    close: () => {
      pendingRunTo = false;
      set({
        session: null,
        recording: null,
        current: 0,
        selectedFrame: null,
        pending: null,
        pendingBreakpoints: [],
        notice: null,
        edited: false,
      });
    },
  };
});
