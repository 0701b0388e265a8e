/**
 * The InferenceProvider: completion, correction and optimisation by a
 * text-generation service with the product's prompts, models and parameters, and code generation
 * and Explain by the optimisation model (generation.ts, explain-prompt.ts); every other operation
 * by the LocalProvider (their answers say so). `createInferenceProvider` wraps it in the
 * fallbacks (the built-in engine answers a failed call); the bare class throws on failure, which is what the fallbacks and tests need.
 * After a failure no request goes to the service until its wait is over (backoff.ts): calls
 * meanwhile throw that failure again at once, with the time left.
 *
 * Completion: the answer is cut to its first 3 non-empty lines and offered as 1, 2
 * and 3 lines with confidence 0.9, 0.8 and 0.7; answers are cached by language + 50 characters
 * each side of the cursor (at most CACHE_SIZE entries, least recently used dropped); while one
 * request is in flight, further requests get an empty list; each request has a timeout and is
 * cancelled by the caller's AbortSignal (the editor aborts when the user types on).
 */
import {
  COMPLETION_CACHE_CONTEXT,
  COMPLETION_CONFIDENCE_MAX,
  COMPLETION_CONFIDENCE_MIN,
  COMPLETION_MAX_LINES,
  CORRECTION_CONFIDENCE,
  DEFAULT_CODE_STYLE,
  DEFAULT_COMPLEXITY,
  OPTIMIZATION_CONFIDENCE,
} from '../constants';
import { type Warn, withFallbacks } from '../fallbacks';
import { languageDisplayName } from '../language';
import { LocalProvider } from '../local-provider';
import {
  type AiProvider,
  type Answer,
  type AutoFixOptions,
  type BatchFile,
  type CallOptions,
  type CodeExplanation,
  type CodeStyle,
  type HintProblem,
  type GenerateCodeOptions,
  type GeneratedCode,
  type HintRung,
  type ProviderInfo,
  type RunStory,
  type Suggestion,
  isAbortError,
} from '../types';
import {
  type GenerationParameters,
  type TextGenerator,
  createHfClient,
  createOllamaClient,
  createOpenAiCompletionsClient,
} from './clients';
import { Backoff } from './backoff';
import { explainPrompt, explanationFromAnswer } from './explain-prompt';
import { hintPrompt, hintRungsFromAnswer } from './hint-prompt';
import { codeFromGeneration, generationRequest } from './generation';
import { type FetchLike, InferenceError, type InferenceStatus } from './http';
import { type InferenceSettings, instructionPrompt } from './settings';

export const CACHE_SIZE = 200;
/** How much code around the cursor a completion prompt carries (characters). */
export const PROMPT_BEFORE = 4_000;
export const PROMPT_AFTER = 1_000;

export interface ProviderStatus {
  state: 'ok' | InferenceStatus;
  message?: string;
  /** What happened, in a few words: 'Model loading'. */
  headline?: string;
  /** 'Model loading: retrying in 20 s'. */
  text?: string;
  advice?: string;
  retryAfterMs?: number;
  /** Date.now() when requests go to the service again (built-in answers until then). */
  retryAt?: number;
  at: number;
}

export function generatorFor(settings: InferenceSettings, fetchImpl?: FetchLike): TextGenerator {
  const client = { baseUrl: settings.baseUrl, token: settings.token, fetch: fetchImpl };
  switch (settings.protocol) {
    case 'hf':
      return createHfClient({
        ...client,
        route: settings.route,
        waitForModel: settings.waitForModel,
      });
    case 'openai':
      return createOpenAiCompletionsClient(client);
    case 'ollama':
      return createOllamaClient(client);
  }
}

