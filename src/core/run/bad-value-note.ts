/**
 * A program that ran to its end but printed a bad value (NaN; undefined in JavaScript, nan in
 * Python) is told where that value came from, under its output: from what the built-in engine
 * or the run's recording found in the same text, a finding that names the same value. Nothing is
 * said when no finding names it: a guess about a value that may be meant is worse than silence.
 */
import type { FixDetail } from '../ai/types';
import type { RuntimeId } from './types';

const BAD_VALUES = new Map<RuntimeId, readonly string[]>([
  ['javascript', ['NaN', 'undefined']],
  ['python', ['nan', 'NaN']],
]);

const printedWord = (output: string, word: string) =>
  new RegExp(`(?<![\\w$])${word}(?![\\w$])`).test(output);

/** The line to show under `output`, or null. */
export function badValueNote(
  runtime: RuntimeId,
  output: string,
  findings: readonly FixDetail[],
): string | null {
  for (const value of BAD_VALUES.get(runtime) ?? []) {
    if (!printedWord(output, value)) continue;
    const cause = findings
      .filter((f) => f.line !== undefined && printedWord(f.message, value))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))[0];
    if (cause) return `Why ${value} was printed: ${cause.message} (line ${cause.line})`;
  }
  return null;
}
