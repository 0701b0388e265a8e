/**
 * The debugger's toolbar above the editor while a session is shown: the moves (each a command,
 * with its keys in its tooltip), where the step shown is in the run ("Step 12 of 340",
 * "recording…" while steps arrive), the timeline slider to any recorded step, and what the
 * recording left out or how the run ended, said in words.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  ArrowDownToDot,
  ArrowUpFromDot,
  Play,
  RedoDot,
  Rewind,
  Square,
  UndoDot,
  Variable,
  X,
} from 'lucide-react';
import { endLine } from '../../core/run/plan';
import { debugStore, type DebugSession } from '../../state/debug-store';
import { runStore } from '../../state/run-store';
import { workspaceStore } from '../../state/workspace-store';
import { CommandButton } from '../../ui/CommandButton';
import './debug-toolbar.css';

const LANGUAGE: Partial<Record<DebugSession['runtime'], string>> = {
  python: 'Python',
  javascript: 'JavaScript',
};

const count = (n: number) => n.toLocaleString('en');

/** Where the run is, in a few words after "Step n of N". */
function stateText(session: DebugSession, progress: string | null): string {
  switch (session.status) {
    case 'loading':
      return progress ?? `starting ${LANGUAGE[session.runtime] ?? 'the program'}…`;
    case 'recording':
      return 'recording…';
    case 'waiting':
      return 'recording… waiting for input';
    case 'done':
      return session.ended === 'stopped'
        ? 'stopped'
        : session.ended === 'error'
          ? 'ended with an error'
          : 'finished';
  }
}

interface Notice {
  id: string;
  text: string;
  tone: 'info' | 'warning' | 'danger';
  action?: ReactNode;
}

/** Moves focus between the toolbar's buttons with the arrow keys, Home and End. */
function onToolbarKey(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowLeft'
          ? at <= 0
            ? last
            : at - 1
          : at >= last
            ? 0
            : at + 1;
  buttons[next]?.focus();
  event.preventDefault();
}

