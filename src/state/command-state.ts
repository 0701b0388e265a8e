/**
 * The stores the commands' `when` read (an open file, a run, the debugger, the terminals …), as one
 * subscription: a command button's enabled state follows them without its parent re-rendering.
 */
import { filesStore } from './files-store';
import { runStore } from './run-store';
import { problemsStore } from './problems-store';
import { musicStore } from './music-store';
import { workspaceStore } from './workspace-store';
import { panelsStore } from './panels-store';
import { languageStore } from './language-store';
import { terminalsStore } from './terminals-store';
import { conflictsStore } from './conflicts-store';
import { editorAiStore } from './editor-ai-store';
import { aiDrawerStore } from './ai-drawer-store';
import { debugStore } from './debug-store';

const STORES = [
  filesStore,
  runStore,
  problemsStore,
  musicStore,
  workspaceStore,
  panelsStore,
  languageStore,
  terminalsStore,
  conflictsStore,
  editorAiStore,
  aiDrawerStore,
  debugStore,
];

export function subscribeToCommandState(listener: () => void): () => void {
  const stops = STORES.map((store) => store.subscribe(() => listener()));
  return () => stops.forEach((stop) => stop());
}
