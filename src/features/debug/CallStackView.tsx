/**
 * The Call stack view: one entry per call, innermost first, so a recursion shows each call with
 * its arguments ("fact(n=3) line 4"). The entry the Variables view shows is marked; choosing
 * another shows that call's names.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { callStackAt, languageOf } from '../../core/run/debug-view-model';
import { debugStore } from '../../state/debug-store';
import './debug.css';

export interface CallStackViewProps {
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

export function CallStackView({ labelledBy }: CallStackViewProps) {
  const recording = useStore(debugStore, (s) => s.recording);
  const version = useStore(debugStore, (s) => s.version);
  const current = useStore(debugStore, (s) => s.current);
  const selected = useStore(debugStore, (s) => s.selectedFrame);
  const runtime = useStore(debugStore, (s) => s.session?.runtime);
  const entries = useMemo(
    () => (recording ? callStackAt(recording, current, selected, languageOf(runtime)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the recording changes in place: version says when
    [recording, version, current, selected, runtime],
  );

  if (entries.length === 0) return <p className="dbg-empty">No calls yet.</p>;
  return (
    <ol className="dbg-stack" aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className={`dbg-frame${entry.shown ? ' is-shown' : ''}`}
            aria-current={entry.shown ? 'true' : undefined}
            onClick={() => debugStore.getState().selectFrame(entry.id)}
          >
            <span className="dbg-frame-name">{entry.label}</span>{' '}
            <span className="dbg-frame-line">
              {entry.file ? `${entry.file} ` : ''}line {entry.line}
            </span>
            {entry.innermost && <span className="visually-hidden">, running now</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}
