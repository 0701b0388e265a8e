/**
 * Problems in the open file, from the language services that run in the browser (Monaco's
 * TypeScript/JavaScript, JSON, CSS/SCSS/Less and HTML workers). Session only: the editor
 * publishes them from its markers; the status bar counts them and the Problems list shows them.
 */
import { create } from 'zustand';
import type { FixDetail } from '../core/ai/types';

export type ProblemSeverity = 'error' | 'warning' | 'info';

export interface Problem {
  severity: ProblemSeverity;
  message: string;
  /** 1-based. */
  line: number;
  column: number;
  /** The service that reported it, e.g. 'ts', 'json', 'css'. */
  source: string;
  /** The built-in engine's finding behind it, with the text it was found in (for its hints). */
  finding?: { detail: FixDetail; code: string; language: string };
}

interface ProblemsState {
  fileId: string | null;
  problems: readonly Problem[];
  panelOpen: boolean;
  setProblems: (fileId: string | null, problems: readonly Problem[]) => void;
  setPanelOpen: (open: boolean) => void;
}

const ORDER: Record<ProblemSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Errors first, then by position. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || a.line - b.line || a.column - b.column,
  );
}

export const problemsStore = create<ProblemsState>()((set) => ({
  fileId: null,
  problems: [],
  panelOpen: false,
  setProblems: (fileId, problems) => set({ fileId, problems: sortProblems(problems) }),
  setPanelOpen: (panelOpen) => set({ panelOpen }),
}));