export default function DebugToolbar() {
  const session = useStore(debugStore, (s) => s.session);
  const recording = useStore(debugStore, (s) => s.recording);
  useStore(debugStore, (s) => s.version); // the recording grows in place
  const current = useStore(debugStore, (s) => s.current);
  const pending = useStore(debugStore, (s) => s.pending);
  const notice = useStore(debugStore, (s) => s.notice);
  const edited = useStore(debugStore, (s) => s.edited);
  const progress = useStore(runStore, (s) => s.progress);
  const limits = useStore(runStore, (s) => s.limits);
  const sidebarHidden = useStore(workspaceStore, (s) => s.sidebarCollapsed);
  const id = useId();
  if (!session || !recording) return null;

  const total = recording.length;
  const step = recording.step(current);
  const loading = progress
    ? `${progress.label}… ${progress.total > 0 ? `${Math.round((100 * progress.loaded) / progress.total)}%` : ''}`.trim()
    : null;

  const notices: Notice[] = [];
  // Said as soon as the cap is reached, while the program may still run on.
  if (recording.end?.capped || (session.stepCap !== undefined && total >= session.stepCap)) {
    notices.push({
      id: 'cap',
      tone: 'warning',
      text: `Recording stopped at step ${count(total)} (the step cap): the program ran on to its end unrecorded. The Run tab's limits change the cap.`,
    });
  }
  const error = recording.error;
  if (error) {
    const where = error.line !== undefined ? ` on line ${error.line}` : '';
    const file = error.file && error.file !== session.entry ? ` of ${error.file}` : '';
    notices.push({
      id: 'error',
      tone: 'danger',
      text: `Stopped by ${error.name}${where}${file}: ${error.message}`,
      action:
        total > 0 ? (
          <CommandButton id="debug.showError" className="btn debug-notice-action">
            Go to the error
          </CommandButton>
        ) : undefined,
    });
  }
  const end = session.runEnd;
  if (end?.kind === 'stopped') {
    notices.push({
      id: 'stopped',
      tone: 'warning',
      text:
        end.reason === 'user'
          ? `You stopped the program: the ${count(total)} steps recorded before are here to step through.`
          : `${endLine(end, limits)}. The ${count(total)} steps recorded before are here to step through.`,
    });
  }
  if (session.status === 'done' && total === 0 && !error) {
    notices.push({
      id: 'empty',
      tone: 'info',
      text: 'Nothing was recorded: the program ended before its first line ran (the Run tab says why).',
    });
  }
  if (session.status === 'waiting') {
    notices.push({
      id: 'input',
      tone: 'info',
      text: pending
        ? 'To get there, the program needs a line of input first: type it in the Run tab below.'
        : 'The program waits for a line of input: type it in the Run tab below.',
    });
  } else if (pending) {
    notices.push({
      id: 'pending',
      tone: 'info',
      text: 'Waiting for the program to get there…',
    });
  }
  if (notice) notices.push({ id: 'notice', tone: 'info', text: notice });
  if (edited) {
    notices.push({
      id: 'edited',
      tone: 'info',
      text: `You changed ${session.fileName} since it was recorded, so its lines may not match: Step Through again to record the new code.`,
    });
  }

  const position = total === 0 ? 'No step yet' : `Step ${count(current + 1)}`;
  const where = step
    ? `line ${step.line}${step.file !== session.entry ? ` of ${step.file}` : ''}`
    : '';

  return (
    <section className="debug-toolbar" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Debugger: {session.fileName}
      </h2>
      <div className="debug-toolbar-row">
        <div
          className="debug-controls"
          role="toolbar"
          aria-label="Step controls"
          onKeyDown={onToolbarKey}
        >
          <CommandButton id="debug.continue" className="btn debug-btn" aria-label="Continue">
            <Play size={14} aria-hidden="true" />
            <span className="debug-btn-label">Continue</span>
          </CommandButton>
          <CommandButton id="debug.stepOver" className="btn debug-btn" aria-label="Step Over">
            <RedoDot size={14} aria-hidden="true" />
            <span className="debug-btn-label">Over</span>
          </CommandButton>
          <CommandButton id="debug.stepInto" className="btn debug-btn" aria-label="Step Into">
            <ArrowDownToDot size={14} aria-hidden="true" />
            <span className="debug-btn-label">Into</span>
          </CommandButton>
          <CommandButton id="debug.stepOut" className="btn debug-btn" aria-label="Step Out">
            <ArrowUpFromDot size={14} aria-hidden="true" />
            <span className="debug-btn-label">Out</span>
          </CommandButton>
          <span className="debug-controls-gap" aria-hidden="true" />
          <CommandButton id="debug.stepBack" className="btn debug-btn" aria-label="Step Back">
            <UndoDot size={14} aria-hidden="true" />
            <span className="debug-btn-label">Back</span>
          </CommandButton>
          <CommandButton
            id="debug.reverseContinue"
            className="btn debug-btn"
            aria-label="Reverse Continue"
          >
            <Rewind size={14} aria-hidden="true" />
            <span className="debug-btn-label">Reverse</span>
          </CommandButton>
          {session.status !== 'done' && (
            <CommandButton id="debug.stop" className="btn debug-btn run-stop" aria-label="Stop">
              <Square size={13} aria-hidden="true" />
              <span className="debug-btn-label">Stop</span>
            </CommandButton>
          )}
        </div>
        <p className="debug-position">
          <span className="debug-step-now" aria-live="polite" aria-atomic="true">
            {position}
            <span className="visually-hidden">{where ? `, ${where}` : ''}</span>
          </span>
          {total > 0 && <span> of {count(total)}</span>}
          {where && <span className="debug-where"> · {where}</span>}
          <span className="debug-state"> · {stateText(session, loading)}</span>
        </p>
        {sidebarHidden && (
          // The Call stack and the Variables are in the sidebar, closed on a small screen.
          <CommandButton
            id="view.toggleSidebar"
            className="btn debug-btn"
            aria-label="Show Variables"
            tooltip={(key) => `Show the Call stack and the Variables in the sidebar (${key})`}
          >
            <Variable size={14} aria-hidden="true" />
            <span className="debug-btn-label">Variables</span>
          </CommandButton>
        )}
        <CommandButton
          id="debug.close"
          className="icon-btn debug-close"
          aria-label="Close Debugger"
          tooltip={(_key, title) => `${title}: back to the Run tab's output`}
        >
          <X size={16} aria-hidden="true" />
        </CommandButton>
      </div>
      <div className="debug-timeline">
        <label htmlFor={`${id}-timeline`} className="debug-timeline-label">
          Timeline
        </label>
        <input
          id={`${id}-timeline`}
          type="range"
          min={1}
          max={Math.max(1, total)}
          step={1}
          value={total === 0 ? 1 : current + 1}
          disabled={total === 0}
          aria-valuetext={total === 0 ? 'No step yet' : `Step ${current + 1} of ${total}, ${where}`}
          onChange={(event) => debugStore.getState().goTo(Number(event.target.value) - 1)}
        />
      </div>
      <div className="debug-notices" role="status">
        {notices.map((n) => (
          <p key={n.id} className={`debug-notice debug-notice-${n.tone}`}>
            <span>{n.text}</span>
            {n.action}
          </p>
        ))}
      </div>
    </section>
  );
}
