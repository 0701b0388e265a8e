/**
 * Fill-in-the-middle prompts, built on the client with each model family's own tokens (vLLM
 * rejects `suffix` on /v1/completions, so the prompt carries the suffix itself).
 */

export type FimTemplate = 'codet5p' | 'starcoder' | 'qwen' | 'codellama' | 'deepseek';

export function fimPrompt(template: FimTemplate, before: string, after: string): string {
  switch (template) {
    case 'codet5p':
      // CodeT5+ is text-to-text with T5 span infilling: the gap is the first sentinel.
      return `${before}<extra_id_0>${after}`;
    case 'starcoder':
      return `<fim_prefix>${before}<fim_suffix>${after}<fim_middle>`;
    case 'qwen':
      return `<|fim_prefix|>${before}<|fim_suffix|>${after}<|fim_middle|>`;
    case 'codellama':
      return `<PRE> ${before} <SUF>${after} <MID>`;
    case 'deepseek':
      return `<｜fim▁begin｜>${before}<｜fim▁hole｜>${after}<｜fim▁end｜>`;
  }
}

/** Stop sequences that end a FIM answer for the template (its end-of-text tokens). */
export function fimStops(template: FimTemplate): string[] {
  switch (template) {
    case 'starcoder':
      return ['<|endoftext|>', '<file_sep>'];
    case 'qwen':
      return ['<|endoftext|>', '<|fim_pad|>', '<|repo_name|>', '<|file_sep|>'];
    case 'codellama':
      return ['<EOT>'];
    case 'deepseek':
      return ['<｜end▁of▁sentence｜>'];
    case 'codet5p':
      return ['<extra_id_1>'];
  }
}

/** Model families we know the FIM tokens of, guessed from a model id. */
export function fimTemplateFor(model: string): FimTemplate | undefined {
  const id = model.toLowerCase();
  if (id.includes('codet5')) return 'codet5p';
  if (id.includes('starcoder') || id.includes('santacoder')) return 'starcoder';
  if (id.includes('qwen') && id.includes('coder')) return 'qwen';
  if (id.includes('codellama') || id.includes('code-llama')) return 'codellama';
  if (id.includes('deepseek') && id.includes('coder')) return 'deepseek';
  return undefined;
}

/** Whether completions can use the code after the cursor with this model (its FIM tokens are known). */
export function hasFimTokens(model: string): boolean {
  return fimTemplateFor(model) !== undefined;
}

/** How much code before the cursor a plain prefix prompt carries (characters). */
export const PREFIX_PROMPT_CHARS = 2_000;

/**
 * A plain continuation prompt for a model without known FIM tokens: the code before the cursor,
 * cut to its last PREFIX_PROMPT_CHARS characters at a line start so no line is cut in half.
 */
export function prefixPrompt(before: string, maxChars = PREFIX_PROMPT_CHARS): string {
  if (before.length <= maxChars) return before;
  const tail = before.slice(before.length - maxChars);
  const lineStart = tail.indexOf('\n');
  return lineStart >= 0 && lineStart < tail.length - 1 ? tail.slice(lineStart + 1) : tail;
}

/**
 * A continuation without what it repeats of the prompt: a model given only a prefix often
 * starts by echoing the prompt, or its last line. The longest overlap that covers the whole
 * unfinished last line and has at least 3 visible characters is removed.
 */
export function trimEcho(prompt: string, answer: string): string {
  if (answer.startsWith(prompt) && prompt.trim() !== '') return answer.slice(prompt.length);
  const lastLine = prompt.slice(prompt.lastIndexOf('\n') + 1);
  for (let k = Math.min(prompt.length, answer.length); k > 0; k -= 1) {
    const head = answer.slice(0, k);
    if (k < lastLine.length) break;
    if (head.trim().length >= 3 && prompt.endsWith(head)) return answer.slice(k);
  }
  return answer;
}
