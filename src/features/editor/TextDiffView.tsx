/**
 * Two texts of a file side by side in Monaco's diff editor, read-only (the run history's compare
 * with now). Not part of the first load: Monaco is there by the time anyone compares.
 */
import { useEffect, useRef } from 'react';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import { createDiffEditor } from './diff-editor';
import { monaco } from './monaco';

export default function TextDiffView({
  fileName,
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  fileName: string;
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hostRef.current) return;
    const detection = resolveLanguage(fileName, after || before, undefined);
    const language = languageById(detection.languageId)?.monacoId ?? 'plaintext';
    const original = monaco.editor.createModel(before, language);
    const modified = monaco.editor.createModel(after, language);
    const wide = hostRef.current.clientWidth > 640;
    // Closing it must leave the main editor's services alone (./diff-editor.ts).
    const diff = createDiffEditor(monaco, hostRef.current, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: wide,
      useInlineViewWhenSpaceIsLimited: false,
      minimap: { enabled: false },
      fontSize: 13,
      originalAriaLabel: beforeLabel,
      modifiedAriaLabel: afterLabel,
    });
    diff.setModel({ original, modified });
    return () => {
      diff.dispose();
      original.dispose();
      modified.dispose();
    };
  }, [fileName, before, after, beforeLabel, afterLabel]);
  return <div ref={hostRef} className="text-diff-view" />;
}
