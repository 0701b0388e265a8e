/**
 * The Run tab's state: whether a program is loading, running or waiting for a typed line, what
 * it printed, the error it ended with, the limits that stop it, and the live preview.
 *
 * persist: limits (key `run.limits`), stepCap (key `run.stepCap`).
 * session: everything else. The output is an append-only list outside React's state (a program
 *   can print 100,000 lines); views subscribe to it and draw only what is new.
 */
import { create } from 'zustand';
import type { ErrorExplanation } from '../core/run/explain';
import type { RunErrorInfo, RunLimits, RuntimeId } from '../core/run/types';
import { OUTPUT_LIMIT } from '../core/run/types';
import { loadRunLimits, loadStepCap, saveRunLimits, saveStepCap } from '../storage/run-settings';

export type RunStatus = 'idle' | 'loading' | 'running';

export type OutputKind = 'stdout' | 'stderr' | 'info' | 'success' | 'warning' | 'echo';

export interface OutputChunk {
  kind: OutputKind;
  text: string;
}

export interface RunProgress {
  label: string;
  loaded: number;
  total: number;
}

export interface LastError {
  fileId: string | null;
  fileName: string;
  runtime: RuntimeId;
  error: RunErrorInfo;
  /** The beginner's explanation shown in the Run tab, if one was found. */
  explanation: ErrorExplanation | null;
  /** The program's text when it failed, for the AI to read. */
  source: string;
}

/** Where the last run's uncaught error points: a red marker in the editor and in Problems. */
export interface RunMarker {
  fileId: string;
  line: number;
  column: number;
  message: string;
}

interface RunState {
  status: RunStatus;
  /** True while the program waits in `input()`. */
  waitingForInput: boolean;
  /** The file the current or last run started from. */
  fileId: string | null;
  fileName: string | null;
  progress: RunProgress | null;
  lastError: LastError | null;
  marker: RunMarker | null;
  /** The Run tab is the terminal panel's shown tab. */
  tabShown: boolean;
  /** The Run tab exists once something ran (as VS Code's Output appears on first use). */
  tabOpen: boolean;
  /** Lines typed while nothing waits for them, read first by the next `input()`. */
  typedAhead: string[];
  limits: RunLimits;
  /** The most steps Step Through records; past it the program runs on unrecorded. */
  stepCap: number;
  /** The live preview of an HTML file, by file id. */
  previewFileId: string | null;
  /** Bumped to ask the Run tab's terminal to take keyboard focus. */
  focusRequest: number;
  /** Bumped by 'Explain This Error': the AI drawer's Assist tab explains `lastError`. */
  explainRequest: number;
  setLimits: (limits: RunLimits) => boolean;
  /** Returns false when the browser refused to remember it. */
  setStepCap: (cap: number) => boolean;
  showTab: (focus?: boolean) => void;
  hideTab: () => void;
}

export const runStore = create<RunState>()((set) => ({
  status: 'idle',
  waitingForInput: false,
  fileId: null,
  fileName: null,
  progress: null,
  lastError: null,
  marker: null,
  tabShown: false,
  tabOpen: false,
  typedAhead: [],
  limits: loadRunLimits(),
  stepCap: loadStepCap(),
  previewFileId: null,
  focusRequest: 0,
  explainRequest: 0,
  setLimits: (limits) => {
    set({ limits });
    return saveRunLimits(limits);
  },
  setStepCap: (stepCap) => {
    set({ stepCap });
    return saveStepCap(stepCap);
  },
  showTab: (focus = false) =>
    set((s) => ({
      tabOpen: true,
      tabShown: true,
      focusRequest: s.focusRequest + (focus ? 1 : 0),
    })),
  hideTab: () => set({ tabShown: false }),
}));

type Listener = (chunk: OutputChunk | null) => void;

/**
 * The Run tab's output. `null` to a listener means the output was cleared. Past OUTPUT_LIMIT
 * characters a run's further output is dropped, with one notice; how the run ended is always
 * shown (`ending`).
 */
class RunOutput {
  private chunks: OutputChunk[] = [];
  private size = 0;
  private capped = false;
  private readonly listeners = new Set<Listener>();

  all(): readonly OutputChunk[] {
    return this.chunks;
  }

  text(): string {
    return this.chunks.map((c) => c.text).join('');
  }

  append(kind: OutputKind, text: string): void {
    if (text === '') return;
    if (this.capped) return;
    if (this.size + text.length > OUTPUT_LIMIT) {
      this.capped = true;
      this.push({
        kind: 'warning',
        text: `\n[Output past ${OUTPUT_LIMIT.toLocaleString('en')} characters is not shown.]\n`,
      });
      return;
    }
    this.push({ kind, text });
  }

  /** How the run ended ("Exited in…", "Stopped…"): shown even past the output's limit. */
  ending(kind: OutputKind, text: string): void {
    if (text !== '') this.push({ kind, text });
  }

  clear(): void {
    this.chunks = [];
    this.size = 0;
    this.capped = false;
    for (const listener of this.listeners) listener(null);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private push(chunk: OutputChunk) {
    this.chunks.push(chunk);
    this.size += chunk.text.length;
    for (const listener of this.listeners) listener(chunk);
  }
}

export const runOutput = new RunOutput();
