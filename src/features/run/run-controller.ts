/**
 * Run File and Run Selection: picks what to do with the open file (core/run/plan), and runs it
 * in the Run tab's sandbox (execute.ts), or opens the HTML preview, or says once that the
 * language cannot run here and how to run it locally. One run at a time in the Run tab: a new
 * run stops the one before.
 */
import { endLine, planRun, selectionCode, unsupportedMessage } from '../../core/run/plan';
import type { RunRequest, RuntimeId } from '../../core/run/types';
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
import { execute, newRunId, projectFiles, type Execution } from './execute';

let sandbox: RunSandbox | null = null;
let current: Execution | null = null;
const toldUnsupported = new Set<string>();
let toldNotIsolated = false;

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

/** Runs the open file; what happens shows in the Run tab. */
export async function runActiveFile(options: RunOptions = {}): Promise<void> {
  const { activeId, entries } = filesStore.getState();
  const entry = entries.find((e) => e.id === activeId && e.type === 'file');
  if (!entry) {
    toast({ type: 'info', title: 'Nothing to run', message: 'Open a file to run it.' });
    return;
  }
  const fresh = editorService.readFile(entry.id) ?? entry;
  const languageId = languageOf(fresh);
  const languageName = languageById(languageId)?.name ?? 'This file';
  const plan = planRun(languageId, languageName, fresh.name);
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
): Promise<void> {
  current?.stop('user');
  showRunTab();
  runStore.setState({
    status: 'loading',
    waitingForInput: false,
    fileId: entry.id,
    fileName: entry.name,
    progress: null,
  });
  say('info', `▶ Running ${selection ? `the selection in ${entry.name}` : entry.name}\n`);
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
  };
  const run = execute(runSandbox, request, {
    output: say,
    waiting: (waiting) => {
      runStore.setState({ waitingForInput: waiting });
      if (waiting) runStore.getState().showTab(true);
    },
    progress: (progress) => runStore.setState({ progress }),
    started: () => runStore.setState({ status: 'running' }),
  });
  current = run;

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
  if (current !== run) return; // a newer run took the tab
  current = null;
  const ok = end.kind === 'exited' && end.code === 0;
  const kind: OutputKind = ok ? 'success' : end.kind === 'stopped' ? 'warning' : 'stderr';
  say(kind, `\n${endLine(end, runStore.getState().limits)}\n`);
  runStore.setState({ status: 'idle', waitingForInput: false, progress: null });
}

/** Ends the Run tab's run at once (Stop, Ctrl+C in the Run tab). */
export function stopRun(reason: 'user' | 'silence' | 'total' = 'user'): boolean {
  if (!current) return false;
  current.stop(reason);
  return true;
}

/** A line typed in the Run tab: to the running program, or kept for the next run's input. */
export function typeLine(line: string | null): void {
  if (current) {
    current.handle.input(line);
    return;
  }
  if (line !== null) runStore.setState((s) => ({ typedAhead: [...s.typedAhead, line] }));
}
