/**
 * The language-detected bar above the editor: what was detected, from which
 * evidence and how sure, with one click to accept it or to pick another language. It appears
 * for new/untitled files whose content says more than their name, for pasted code that looks
 * like another language, and after a rename.
 */
import { useStore } from 'zustand';
import { ScanSearch, X } from 'lucide-react';
import { languageById } from '../../core/languages/registry';
import { evidenceText } from '../../core/languages/detect';
import { languageStore } from '../../state/language-store';

export function DetectedBar({ fileId }: { fileId: string }) {
  const suggestion = useStore(languageStore, (s) => s.suggestion);
  if (!suggestion || suggestion.fileId !== fileId) return null;
  const language = languageById(suggestion.detection.languageId);
  if (!language) return null;
  const sure = `${Math.round(suggestion.detection.confidence * 100)}% sure`;
  const from =
    suggestion.detection.evidence === 'model'
      ? 'language model'
      : evidenceText(suggestion.detection);
  const store = languageStore.getState();
  // Short, so the text and its buttons stay clear of the toast stack at the top right.
  const lead =
    suggestion.reason === 'paste'
      ? 'Pasted code looks like'
      : suggestion.reason === 'rename'
        ? 'Renamed: now'
        : 'Detected';
  return (
    <div className="detected-bar" role="region" aria-label="Language detected">
      <ScanSearch size={16} aria-hidden="true" />
      <p className="detected-text" role="status">
        {lead} <strong>{language.name}</strong>{' '}
        <span className="detected-evidence">
          ({from}, {sure})
        </span>
      </p>
      <span className="detected-actions">
        <button type="button" className="btn btn-primary" onClick={() => store.acceptSuggestion()}>
          {suggestion.reason === 'rename' ? `Keep ${language.name}` : `Use ${language.name}`}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            store.dismissSuggestion();
            store.setPickerOpen(true);
          }}
        >
          Pick another language
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label="Dismiss the language suggestion"
          title="Dismiss"
          onClick={() => store.dismissSuggestion()}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </span>
    </div>
  );
}
