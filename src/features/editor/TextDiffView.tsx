/**
 * Two texts of a file side by side in Monaco's diff editor, read-only (the run history's compare
 * with now). Not part of the first load: Monaco is there by the time anyone compares.
 */
import { useEffect, useRef } from 'react';
import { showReadOnlyDiff, type ReadOnlyDiff } from './diff-editor';

export default function TextDiffView({
  fileName,
  before,
  after,
  beforeLabel,
  afterLabel,
}: Omit<ReadOnlyDiff, 'language'>) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let dispose = () => {};
    let live = true;
    // The editor's own import of Monaco (loaded by now), so that it stays one chunk.
    void import('./monaco').then(({ monaco }) => {
      if (!live) return;
      ({ dispose } = showReadOnlyDiff(monaco, host, {
        fileName,
        before,
        after,
        beforeLabel,
        afterLabel,
      }));
    });
    return () => {
      live = false;
      dispose();
    };
  }, [fileName, before, after, beforeLabel, afterLabel]);
  return <div ref={hostRef} className="text-diff-view" />;
}
