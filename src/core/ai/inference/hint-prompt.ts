/**
 * The Hint ladder asked of a text-generation model: the prompt asks for the same four rungs as
 * the built-in ladder (what it means, where to look, what to try, then the line as it should
 * be), each on a labelled line, and the rungs are taken out of the answer. An answer without the
 * first three rungs is no ladder.
 */
import { editedLines } from '../edits';
import { HINT_TITLES } from '../hints';
import { languageDisplayName } from '../language';
import type { HintProblem, HintRung } from '../types';

/** How every hint prompt starts (the Ethics tab's record can tell hint requests by it). */
export const HINT_PROMPT_HEAD = 'Help a beginner find the fix themselves';
/** Characters of code and of the problem's message a prompt carries at most. */
export const HINT_CODE_CHARS = 8_000;
const MESSAGE_CHARS = 600;
/** Characters of each rung kept from the model's answer. */
export const HINT_RUNG_CHARS = 500;

const LABELS = [
  ['Meaning', 'meaning'],
  ['Where', 'where'],
  ['Try', 'try'],
  ['Fix', 'fix'],
] as const;

export function isHintPrompt(prompt: string): boolean {
  return prompt.startsWith(HINT_PROMPT_HEAD);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function hintPrompt(code: string, language: string, problem: HintProblem): string {
  const name = languageDisplayName(language);
  const shown =
    code.length > HINT_CODE_CHARS
      ? `${code.slice(0, HINT_CODE_CHARS)}\n… (the rest of the file is left out)`
      : code;
  const where = problem.line !== undefined ? `line ${problem.line}` : 'a line to find';
  return [
    `${HINT_PROMPT_HEAD}: a problem in their ${name} program, told as four hints from the gentlest to the answer. Write each hint on its own line, starting with its label:`,
    'Meaning: what the problem means, in one or two plain sentences, without saying how to fix it.',
    'Where: the line to look at, and the name or value on it that matters.',
    'Try: what to change, in words, without writing the code.',
    `Fix: ${problem.line !== undefined ? `line ${problem.line}` : 'the line'} as it should be, as code, and nothing else.`,
    '',
    `The problem, on ${where}: ${cut(problem.message, MESSAGE_CHARS)}`,
    '',
    'The program:',
    '```',
    shown.replace(/\s+$/, ''),
    '```',
    '',
    'Meaning:',
  ].join('\n');
}

/** The code of a Fix rung: the text without fences or quoting backticks, its first code line. */
function fixLine(text: string): string | undefined {
  const lines = text
    .replace(/^`{3}[\w+-]*\s*$/gm, '')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '');
  const first = lines[0];
  if (first === undefined) return undefined;
  const quoted = /^\s*`([^`]+)`\s*$/.exec(first);
  return quoted?.[1] ?? first;
}

/**
 * The rungs in the model's answer to `prompt`, or null when it did not give the first three.
 * The fix rung is the model's line when it gave a changed one, else the finding's own edit.
 */
export function hintRungsFromAnswer(
  answer: string,
  prompt: string,
  code: string,
  problem: HintProblem,
  model: string,
): HintRung[] | null {
  let text = answer.replace(/\r\n/g, '\n');
  // A server that ignores return_full_text echoes the prompt first.
  if (text.startsWith(prompt)) text = text.slice(prompt.length);
  text = `Meaning: ${text.replace(/^\s*Meaning:\s*/, '')}`;
  const parts = new Map<string, string>();
  const pattern = /^\s*(?:[-*]\s*|\d\.\s*)?\**(Meaning|Where|Try|Fix)\**:\**\s*/gim;
  const heads = [...text.matchAll(pattern)];
  heads.forEach((head, i) => {
    const label = (head[1] ?? '').toLowerCase();
    const start = (head.index ?? 0) + head[0].length;
    const end = heads[i + 1]?.index ?? text.length;
    if (!parts.has(label)) parts.set(label, text.slice(start, end).trim());
  });
  const rungs: HintRung[] = [];
  for (const [, kind] of LABELS) {
    if (kind === 'fix') continue;
    const said = parts.get(kind);
    if (!said) return null;
    rungs.push({ kind, title: HINT_TITLES[kind], text: cut(said, HINT_RUNG_CHARS) });
  }
  const lines = code.split('\n');
  const original = problem.line !== undefined ? lines[problem.line - 1] : undefined;
  const fixed = fixLine(parts.get('fix') ?? '');
  if (problem.line !== undefined && original !== undefined && fixed !== undefined) {
    const indent = /^\s*/.exec(original)?.[0] ?? '';
    const line = /^\s/.test(fixed) ? fixed : `${indent}${fixed}`;
    if (line.trim() !== original.trim()) {
      const edit = {
        line: problem.line,
        column: 1,
        endLine: problem.line,
        endColumn: original.length + 1,
        text: line,
      };
      rungs.push({
        kind: 'fix',
        title: HINT_TITLES.fix,
        text: `${model} suggests this change. Check that it is right, then apply it or make it yourself.`,
        diff: editedLines(code, edit),
        edit,
      });
      return rungs;
    }
  }
  if (problem.edit) {
    rungs.push({
      kind: 'fix',
      title: HINT_TITLES.fix,
      text: 'This change fixes it. Apply it, or make it yourself.',
      diff: editedLines(code, problem.edit),
      edit: problem.edit,
    });
  }
  return rungs;
}
