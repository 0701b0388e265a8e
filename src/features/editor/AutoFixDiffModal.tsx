/**
 * What the last auto-fix changed and why, for a beginner: the list of fixes in plain words
 * (with their lines and confidence), and the code before and after side by side in Monaco's
 * diff editor (read-only). Undo in the editor takes the whole fix back. Shown by
 * AutoFixDiff.tsx, and not part of the first load.
 */
import { useEffect, useRef } from 'react';
import { Modal } from '../../ui/Modal';
import { editorAiStore, type LastFix } from '../../state/editor-ai-store';
import { languageById } from '../../core/languages/registry';
import type { Monaco } from './monaco';
import { createDiffEditor } from './diff-editor';
// Its frame is a panel's (.panel-modal, .panel-header, .panel-body).
import '../../ui/panels.css';

export default function AutoFixDiffModal({ monaco, fix }: { monaco: Monaco | null; fix: LastFix }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!monaco || !hostRef.current) return;
    const language = languageById(fix.language)?.monacoId ?? 'plaintext';
    const original = monaco.editor.createModel(fix.before, language);
    const modified = monaco.editor.createModel(fix.after, language);
    // Closing it must leave the main editor's services alone (./diff-editor.ts).
    const diff = createDiffEditor(monaco, hostRef.current, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: hostRef.current.clientWidth > 640,
      minimap: { enabled: false },
      fontSize: 13,
      // No theme: Monaco's is page-wide, and the main editor's (high contrast too) holds.
      originalAriaLabel: `Before the fix, ${fix.fileName} (read-only)`,
      modifiedAriaLabel: `After the fix, ${fix.fileName} (read-only)`,
    });
    diff.setModel({ original, modified });
    return () => {
      diff.dispose();
      original.dispose();
      modified.dispose();
    };
  }, [fix, monaco]);

  const close = () => editorAiStore.getState().setDiffOpen(false);
  const details = fix.result.details ?? [];
  return (
    <Modal
      onClose={close}
      aria-labelledby="autofix-diff-title"
      className="panel-modal panel-modal-wide"
    >
      <header className="panel-header">
        <h2 id="autofix-diff-title">What Auto-Fix changed in {fix.fileName}</h2>
        <button type="button" className="btn" onClick={close}>
          Close
        </button>
      </header>
      <div className="panel-body">
        <p>{fix.result.explanation}</p>
        <ul className="autofix-list">
          {details.length > 0
            ? details.map((d, i) => (
                <li key={`${d.rule}-${i}`}>
                  {d.line ? <strong>Line {d.line}: </strong> : null}
                  {d.message}{' '}
                  <span className="panel-muted">({Math.round(d.confidence * 100)}% sure)</span>
                </li>
              ))
            : fix.result.fixes_applied.map((f) => <li key={f}>{f}</li>)}
        </ul>
        {fix.result.manual_review_needed && (
          <p className="autofix-review" role="note">
            Please review this change: it may behave differently in some cases.
          </p>
        )}
        <div className="autofix-labels" aria-hidden="true">
          <span>Before</span>
          <span>After</span>
        </div>
        <div
          ref={hostRef}
          className="autofix-diff"
          // A group, not an image: the two read-only editors in it take the focus.
          role="group"
          aria-label={`The code before and after: ${fix.result.fixes_applied.join('; ')}`}
        />
        <p className="panel-muted">Ctrl/⌘+Z in the editor takes the whole fix back.</p>
      </div>
    </Modal>
  );
}
