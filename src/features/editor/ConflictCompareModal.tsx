/**
 * The two versions of a file edited in two tabs side by side in Monaco's diff editor (read-only):
 * the other version on the left, the one on screen on the right, with a button to keep each.
 * Shown by ConflictCompare.tsx, and not part of the first load.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../ui/Modal';
import type { Conflict } from '../../core/files/conflicts';
import { conflictsStore } from '../../state/conflicts-store';
import { KeepVersionButtons } from './KeepVersionButtons';
import type { Monaco } from './monaco';
import { showReadOnlyDiff } from './diff-editor';
import './conflict.css';
// Its frame is a panel's (.panel-modal, .panel-header, .panel-body).
import '../../ui/panels.css';

export default function ConflictCompareModal({
  monaco,
  conflict,
  viewing,
}: {
  monaco: Monaco | null;
  conflict: Conflict;
  viewing: 'file' | 'copy';
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [sideBySide, setSideBySide] = useState(true);
  const [shown, other] =
    viewing === 'file' ? [conflict.file, conflict.copy] : [conflict.copy, conflict.file];

  // Made again only when a text, name or language changes, not on each change of the list.
  const { name: shownName, content: shownText, language: chosen } = shown;
  const { name: otherName, content: otherText } = other;
  useEffect(() => {
    if (!monaco || !hostRef.current) return;
    // Side by side where both fit, else one above the other; the labels say which it is.
    const shown = showReadOnlyDiff(monaco, hostRef.current, {
      fileName: shownName,
      language: chosen,
      before: otherText,
      after: shownText,
      beforeLabel: `The other version, "${otherName}" (read-only)`,
      afterLabel: `This version, "${shownName}" (read-only)`,
    });
    setSideBySide(shown.sideBySide);
    return shown.dispose;
  }, [monaco, shownName, shownText, chosen, otherName, otherText]);

  const close = () => conflictsStore.getState().setComparing(null);
  return (
    <Modal
      onClose={close}
      aria-labelledby="conflict-compare-title"
      aria-describedby="conflict-compare-help"
      className="panel-modal panel-modal-wide"
    >
      <header className="panel-header">
        <h2 id="conflict-compare-title">Two versions of {conflict.file.name}</h2>
        <button type="button" className="btn" onClick={close}>
          Close
        </button>
      </header>
      <div className="panel-body">
        <p id="conflict-compare-help">
          This file was edited in two tabs. The lines that differ are highlighted. Keep one version;
          the other is deleted.
        </p>
        {sideBySide ? (
          <div className="autofix-labels" aria-hidden="true">
            <span>The other version: {other.name}</span>
            <span>This version: {shown.name}</span>
          </div>
        ) : (
          <p className="conflict-inline-labels" aria-hidden="true">
            Lines marked − are the other version ({other.name}); lines marked + are this version (
            {shown.name}).
          </p>
        )}
        <div
          ref={hostRef}
          className="autofix-diff conflict-diff"
          role="group"
          aria-label={`The other version, "${other.name}", beside this version, "${shown.name}"`}
        />
        <div className="conflict-compare-actions">
          <KeepVersionButtons />
        </div>
      </div>
    </Modal>
  );
}
