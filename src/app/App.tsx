/**
 * The app shell: skip link, error-protection banner, header, collapsible sidebar (an overlay drawer
 * below 768 px), the editor area or welcome screen, the status bar, the toast stack, dialogs and
 * the command palette. Each region has its own error boundary, so a crash in one never takes the
 * editor or unsaved work down.
 */
import { useStore } from 'zustand';
import { workspaceStore } from '../state/workspace-store';
import { toastsStore } from '../state/toasts-store';
import { Header } from '../features/header/Header';
import { Explorer } from '../features/explorer/Explorer';
import { EditorArea } from '../features/editor/EditorArea';
import { Welcome } from '../features/welcome/Welcome';
import { StatusBar } from '../features/statusbar/StatusBar';
import { TerminalRegion } from '../features/terminal/TerminalRegion';
import { CommandPalette } from '../features/palette/CommandPalette';
import { PanelHost } from '../features/panels/PanelHost';
import { AiDrawer } from '../features/ai-drawer/AiDrawer';
import { ErrorProtectionBanner } from '../features/error-protection/ErrorProtectionBanner';
import { RegionBoundary } from '../features/error-protection/RegionBoundary';
import { CrashProbe } from '../features/error-protection/simulate';
import { ToastStack } from '../ui/Toasts';
import { DialogHost } from '../ui/dialogs';
import { TipsLayer } from '../features/tips/TipsLayer';
import { Tour } from '../features/tips/Tour';
import { TouchGestures } from '../features/touch/TouchGestures';
import './layout.css';

export function App() {
  const collapsed = useStore(workspaceStore, (s) => s.sidebarCollapsed);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const toasts = useStore(toastsStore, (s) => s.toasts);
  const dismiss = useStore(toastsStore, (s) => s.dismiss);
  const hold = useStore(toastsStore, (s) => s.hold);
  const release = useStore(toastsStore, (s) => s.release);
  document.documentElement.dataset.theme = theme;

  return (
    <div className={`app${collapsed ? ' sidebar-collapsed' : ''}`}>
      <a className="skip-link" href="#editor" onClick={skipToEditor}>
        Skip to editor
      </a>
      <ErrorProtectionBanner />
      <RegionBoundary region="header">
        <Header />
      </RegionBoundary>
      <div className="app-body">
        <aside id="sidebar" className="sidebar" aria-label="Sidebar" hidden={collapsed}>
          <RegionBoundary region="explorer">
            <CrashProbe region="explorer" />
            <Explorer />
          </RegionBoundary>
        </aside>
        {!collapsed && (
          <div
            className="sidebar-backdrop"
            aria-hidden="true"
            onClick={() => workspaceStore.getState().setSidebarCollapsed(true)}
          />
        )}
        <main className="app-main" id="main">
          <RegionBoundary region="editor">
            <EditorArea
              welcome={
                <RegionBoundary region="welcome">
                  <Welcome />
                </RegionBoundary>
              }
            />
          </RegionBoundary>
          <RegionBoundary region="terminal">
            <TerminalRegion />
          </RegionBoundary>
        </main>
        <RegionBoundary region="ai-drawer" label="AI drawer">
          <AiDrawer />
        </RegionBoundary>
      </div>
      <RegionBoundary region="statusbar">
        <StatusBar />
      </RegionBoundary>
      <ToastStack toasts={toasts} onDismiss={dismiss} onHold={hold} onRelease={release} />
      <RegionBoundary region="dialogs">
        <DialogHost />
      </RegionBoundary>
      <RegionBoundary region="palette">
        <CommandPalette />
      </RegionBoundary>
      <RegionBoundary region="panels">
        <PanelHost />
      </RegionBoundary>
      <RegionBoundary region="tips">
        <TipsLayer />
        <Tour />
      </RegionBoundary>
      <TouchGestures />
    </div>
  );
}

function skipToEditor(event: React.MouseEvent) {
  const target = document.querySelector<HTMLElement>(
    '#editor .monaco-editor textarea, #editor .native-edit-context, .welcome button',
  );
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
