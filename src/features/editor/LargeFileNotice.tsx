/** The warning above a very large open file (large-file.ts says when and what). */
import { useStore } from 'zustand';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorStatsStore } from '../../state/editor-stats-store';
import { largeFileNotice } from './large-file';

export function LargeFileNotice() {
  // The editor's own figures once it shows the file (the store's copy of the text is brought up
  // to date only when it is needed); until then the stored text's length. String selectors: the
  // bar re-renders only when the notice changes.
  const stored = useStore(filesStore, (s) => activeEntry(s)?.content.length ?? 0);
  const notice = useStore(editorStatsStore, (s) =>
    largeFileNotice(s.lines > 0 ? s.characters : stored, s.wholeFileFeaturesOff),
  );
  if (!notice) return null;
  return (
    <p className="large-file-notice" role="status">
      {notice}
    </p>
  );
}
