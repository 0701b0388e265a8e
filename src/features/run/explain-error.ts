/**
 * 'Explain This Error': opens the AI drawer on its Assist tab, which explains the last run's
 * error and asks the AI provider in use (the built-in engine unless another is set) for fixes
 * to the lines around it.
 */
import { aiDrawerStore } from '../../state/ai-drawer-store';
import { runStore } from '../../state/run-store';

export function explainLastError(): void {
  if (!runStore.getState().lastError) return;
  runStore.setState((s) => ({ explainRequest: s.explainRequest + 1 }));
  aiDrawerStore.getState().load('assist');
  aiDrawerStore.getState().show('assist');
}
