/**
 * The AI drawer: a labelled complementary region on the right, 24rem wide (it covers the editor
 * below 768 px), with the tabs Assist, Analyze, Visualize and Ethics.
 *
 * Load by phase: nothing of the drawer renders before it is first opened, and each tab's body is
 * its own chunk, requested when the user presses the tab's 'Load …' button (each tab loads once). A
 * loaded tab stays mounted while hidden, so its results survive switching tabs and closing the
 * drawer. Each tab has its own error boundary.
 *
 * The tab list follows the WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and
 * End move between tabs and show them (automatic activation).
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { BarChart3, Bot, Network, Scale, Sparkles, X } from 'lucide-react';
import {
  aiDrawerStore,
  DRAWER_TAB_LABELS,
  DRAWER_TABS,
  type DrawerTab,
} from '../../state/ai-drawer-store';
import { RegionBoundary } from '../error-protection';
import { closeAiDrawer } from './drawer-actions';
import './ai-drawer.css';

/** Created once: React.lazy keeps a loaded module, so a tab's chunk is fetched once. */
const TAB_BODIES: Record<DrawerTab, ComponentType> = {
  assist: lazy(() => import('./assist/AssistTab')),
  analyze: lazy(() => import('./analyze/AnalyzeTab')),
  visualize: lazy(() => import('./visualize/VisualizeTab')),
  ethics: lazy(() => import('./ethics/EthicsTab')),
};

const TAB_INTROS: Record<DrawerTab, string> = {
  assist:
    'Explain, fix or optimise the selection or the whole file, and generate code from a description.',
  analyze:
    'Quality metrics, patterns, what the code may need next, optimisation hints that jump to their line, and the auto-fix statistics and report.',
  visualize:
    'Pictures of the open file: its functions and classes with their sizes and nesting, and a complexity map that jumps to the code.',
  ethics:
    'Who answers each AI request, exactly what leaves your browser and where it goes, and the provider settings.',
};

const TAB_ICONS: Record<DrawerTab, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  assist: Sparkles,
  analyze: BarChart3,
  visualize: Network,
  ethics: Scale,
};

const tabId = (tab: DrawerTab) => `ai-drawer-tab-${tab}`;
const panelId = (tab: DrawerTab) => `ai-drawer-panel-${tab}`;

export function AiDrawer() {
  const everOpened = useStore(aiDrawerStore, (s) => s.everOpened);
  if (!everOpened) return null;
  return <DrawerShell />;
}

function DrawerShell() {
  const open = useStore(aiDrawerStore, (s) => s.open);
  const current = useStore(aiDrawerStore, (s) => s.tab);
  const loaded = useStore(aiDrawerStore, (s) => s.loaded);
  const focusRequest = useStore(aiDrawerStore, (s) => s.focusRequest);
  const tabRefs = useRef<Partial<Record<DrawerTab, HTMLButtonElement | null>>>({});
  const asideRef = useRef<HTMLElement | null>(null);

  // Esc closes the drawer, unless a field or a control inside handled it.
  useEffect(() => {
    const aside = asideRef.current;
    if (!aside) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if ((event.target as HTMLElement).closest('input, textarea, select')) return;
      event.preventDefault();
      closeAiDrawer();
    };
    aside.addEventListener('keydown', onKey);
    return () => aside.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (focusRequest > 0 && aiDrawerStore.getState().open) {
      tabRefs.current[aiDrawerStore.getState().tab]?.focus();
    }
  }, [focusRequest]);

  const select = (tab: DrawerTab, focus: boolean) => {
    aiDrawerStore.getState().setTab(tab);
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, tab: DrawerTab) => {
    const i = DRAWER_TABS.indexOf(tab);
    const n = DRAWER_TABS.length;
    const next: Record<string, number> = {
      ArrowRight: (i + 1) % n,
      ArrowDown: (i + 1) % n,
      ArrowLeft: (i - 1 + n) % n,
      ArrowUp: (i - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = DRAWER_TABS[to];
    if (target) select(target, true);
  };

  return (
    <aside
      id="ai-drawer"
      className="ai-drawer"
      aria-labelledby="ai-drawer-title"
      hidden={!open}
      ref={asideRef}
    >
      <header className="ai-drawer-header">
        <h2 id="ai-drawer-title">
          <Bot size={16} aria-hidden="true" /> AI Assistant
        </h2>
        <button
          type="button"
          className="icon-btn"
          aria-label="Close AI drawer"
          title="Close (Esc)"
          onClick={closeAiDrawer}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <div className="ai-drawer-tabs" role="tablist" aria-label="AI tools">
        {DRAWER_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={tab === current}
              aria-controls={panelId(tab)}
              tabIndex={tab === current ? 0 : -1}
              onClick={() => select(tab, false)}
              onKeyDown={(e) => onTabKey(e, tab)}
            >
              <Icon size={14} aria-hidden={true} />
              {DRAWER_TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      {DRAWER_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          className="ai-drawer-panel"
          data-tab={tab}
          hidden={tab !== current}
          // Focusable, so a keyboard user can scroll a long tab (axe: scrollable-region-focusable).
          tabIndex={0}
        >
          {loaded[tab] ? <TabBody tab={tab} /> : <TabIntro tab={tab} />}
        </div>
      ))}
    </aside>
  );
}

function TabIntro({ tab }: { tab: DrawerTab }) {
  const label = DRAWER_TAB_LABELS[tab];
  return (
    <div className="ai-tab-intro">
      <p>{TAB_INTROS[tab]}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          aiDrawerStore.getState().load(tab);
          // The body replaces this button: keep the keyboard user in the panel.
          requestAnimationFrame(() => document.getElementById(panelId(tab))?.focus());
        }}
      >
        Load {label}
      </button>
    </div>
  );
}

function TabBody({ tab }: { tab: DrawerTab }) {
  const Body = TAB_BODIES[tab];
  const label = DRAWER_TAB_LABELS[tab];
  return (
    <RegionBoundary region={`ai-drawer:${tab}`} label={`${label} tab`}>
      <Suspense
        fallback={
          <p className="ai-tab-loading" role="status">
            Loading {label}…
          </p>
        }
      >
        <Body />
      </Suspense>
    </RegionBoundary>
  );
}
