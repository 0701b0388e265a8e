/**
 * The open panel: an accessible modal (focus trapped, Esc closes, focus returns) whose body is its
 * own chunk, fetched the first time it opens. PanelHost.tsx shows it; this module is not part of
 * the first load either. A chunk that fails to load is caught by the panel's error boundary and,
 * like any chunk load error, reloads the page ('Loading issue detected - page will refresh
 * automatically').
 */
import { Suspense, useId } from 'react';
import { X } from 'lucide-react';
import { Modal } from '../../ui/Modal';
import { panelsStore } from '../../state/panels-store';
import { RegionBoundary } from '../error-protection';
import { panelDefinition } from './panel-registry';
import '../../ui/panels.css';

const panelBodyTabIndex = 0;

export default function PanelModal({ open }: { open: string }) {
  const titleId = useId();
  const panel = panelDefinition(open);
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
