/**
 * Workspace (UI) state: sidebar, theme, palette, save indicator. Each field says whether it
 * persists (STYLE.md: every state field decides if it persists): only `theme` does, through
 * storage/settings; the rest lives for the session.
 */
import { create } from 'zustand';
import { loadTheme, saveTheme, systemTheme, type Theme } from '../storage/settings';

interface WorkspaceState {
  /** persist: the stored choice, else the system preference (SPEC §4). */
  theme: Theme;
  /** session */
  sidebarCollapsed: boolean;
  /** session */
  paletteOpen: boolean;
  /** session: time (ms) until which the save indicator shows (SPEC §9: 2 s). */
  savedIndicatorUntil: number;
  /** session: Focus Mode (SPEC §4); the toggle arrives with the Focus Mode feature. */
  focusMode: boolean;
  /** session: bumped to ask the editor to take keyboard focus. */
  editorFocusRequest: number;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebar: () => void;
  setPaletteOpen: (open: boolean) => void;
  showSavedIndicator: (now: number) => void;
  focusEditor: () => void;
}

export const SAVE_INDICATOR_MS = 2000;

export const workspaceStore = create<WorkspaceState>()((set, get) => ({
  theme: loadTheme() ?? systemTheme(),
  sidebarCollapsed: typeof window !== 'undefined' && window.innerWidth < 768,
  paletteOpen: false,
  savedIndicatorUntil: 0,
  focusMode: false,
  editorFocusRequest: 0,
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
}));
