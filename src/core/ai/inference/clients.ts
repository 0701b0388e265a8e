/**
 * Text-generation clients, one per wire protocol:
 *
 * - 'hf': Hugging Face Inference / TGI: POST `{inputs, parameters}` to `{baseUrl}/models/{model}`
 *   (route 'models', the hosted API) or `{baseUrl}/generate` (route 'tgi', a self-hosted TGI);
 *   reads `generated_text` from `[{generated_text}]` or `{generated_text}`.
 * - 'openai': OpenAI-compatible `POST {baseUrl}/v1/completions` (vLLM, TGI, llama.cpp server):
 *   `{model, prompt, max_tokens, temperature, stop}` → `choices[0].text`; fill-in-the-middle goes
 *   into the prompt with the model's tokens.
 * - 'ollama': `POST {baseUrl}/api/generate` `{model, prompt, suffix, stream: false, options}` →
 *   `response`.
 *
 * A completion (a request with `suffix`) for a model whose fill-in-the-middle tokens are not
 * known gets a plain prefix prompt instead: the code before the cursor, and the answer without
 * what it echoes of it.
 */
import { fimPrompt, fimStops, fimTemplateFor, prefixPrompt, trimEcho } from './fim';
import { type FetchLike, InferenceError, postJson } from './http';

export interface GenerationParameters {
  max_new_tokens: number;
  temperature: number;
  do_sample: boolean;
  return_full_text?: boolean;
}

export interface GenerationRequest {
  model: string;
  prompt: string;
  /** Code after the cursor, for fill-in-the-middle completion. */
  suffix?: string;
  parameters: GenerationParameters;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TextGenerator {
  readonly protocol: 'hf' | 'openai' | 'ollama';
  /** Where the text goes, for the Ethics tab ('https://host/models/{model}'). */
  describeEndpoint(model: string): string;
  generate(request: GenerationRequest): Promise<string>;
}

export interface ClientSettings {
  baseUrl: string;
  token?: string;
  fetch?: FetchLike;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The prompt a completion request sends, and how to read the model's continuation. */
function completionPrompt(request: GenerationRequest): {
  prompt: string;
  stop?: string[];
  /** Sends `suffix` as its own field (Ollama builds the FIM prompt itself). */
  suffix?: string;
  read: (text: string) => string;
} {
  const template = fimTemplateFor(request.model);
  if (request.suffix === undefined) return { prompt: request.prompt, read: (t) => t };
  if (!template) {
    const prompt = prefixPrompt(request.prompt);
    return { prompt, read: (t) => trimEcho(prompt, t) };
  }
  return {
    prompt: fimPrompt(template, request.prompt, request.suffix),
    stop: fimStops(template),
    suffix: request.suffix,
    read: (t) => t,
  };
}

/** Reads `generated_text` from the pipeline answer (a list) or TGI's (an object). */
export function readGeneratedText(body: unknown): string {
  const first = Array.isArray(body) ? body[0] : body;
  const text = (first as { generated_text?: unknown } | null | undefined)?.generated_text;
  if (typeof text !== 'string') {
    throw new InferenceError('bad-response', 'The answer has no generated_text');
  }
  return text;
}

export function createHfClient(
  settings: ClientSettings & { route?: 'models' | 'tgi'; waitForModel?: boolean },
): TextGenerator {
  const base = trimSlash(settings.baseUrl);
  const url = (model: string) =>
    settings.route === 'tgi' ? `${base}/generate` : `${base}/models/${model}`;
  return {
    protocol: 'hf',
    describeEndpoint: url,
    async generate(request) {
      const { prompt, read } = completionPrompt(request);
      const body = await postJson(
        url(request.model),
        { inputs: prompt, parameters: request.parameters },
        {
          token: settings.token,
          headers: settings.waitForModel ? { 'x-wait-for-model': 'true' } : {},
          timeoutMs: request.timeoutMs,
          signal: request.signal,
          fetch: settings.fetch,
        },
      );
      return read(readGeneratedText(body));
    },
  };
}

export function createOpenAiCompletionsClient(settings: ClientSettings): TextGenerator {
  const base = trimSlash(settings.baseUrl);
  const url = `${base}/v1/completions`;
  return {
    protocol: 'openai',
    describeEndpoint: () => url,
    async generate(request) {
      const { prompt, stop, read } = completionPrompt(request);
      const body = await postJson(
        url,
        {
          model: request.model,
          prompt,
          max_tokens: request.parameters.max_new_tokens,
          temperature: request.parameters.do_sample ? request.parameters.temperature : 0,
          ...(stop ? { stop } : {}),
        },
        {
          token: settings.token,
          timeoutMs: request.timeoutMs,
          signal: request.signal,
          fetch: settings.fetch,
        },
      );
      const text = (body as { choices?: { text?: unknown }[] } | null)?.choices?.[0]?.text;
      if (typeof text !== 'string')
        throw new InferenceError('bad-response', 'The answer has no choices[0].text');
      return read(text);
    },
  };
}

export function createOllamaClient(settings: ClientSettings): TextGenerator {
  const base = trimSlash(settings.baseUrl);
  const url = `${base}/api/generate`;
  return {
    protocol: 'ollama',
    describeEndpoint: () => url,
    async generate(request) {
      const completion = completionPrompt(request);
      const { suffix, read } = completion;
      // Ollama builds the FIM prompt itself from prompt + suffix, with the model's own template.
      const prompt = suffix !== undefined ? request.prompt : completion.prompt;
      const body = await postJson(
        url,
        {
          model: request.model,
          prompt,
          ...(suffix !== undefined ? { suffix } : {}),
          stream: false,
          options: {
            temperature: request.parameters.do_sample ? request.parameters.temperature : 0,
            num_predict: request.parameters.max_new_tokens,
          },
        },
        {
          token: settings.token,
          timeoutMs: request.timeoutMs,
          signal: request.signal,
          fetch: settings.fetch,
        },
      );
      const text = (body as { response?: unknown } | null)?.response;
      if (typeof text !== 'string')
        throw new InferenceError('bad-response', 'The answer has no response');
      return read(text);
    },
  };
}
