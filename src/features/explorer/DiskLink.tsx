/**
 * The explorer's part of Save to Disk: a Save to Disk button in its header and a line naming
 * the folder on the computer each linked project folder writes to. Both show only while a
 * linked folder is in the project.
 */
import { useStore } from 'zustand';
import { FolderSymlink, HardDriveDownload } from 'lucide-react';
import { filesStore } from '../../state/files-store';
import { diskLinksStore } from '../../state/disk-links-store';
import { CommandButton } from '../../ui/CommandButton';
import { linkedFolders } from '../../core/files/disk-save';

function useLinked() {
  const entries = useStore(filesStore, (s) => s.entries);
  const links = useStore(diskLinksStore, (s) => s.links);
  return linkedFolders(entries, links);
}

export function SaveToDiskButton() {
  const linked = useLinked();
  const saving = useStore(diskLinksStore, (s) => s.saving);
  if (linked.length === 0) return null;
  const names = linked.map((l) => `"${l.link.name}"`).join(', ');
  return (
    <CommandButton
      id="file.saveToDisk"
      className="icon-btn"
      aria-label="Save to Disk"
      tooltip={() => `Save to Disk: write changed files to ${names} on this computer`}
      disabled={saving}
    >
      <HardDriveDownload size={16} aria-hidden="true" />
    </CommandButton>
  );
}

export function DiskLinkNote() {
  const linked = useLinked();
  if (linked.length === 0) return null;
  return (
    <ul className="explorer-disk-links" aria-label="Folders linked to this computer">
      {linked.map(({ link, folder }) => (
        <li key={link.folderId}>
          <FolderSymlink size={14} aria-hidden="true" />
          <span>
            {folder.path.slice(1)} saves to the folder “{link.name}” on this computer
          </span>
        </li>
      ))}
    </ul>
  );
}
