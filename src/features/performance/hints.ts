/**
 * Performance hints for one file from the AI engine's optimisation analysis (the
 * LocalProvider's rules, pure and quick enough for one file on the main thread), each placed
 * at a line and column for jump-to-line.
 */
import { optimize } from '../../core/ai/local/optimize';
import type { Suggestion } from '../../core/ai/types';

export interface PerformanceHint {
  line: number;
  column: number;
  /** What the code does now and why it is slow. */
  problem: string;
  /** The change to make (or the replacement text for an edit). */
  change: string;
  kind: 'edit' | 'advice';
  /** The code the hint is about. */
  excerpt: string;
}

export interface HintReport {
  hints: PerformanceHint[];
  /** How long the analysis took here, in ms. */
  elapsedMs: number;
}

/** 1-based line and column of a UTF-16 offset. */
export function positionOf(code: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < code.length; i++) {
    if (code.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function toHint(code: string, s: Suggestion): PerformanceHint {
  const { line, column } = positionOf(code, s.startPos);
  return {
    line,
    column,
    problem: s.description ?? 'This can be made faster',
    change: s.kind === 'edit' ? `Replace with ${s.text}` : s.text,
    kind: s.kind === 'edit' ? 'edit' : 'advice',
    excerpt: code.slice(s.startPos, s.endPos),
  };
}

export function analysePerformance(code: string, languageId: string): HintReport {
  const started = performance.now();
  const suggestions = optimize(code, languageId);
  const hints = suggestions.map((s) => toHint(code, s));
  return { hints, elapsedMs: performance.now() - started };
}
