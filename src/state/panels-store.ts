/**
 * Which of the lazy panels (beginner help, how-to guide, about, music player, performance
 * optimizer, community hub, accessibility center, documentation maker; and the Recover Saved Data
 * and Share Project Link dialogs) is open. One at a time, like any modal. Session only.
 */
import { create } from 'zustand';

export const PANEL_IDS = [
  'help',
  'howTo',
  'about',
  'music',
  'performance',
  'community',
  'accessibility',
  'docs',
  'recover',
  'shareProject',
] as const;

export type PanelId = (typeof PANEL_IDS)[number];

interface PanelsState {
  open: PanelId | null;
  openPanel: (id: PanelId) => void;
  close: () => void;
}

export const panelsStore = create<PanelsState>()((set) => ({
  open: null,
  openPanel: (open) => set({ open }),
  close: () => set({ open: null }),
}));
