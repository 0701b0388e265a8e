/**
 * The screen's layout as it is kept between visits: the explorer shown or not, the bottom panel
 * (open, its terminals' types, which tab shows), the AI drawer and its tab, the preview beside
 * the editor and the open panel. Terminals come back as new ones of the same types: what ran in
 * them is gone, as after a restart.
 *
 * `parseLayout` turns whatever was stored into a valid layout: a field that is missing or wrong
 * takes its default, and names the app no longer knows (a panel, a terminal type) are left out.
 */

export interface Layout {
  sidebarCollapsed: boolean;
  terminal: {
    open: boolean;
    /** The terminals' types, in their order. */
    types: string[];
    /** Index in `types` of the active terminal. */
    active: number;
    /** The Run tab exists, and whether it is the tab shown. */
    runTab: boolean;
    runShown: boolean;
  };
  /** `loaded`: the tabs whose content the user loaded. */
  drawer: { open: boolean; tab: string; loaded: string[] };
  /** The file shown in the preview, by id. */
  previewFileId: string | null;
  panel: string | null;
}

/** At most this many terminals come back. */
export const MAX_RESTORED_TERMINALS = 8;

export interface LayoutNames {
  isTerminalType(id: string): boolean;
  isDrawerTab(id: string): boolean;
  isPanel(id: string): boolean;
}

export const DEFAULT_LAYOUT: Layout = {
  sidebarCollapsed: false,
  terminal: { open: false, types: [], active: 0, runTab: false, runShown: false },
  drawer: { open: false, tab: 'assist', loaded: [] },
  previewFileId: null,
  panel: null,
};

type Fields = Record<string, unknown>;

const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** `value` as a layout; null when nothing usable was stored. */
export function parseLayout(value: unknown, names: LayoutNames): Layout | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = fields(value);
  const terminal = fields(stored.terminal);
  const drawer = fields(stored.drawer);
  const types = (Array.isArray(terminal.types) ? (terminal.types as unknown[]) : [])
    .filter((t): t is string => typeof t === 'string' && names.isTerminalType(t))
    .slice(0, MAX_RESTORED_TERMINALS);
  const active =
    typeof terminal.active === 'number' &&
    Number.isInteger(terminal.active) &&
    terminal.active >= 0 &&
    terminal.active < types.length
      ? terminal.active
      : 0;
  const runTab = flag(terminal.runTab, false);
  const defaults = DEFAULT_LAYOUT;
  return {
    sidebarCollapsed: flag(stored.sidebarCollapsed, defaults.sidebarCollapsed),
    terminal: {
      open: flag(terminal.open, false) && (types.length > 0 || runTab),
      types,
      active,
      runTab,
      runShown: runTab && flag(terminal.runShown, false),
    },
    drawer: {
      open: flag(drawer.open, false),
      tab:
        typeof drawer.tab === 'string' && names.isDrawerTab(drawer.tab)
          ? drawer.tab
          : defaults.drawer.tab,
      loaded: [
        ...new Set(
          (Array.isArray(drawer.loaded) ? (drawer.loaded as unknown[]) : []).filter(
            (t): t is string => typeof t === 'string' && names.isDrawerTab(t),
          ),
        ),
      ],
    },
    previewFileId:
      typeof stored.previewFileId === 'string' && stored.previewFileId !== ''
        ? stored.previewFileId
        : null,
    panel: typeof stored.panel === 'string' && names.isPanel(stored.panel) ? stored.panel : null,
  };
}
