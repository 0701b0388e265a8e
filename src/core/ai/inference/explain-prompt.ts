/**
 * Explain by a text-generation model: the prompt (the code, and the story of its real run when
 * there is one, so the model tells what really happened instead of guessing) and the
 * explanation taken out of the answer.
 */
import { storyText } from '../../run/narrate';
import type { RunStory } from '../../run/narrate-types';
import { languageDisplayName } from '../language';

/** How every explain prompt starts (the Ethics tab's record can tell explanations by it). */
export const EXPLAIN_PROMPT_HEAD = 'Explain to a beginner what this ';
/** Characters of code and of the run's story a prompt carries at most. */
export const EXPLAIN_CODE_CHARS = 8_000;
export const EXPLAIN_STORY_CHARS = 6_000;
/** Characters of the model's explanation kept. */
export const EXPLANATION_CHARS = 2_000;
const ANSWER_MARK = 'Explanation:';

export function isExplainPrompt(prompt: string): boolean {
  return prompt.startsWith(EXPLAIN_PROMPT_HEAD) && prompt.includes(ANSWER_MARK);
}

export function explainPrompt(code: string, language: string, run?: RunStory): string {
  const name = languageDisplayName(language);
  const shown =
    code.length > EXPLAIN_CODE_CHARS
      ? `${code.slice(0, EXPLAIN_CODE_CHARS)}\n… (the rest of the file is left out)`
      : code;
  const lines = [
    `${EXPLAIN_PROMPT_HEAD}${name} program does${run ? ', following its real run below' : ''}.`,
    run
      ? 'Say in a few sentences what it did and printed and how it ended; if it crashed, say on which line, why, and the values involved. Use only values the run shows.'
      : 'It was not run: explain what it defines, reads and returns, and do not guess values or output.',
    '',
    'The program:',
    '```',
    shown.replace(/\s+$/, ''),
    '```',
  ];
  if (run) lines.push('', storyText(run, EXPLAIN_STORY_CHARS));
  lines.push('', ANSWER_MARK, '');
  return lines.join('\n');
}

/** The explanation in a model's answer to `prompt`, or '' when it gave none. */
export function explanationFromAnswer(answer: string, prompt: string): string {
  let text = answer.replace(/\r\n/g, '\n');
  // A server that ignores return_full_text echoes the prompt first.
  if (text.startsWith(prompt)) text = text.slice(prompt.length);
  text = text.trim();
  return text.length > EXPLANATION_CHARS ? `${text.slice(0, EXPLANATION_CHARS - 1)}…` : text;
}
