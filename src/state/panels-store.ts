/**
 * Which panel is open, by the id its feature declared (ui/contribution.ts). One at a time, like
 * any modal. Session only.
 */
import { create } from 'zustand';

interface PanelsState {
  open: string | null;
  openPanel: (id: string) => void;
  close: () => void;
}

export const panelsStore = create<PanelsState>()((set) => ({
  open: null,
  openPanel: (open) => set({ open }),
  close: () => set({ open: null }),
}));
