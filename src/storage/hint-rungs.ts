/**
 * How far up the Hint ladder each problem has been read, under the key `ai.hints`: a JSON list
 * of [problem key, rung] pairs, newest last, at most MAX_KEPT of them.
 */
import { readJson, writeJson } from './local-store';

export const HINT_RUNGS_KEY = 'ai.hints';
const MAX_KEPT = 300;

export function loadHintRungs(): Map<string, number> {
  return readJson(HINT_RUNGS_KEY, (value) => {
    const rungs = new Map<string, number>();
    if (!Array.isArray(value)) return rungs;
    for (const pair of value as unknown[]) {
      if (!Array.isArray(pair)) continue;
      const [key, rung] = pair as unknown[];
      if (typeof key === 'string' && typeof rung === 'number' && Number.isInteger(rung) && rung > 0)
        rungs.set(key, rung);
    }
    return rungs;
  });
}

/** False when the browser refused to store them (they still hold for this session). */
export function saveHintRungs(rungs: ReadonlyMap<string, number>): boolean {
  return writeJson(HINT_RUNGS_KEY, [...rungs].slice(-MAX_KEPT));
}
