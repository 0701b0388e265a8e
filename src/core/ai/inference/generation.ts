/**
 * Code generation by a text-generation model: the prompt (the description, the language, the
 * style and the complexity in words), the parameters (the creativity is the temperature) and the
 * code taken out of the answer. The prompt ends by opening a fenced block, so that a plain code
 * model continues with code and an instruction model answers inside the block.
 */
import { DEFAULT_CODE_STYLE, DEFAULT_COMPLEXITY, DEFAULT_CREATIVITY } from '../constants';
import { languageDisplayName, languageKey } from '../language';
import type { CodeStyle, GenerateCodeOptions } from '../types';
import type { GenerationParameters } from './clients';

/** How every generation prompt starts (the Ethics tab's record tells generation by it). */
export const GENERATION_PROMPT_HEAD = 'Write ';
const PROMPT_MARK = 'code for this task:';

const STYLE_WORDS: Record<CodeStyle, string> = {
  plain: 'the plainest code a beginner can follow, with a one-line comment saying what it does',
  'quantum-inspired':
    'work the answer out in two independent ways and return it only when both agree',
  biomimetic: 'remember recent results in a small cache that forgets the least used ones',
  mathematical: 'a pure function that checks its preconditions and states them in a comment',
  artistic: 'expressive names and a short narrative comment',
};

const COMPLEXITY_WORDS: Record<NonNullable<GenerateCodeOptions['complexity']>, string> = {
  simple: 'the shortest clear code that works',
  moderate: 'check the inputs and fail with a clear message when they are wrong',
  complex:
    'check the inputs, handle the edge cases, and end with an example run that prints a result',
};

/** The most tokens an answer may have, by complexity. */
const MAX_TOKENS: Record<NonNullable<GenerateCodeOptions['complexity']>, number> = {
  simple: 256,
  moderate: 384,
  complex: 512,
};

export interface GenerationRequestParts {
  prompt: string;
  parameters: GenerationParameters;
  /** The language key of the code asked for ('javascript', 'python'...). */
  language: string;
}

/** True when `prompt` is a generation prompt. */
export function isGenerationPrompt(prompt: string): boolean {
  return prompt.startsWith(GENERATION_PROMPT_HEAD) && prompt.includes(PROMPT_MARK);
}

export function generationRequest(
  description: string,
  style: CodeStyle = DEFAULT_CODE_STYLE,
  options: GenerateCodeOptions = {},
  base: GenerationParameters,
): GenerationRequestParts {
  const language = languageKey(options.language ?? 'javascript');
  const complexity = options.complexity ?? DEFAULT_COMPLEXITY;
  const creativity = options.creativity ?? DEFAULT_CREATIVITY;
  const oneLine = description.replace(/\s+/g, ' ').trim();
  const prompt = [
    `${GENERATION_PROMPT_HEAD}${languageDisplayName(language)} ${PROMPT_MARK} ${oneLine}`,
    `Style: ${style} (${STYLE_WORDS[style]}).`,
    `Complexity: ${complexity} (${COMPLEXITY_WORDS[complexity]}).`,
    'Answer with the code only, in one fenced code block.',
    '',
    `\`\`\`${language}`,
    '',
  ].join('\n');
  return {
    prompt,
    language,
    parameters: {
      max_new_tokens: Math.max(base.max_new_tokens, MAX_TOKENS[complexity]),
      temperature: creativity,
      do_sample: creativity > 0,
      return_full_text: false,
    },
  };
}

/**
 * The code in a model's answer to `prompt`. The answer continues the open fence, so the code is
 * what comes before the closing fence; an answer that opens a block of its own (alone, or after
 * one line of introduction such as 'Here it is:') gives that block.
 */
export function codeFromGeneration(answer: string, prompt: string): string {
  let text = answer.replace(/\r\n/g, '\n');
  // A server that ignores return_full_text echoes the prompt first.
  if (text.startsWith(prompt)) text = text.slice(prompt.length);
  const fences = [...text.matchAll(/^[ \t]*```[\w+#.-]*[ \t]*$/gm)];
  const [first, second] = fences;
  let body = first ? text.slice(0, first.index) : text;
  if (first && second) {
    const before = text.slice(0, first.index).trim();
    if (before === '' || (!before.includes('\n') && before.endsWith(':')))
      body = text.slice(first.index + first[0].length, second.index);
  } else if (first && text.slice(0, first.index).trim() === '') {
    body = text.slice(first.index + first[0].length);
  }
  return body.replace(/^\n+/, '').replace(/\s+$/, '');
}
