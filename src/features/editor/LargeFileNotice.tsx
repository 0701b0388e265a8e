/** The warning above a very large open file (large-file.ts says when and what). */
import { useStore } from 'zustand';
import { activeEntry, filesStore } from '../../state/files-store';
import { largeFileNotice } from './large-file';

export function LargeFileNotice() {
  // A string selector: the bar re-renders only when the notice changes.
  const notice = useStore(filesStore, (s) => largeFileNotice(activeEntry(s)?.content.length ?? 0));
  if (!notice) return null;
  return (
    <p className="large-file-notice" role="status">
      {notice}
    </p>
  );
}
