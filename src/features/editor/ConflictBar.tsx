/**
 * The bar above a file edited in two tabs, on the file and on its copy while the conflict lasts:
 * which version is on screen and where the other is, with Compare and a button to keep each
 * (the commands of app/conflict-commands.ts).
 */
import { useStore } from 'zustand';
import { GitCompare } from 'lucide-react';
import { conflictAt, conflictMessage } from '../../core/files/conflicts';
import { filesStore } from '../../state/files-store';
import { conflictsStore } from '../../state/conflicts-store';
import { commandRegistry } from '../../state/commands';
import './conflict.css';

export function ConflictBar({ fileId }: { fileId: string }) {
  const at = useStore(filesStore, (s) => conflictAt(s.entries, fileId));
  const view = useStore(conflictsStore, (s) => (at ? s.views.get(at.conflict.file.id) : undefined));
  if (!at) return null;
  const run = (id: string) => void commandRegistry.run(id, 'button');
  return (
    <div className="conflict-bar" role="region" aria-label="Edited in two tabs">
      <GitCompare size={16} aria-hidden="true" />
      <p className="conflict-text" role="status">
        {conflictMessage(at.conflict, view, at.viewing)}
      </p>
      <span className="conflict-actions">
        <button type="button" className="btn" onClick={() => run('conflict.compare')}>
          Compare
        </button>
        <button type="button" className="btn" onClick={() => run('conflict.keepThis')}>
          Keep this version
        </button>
        <button type="button" className="btn" onClick={() => run('conflict.keepOther')}>
          Keep the other version
        </button>
      </span>
    </div>
  );
}
