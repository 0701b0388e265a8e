/**
 * The bar above a file edited in two tabs, on the file and on its copy while the conflict lasts:
 * which version is on screen and where the other is, with Compare and a button to keep each
 * (the commands of conflict-commands.ts).
 */
import { useStore } from 'zustand';
import { GitCompare } from 'lucide-react';
import { conflictAt, conflictMessage } from '../../core/files/conflicts';
import { filesStore } from '../../state/files-store';
import { conflictsStore } from '../../state/conflicts-store';
import { CommandButton } from '../../ui/CommandButton';
import { KeepVersionButtons } from './KeepVersionButtons';
import './conflict.css';

export function ConflictBar({ fileId }: { fileId: string }) {
  const at = useStore(filesStore, (s) => conflictAt(s.entries, fileId));
  const view = useStore(conflictsStore, (s) => (at ? s.views.get(at.conflict.file.id) : undefined));
  if (!at) return null;
  return (
    <div className="conflict-bar" role="region" aria-label="Edited in two tabs">
      <GitCompare size={16} aria-hidden="true" />
      <p className="conflict-text" role="status">
        {conflictMessage(at.conflict, view, at.viewing)}
      </p>
      <span className="conflict-actions">
        <CommandButton id="conflict.compare" className="btn">
          Compare
        </CommandButton>
        <KeepVersionButtons />
      </span>
    </div>
  );
}