/** The first 3 non-empty lines, as 1, 2 and 3-line suggestions with falling confidence. */
export function completionSuggestions(generated: string, offset: number): Suggestion[] {
  const lines = generated
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, COMPLETION_MAX_LINES);
  const step =
    (COMPLETION_CONFIDENCE_MAX - COMPLETION_CONFIDENCE_MIN) / Math.max(1, COMPLETION_MAX_LINES - 1);
  return lines.map((_, i) => ({
    type: 'completion' as const,
    text: lines.slice(0, i + 1).join('\n'),
    confidence: Math.round((COMPLETION_CONFIDENCE_MAX - step * i) * 100) / 100,
    startPos: offset,
    endPos: offset,
    description: i === 0 ? 'Suggested by the model' : `Suggested by the model (${i + 1} lines)`,
  }));
}

/** Code out of a model answer: the first fenced block if there is one, else the text. */
export function codeFromAnswer(text: string): string {
  const fenced = /```[\w+-]*\n([\s\S]*?)```/.exec(text);
  return (fenced?.[1] ?? text).replace(/^\n+/, '').replace(/\s+$/, '');
}

export function completionCacheKey(code: string, language: string, offset: number): string {
  return `${language}\u0000${code.slice(Math.max(0, offset - COMPLETION_CACHE_CONTEXT), offset)}\u0000${code.slice(offset, offset + COMPLETION_CACHE_CONTEXT)}`;
}

/** A model's rewrite is never proven to do the same as the code it replaces. */
const MODEL_REWRITE =
  'Written by a model: nothing checked that it does the same as your code. Read it before applying.';

export class InferenceProvider implements AiProvider {
  readonly kind = 'inference' as const;
  private readonly generator: TextGenerator;
  private readonly cache = new Map<string, Suggestion[]>();
  private inFlight = false;
  private statusValue: ProviderStatus = { state: 'ok', at: 0 };
  private readonly listeners = new Set<(status: ProviderStatus) => void>();
  private readonly backoff: Backoff;
  private readonly now: () => number;

  constructor(
    readonly settings: InferenceSettings,
    readonly local: LocalProvider = new LocalProvider(),
    options: { fetch?: FetchLike; generator?: TextGenerator; now?: () => number } = {},
  ) {
    this.generator = options.generator ?? generatorFor(settings, options.fetch);
    this.now = options.now ?? Date.now;
    this.backoff = new Backoff(this.now);
  }

  /** Where each operation's text goes (for the Ethics tab). */
  endpoints(): Record<'completion' | 'correction' | 'optimization', string> {
    return {
      completion: this.generator.describeEndpoint(this.settings.completion.model),
      correction: this.generator.describeEndpoint(this.settings.correction.model),
      optimization: this.generator.describeEndpoint(this.settings.optimization.model),
    };
  }

  get status(): ProviderStatus {
    return this.statusValue;
  }

