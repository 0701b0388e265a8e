/**
 * The setup guide of the welcome screen: whether 'One-Click Start Backend' runs, whether the
 * guide is open, and which of its steps the user ticked (persists, key `setupGuide.completedSteps`).
 */
import { create } from 'zustand';
import { loadSetupGuideSteps, saveSetupGuideSteps } from '../storage/guidance-settings';

export interface SetupState {
  /** True while 'One-Click Start Backend' runs ('Starting Backend...'). */
  starting: boolean;
  guideOpen: boolean;
  /** persist: indexes of the guide's steps marked complete. */
  completed: readonly number[];
  setGuideOpen: (open: boolean) => void;
  markComplete: (step: number) => void;
  resetSteps: () => void;
}

export const setupStore = create<SetupState>()((set, get) => ({
  starting: false,
  guideOpen: false,
  completed: loadSetupGuideSteps(),
  setGuideOpen: (guideOpen) => set({ guideOpen }),
  markComplete(step) {
    if (get().completed.includes(step)) return;
    const completed = [...get().completed, step].sort((a, b) => a - b);
    saveSetupGuideSteps(completed);
    set({ completed });
  },
  resetSteps() {
    saveSetupGuideSteps([]);
    set({ completed: [] });
  },
}));
