/**
 * Workspace (UI) state: sidebar, theme, palette, save indicator, Focus Mode, beginner tips and the
 * tour. Each field says whether it persists: `theme` through storage/settings; beginner mode, the
 * tour-completed flag, where an unfinished tour stopped and the first file's language through
 * storage/guidance-settings; the rest lives for the session.
 */
import { create } from 'zustand';
import { loadTheme, saveTheme, systemTheme, type Theme } from '../storage/settings';
import {
  hasVisited,
  loadBeginnerMode,
  loadTourCompleted,
  loadFirstLanguage,
  loadTourStep,
  recordVisit,
  saveFirstLanguage,
  saveBeginnerMode,
  saveTourCompleted,
  saveTourStep,
} from '../storage/guidance-settings';

/** Open/closed state of each panel Focus Mode hides, by panel id ('sidebar', 'terminal', …). */
export type PanelSnapshot = Readonly<Record<string, boolean>>;

interface WorkspaceState {
  /** persist: the stored choice, else the system preference. */
  theme: Theme;
  /** session */
  sidebarCollapsed: boolean;
  /** session */
  paletteOpen: boolean;
  /** session: time (ms) until which the save indicator shows (2 s). */
  savedIndicatorUntil: number;
  /** session: Focus Mode. */
  focusMode: boolean;
  /** session: the panels' state when Focus Mode was entered, restored when it is left. */
  focusRestore: PanelSnapshot | null;
  /** persist (beginner-mode): beginner tips show on hover and keyboard focus. */
  tipsOn: boolean;
  /** session: true when this is the browser's first visit. */
  firstVisit: boolean;
  /** session: tips dismissed with 'Got it!' or close, for the rest of the session. */
  dismissedTips: readonly string[];
  /** persist (tour-completed) */
  tourCompleted: boolean;
  /** session: the tour step on screen, or null when the tour is not running. */
  tourStep: number | null;
  /** persist: the step an unfinished tour stopped at, where 'Resume Tour' starts. */
  tourResumeStep: number;
  /** session: bumped to ask the editor to take keyboard focus. */
  editorFocusRequest: number;
  /** persist (welcome.firstLanguage): the language last chosen for a first file. */
  firstLanguage: string | null;
  setFirstLanguage: (id: string) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebar: () => void;
  setPaletteOpen: (open: boolean) => void;
  showSavedIndicator: (now: number) => void;
  focusEditor: () => void;
  /** On the first visit turns beginner tips on and records the visit. */
  initGuidance: () => void;
  setFocusMode: (on: boolean, restore: PanelSnapshot | null) => void;
  setTipsOn: (on: boolean) => void;
  dismissTip: (id: string) => void;
  /** Shows tour step `step` (0-based). */
  showTourStep: (step: number) => void;
  /** Closes the tour: `finished` marks it completed, otherwise it can be resumed there. */
  closeTour: (finished: boolean) => void;
}

export const SAVE_INDICATOR_MS = 2000;

export const workspaceStore = create<WorkspaceState>()((set, get) => ({
  theme: loadTheme() ?? systemTheme(),
  sidebarCollapsed: typeof window !== 'undefined' && window.innerWidth < 768,
  paletteOpen: false,
  savedIndicatorUntil: 0,
  focusMode: false,
  focusRestore: null,
  tipsOn: loadBeginnerMode() ?? true,
  firstVisit: false,
  dismissedTips: [],
  tourCompleted: loadTourCompleted(),
  tourStep: null,
  tourResumeStep: loadTourStep(),
  editorFocusRequest: 0,
  firstLanguage: loadFirstLanguage(),
  setFirstLanguage(firstLanguage) {
    saveFirstLanguage(firstLanguage);
    set({ firstLanguage });
  },
  setTheme(theme) {
    saveTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
  setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
  showSavedIndicator: (now) => set({ savedIndicatorUntil: now + SAVE_INDICATOR_MS }),
  focusEditor: () => set((s) => ({ editorFocusRequest: s.editorFocusRequest + 1 })),
  initGuidance() {
    if (hasVisited()) return;
    recordVisit();
    saveBeginnerMode(true);
    set({ firstVisit: true, tipsOn: true });
  },
  setFocusMode: (focusMode, focusRestore) => set({ focusMode, focusRestore }),
  setTipsOn(tipsOn) {
    saveBeginnerMode(tipsOn);
    set({ tipsOn });
  },
  dismissTip: (id) =>
    set((s) => (s.dismissedTips.includes(id) ? s : { dismissedTips: [...s.dismissedTips, id] })),
  showTourStep(step) {
    saveTourStep(step);
    set({ tourStep: step, tourResumeStep: step });
  },
  closeTour(finished) {
    const step = get().tourStep ?? get().tourResumeStep;
    if (finished) {
      saveTourCompleted(true);
      saveTourStep(0);
      set({ tourStep: null, tourCompleted: true, tourResumeStep: 0 });
    } else {
      saveTourStep(step);
      set({ tourStep: null, tourResumeStep: step });
    }
  },
}));
