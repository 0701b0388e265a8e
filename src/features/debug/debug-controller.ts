/**
 * Step Through: runs the open Python, JavaScript or TypeScript file recorded, in the Run tab's
 * sandbox and under its limits, and feeds what arrives into the debug store's recording: steps,
 * output with the step that printed it, the error and the end. The first step is shown as soon
 * as it arrives, and a move asked past what is recorded is made once the steps are there.
 */
import { DEFAULT_RECORD_LIMITS } from '../../core/run/trace-types';
import type { RunEnd, RuntimeId } from '../../core/run/types';
import { refuseBinaryFile } from '../../state/binary-guard';
import { debugStore } from '../../state/debug-store';
import { filesStore } from '../../state/files-store';
import { runStore } from '../../state/run-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { runController, type RunTarget } from '../run';

/** Languages whose runs can be recorded, by the runtime that records them. */
const RECORDED = new Map<string, RuntimeId>([
  ['python', 'python'],
  ['javascript', 'javascript'],
  ['typescript', 'javascript'],
]);

/** How often, at most, the views are told the recording grew while steps pour in. */
const REFRESH_MS = 100;

let sessions = 0;

/** The runtime that records `target`, or undefined after telling the user why none does. */
function recordingRuntime(target: RunTarget): RuntimeId | undefined {
  const runtime = RECORDED.get(target.languageId);
  if (runtime && target.plan.kind === 'runtime') return runtime;
  const runs = target.plan.kind !== 'unsupported';
  toast({
    id: 'step-through-language',
    type: 'info',
    title: `Step Through: not for ${target.entry.name}`,
    message: `Step Through records Python, JavaScript and TypeScript programs. ${
      runs
        ? `${target.languageName} files run with ▶ Run.`
        : `${target.languageName} does not run in the browser yet.`
    }`,
  });
  return undefined;
}

/** Opens the sidebar for the Variables, where there is room for it beside the editor. */
function showDebugView(): void {
  if (window.matchMedia('(min-width: 768px)').matches) {
    workspaceStore.getState().setSidebarCollapsed(false);
  }
}

/**
 * Runs the open file recorded and shows its first step as soon as it arrives. `then` runs
 * once the session exists (Run to Here asks for its line then).
 */
export async function stepThrough(then?: () => void): Promise<void> {
  if (refuseBinaryFile('Step Through')) return;
  const run = await runController();
  const target = run.activeRunTarget('step through');
  if (!target) return;
  const runtime = recordingRuntime(target);
  if (!runtime) return;
  const { entry } = target;
  const stepCap = runStore.getState().stepCap;
  const recording = debugStore.getState().start({
    id: `debug-${++sessions}`,
    fileId: entry.id,
    fileName: entry.name,
    entry: entry.path.slice(1),
    runtime,
    stepCap,
  });
  showDebugView();
  then?.();

  /** The session still shows this recording (not closed, not started again). */
  const live = () => debugStore.getState().recording === recording;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!live()) return;
    debugStore.getState().touch();
    debugStore.getState().resume();
  };
  /** The first step shows at once; later ones are told a few times a second. */
  const grew = () => {
    timer ??= setTimeout(refresh, REFRESH_MS);
  };

  await run.runRecorded(runtime, entry, {
    record: { ...DEFAULT_RECORD_LIMITS, maxSteps: stepCap },
    output: (kind, text, step) => {
      if (!live() || (kind !== 'stdout' && kind !== 'stderr')) return;
      recording.addOutput(kind, text, step);
      grew();
    },
    waiting: (waiting) => {
      if (!live()) return;
      refresh();
      debugStore.getState().setStatus(waiting ? 'waiting' : 'recording');
    },
    started: () => {
      if (live()) debugStore.getState().setStatus('recording');
    },
    trace: (batch) => {
      if (!live()) return;
      const first = recording.length === 0;
      recording.ingest(batch);
      if (first) refresh();
      else grew();
    },
    traceEnd: (end) => {
      if (!live()) return;
      recording.finish(end);
      refresh();
    },
    errorAt: (error, step) => {
      if (!live()) return;
      recording.error = {
        step: step ?? Math.max(0, recording.length - 1),
        name: error.name,
        message: error.message,
        ...(error.location ? { line: error.location.line, file: error.location.path } : {}),
      };
      grew();
    },
    ended: (end: RunEnd) => {
      if (!live()) return;
      // Stopped, or the runtime failed: what was recorded is all there is.
      if (!recording.finished) recording.finish({ recorded: recording.length, capped: false });
      const ended =
        end.kind === 'stopped'
          ? 'stopped'
          : recording.error || end.code !== 0
            ? 'error'
            : 'finished';
      debugStore.getState().setRunEnd(end, ended);
      refresh();
    },
  });
}

/** Stops the program being recorded at once; what was recorded stays to step through. */
export async function stopRecording(): Promise<void> {
  (await runController()).stopRun('user');
}

/** Closes the debugger, stopping its program if it still runs. */
export async function closeDebugger(): Promise<void> {
  const status = debugStore.getState().session?.status;
  if (status && status !== 'done') await stopRecording();
  debugStore.getState().close();
}

/** Goes to the next step on `line` of a file, starting Step Through first when none is shown. */
export async function runToLine(fileId: string, line: number): Promise<void> {
  const entry = filesStore.getState().entries.find((e) => e.id === fileId);
  if (!entry) return;
  const to = () => debugStore.getState().runTo(entry.path.slice(1), line);
  if (debugStore.getState().session) to();
  else await stepThrough(to);
}
