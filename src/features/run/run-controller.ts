/**
 * Run File and Run Selection: picks what to do with the open file (core/run/plan), and runs it
 * in the Run tab's sandbox (execute.ts), or opens the HTML preview, or says once that the
 * language cannot run here and how to run it locally. One run at a time in the Run tab: a new
 * run stops the one before. A recorded run (Step Through) is a run like the others, whose
 * steps and step-tagged output also go to the debugger.
 */
import {
  endLine,
  planRun,
  selectionCode,
  unsupportedMessage,
  type RunPlan,
} from '../../core/run/plan';
import type { RecordLimits } from '../../core/run/trace-types';
import type { RunEnd, RunRequest, RuntimeId } from '../../core/run/types';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import type { FileEntry } from '../../core/files/file-entry';
import { filesStore } from '../../state/files-store';
import { languageStore } from '../../state/language-store';
import { editorService } from '../../state/editor-service';
import { problemsStore } from '../../state/problems-store';
import { runOutput, runStore, type OutputKind } from '../../state/run-store';
import { terminalsStore } from '../../state/terminals-store';
import { toast } from '../../state/toasts-store';
import { RunSandbox } from '../../workers/run-sandbox';
import { showRunEnding } from './run-ending';
import { badValueNote } from '../../core/run/bad-value-note';
import { findingsFor } from '../../state/hints-store';
import { debugStore } from '../../state/debug-store';
import { recordRunEnd, recordRunStart } from '../../state/history-store';
import { OUTPUT_CHARS } from '../../core/history/history';
import {
  execute,
  newRunId,
  projectFiles,
  type Execution,
  type RunSink,
  type StopReason,
} from './execute';

let sandbox: RunSandbox | null = null;
let current: Execution | null = null;
/** The current run is recorded: what is typed for it becomes part of its recording. */
let currentRecorded = false;
const toldUnsupported = new Set<string>();
let toldNotIsolated = false;
let toldNoHistory = false;
/** Counts the runs asked for, so that one asked for while another was starting wins. */
let runs = 0;

/** The Run tab's sandbox (terminals have their own, so both can run at once). */
function getSandbox(): RunSandbox {
  sandbox ??= new RunSandbox('Code runner for the Run tab');
  return sandbox;
}

const say = (kind: OutputKind, text: string) => runOutput.append(kind, text);

function languageOf(entry: FileEntry): string {
  const active = languageStore.getState().active;
  if (active && active.fileId === entry.id) return active.detection.languageId;
  return resolveLanguage(entry.name, entry.content, entry.language).languageId;
}

function showRunTab(): void {
  runOutput.clear();
  runStore.getState().showTab();
  terminalsStore.getState().openPanel(false);
}

export interface RunOptions {
  /** Run the editor's selection instead of the whole file. */
  selection?: boolean;
}

/** The open file, its newest text, and what Run does with it. */
export interface RunTarget {
  entry: FileEntry;
  languageId: string;
  languageName: string;
  plan: RunPlan;
}

/** The open file as Run sees it; undefined (and the user told) when no file is open. */
export function activeRunTarget(action = 'run'): RunTarget | undefined {
  const { activeId, entries } = filesStore.getState();
  const entry = entries.find((e) => e.id === activeId && e.type === 'file');
  if (!entry) {
    toast({ type: 'info', title: `Nothing to ${action}`, message: `Open a file to ${action} it.` });
    return undefined;
  }
  const fresh = editorService.readFile(entry.id) ?? entry;
  const languageId = languageOf(fresh);
  const languageName = languageById(languageId)?.name ?? 'This file';
  const plan = planRun(languageId, languageName, fresh.name);
  return { entry: fresh, languageId, languageName, plan };
}

/** Runs the open file; what happens shows in the Run tab. */
export async function runActiveFile(options: RunOptions = {}): Promise<void> {
  const target = activeRunTarget();
  if (!target) return;
  const { entry: fresh, languageId, languageName, plan } = target;
  if (plan.kind === 'preview') {
    showRunTab();
    runStore.setState({ previewFileId: fresh.id });
    say('info', `Previewing ${fresh.name} beside the editor: its console shows here.\n`);
    return;
  }
  if (plan.kind === 'unsupported') {
    const message = unsupportedMessage(plan);
    showRunTab();
    say('info', `${message}\n`);
    if (!toldUnsupported.has(languageId)) {
      toldUnsupported.add(languageId);
      toast({ type: 'info', title: `${languageName} does not run here yet`, message });
    }
    return;
  }

  const selection = editorService.readSelection();
  const useSelection =
    options.selection === true &&
    selection !== null &&
    selection.fileId === fresh.id &&
    selection.text.trim() !== '';
  const code =
    useSelection && selection ? selectionCode(selection.text, selection.startLine) : fresh.content;
  await startRun(plan.runtime, fresh, code, useSelection);
}

/**
 * What a recorded run tells besides the Run tab: its steps, its output with the step that
 * printed it, its waits for input, and its end.
 */
export interface RunRecorder extends Required<Pick<RunSink, 'trace' | 'traceEnd' | 'errorAt'>> {
  record: RecordLimits;
  output: RunSink['output'];
  waiting: RunSink['waiting'];
  started(): void;
  ended(end: RunEnd): void;
}

/** Runs `entry` recorded step by step, in the Run tab's sandbox and under its limits. */
export async function runRecorded(
  runtime: RuntimeId,
  entry: FileEntry,
  recorded: RunRecorder,
): Promise<void> {
  await startRun(runtime, entry, entry.content, false, recorded);
}

