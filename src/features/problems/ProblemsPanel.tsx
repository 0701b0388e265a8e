/**
 * The Problems list: what the language services running in this browser (TypeScript and
 * JavaScript, JSON, CSS/SCSS/Less, HTML) found in the open file, errors first. Clicking a
 * problem moves the cursor to it; the built-in engine's problems have a Hint ladder below them.
 * Opened from the status bar's problem count.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import { editorService } from '../../state/editor-service';
import { problemsStore, type Problem } from '../../state/problems-store';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { HintLadder } from './HintLadder';
import './problems.css';

const ICONS = {
  error: <CircleAlert size={14} aria-hidden="true" className="problem-icon-error" />,
  warning: <TriangleAlert size={14} aria-hidden="true" className="problem-icon-warning" />,
  info: <Info size={14} aria-hidden="true" className="problem-icon-info" />,
};

const LABEL = { error: 'Error', warning: 'Warning', info: 'Info' };

export function ProblemsPanel({ fileName }: { fileName: string }) {
  const open = useStore(problemsStore, (s) => s.panelOpen);
  const problems = useStore(problemsStore, (s) => s.problems);
  const fileId = useStore(problemsStore, (s) => s.fileId);
  const hintsFirst = useStore(aiSettingsStore, (s) => s.hintsFirst);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    // Esc inside the list closes it and returns to the status bar's count.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panelRef.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      problemsStore.getState().setPanelOpen(false);
      document.getElementById('status-problems')?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);

  if (!open) return null;
  const close = () => problemsStore.getState().setPanelOpen(false);
  const reveal = (p: Problem) => editorService.revealLine(p.line, p.column);

  return (
    <section ref={panelRef} className="problems-panel" aria-label="Problems">
      <header className="problems-header">
        <h2>
          Problems <span className="problems-count">{problems.length}</span>
        </h2>
        <label className="problems-hints-first">
          <input
            type="checkbox"
            checked={hintsFirst}
            onChange={(e) => aiSettingsStore.getState().set({ hintsFirst: e.target.checked })}
          />
          Hints before the fix
        </label>
        <button type="button" className="icon-btn" aria-label="Close Problems" onClick={close}>
          <X size={14} aria-hidden="true" />
        </button>
      </header>
      {problems.length === 0 ? (
        <p className="problems-empty">No problems have been found in {fileName}.</p>
      ) : (
        <ul className="problems-list">
          {problems.map((p, i) => (
            <li key={`${p.line}:${p.column}:${i}`}>
              <div className="problem-row">
                <button
                  type="button"
                  className="problem"
                  aria-label={`${LABEL[p.severity]} on line ${p.line}, column ${p.column}: ${p.message.replace(/\.$/, '')}. Go to it`}
                  onClick={() => reveal(p)}
                >
                  {ICONS[p.severity]}
                  <span className="problem-message">{p.message}</span>
                </button>
                {/* Said in the button's name; beside it, so the button's text is all in its name. */}
                <span className="problem-where" aria-hidden="true">
                  Line {p.line}, col {p.column}
                  {p.source ? ` · ${p.source}` : ''}
                </span>
              </div>
              {p.finding && fileId && (
                <HintLadder
                  fileId={fileId}
                  problem={p.finding.detail}
                  code={p.finding.code}
                  language={p.finding.language}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
