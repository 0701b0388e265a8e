import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/700.css';
import './app/theme.css';
import { App } from './app/App';
import { AppCrashBoundary } from './features/error-protection';
import { startApp } from './app/start';
import { CommandsProvider } from './ui/CommandButton';
import { commandRegistry, isMac } from './state/commands';
import { subscribeToCommandState } from './state/command-state';
import { loadEditor } from './features/editor';

// Monaco first: it downloads and compiles while storage opens and the shell renders. A failure
// is shown by the editor area, which asks again.
loadEditor().catch(() => undefined);
await startApp();

/**
 * Marks the end of the first commit, so a performance trace (and `npm run bench -- app`) shows
 * the first render as "app: first render".
 */
function FirstCommit() {
  useLayoutEffect(() => {
    performance.measure('app: first render', 'app: render');
  }, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
performance.mark('app: render');
createRoot(root).render(
  <StrictMode>
    <AppCrashBoundary>
      <CommandsProvider
        registry={commandRegistry}
        isMac={isMac}
        subscribeToState={subscribeToCommandState}
      >
        <App />
        <FirstCommit />
      </CommandsProvider>
    </AppCrashBoundary>
  </StrictMode>,
);
