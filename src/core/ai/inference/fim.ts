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
