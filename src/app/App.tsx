/**
 * The app shell: skip link, error-protection banner, header, collapsible sidebar (an overlay drawer
 * below 768 px), the editor area or welcome screen, the status bar, the toast stack, dialogs and
 * the command palette. Each region has its own error boundary, so a crash in one never takes the
 * editor or unsaved work down.
 */
import { useStore } from 'zustand';
import { workspaceStore } from '../state/workspace-store';
import { toastsStore } from '../state/toasts-store';
import { Header } from '../features/header';
import { Explorer } from '../features/explorer';
import { EditorArea } from '../features/editor';
import { DebugSidebar } from '../features/debug';
import { Welcome } from '../features/welcome';
import { StatusBar } from '../features/statusbar';
import { TerminalRegion } from '../features/terminal';
import { CommandPalette } from '../features/palette';
import { PanelHost } from '../features/panels';
import { AiDrawer } from '../features/ai-drawer';
import { CrashProbe, ErrorProtectionBanner, RegionBoundary } from '../features/error-protection';
import { ToastStack } from '../ui/Toasts';
import { DialogHost } from '../ui/dialogs';
import { TipsLayer, Tour } from '../features/tips';
import { TouchGestures } from '../features/touch';
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
            <DebugSidebar files={<Explorer />} />
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
      <RegionBoundary region="palette">
        <CommandPalette />
      </RegionBoundary>
      <RegionBoundary region="panels">
        <PanelHost />
      </RegionBoundary>
      {/* After the panels: a question asked from a panel shows above it. */}
      <RegionBoundary region="dialogs">
        <DialogHost />
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
