/**
 * Problems in the open file, from the language services that run in the browser (Monaco's
 * TypeScript/JavaScript, JSON, CSS/SCSS/Less and HTML workers). Session only: the editor
 * publishes them from its markers; the status bar counts them and the Problems list shows them.
 */
import { create } from 'zustand';

export type ProblemSeverity = 'error' | 'warning' | 'info';

export interface Problem {
  severity: ProblemSeverity;
  message: string;
  /** 1-based. */
  line: number;
  column: number;
  /** The service that reported it, e.g. 'ts', 'json', 'css'. */
  source: string;
}

interface ProblemsState {
  fileId: string | null;
  problems: readonly Problem[];
  panelOpen: boolean;
  /** Bumped to ask the editor to move the cursor to `target` and take focus. */
  revealSeq: number;
  target: { line: number; column: number } | null;
  setProblems: (fileId: string | null, problems: readonly Problem[]) => void;
  setPanelOpen: (open: boolean) => void;
  reveal: (line: number, column: number) => void;
}

const ORDER: Record<ProblemSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Errors first, then by position. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || a.line - b.line || a.column - b.column,
  );
}

export const problemsStore = create<ProblemsState>()((set, get) => ({
  fileId: null,
  problems: [],
  panelOpen: false,
  revealSeq: 0,
  target: null,
  setProblems: (fileId, problems) => set({ fileId, problems: sortProblems(problems) }),
  setPanelOpen: (panelOpen) => set({ panelOpen }),
  reveal: (line, column) => set({ target: { line, column }, revealSeq: get().revealSeq + 1 }),
}));
