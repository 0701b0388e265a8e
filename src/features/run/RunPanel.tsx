/**
 * The Run tab's body in the terminal panel: a toolbar (what runs, Stop, Explain This Error,
 * Clear, the time limits), the runtime's loading progress, and the output terminal.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Eraser, Lightbulb, Square, Timer } from 'lucide-react';
import { RUN_LIMIT_RANGE } from '../../core/run/types';
import { runStore } from '../../state/run-store';
import { CommandButton } from '../../ui/CommandButton';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { RunTerminal } from './run-terminal';
import './run.css';

export default function RunPanel() {
  const status = useStore(runStore, (s) => s.status);
  const waiting = useStore(runStore, (s) => s.waitingForInput);
  const fileName = useStore(runStore, (s) => s.fileName);
  const progress = useStore(runStore, (s) => s.progress);
  const lastError = useStore(runStore, (s) => s.lastError);
  const typedAhead = useStore(runStore, (s) => s.typedAhead.length);
  const [limitsOpen, setLimitsOpen] = useState(false);

  const state =
    status === 'loading'
      ? 'Loading…'
      : status === 'running'
        ? waiting
          ? 'Waiting for input: type a line and press Enter'
          : `Running ${fileName ?? ''}`
        : fileName
          ? 'Finished'
          : 'Nothing has run yet: press F5 or ▶ Run';

  return (
    <div className="run-panel">
      <div className="run-toolbar">
        <span className="run-state" role="status">
          {state}
          {status === 'idle' && typedAhead > 0
            ? ` · ${typedAhead} typed ${typedAhead === 1 ? 'line' : 'lines'} kept for the next run`
            : ''}
        </span>
        {status !== 'idle' && (
          <CommandButton id="run.stop" className="btn run-stop">
            <Square size={13} aria-hidden="true" /> Stop
          </CommandButton>
        )}
        {lastError && status === 'idle' && (
          <CommandButton id="run.explainError" className="btn">
            <Lightbulb size={14} aria-hidden="true" /> Explain this error
          </CommandButton>
        )}
        <CommandButton
          id="run.clearOutput"
          className="icon-btn"
          aria-label="Clear Run Output"
          tooltip={(_key, title) => `${title} (Ctrl+L in the Run tab)`}
        >
          <Eraser size={15} aria-hidden="true" />
        </CommandButton>
        <button
          type="button"
          className="icon-btn"
          aria-label="Time limits"
          aria-expanded={limitsOpen}
          title="Time limits that stop a program"
          onClick={() => setLimitsOpen((open) => !open)}
        >
          <Timer size={15} aria-hidden="true" />
        </button>
      </div>
      {limitsOpen && <LimitsForm onDone={() => setLimitsOpen(false)} />}
      {progress && (
        <div className="run-progress">
          <label>
            {progress.label}…{' '}
            {progress.total > 0 ? `${Math.round((100 * progress.loaded) / progress.total)}%` : ''}
            <progress
              max={progress.total || undefined}
              value={progress.total ? progress.loaded : undefined}
            />
          </label>
        </div>
      )}
      <RunXterm />
    </div>
  );
}

function RunXterm() {
  const hostRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<RunTerminal | null>(null);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const focusRequest = useStore(runStore, (s) => s.focusRequest);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const controller = new RunTerminal(host, workspaceStore.getState().theme);
    controllerRef.current = controller;
    return () => {
      controllerRef.current = null;
      controller.dispose();
    };
  }, []);

  useEffect(() => controllerRef.current?.setTheme(theme), [theme]);
  useEffect(() => {
    if (focusRequest > 0) controllerRef.current?.focus();
  }, [focusRequest]);

  return <div ref={hostRef} className="terminal-xterm run-xterm" />;
}

function LimitsForm({ onDone }: { onDone: () => void }) {
  const limits = useStore(runStore, (s) => s.limits);
  const [silence, setSilence] = useState(String(limits.silenceMs / 1000));
  const [total, setTotal] = useState(String(limits.totalMs / 1000));
  const id = useId();
  const min = RUN_LIMIT_RANGE.minMs / 1000;
  const max = RUN_LIMIT_RANGE.maxMs / 1000;
  const valid = (v: string) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max;

  return (
    <form
      className="run-limits"
      aria-label="Time limits"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid(silence) || !valid(total)) return;
        const kept = runStore.getState().setLimits({
          silenceMs: Math.round(Number(silence) * 1000),
          totalMs: Math.round(Number(total) * 1000),
        });
        if (!kept) {
          toast({
            type: 'info',
            title: 'Limits not remembered',
            message: 'Browser storage refused them: they apply until the page is closed.',
          });
        }
        onDone();
      }}
    >
      <label htmlFor={`${id}-silence`}>Stop after this many seconds without output</label>
      <input
        id={`${id}-silence`}
        type="number"
        min={min}
        max={max}
        step="1"
        value={silence}
        aria-invalid={!valid(silence)}
        onChange={(event) => setSilence(event.target.value)}
      />
      <label htmlFor={`${id}-total`}>Stop after this many seconds in all</label>
      <input
        id={`${id}-total`}
        type="number"
        min={min}
        max={max}
        step="1"
        value={total}
        aria-invalid={!valid(total)}
        onChange={(event) => setTotal(event.target.value)}
      />
      {(!valid(silence) || !valid(total)) && (
        <p className="run-limits-error" role="alert">
          Each limit is a number of seconds from {min} to {max}.
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        Save limits
      </button>
      <button type="button" className="btn" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
