/**
 * Start-up, before the first render: load the files (IndexedDB answers later, so it waits),
 * register every feature's commands and panels, put back the last visit's layout, install the
 * keyboard dispatcher (playing the shortcuts pressed while the files loaded), open a `?file=`
 * deep link, a `#share=` or a `#project=` link, start the backend check, and register the
 * offline worker once the editor is editable and the page idle.
 */
import { startFilesPersistence } from '../state/files-persistence';
import { startStorageUse } from '../state/storage-use-store';
import { commandRegistry } from '../state/commands';
import { startBackendPolling } from '../state/backend-status';
import { startAiProvider } from '../state/ai-provider-store';
import { aiEngine } from '../workers/ai-instance';
import { applyAccessibilityToDocument } from './accessibility-apply';
import { initErrorReporting } from '../features/error-protection';
import { holdEarlyShortcuts, installKeybindings } from './keybindings';
import { listenForShareLinks, openDeepLink, openProjectLink, openShareLink } from './deep-link';
import { loadDiskLinks } from '../state/disk-links-store';
import { startContributions } from './contributions';
import { registerServiceWorker } from './service-worker';
import { startUpDone } from '../features/editor';
import { restoreLayout } from './layout-restore';

/** Resolves once the stored files are loaded: then the app can render. */
export async function startApp(): Promise<void> {
  initErrorReporting();
  applyAccessibilityToDocument(document.documentElement);
  const playHeldShortcuts = holdEarlyShortcuts();
  const opening = performance.now();
  await startFilesPersistence();
  performance.measure('app: files loaded', { start: opening });
  void startStorageUse();
  void loadDiskLinks();
  startContributions();
  restoreLayout();
  installKeybindings(commandRegistry);
  playHeldShortcuts();
  openDeepLink(window.location.search);
  openProjectLink(window.location.hash);
  void openShareLink(window.location.hash);
  listenForShareLinks();
  startBackendPolling();
  startAiProvider(aiEngine);
  registerServiceWorker(startUpDone);
}
