/**
 * The Hint ladder: a problem told one rung at a time, so that a beginner can find the fix before
 * being given it. What the mistake means → where to look → what to try → the fix as a diff.
 * The fix rung is there only when the finding carries an edit.
 */
import { type Edit, editedLines } from './edits';
import { FAMILY_MEANINGS, familyOf } from './local/diagnose/families';
import type { FixDetail } from './types';

export type HintRungKind = 'meaning' | 'where' | 'try' | 'fix';

export interface HintRung {
  kind: HintRungKind;
  /** The rung's heading, as the ladder shows it. */
  title: string;
  text: string;
  /** The fix rung's change: the lines before and after, from `line`. */
  diff?: { line: number; before: string[]; after: string[] };
  edit?: Edit;
}

export const HINT_TITLES: Record<HintRungKind, string> = {
  meaning: 'What it means',
  where: 'Where to look',
  try: 'What to try',
  fix: 'The fix',
};

/**
 * A message as what is wrong (its first sentence) and what to do (the rest, when there is any):
 * with hints first, the editor shows the problem and keeps the advice for the ladder.
 */
export function splitAdvice(message: string): { problem: string; advice: string } {
  const m = /^(.+?[.?!:])\s+(?=[A-Z`])(.+)$/s.exec(message);
  const problem = m?.[1];
  const advice = m?.[2];
  if (!problem || !advice || problem.endsWith(':')) return { problem: message, advice: message };
  return { problem, advice };
}

export function hintLadder(finding: FixDetail, code: string): HintRung[] {
  const family = familyOf(finding);
  const { problem, advice } = splitAdvice(finding.message);
  const meaning = (family && FAMILY_MEANINGS.get(family)) ?? problem;
  const rungs: HintRung[] = [{ kind: 'meaning', title: HINT_TITLES.meaning, text: meaning }];
  if (finding.line !== undefined) {
    const text = (code.split('\n')[finding.line - 1] ?? '').trim();
    rungs.push({
      kind: 'where',
      title: HINT_TITLES.where,
      text: text ? `Line ${finding.line}: \`${text}\`` : `Line ${finding.line}.`,
    });
  }
  rungs.push({ kind: 'try', title: HINT_TITLES.try, text: advice });
  if (finding.edit) {
    rungs.push({
      kind: 'fix',
      title: HINT_TITLES.fix,
      text: 'This change fixes it. Apply it, or make it yourself.',
      diff: editedLines(code, finding.edit),
      edit: finding.edit,
    });
  }
  return rungs;
}

/**
 * The same problem across edits elsewhere in the file: its file, its rule and its line's text
 * (not its line number, which moves when lines are added above it).
 */
export function hintKey(fileId: string, finding: FixDetail, code: string): string {
  const text = (code.split('\n')[(finding.line ?? 1) - 1] ?? '').trim();
  return `${fileId}\n${finding.rule}\n${text}`;
}
