/**
 * Runs a program through the JavaScript runtime in a fresh Node `vm` context (its own globals,
 * as a worker would have), plain or recorded, and collects what it sends.
 */
import { Recording } from '../core/run/recording';
import { DEFAULT_RECORD_LIMITS, type RecordLimits, type TraceStep } from '../core/run/trace-types';
import type { RunEvent, RunFile } from '../core/run/types';
import { runJs, type JsHost } from './js-runtime';
import { bufferLibrary } from './node/buffer-library';
import type { NodeLibraries } from './node/library';
import { utilLibrary } from './node/util-library';

interface VmModule {
  createContext(sandbox: object): object;
  runInContext(code: string, context: object, options?: { filename?: string }): unknown;
}

const vmName = 'node:vm';
const vm = (await import(/* @vite-ignore */ vmName)) as VmModule;

type Handler = (event: { error?: unknown; reason?: unknown; preventDefault(): void }) => void;

const libraries: NodeLibraries = { util: utilLibrary, buffer: bufferLibrary };

/** A global scope of its own; a timer callback's error reaches the 'error' listener. */
export function vmHost(): JsHost {
  const handlers = new Map<string, Handler>();
  const report = (error: unknown) => handlers.get('error')?.({ error, preventDefault: () => {} });
  const guard =
    (fn: unknown) =>
    (...args: unknown[]) => {
      try {
        if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args);
      } catch (error) {
        report(error);
      }
    };
  const context = vm.createContext({
    setTimeout: (fn: unknown, ms?: number, ...rest: unknown[]) =>
      setTimeout(guard(fn), ms, ...rest),
    clearTimeout,
    setInterval: (fn: unknown, ms?: number, ...rest: unknown[]) =>
      setInterval(guard(fn), ms, ...rest),
    clearInterval,
    queueMicrotask,
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    removeEventListener: () => {},
  });
  return {
    scope: context as JsHost['scope'],
    // Stacks name the file by its sourceURL, as in a worker.
    evaluate: (code) =>
      vm.runInContext(code, context, {
        filename: /\/\/# sourceURL=(\S+)\s*$/.exec(code)?.[1] ?? 'evalmachine',
      }),
    // The worker loads the libraries' scripts; here they are imported as any module.
    nodeLibrary: (name) => libraries[name],
  };
}

export interface RunResult {
  exit: number;
  events: RunEvent[];
  stdout: string;
  stderr: string;
  recording: Recording;
  steps: TraceStep[];
}

export interface RunOptions {
  entry?: string;
  files?: RunFile[];
  /** Record with these limits (the defaults when true); false: a plain run. */
  record?: Partial<RecordLimits> | boolean;
  stdin?: string[];
}

export async function runProgram(code: string, options: RunOptions = {}): Promise<RunResult> {
  const entry = options.entry ?? 'main.js';
  const events: RunEvent[] = [];
  const recording = new Recording();
  const record = options.record ?? true;
  const limits =
    record === false ? undefined : { ...DEFAULT_RECORD_LIMITS, ...(record === true ? {} : record) };
  const stdin = [...(options.stdin ?? [])];
  const exit = await runJs(
    {
      runId: 'test',
      runtime: 'javascript',
      entry,
      code,
      files: [{ path: entry, content: code }, ...(options.files ?? [])],
      args: [],
      selection: false,
      stdin: [],
      ...(limits ? { record: limits } : {}),
    },
    {
      emit: (event) => {
        events.push(event);
        if (event.type === 'trace') recording.ingest(event.batch);
        if (event.type === 'trace-end') recording.finish(event.end);
        if (event.type === 'stdout' || event.type === 'stderr')
          recording.addOutput(event.type, event.text, event.step);
      },
      readLine: () => stdin.shift() ?? null,
      assetUrl: () => '',
    },
    vmHost(),
  );
  const text = (type: 'stdout' | 'stderr') =>
    events.map((e) => (e.type === type ? e.text : '')).join('');
  return {
    exit,
    events,
    stdout: text('stdout'),
    stderr: text('stderr'),
    recording,
    steps: recording.steps,
  };
}

/** The text of a step's range in `source` (one line), to check where steps are. */
export function stepText(source: string, step: TraceStep): string {
  const line = source.split('\n')[step.line - 1] ?? '';
  return step.endLine === step.line
    ? line.slice(step.col - 1, step.endCol - 1)
    : line.slice(step.col - 1);
}
