/**
 * The smart-completion overlay 'AI Completions' (SPEC §2): under the word being typed, with
 * 'Generating smart completions...' while loading and, per item, the confidence %, the
 * description, the documentation and examples. Keys (handled in the editor, so focus stays in
 * the code): ArrowUp/ArrowDown cycle, Enter or Tab accept, Escape closes. The mouse works too.
 */
import { useStore } from 'zustand';
import { editorAiStore } from '../../state/editor-ai-store';

export function AiCompletionsOverlay() {
  const overlay = useStore(editorAiStore, (s) => s.overlay);
  if (!overlay) return null;
  const selected = overlay.items[overlay.index];
  const top = Math.min(overlay.top + 2, window.innerHeight - 260);
  const left = Math.max(8, Math.min(overlay.left, window.innerWidth - 392));
  return (
    <div className="ai-completions" style={{ top, left }} role="dialog" aria-label="AI Completions">
      <div className="ai-completions-title">AI Completions</div>
      {overlay.loading ? (
        <p className="ai-completions-loading" role="status">
          Generating smart completions...
        </p>
      ) : (
        <>
          <ul
            role="listbox"
            aria-label={`Completions for ${overlay.word}`}
            className="ai-completions-list"
          >
            {overlay.items.map((item, i) => (
              <li
                key={`${item.text}-${i}`}
                role="option"
                aria-selected={i === overlay.index}
                className={i === overlay.index ? 'is-active' : undefined}
                // Pointer only: keyboard use goes through the editor (focus stays in the code).
                onMouseDown={(e) => {
                  e.preventDefault();
                  editorAiStore.getState().acceptOverlay(i);
                }}
              >
                <code>{item.text}</code>
                <span className="ai-completions-type">{item.type}</span>
                <span className="ai-completions-confidence">
                  {Math.round(item.confidence * 100)}%
                </span>
              </li>
            ))}
          </ul>
          {selected && (
            <div className="ai-completions-details" aria-live="polite">
              <p className="ai-completions-description">{selected.description}</p>
              {selected.documentation && <p>{selected.documentation}</p>}
              {selected.examples && selected.examples.length > 0 && (
                <pre>{selected.examples.join('\n')}</pre>
              )}
            </div>
          )}
          <p className="ai-completions-keys">↑↓ choose · Enter or Tab accept · Esc close</p>
        </>
      )}
    </div>
  );
}
