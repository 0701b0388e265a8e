/**
 * The welcome screen, shown when no file is active (SPEC §2). The full screen (quick actions,
 * feature cards, setup guide) grows here with later features.
 */
import { FilePlus2 } from 'lucide-react';
import { filesStore } from '../../state/files-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { commandRegistry, isMac } from '../../state/commands';
import { formatBinding } from '../../core/commands/keys';
import { HELLO_WORLD_JS } from './samples';
import './welcome.css';

export const FIRST_FILE_NAME = 'hello-world.js';

export function createFirstFile(): void {
  const state = filesStore.getState();
  const existing = state.entries.find((e) => e.path === `/${FIRST_FILE_NAME}`);
  if (existing) {
    state.open(existing.id); // already made once: open it rather than a copy
  } else {
    const result = state.createFile(FIRST_FILE_NAME, '/', HELLO_WORLD_JS);
    if (!result.ok) {
      toast({ type: 'error', title: 'File not created', message: result.error });
      return;
    }
    toast({
      type: 'success',
      title: 'File Created',
      message: `"${FIRST_FILE_NAME}" is ready to edit.`,
    });
  }
  workspaceStore.getState().focusEditor();
}

export function Welcome() {
  const shortcuts = [
    'palette.open',
    'file.new',
    'file.save',
    'view.toggleTheme',
    'view.toggleSidebar',
  ]
    .map((id) => commandRegistry.get(id))
    .filter((c) => c !== undefined);
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome to the editor</h1>
      <p className="welcome-intro">
        A code editor in your browser, made for people learning to program. It is in development:
        some features are proof-of-concept, and its AI help is built around ethical AI development —
        you see what it does, and your code stays on your machine unless you choose otherwise.
      </p>
      <div className="welcome-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={createFirstFile}>
          <FilePlus2 size={18} aria-hidden="true" /> Create First File
        </button>
      </div>
      <h2>Keyboard shortcuts</h2>
      <dl className="welcome-shortcuts">
        {shortcuts.map((c) => (
          <div key={c.id}>
            <dt>{c.title}</dt>
            <dd>
              {(c.keys ?? []).map((k) => (
                <kbd key={k}>{formatBinding(k, isMac)}</kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
