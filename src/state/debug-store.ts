/**
 * The step-through debugger's state: the recorded run being replayed, the step shown, the frame
 * chosen in the Call stack, and a move that waits for steps not recorded yet.
 *
 * persist: nothing here (the step cap is in run settings, breakpoints are on the files).
 * session: everything. The recording is a mutable object outside React's comparisons: `version`
 *   goes up each time steps, output or its end arrive, so views re-read it.
 */
import { create } from 'zustand';
import { Recording, type StepMove } from '../core/run/recording';
import type { RuntimeId } from '../core/run/types';

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
  status: DebugStatus;
  /** How the program ended, once it has: 'finished', 'error', 'stopped'. */
  ended: 'finished' | 'error' | 'stopped' | null;
}

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
  start: (session: Omit<DebugSession, 'status' | 'ended'>) => Recording;
  /** Shows step `k` (clamped to what is recorded) and its innermost frame. */
  goTo: (k: number) => void;
  selectFrame: (frame: number | null) => void;
  /** Call after changing the recording in place. */
  touch: () => void;
  setStatus: (status: DebugStatus, ended?: DebugSession['ended']) => void;
  close: () => void;
}

export const debugStore = create<DebugState>()((set, get) => ({
  session: null,
  recording: null,
  version: 0,
  current: 0,
  selectedFrame: null,
  pending: null,
  start: (session) => {
    const recording = new Recording();
    set((s) => ({
      session: { ...session, status: 'loading', ended: null },
      recording,
      version: s.version + 1,
      current: 0,
      selectedFrame: null,
      pending: null,
    }));
    return recording;
  },
  goTo: (k) => {
    const length = get().recording?.length ?? 0;
    const current = Math.max(0, Math.min(k, length - 1));
    set({ current, selectedFrame: null, pending: null });
  },
  selectFrame: (selectedFrame) => set({ selectedFrame }),
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
  close: () =>
    set({ session: null, recording: null, current: 0, selectedFrame: null, pending: null }),
}));