  /** Called on every change of status; returns a disposer. */
  onStatus(listener: (status: ProviderStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(status: ProviderStatus): void {
    const changed =
      status.state !== this.statusValue.state ||
      status.message !== this.statusValue.message ||
      status.retryAt !== this.statusValue.retryAt;
    this.statusValue = status;
    if (changed) for (const listener of this.listeners) listener(status);
  }

  /**
   * One request to the service, unless a failure's wait is not over: then it throws that
   * failure again without asking (the fallbacks answer from the built-in engine). Every failure
   * is an InferenceError carrying the wait before the next request.
   */
  private async call(
    operation: 'completion' | 'correction' | 'optimization',
    prompt: string,
    signal: AbortSignal | undefined,
    suffix?: string,
    parameters?: GenerationParameters,
  ): Promise<string> {
    const waiting = this.backoff.lastError;
    if (waiting) throw waiting.withBackoff(this.backoff.remaining(), true);
    const op = this.settings[operation];
    try {
      const text = await this.generator.generate({
        model: op.model,
        prompt,
        suffix,
        parameters: parameters ?? op.parameters,
        timeoutMs: op.timeoutMs,
        signal,
      });
      this.backoff.succeed();
      this.setStatus({ state: 'ok', at: this.now() });
      return text;
    } catch (error) {
      if (isAbortError(error)) throw error;
      const failure =
        error instanceof InferenceError
          ? error
          : new InferenceError('http', error instanceof Error ? error.message : String(error));
      const wait = this.backoff.fail(failure);
      const reported = failure.withBackoff(wait, false);
      this.setStatus({
        state: failure.status,
        message: failure.message,
        headline: failure.headline,
        text: reported.statusText,
        advice: failure.advice,
        retryAfterMs: failure.retryAfterMs,
        retryAt: this.now() + wait,
        at: this.now(),
      });
      throw reported;
    }
  }

  private info(operation: 'completion' | 'correction' | 'optimization'): ProviderInfo {
    return { kind: 'inference', model: this.settings[operation].model };
  }

  async complete(
    code: string,
    language: string,
    offset: number,
    options: CallOptions = {},
  ): Promise<Answer<{ suggestions: Suggestion[] }>> {
    const provider = this.info('completion');
    const key = completionCacheKey(code, language, offset);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return {
        suggestions: cached.map((s) => ({ ...s, startPos: offset, endPos: offset })),
        provider,
      };
    }
    if (this.inFlight) return { suggestions: [], provider };
    this.inFlight = true;
    try {
      const before = code.slice(Math.max(0, offset - PROMPT_BEFORE), offset);
      const after = code.slice(offset, offset + PROMPT_AFTER);
      const text = await this.call('completion', before, options.signal, after);
      const suggestions = completionSuggestions(text, offset);
      this.cache.set(key, suggestions);
      if (this.cache.size > CACHE_SIZE) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
      return { suggestions, provider };
    } finally {
      this.inFlight = false;
    }
  }

  async correct(selection: string, language: string, options: CallOptions = {}) {
    const provider = this.info('correction');
    if (!selection.trim()) return { suggestions: [], provider };
    const template = this.settings.correction.prompt ?? '';
    const text = codeFromAnswer(
      await this.call(
        'correction',
        instructionPrompt(template, languageDisplayName(language), selection),
        options.signal,
      ),
    );
    const suggestions: Suggestion[] =
      text && text !== selection.trim()
        ? [
            {
              type: 'correction',
              text,
              confidence: CORRECTION_CONFIDENCE,
              startPos: 0,
              endPos: selection.length,
              description: `Corrected by ${this.settings.correction.model}`,
              changesBehaviour: MODEL_REWRITE,
            },
          ]
        : [];
    return { suggestions, provider };
  }

  async optimize(code: string, language: string, options: CallOptions = {}) {
    const provider = this.info('optimization');
    if (!code.trim()) return { suggestions: [], provider };
    const template = this.settings.optimization.prompt ?? '';
    const text = codeFromAnswer(
      await this.call(
        'optimization',
        instructionPrompt(template, languageDisplayName(language), code),
        options.signal,
      ),
    );
    const suggestions: Suggestion[] =
      text && text !== code.trim()
        ? [
            {
              type: 'optimization',
              text,
              confidence: OPTIMIZATION_CONFIDENCE,
              startPos: 0,
              endPos: code.length,
              description: `Optimised by ${this.settings.optimization.model}`,
              changesBehaviour: MODEL_REWRITE,
            },
          ]
        : [];
    return { suggestions, provider };
  }

  smartComplete(code: string, language: string, offset: number, options?: CallOptions) {
    return this.local.smartComplete(code, language, offset, options);
  }
  analyzeQuality(code: string, language: string, options?: CallOptions) {
    return this.local.analyzeQuality(code, language, options);
  }
  autoFix(code: string, language: string, fixOptions?: AutoFixOptions, options?: CallOptions) {
    return this.local.autoFix(code, language, fixOptions, options);
  }
  batchAutoFix(files: BatchFile[], fixOptions?: AutoFixOptions, options?: CallOptions) {
    return this.local.batchAutoFix(files, fixOptions, options);
  }
  fixStatistics(options?: CallOptions) {
    return this.local.fixStatistics(options);
  }
  fixReport(options?: CallOptions) {
    return this.local.fixReport(options);
  }
  generateDocs(code: string, language: string, options?: CallOptions) {
    return this.local.generateDocs(code, language, options);
  }
  /**
   * The model's explanation, asked with the code and the story of its real run (or told that it
   * was not run), above the built-in engine's steps from that run, which the answer says are
   * the engine's. An answer without text is a failure: the fallbacks answer instead.
   */
  async explain(
    code: string,
    language: string,
    run?: RunStory,
    options: CallOptions = {},
  ): Promise<Answer<CodeExplanation>> {
    const local = await this.local.explain(code, language, run, options);
    if (!code.trim()) return local;
    const op = this.settings.optimization;
    const prompt = explainPrompt(code, language, run);
    const answer = await this.call('optimization', prompt, options.signal, undefined, {
      ...op.parameters,
      max_new_tokens: Math.max(op.parameters.max_new_tokens, 300),
      return_full_text: false,
    });
    const text = explanationFromAnswer(answer, prompt);
    if (!text)
      throw new InferenceError('bad-response', 'The model answered without an explanation');
    const steps = run
      ? 'The steps below are the recorded run, told by the built-in engine.'
      : 'The program was not run: the structure below is the built-in engine’s.';
    const summary = `${text} (${steps})`;
    return {
      ...local,
      summary,
      markdown: `${summary}\n\n${local.markdown.slice(local.markdown.indexOf('\n') + 1).trimStart()}`,
      provider: this.info('optimization'),
    };
  }
  diagnose(code: string, language: string, options?: CallOptions) {
    return this.local.diagnose(code, language, options);
  }
  /**
   * The model's ladder for the problem, asked for the same four rungs as the built-in one. An
   * answer without them is a failure: the fallbacks answer with the built-in ladder.
   */
  async hint(
    code: string,
    language: string,
    problem: HintProblem,
    options: CallOptions = {},
  ): Promise<Answer<{ rungs: HintRung[] }>> {
    const op = this.settings.optimization;
    const prompt = hintPrompt(code, language, problem);
    const answer = await this.call('optimization', prompt, options.signal, undefined, {
      ...op.parameters,
      max_new_tokens: Math.max(op.parameters.max_new_tokens, 300),
      return_full_text: false,
    });
    const rungs = hintRungsFromAnswer(answer, prompt, code, problem, op.model);
    if (!rungs) throw new InferenceError('bad-response', 'The model answered without the hints');
    return { rungs, provider: this.info('optimization') };
  }
  /**
   * Code from the model that optimises (it writes code from an instruction), with the style and
   * complexity in the prompt and the creativity as temperature. An answer without code is a
   * failure: the fallbacks then answer from the built-in engine.
   */
  async generateCode(
    description: string,
    style: CodeStyle = DEFAULT_CODE_STYLE,
    genOptions: GenerateCodeOptions = {},
    options: CallOptions = {},
  ): Promise<Answer<GeneratedCode>> {
    const op = this.settings.optimization;
    const request = generationRequest(description, style, genOptions, op.parameters);
    const answer = await this.call(
      'optimization',
      request.prompt,
      options.signal,
      undefined,
      request.parameters,
    );
    const code = codeFromGeneration(answer, request.prompt);
    if (!code) throw new InferenceError('bad-response', 'The model answered without code');
    const complexity = genOptions.complexity ?? DEFAULT_COMPLEXITY;
    return {
      code: `${code}\n`,
      language: request.language,
      style,
      explanation: `Written by ${op.model} from your description (${style}, ${complexity}, creativity ${request.parameters.temperature.toFixed(1)}). Read it and run it before you rely on it.`,
      provider: this.info('optimization'),
    };
  }
}

/** An InferenceProvider behind the fallbacks: what the editor and the server use. */
export function createInferenceProvider(
  settings: InferenceSettings,
  options: { local?: LocalProvider; fetch?: FetchLike; warn?: Warn; now?: () => number } = {},
): { provider: AiProvider; inference: InferenceProvider } {
  const local = options.local ?? new LocalProvider();
  const inference = new InferenceProvider(settings, local, {
    fetch: options.fetch,
    now: options.now,
  });
  return { provider: withFallbacks(inference, local, options.warn), inference };
}
