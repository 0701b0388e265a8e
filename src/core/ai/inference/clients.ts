/**
 * Text-generation clients, one per wire protocol (STACK.md 'Inference wire formats'):
 *
 * - 'hf': Hugging Face Inference / TGI: POST `{inputs, parameters}` to `{baseUrl}/models/{model}`
 *   (route 'models', the hosted API) or `{baseUrl}/generate` (route 'tgi', a self-hosted TGI);
 *   reads `generated_text` from `[{generated_text}]` or `{generated_text}`.
 * - 'openai': OpenAI-compatible `POST {baseUrl}/v1/completions` (vLLM, TGI, llama.cpp server):
 *   `{model, prompt, max_tokens, temperature, stop}` → `choices[0].text`; fill-in-the-middle goes
 *   into the prompt with the model's tokens.
 * - 'ollama': `POST {baseUrl}/api/generate` `{model, prompt, suffix, stream: false, options}` →
 *   `response`.
 */
import { fimPrompt, fimStops, fimTemplateFor } from './fim';
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
      const prompt =
        request.suffix !== undefined
          ? fimPrompt(fimTemplateFor(request.model) ?? 'codet5p', request.prompt, request.suffix)
          : request.prompt;
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
      return readGeneratedText(body);
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
      const template = fimTemplateFor(request.model);
      let prompt = request.prompt;
      let stop: string[] | undefined;
      if (request.suffix !== undefined) {
        if (!template) {
          throw new InferenceError(
            'bad-response',
            `No fill-in-the-middle tokens known for ${request.model}`,
          );
        }
        prompt = fimPrompt(template, request.prompt, request.suffix);
        stop = fimStops(template);
      }
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
      return text;
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
      const body = await postJson(
        url,
        {
          model: request.model,
          prompt: request.prompt,
          ...(request.suffix !== undefined ? { suffix: request.suffix } : {}),
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
      return text;
    },
  };
}
