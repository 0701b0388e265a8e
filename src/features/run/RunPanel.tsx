/**
 * The Run tab's body in the terminal panel: a toolbar (what runs, Stop, Explain This Error, the
 * fix the error's explanation names, Clear, the limits), the runtime's loading progress, and the output terminal. While the
 * debugger shows a recording, the output is the debugger's (what was printed up to the step
 * shown), with a line to type what the program's input() waits for.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Eraser, History, Lightbulb, Square, Timer, Wrench } from 'lucide-react';
import { MAX_STEPS_RANGE } from '../../core/run/trace-types';
import { RUN_LIMIT_RANGE } from '../../core/run/types';
import { debugStore } from '../../state/debug-store';
import { editorService } from '../../state/editor-service';
import { filesStore } from '../../state/files-store';
import { runErrorFix } from '../../state/run-error-fix';
import { runOutput, runStore } from '../../state/run-store';
import { CommandButton } from '../../ui/CommandButton';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { DebugOutput } from '../debug';
import { typeLine } from './run-controller';
import { RunTerminal } from './run-terminal';
import './run.css';

/** A fix's title with the names it quotes (`nme`) in code type. */
function FixTitle({ title }: { title: string }) {
  return (
    <>{title.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
  );
}

export default function RunPanel() {
  const status = useStore(runStore, (s) => s.status);
  const waiting = useStore(runStore, (s) => s.waitingForInput);
  const fileName = useStore(runStore, (s) => s.fileName);
  const progress = useStore(runStore, (s) => s.progress);
  const lastError = useStore(runStore, (s) => s.lastError);
  const typedAhead = useStore(runStore, (s) => s.typedAhead.length);
  const stepping = useStore(debugStore, (s) => s.recording !== null);
  const [limitsOpen, setLimitsOpen] = useState(false);
  // The fix follows the error's marker (it moves, or goes once its line is edited).
  useStore(runStore, (s) => s.marker);
  const activeId = useStore(filesStore, (s) => s.activeId);
  const found = lastError ? runErrorFix() : null;
  const fix = found?.fileId === activeId ? found : null;

  const state =
    status === 'loading'
      ? 'Loading…'
      : status === 'running'
        ? waiting
          ? stepping
            ? 'Waiting for input: type a line below and press Enter'
            : 'Waiting for input: type a line and press Enter'
          : stepping
            ? `Recording ${fileName ?? ''}: the output shown is the step's`
            : `Running ${fileName ?? ''}`
        : stepping
          ? 'Output up to the step shown: click a line to go to its step'
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
        {fix && status === 'idle' && (
          <CommandButton id="run.applyErrorFix" className="btn run-fix">
            <Wrench size={14} aria-hidden="true" /> Fix: <FixTitle title={fix.title} />
          </CommandButton>
        )}
        <CommandButton id="run.history" className="icon-btn" aria-label="Run History">
          <History size={15} aria-hidden="true" />
        </CommandButton>
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
          aria-label="Time limits and step cap"
          aria-expanded={limitsOpen}
          title="Time limits that stop a program, and how many steps Step Through records"
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
      {stepping && (
        <Suspense fallback={<p className="run-progress">Loading the stepped output…</p>}>
          <DebugOutput />
        </Suspense>
      )}
      {stepping && <InputLine />}
      <RunXterm hidden={stepping} />
    </div>
  );
}

/** While stepping, the line the program's input() waits for, typed here. */
function InputLine() {
  const waiting = useStore(debugStore, (s) => s.session?.status === 'waiting');
  const asked = useStore(debugStore, (s) => s.pending !== null);
  const prompt = useStore(debugStore, (s) => {
    const last = s.recording?.output.at(-1);
    return last?.stream === 'stdout' ? (last.text.split('\n').at(-1) ?? '') : '';
  });
  const [line, setLine] = useState('');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The user asked to go past this point: the line is what they type next.
  useEffect(() => {
    if (waiting && asked) inputRef.current?.focus();
  }, [waiting, asked]);
  if (!waiting) return null;
  return (
    <form
      className="debug-input"
      aria-label="Input for the program"
      onSubmit={(event) => {
        event.preventDefault();
        runOutput.append('echo', `${line}\n`);
        typeLine(line);
        setLine('');
        editorService.focus();
      }}
    >
      <label htmlFor={`${id}-line`}>
        {prompt.trim() ? `The program asks: ${prompt.trim()}` : 'The program waits for a line'}
      </label>
      <input
        id={`${id}-line`}
        type="text"
        value={line}
        autoComplete="off"
        spellCheck={false}
        ref={inputRef}
        onChange={(event) => setLine(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Send
      </button>
    </form>
  );
}

function RunXterm({ hidden }: { hidden: boolean }) {
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

  return <div ref={hostRef} className="terminal-xterm run-xterm" hidden={hidden} />;
}

function LimitsForm({ onDone }: { onDone: () => void }) {
  const limits = useStore(runStore, (s) => s.limits);
  const [silence, setSilence] = useState(String(limits.silenceMs / 1000));
  const [total, setTotal] = useState(String(limits.totalMs / 1000));
  const [steps, setSteps] = useState(String(runStore.getState().stepCap));
  const id = useId();
  const min = RUN_LIMIT_RANGE.minMs / 1000;
  const max = RUN_LIMIT_RANGE.maxMs / 1000;
  const valid = (v: string) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max;
  const validSteps = (v: string) =>
    Number.isSafeInteger(Number(v)) &&
    Number(v) >= MAX_STEPS_RANGE.min &&
    Number(v) <= MAX_STEPS_RANGE.max;
  const allValid = valid(silence) && valid(total) && validSteps(steps);

  return (
    <form
      className="run-limits"
      aria-label="Time limits and step cap"
      onSubmit={(event) => {
        event.preventDefault();
        if (!allValid) return;
        const keptLimits = runStore.getState().setLimits({
          silenceMs: Math.round(Number(silence) * 1000),
          totalMs: Math.round(Number(total) * 1000),
        });
        const keptCap = runStore.getState().setStepCap(Number(steps));
        if (!keptLimits || !keptCap) {
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
      <label htmlFor={`${id}-steps`}>Step Through records at most this many steps</label>
      <input
        id={`${id}-steps`}
        type="number"
        min={MAX_STEPS_RANGE.min}
        max={MAX_STEPS_RANGE.max}
        step="1"
        value={steps}
        aria-invalid={!validSteps(steps)}
        onChange={(event) => setSteps(event.target.value)}
      />
      {(!valid(silence) || !valid(total)) && (
        <p className="run-limits-error" role="alert">
          Each time limit is a number of seconds from {min} to {max}.
        </p>
      )}
      {!validSteps(steps) && (
        <p className="run-limits-error" role="alert">
          The step cap is a whole number from {MAX_STEPS_RANGE.min.toLocaleString('en')} to{' '}
          {MAX_STEPS_RANGE.max.toLocaleString('en')}.
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
