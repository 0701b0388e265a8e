/**
 * The terminals store: the open terminal sessions, which one is active, and the bottom panel (open
 * or hidden, its height). The rules (which terminal is active, which may close) live in
 * core/terminal/session.ts. Running a command is terminal-runner.ts's job: the shell loads with the
 * panel, not with the app.
 *
 * persist: height (storage key `terminal.height`).
 * session: sessions, panelOpen, focusRequest. Terminals start afresh on each visit, as a
 *   terminal does after a restart; the files they made stay, of course.
 */
import { create } from 'zustand';
import {
  activate,
  addSession,
  clearSession,
  closeSession,
  createSession,
} from '../core/terminal/session';
import {
  clampHeight,
  TERMINAL_DEFAULT_HEIGHT,
  type TerminalSession,
  type TerminalTypeId,
} from '../core/terminal/types';
import { loadTerminalHeight, saveTerminalHeight } from '../storage/terminal-settings';

export const DEFAULT_TERMINAL_TYPE: TerminalTypeId = 'bash';

interface TerminalsState {
  sessions: TerminalSession[];
  panelOpen: boolean;
  /** Pixels, clamped to 200 to 800. */
  height: number;
  /** Bumped to ask the terminal view to take keyboard focus. */
  focusRequest: number;
  /** Shows the panel, starting a terminal when there is none. */
  openPanel: (focus?: boolean) => void;
  hidePanel: () => void;
  togglePanel: () => void;
  /** Opens a terminal of `type`; it becomes active and the panel shows. Returns its id. */
  newTerminal: (type?: TerminalTypeId) => string;
  activate: (id: string) => void;
  /** Closes one terminal; the only one cannot be closed: returns why. */
  closeTerminal: (id: string) => { ok: true } | { ok: false; error: string };
  /** Closes every terminal and hides the panel. */
  closeAll: () => void;
  clear: (id: string) => void;
  setHeight: (height: number) => void;
  requestFocus: () => void;
  /** Terminals of `types` (the one at `active` active), the panel open or not; focus stays. */
  restore: (types: readonly TerminalTypeId[], active: number, open: boolean) => void;
}

let counter = 0;
const newTerminalId = () => `term-${Date.now().toString(36)}-${++counter}`;

export function createTerminalsStore(options: {
  loadHeight?: () => number | null;
  saveHeight?: (height: number) => void;
}) {
  const save = options.saveHeight ?? (() => {});
  return create<TerminalsState>()((set, get) => ({
    sessions: [],
    panelOpen: false,
    height: clampHeight(options.loadHeight?.() ?? TERMINAL_DEFAULT_HEIGHT),
    focusRequest: 0,
    openPanel: (focus = true) => {
      if (get().sessions.length === 0) get().newTerminal(DEFAULT_TERMINAL_TYPE);
      set((s) => ({ panelOpen: true, focusRequest: s.focusRequest + (focus ? 1 : 0) }));
    },
    hidePanel: () => set({ panelOpen: false }),
    togglePanel: () => (get().panelOpen ? get().hidePanel() : get().openPanel()),
    newTerminal: (type = DEFAULT_TERMINAL_TYPE) => {
      const id = newTerminalId();
      set((s) => ({
        sessions: addSession(s.sessions, createSession(id, type, s.sessions)),
        panelOpen: true,
        focusRequest: s.focusRequest + 1,
      }));
      return id;
    },
    activate: (id) =>
      set((s) => ({ sessions: activate(s.sessions, id), focusRequest: s.focusRequest + 1 })),
    closeTerminal: (id) => {
      const result = closeSession(get().sessions, id);
      if (!result.ok) return result;
      set({ sessions: result.sessions });
      return { ok: true };
    },
    closeAll: () => set({ sessions: [], panelOpen: false }),
    clear: (id) => set((s) => ({ sessions: clearSession(s.sessions, id) })),
    setHeight: (height) => {
      const next = clampHeight(height);
      if (next === get().height) return;
      set({ height: next });
      save(next);
    },
    requestFocus: () => set((s) => ({ focusRequest: s.focusRequest + 1 })),
    restore: (types, active, open) => {
      // An open panel always has a terminal, as openPanel makes sure.
      const wanted = open && types.length === 0 ? [DEFAULT_TERMINAL_TYPE] : types;
      let sessions: TerminalSession[] = [];
      for (const type of wanted) {
        sessions = addSession(sessions, createSession(newTerminalId(), type, sessions));
      }
      const chosen = sessions[active];
      if (chosen) sessions = activate(sessions, chosen.id);
      set({ sessions, panelOpen: open });
    },
  }));
}

export const terminalsStore = createTerminalsStore({
  loadHeight: loadTerminalHeight,
  saveHeight: saveTerminalHeight,
});

export const activeSession = (s: Pick<TerminalsState, 'sessions'>) =>
  s.sessions.find((t) => t.isActive);
