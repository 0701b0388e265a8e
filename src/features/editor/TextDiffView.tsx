/**
 * Two texts of a file side by side in Monaco's diff editor, read-only (the run history's compare
 * with now). Not part of the first load: Monaco is there by the time anyone compares.
 */
import { useEffect, useRef } from 'react';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import { createDiffEditor } from './diff-editor';
import type { Monaco } from './monaco';

interface Texts {
  fileName: string;
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

export default function TextDiffView({ fileName, before, after, beforeLabel, afterLabel }: Texts) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let dispose = () => {};
    let live = true;
    // The editor's own import of Monaco (loaded by now), so that it stays one chunk.
    void import('./monaco').then(({ monaco }) => {
      if (!live) return;
      dispose = show(monaco, host, { fileName, before, after, beforeLabel, afterLabel });
    });
    return () => {
      live = false;
      dispose();
    };
  }, [fileName, before, after, beforeLabel, afterLabel]);
  return <div ref={hostRef} className="text-diff-view" />;
}

function show(
  monaco: Monaco,
  host: HTMLElement,
  { fileName, before, after, beforeLabel, afterLabel }: Texts,
): () => void {
  const detection = resolveLanguage(fileName, after || before, undefined);
  const language = languageById(detection.languageId)?.monacoId ?? 'plaintext';
  const original = monaco.editor.createModel(before, language);
  const modified = monaco.editor.createModel(after, language);
  const wide = host.clientWidth > 640;
  // Closing it must leave the main editor's services alone (./diff-editor.ts).
  const diff = createDiffEditor(monaco, host, {
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
}
