/**
 * The debugger's sidebar panel: the Call stack and the Variables of the step shown, or what is
 * happening while no step has arrived yet.
 */
import { useId } from 'react';
import { useStore } from 'zustand';
import type { DebugSession } from '../../state/debug-store';
import { debugStore } from '../../state/debug-store';
import { CallStackView } from './CallStackView';
import { VariablesView } from './VariablesView';
import './debug.css';

const RUNTIME_NAMES: Partial<Record<DebugSession['runtime'], string>> = {
  python: 'Python',
  javascript: 'JavaScript',
};

/** What the panel says before it has a step to show. */
function waitingText(session: DebugSession | null, error: string | null): string {
  if (!session)
    return 'Nothing is being stepped through. Step through a program to see its variables here.';
  switch (session.status) {
    case 'loading':
      return `Starting ${RUNTIME_NAMES[session.runtime] ?? 'the program'}…`;
    case 'recording':
      return 'Recording…';
    case 'waiting':
      return 'Recording… The program waits for you to type a line.';
    case 'done':
      if (session.ended === 'error')
        return `The program stopped with an error before its first step${error ? `: ${error}` : '.'}`;
      if (session.ended === 'stopped') return 'Stopped before the first step.';
      return 'The program ended without a step to show.';
  }
}

export default function DebugView() {
  const session = useStore(debugStore, (s) => s.session);
  const recording = useStore(debugStore, (s) => s.recording);
  // The recording grows in place: read its length again when it does.
  useStore(debugStore, (s) => s.version);
  const id = useId();

  if (!session || !recording || recording.length === 0) {
    const error = recording?.error ? `${recording.error.name}: ${recording.error.message}` : null;
    return (
      <div className="debug-view">
        <p className="dbg-empty dbg-waiting" role="status">
          {waitingText(session, error)}
        </p>
      </div>
    );
  }

  return (
    <div className="debug-view">
      <section className="dbg-section" aria-labelledby={`${id}-stack`}>
        <h2 className="dbg-heading" id={`${id}-stack`}>
          Call stack
        </h2>
        <CallStackView labelledBy={`${id}-stack`} />
      </section>
      <section className="dbg-section" aria-labelledby={`${id}-vars`}>
        <h2 className="dbg-heading" id={`${id}-vars`}>
          Variables
        </h2>
        <VariablesView />
      </section>
    </div>
  );
}
