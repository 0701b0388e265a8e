/**
 * The Hint ladder's state: the rung reached per problem (kept, storage/hint-rungs), and the
 * engine's findings for each shown model, which the Problems list matches to its rows.
 */
import { create } from 'zustand';
import type { AiResponse } from '../core/ai/api-schema';
import type { FixDetail } from '../core/ai/types';
import { loadHintRungs, saveHintRungs } from '../storage/hint-rungs';

export interface ModelFindings {
  /** The text the findings were made for. */
  code: string;
  findings: readonly FixDetail[];
}

interface HintsState {
  rungs: ReadonlyMap<string, number>;
  /** session: the ladder a model gave for a problem, by the same key. */
  ladders: ReadonlyMap<string, AiResponse<'hint'>>;
  /** By model URI. */
  findings: ReadonlyMap<string, ModelFindings>;
  /** Shows one more rung of the problem `key` (up to `of`). */
  climb: (key: string, of: number) => void;
  setFindings: (uri: string, found: ModelFindings | null) => void;
  setLadder: (key: string, ladder: AiResponse<'hint'>) => void;
}

/** Every finding the engine or a recorded run made for exactly `code`, from any model. */
export function findingsFor(code: string): FixDetail[] {
  return [...hintsStore.getState().findings.values()]
    .filter((found) => found.code === code)
    .flatMap((found) => found.findings);
}

export const hintsStore = create<HintsState>()((set, get) => ({
  rungs: loadHintRungs(),
  findings: new Map(),
  ladders: new Map(),
  climb: (key, of) => {
    const rungs = new Map(get().rungs);
    const next = Math.min(of, (rungs.get(key) ?? 0) + 1);
    rungs.delete(key); // newest last, so the oldest go first when the list is trimmed
    rungs.set(key, next);
    set({ rungs });
    saveHintRungs(rungs);
  },
  setLadder: (key, ladder) => set({ ladders: new Map(get().ladders).set(key, ladder) }),
  setFindings: (uri, found) => {
    const findings = new Map(get().findings);
    if (found) findings.set(uri, found);
    else findings.delete(uri);
    set({ findings });
  },
}));
