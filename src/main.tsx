import { StrictMode } from 'react';
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

await startApp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppCrashBoundary>
      <CommandsProvider
        registry={commandRegistry}
        isMac={isMac}
        subscribeToState={subscribeToCommandState}
      >
        <App />
      </CommandsProvider>
    </AppCrashBoundary>
  </StrictMode>,
);
