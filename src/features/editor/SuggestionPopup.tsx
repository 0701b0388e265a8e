/**
 * The suggestion popup: for Optimize Code and for corrections of the selection, each
 * suggestion's type, confidence and what it changes, with 'Apply Suggestion' (one undoable
 * edit). Advice that needs a person (e.g. moving work out of a loop) offers 'Go to line'. An
 * edit that may change what the program does says so, with why, before it can be applied.
 */
import { useStore } from 'zustand';
import { X } from 'lucide-react';
import { editorAiStore } from '../../state/editor-ai-store';
import { editorService } from '../../state/editor-service';

export function SuggestionPopup({ fileId }: { fileId: string }) {
  const popup = useStore(editorAiStore, (s) => (s.popup?.fileId === fileId ? s.popup : null));
  if (!popup) return null;
  const close = () => editorAiStore.getState().setPopup(null);
  const title = popup.kind === 'optimization' ? 'Optimization suggestions' : 'Corrections';
  return (
    <section className="suggestion-popup" aria-label={title}>
      <header>
        <h2>{title}</h2>
        <span className="panel-muted">from {popup.source}</span>
        <button type="button" className="icon-btn" aria-label={`Close ${title}`} onClick={close}>
          <X size={14} aria-hidden="true" />
        </button>
      </header>
      <ol>
        {popup.suggestions.map((s, i) => (
          <li key={`${s.startPos}-${i}`}>
            <div className="suggestion-meta">
              <span className="suggestion-type">{s.type}</span>
              <span>{Math.round(s.confidence * 100)}% confidence</span>
              {s.changesBehaviour && (
                <span className="suggestion-review">changes behaviour: review</span>
              )}
              <button
                type="button"
                className="link-btn"
                onClick={() => editorService.revealLine(s.line, 1)}
              >
                Line {s.line}
              </button>
            </div>
            <p>{s.description ?? (s.kind === 'advice' ? s.text : 'Replace with:')}</p>
            {s.changesBehaviour && <p className="suggestion-review-why">{s.changesBehaviour}</p>}
            {s.kind !== 'advice' && (
              <pre className="suggestion-change">
                {s.original && <del>{s.original}</del>}
                {s.original && '\n'}
                <ins>{s.text}</ins>
              </pre>
            )}
            {s.kind === 'advice' && s.description && <p className="panel-muted">{s.text}</p>}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => editorAiStore.getState().applySuggestion(i)}
            >
              {s.kind === 'advice' ? 'Go to line' : 'Apply Suggestion'}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