/** TypeScript's errors in the file, as the editor's language service reported them. */
function typeErrorsOf(fileId: string): string[] {
  const { fileId: shown, problems } = problemsStore.getState();
  if (shown !== fileId) return [];
  return problems
    .filter((p) => p.severity === 'error' && p.source !== 'run')
    .map((p) => `line ${p.line}: ${p.message}`);
}

async function startRun(
  runtime: RuntimeId,
  entry: FileEntry,
  code: string,
  selection: boolean,
  recorded?: RunRecorder,
): Promise<void> {
  current?.stop('user');
  const token = ++runs;
  // The Run tab shows one run: a plain run ends the debugger's replay of the last one.
  if (!recorded) debugStore.getState().close();
  showRunTab();
  runStore.setState({
    status: 'loading',
    waitingForInput: false,
    fileId: entry.id,
    fileName: entry.name,
    progress: null,
  });
  say(
    'info',
    recorded
      ? `▶ Stepping through ${entry.name} (recording up to ${recorded.record.maxSteps.toLocaleString('en')} steps)\n`
      : `▶ Running ${selection ? `the selection in ${entry.name}` : entry.name}\n`,
  );
  if (/\.(?:ts|tsx|mts|cts)$/.test(entry.name)) {
    const errors = typeErrorsOf(entry.id);
    if (errors.length > 0) {
      const count = `${errors.length} type ${errors.length === 1 ? 'error' : 'errors'}`;
      say(
        'warning',
        `${count} (they do not stop the run; see Problems):\n${errors.map((e) => `  ${e}`).join('\n')}\n`,
      );
    }
  }

  const runSandbox = getSandbox();
  const stdin = runStore.getState().typedAhead;
  runStore.setState({ typedAhead: [] });
  const request: RunRequest = {
    runId: newRunId(),
    runtime,
    entry: entry.path.slice(1),
    code,
    files: projectFiles(),
    args: [],
    selection,
    stdin,
    ...(recorded ? { record: recorded.record } : {}),
  };
  // The files are kept before the program starts: a run that hangs or a tab that crashes
  // never costs the code.
  const kept = await recordRunStart(request.files, request.entry);
  if (token !== runs) return; // another run was asked for meanwhile: it takes the tab
  if (kept.id === null && !toldNoHistory) {
    toldNoHistory = true;
    say('warning', `This run is not kept in History: ${kept.reason}.\n`);
  }
  let printed = '';
  const run = execute(runSandbox, request, {
    output: (kind, text, step) => {
      say(kind, text);
      if (printed.length < OUTPUT_CHARS && kind !== 'info') printed += text;
      recorded?.output(kind, text, step);
    },
    waiting: (waiting) => {
      runStore.setState({ waitingForInput: waiting });
      // The debugger asks for the line itself, beside the step shown.
      if (waiting) runStore.getState().showTab(!recorded);
      recorded?.waiting(waiting);
    },
    progress: (progress) => runStore.setState({ progress }),
    started: () => {
      runStore.setState({ status: 'running' });
      recorded?.started();
    },
    ...(recorded
      ? {
          trace: (batch) => recorded.trace(batch),
          traceEnd: (end) => recorded.traceEnd(end),
          errorAt: (error, step) => recorded.errorAt(error, step),
        }
      : {}),
  });
  current = run;
  currentRecorded = recorded !== undefined;

  void runSandbox.isolated().then(
    (isolated) => {
      if (!isolated && !toldNotIsolated) {
        toldNotIsolated = true;
        say(
          'warning',
          'This page is not cross-origin isolated, so a running program cannot wait for typing: type the lines it reads in the Run tab before you run it.\n',
        );
      }
    },
    () => undefined,
  ); // a runner that did not start is told by the run itself

  const end = await run.finished;
  recorded?.ended(end);
  if (kept.id !== null) void recordRunEnd(kept.id, printed, end);
  if (current !== run) return; // a newer run took the tab
  current = null;
  const ok = end.kind === 'exited' && end.code === 0;
  if (ok) {
    // A bad value printed (NaN…) is told where it came from, by what was found in this text.
    const note = badValueNote(runtime, printed, findingsFor(code));
    if (note) say('info', `\n${note}\n`);
  }
  const kind: OutputKind = ok ? 'success' : end.kind === 'stopped' ? 'warning' : 'stderr';
  showRunEnding(kind, `\n${endLine(end, runStore.getState().limits)}\n`);
  runStore.setState({ status: 'idle', waitingForInput: false, progress: null });
}

/** Ends the Run tab's run at once (Stop, Ctrl+C in the Run tab). */
export function stopRun(reason: StopReason = 'user'): boolean {
  if (!current) return false;
  current.stop(reason);
  return true;
}

/** A line typed in the Run tab: to the running program, or kept for the next run's input. */
export function typeLine(line: string | null): void {
  const fileId = current ? runStore.getState().fileId : null;
  void import('./record-run').then((m) => m.keepTypedLine(fileId, line));
  if (current) {
    // Stepping back over input() shows what was typed, and never asks again.
    if (currentRecorded && line !== null) debugStore.getState().addInput(line);
    current.handle.input(line);
    return;
  }
  if (line !== null) runStore.setState((s) => ({ typedAhead: [...s.typedAhead, line] }));
}
