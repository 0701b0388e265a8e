/**
 * Start-up, before the first render: load the files (IndexedDB answers later, so it waits),
 * register every command, install the keyboard dispatcher (playing the shortcuts pressed while
 * the files loaded), open a `?file=` deep link, a `#share=` or a `#project=` link, start the
 * backend check, and register the offline worker once the page is idle.
 */
import { startFilesPersistence } from '../state/files-persistence';
import { startStorageUse } from '../state/storage-use-store';
import { commandRegistry } from '../state/commands';
import { startBackendPolling } from '../state/backend-status';
import { startAiProvider } from '../state/ai-provider-store';
import { aiEngine } from '../workers/ai-instance';
import { fileCommands } from './file-commands';
import { conflictCommands } from './conflict-commands';
import { languageCommands } from './language-commands';
import { panelCommands } from './panel-commands';
import { aiEditorCommands } from './ai-editor-commands';
import { applyAccessibilityToDocument } from './accessibility-apply';
import { runCommands } from './run-commands';
import { registerTerminalFocusPanel, terminalCommands } from './terminal-commands';
import { startGuidance, workspaceCommands } from './workspace-commands';
import { paletteCommands } from '../features/palette/commands';
import { errorProtectionCommands } from '../features/error-protection/commands';
import { initErrorReporting } from '../features/error-protection/reporting';
import { holdEarlyShortcuts, installKeybindings } from './keybindings';
import { aiDrawerCommands, registerAiDrawerFocusPanel } from './ai-drawer-commands';
import { listenForShareLinks, openDeepLink, openProjectLink, openShareLink } from './deep-link';
import { loadDiskLinks } from '../state/disk-links-store';
import { registerServiceWorker } from './service-worker';

/** Resolves once the stored files are loaded: then the app can render. */
export async function startApp(): Promise<void> {
  initErrorReporting();
  applyAccessibilityToDocument(document.documentElement);
  const playHeldShortcuts = holdEarlyShortcuts();
  await startFilesPersistence();
  void startStorageUse();
  void loadDiskLinks();
  for (const command of [
    ...fileCommands(),
    ...conflictCommands(),
    ...languageCommands(),
    ...panelCommands(),
    ...aiEditorCommands(),
    ...paletteCommands(),
    ...errorProtectionCommands(),
    ...workspaceCommands(),
    ...terminalCommands(),
    ...runCommands(),
    ...aiDrawerCommands(),
  ]) {
    commandRegistry.register(command);
  }
  registerTerminalFocusPanel();
  registerAiDrawerFocusPanel();
  installKeybindings(commandRegistry);
  playHeldShortcuts();
  openDeepLink(window.location.search);
  openProjectLink(window.location.hash);
  void openShareLink(window.location.hash);
  listenForShareLinks();
  startBackendPolling();
  startAiProvider(aiEngine);
  startGuidance();
  registerServiceWorker();
}
