/**
 * The AI drawer: open or closed, which tab shows, and which tabs the user has loaded. Everything
 * here lives for the session: a tab's chunk is fetched once per page load, and its results are the
 * tab's own React state, kept because a loaded tab stays mounted (hidden) while another tab or the
 * closed drawer is shown.
 */
import { create } from 'zustand';

export const DRAWER_TABS = ['assist', 'analyze', 'visualize', 'ethics'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

export const DRAWER_TAB_LABELS: Record<DrawerTab, string> = {
  assist: 'Assist',
  analyze: 'Analyze',
  visualize: 'Visualize',
  ethics: 'Ethics',
};

interface AiDrawerState {
  /** session */
  open: boolean;
  /** session: true once the drawer was opened, so its shell stays mounted after. */
  everOpened: boolean;
  /** session */
  tab: DrawerTab;
  /** session: tabs whose 'Load …' button was pressed (their chunk is requested once). */
  loaded: Readonly<Record<DrawerTab, boolean>>;
  /** session: bumped to ask the drawer to move keyboard focus into itself. */
  focusRequest: number;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  setTab: (tab: DrawerTab) => void;
  load: (tab: DrawerTab) => void;
  /** Opens the drawer on `tab` and asks for focus (commands, welcome cards). */
  show: (tab?: DrawerTab) => void;
}

export const aiDrawerStore = create<AiDrawerState>()((set, get) => ({
  open: false,
  everOpened: false,
  tab: 'assist',
  loaded: { assist: false, analyze: false, visualize: false, ethics: false },
  focusRequest: 0,
  setOpen: (open) => set(open ? { open, everOpened: true } : { open }),
  toggle: () => get().setOpen(!get().open),
  setTab: (tab) => set({ tab }),
  load: (tab) => set((s) => (s.loaded[tab] ? s : { loaded: { ...s.loaded, [tab]: true } })),
  show: (tab) =>
    set((s) => ({
      open: true,
      everOpened: true,
      tab: tab ?? s.tab,
      focusRequest: s.focusRequest + 1,
    })),
}));
