/**
 * The open panel: an accessible modal (focus trapped, Esc closes, focus returns) whose body is its
 * own chunk, fetched the first time it opens. PanelHost.tsx shows it; this module is not part of
 * the first load either. A chunk that fails to load is caught by the panel's error boundary and,
 * like any chunk load error, reloads the page ('Loading issue detected - page will refresh
 * automatically').
 */
import { Suspense, useId, type ComponentType } from 'react';
import { X } from 'lucide-react';
import { Modal } from '../../ui/Modal';
import { panelsStore, type PanelId } from '../../state/panels-store';
import { RegionBoundary } from '../error-protection';
import { AboutPanel } from '../about';
import { AccessibilityPanel } from '../accessibility';
import { CommunityPanel, ShareProjectPanel } from '../community';
import { DocsMakerPanel } from '../docs-maker';
import { HelpPanel, HowToPanel } from '../help';
import { MusicPanel } from '../music';
import { PerformancePanel } from '../performance';
import { RecoverPanel } from '../recover';
import type { PanelProps } from '../../ui/panel-types';
import '../../ui/panels.css';

interface PanelDefinition {
  title: string;
  body: ComponentType<PanelProps>;
  /** Wider panels for lists and previews. */
  wide?: boolean;
}

/**
 * Created once: React.lazy keeps the loaded module for the next opening. A panel is listed
 * here, and its command registered in app/panel-commands.ts, once its body exists.
 */
const PANELS: Partial<Record<PanelId, PanelDefinition>> = {
  help: { title: 'Beginner Help', body: HelpPanel },
  howTo: { title: 'How-To Guide', body: HowToPanel },
  about: { title: 'About', body: AboutPanel },
  music: { title: 'AI Music', body: MusicPanel },
  performance: {
    title: 'Performance Optimizer',
    body: PerformancePanel,
    wide: true,
  },
  community: { title: 'Community Hub', body: CommunityPanel },
  accessibility: {
    title: 'Accessibility Center',
    body: AccessibilityPanel,
  },
  docs: {
    title: 'Documentation Maker',
    body: DocsMakerPanel,
    wide: true,
  },
  recover: {
    title: 'Recover Saved Data',
    body: RecoverPanel,
    wide: true,
  },
  shareProject: {
    title: 'Share Project Link',
    body: ShareProjectPanel,
  },
};

const panelBodyTabIndex = 0;

export default function PanelModal({ open }: { open: PanelId }) {
  const titleId = useId();
  const panel = PANELS[open];
  if (!panel) return null;
  const Body = panel.body;
  const close = () => panelsStore.getState().close();
  return (
    <Modal
      onClose={close}
      aria-labelledby={titleId}
      className={`panel-modal${panel.wide ? ' panel-modal-wide' : ''}`}
    >
      <header className="panel-header">
        <h2 id={titleId}>{panel.title}</h2>
        <button
          type="button"
          className="icon-btn"
          aria-label={`Close ${panel.title}`}
          onClick={close}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      {/* Focusable, so a keyboard user can scroll a long panel (axe: scrollable-region-focusable). */}
      <div className="panel-body" data-panel={open} tabIndex={panelBodyTabIndex}>
        <RegionBoundary region={`modal:${open}`} label={panel.title}>
          <Suspense
            fallback={
              <p className="panel-loading" role="status">
                Loading {panel.title}…
              </p>
            }
          >
            <Body onClose={close} />
          </Suspense>
        </RegionBoundary>
      </div>
    </Modal>
  );
}
