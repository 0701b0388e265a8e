/**
 * The Hint ladder: a problem told one rung at a time, so that a beginner can find the fix before
 * being given it. What the mistake means → where to look → what to try → the fix as a diff.
 * The fix rung is there only when the finding carries an edit.
 */
import { type Edit, editedLines } from './edits';
import { FAMILY_MEANINGS, familyOf } from './local/diagnose/families';
import type { ErrorExplanation, NamedChange } from '../run/explain';
import type { RunErrorInfo } from '../run/types';
import type { FixDetail, HintProblem, HintRung } from './types';

export type { HintRung };

export type HintRungKind = HintRung['kind'];

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

/**
 * The built-in ladder. What it means is the problem's own when the caller knows it (a failed
 * run's explanation), else its family's meaning, else the message's first sentence.
 */
export function hintLadder(finding: HintProblem, code: string): HintRung[] {
  const family = familyOf(finding);
  const split = splitAdvice(finding.message);
  const advice = finding.advice ?? split.advice;
  const meaning = finding.meaning ?? (family && FAMILY_MEANINGS.get(family)) ?? split.problem;
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
export function hintKey(fileId: string, finding: HintProblem, code: string): string {
  const text = (code.split('\n')[(finding.line ?? 1) - 1] ?? '').trim();
  return `${fileId}\n${finding.rule}\n${text}`;
}

/** The name a runtime's error says is wrong, and how it stands on the line. */
const WRONG_NAMES: readonly [RegExp, (name: string) => RegExp][] = [
  [/name '([A-Za-z_]\w*)' is not defined/, (n) => new RegExp(`(?<![\\w.])${n}(?!\\w)`, 'g')],
  [/has no attribute '([A-Za-z_]\w*)'/, (n) => new RegExp(`(?<=\\.\\s*)${n}(?!\\w)`, 'g')],
  [/cannot import name '([A-Za-z_]\w*)'/, (n) => new RegExp(`(?<![\\w.])${n}(?!\\w)`, 'g')],
];

/**
 * The runtime's own suggestion ("Did you mean: 'xs'?") as an edit of the failing line, when the
 * wrong name stands there exactly once.
 */
function suggestedEdit(
  error: Pick<RunErrorInfo, 'message' | 'location'>,
  code: string,
): Edit | undefined {
  const line = error.location?.line;
  const meant = /Did you mean:? '([A-Za-z_]\w*)'/.exec(error.message)?.[1];
  const text = line === undefined ? undefined : code.split('\n')[line - 1];
  if (line === undefined || !meant || text === undefined) return undefined;
  for (const [said, standing] of WRONG_NAMES) {
    const wrong = said.exec(error.message)?.[1];
    if (!wrong) continue;
    const at = [...text.matchAll(standing(wrong))];
    const only = at.length === 1 ? at[0] : undefined;
    if (only?.index === undefined) return undefined;
    const column = only.index + 1;
    return { line, column, endLine: line, endColumn: column + wrong.length, text: meant };
  }
  return undefined;
}

/** `line` with its quoted text blanked out, so a name inside a string is not taken for one. */
function withoutStrings(line: string): string {
  return line.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, (quoted) => ' '.repeat(quoted.length));
}

/** What a shebang or an encoding line (which must stay first) looks like. */
const FIRST_LINE_ONLY = /^(#!|#.*coding[:=])/;

/**
 * The change an explanation names, as an edit of `code`: a rename where the old name stands
 * exactly once on the error's line (outside quotes), or a line added at the top of the file.
 */
export function changeEdit(
  change: NamedChange | undefined,
  line: number | undefined,
  code: string,
): Edit | undefined {
  if (!change) return undefined;
  const lines = code.split('\n');
  if (change.kind === 'add-line') {
    const at = FIRST_LINE_ONLY.test(lines[0] ?? '') ? 2 : 1;
    return { line: at, column: 1, endLine: at, endColumn: 1, text: `${change.text}\n` };
  }
  const text = line === undefined ? undefined : lines[line - 1];
  if (line === undefined || text === undefined) return undefined;
  const name = change.from.replace(/\$/g, '\\$');
  const standing = change.member
    ? new RegExp(`(?<=\\.\\s*)${name}(?![\\w$])`, 'g')
    : new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g');
  const at = [...withoutStrings(text).matchAll(standing)];
  const only = at.length === 1 ? at[0] : undefined;
  if (only?.index === undefined) return undefined;
  const column = only.index + 1;
  return { line, column, endLine: line, endColumn: column + change.from.length, text: change.to };
}

/** What a failed run's error means when no built-in explanation names it. */
const UNEXPLAINED_ADVICE =
  'Read the last line of the message, then the line it points at: which value there is not what the program expects?';

/**
 * What a failed run showed, as a problem for the ladder: the runtime's own words, the built-in
 * explanation of them when there is one, and as the fix the engine's edit for that line (found
 * in the same text), the runtime's own suggestion or the change the explanation names.
 */
export function runErrorProblem(
  error: Pick<RunErrorInfo, 'name' | 'message' | 'location'>,
  explanation: Pick<ErrorExplanation, 'summary' | 'fix' | 'change'> | null,
  code: string,
  findings: readonly FixDetail[] = [],
): HintProblem {
  const line = error.location?.line;
  const edit =
    (line === undefined ? undefined : findings.find((f) => f.line === line && f.edit)?.edit) ??
    suggestedEdit(error, code) ??
    changeEdit(explanation?.change, line, code);
  return {
    rule: `run/${error.name}`,
    message: `${error.name}: ${error.message}`,
    ...(line !== undefined ? { line } : {}),
    confidence: 1,
    meaning: explanation?.summary ?? `The program stopped with ${error.name}: ${error.message}`,
    advice: explanation?.fix ?? UNEXPLAINED_ADVICE,
    ...(edit ? { edit } : {}),
  };
}
