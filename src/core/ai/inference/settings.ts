/**
 * Inference settings and presets. The 'spec' preset sends the product's fixed models, prompts and
 * parameters on the Hugging Face Inference protocol. 'self-hosted' is a fill-in-the-middle coder
 * model on a TGI or vLLM server's OpenAI-compatible /v1/completions; 'ollama' the same on Ollama.
 * Model ids, base URL and token are settings; a token is never part of a preset.
 */
import { SPEC_PRESET } from '../constants';
import type { GenerationParameters } from './clients';

export type InferenceProtocol = 'hf' | 'openai' | 'ollama';

export interface OperationSettings {
  model: string;
  parameters: GenerationParameters;
  /** The instruction, with {language} replaced (correction and optimisation). */
  prompt?: string;
  timeoutMs: number;
}

export interface InferenceSettings {
  preset: 'spec' | 'self-hosted' | 'ollama' | 'custom';
  protocol: InferenceProtocol;
  baseUrl: string;
  /** For 'hf': 'models' posts to {baseUrl}/models/{model}; 'tgi' to {baseUrl}/generate. */
  route?: 'models' | 'tgi';
  token?: string;
  /** Send `x-wait-for-model: true` so a loading model is waited for instead of a 503. */
  waitForModel?: boolean;
  completion: OperationSettings;
  correction: OperationSettings;
  optimization: OperationSettings;
}

/** How long each call may take before it fails and the built-in engine answers instead. */
export const TIMEOUTS = { completion: 8_000, correction: 30_000, optimization: 60_000 };

/** The hosted Hugging Face Inference API (serverless). */
export const HF_INFERENCE_URL = 'https://router.huggingface.co/hf-inference';

export function specPreset(
  overrides: Partial<Pick<InferenceSettings, 'baseUrl' | 'token' | 'route' | 'waitForModel'>> = {},
): InferenceSettings {
  return {
    preset: 'spec',
    protocol: 'hf',
    baseUrl: HF_INFERENCE_URL,
    route: 'models',
    completion: {
      model: SPEC_PRESET.completion.model,
      parameters: { ...SPEC_PRESET.completion.parameters },
      timeoutMs: TIMEOUTS.completion,
    },
    correction: {
      model: SPEC_PRESET.correction.model,
      parameters: { ...SPEC_PRESET.correction.parameters },
      prompt: SPEC_PRESET.correction.prompt,
      timeoutMs: TIMEOUTS.correction,
    },
    optimization: {
      model: SPEC_PRESET.optimization.model,
      parameters: { ...SPEC_PRESET.optimization.parameters },
      prompt: SPEC_PRESET.optimization.prompt,
      timeoutMs: TIMEOUTS.optimization,
    },
    ...overrides,
  };
}

/** One fill-in-the-middle coder model for all three uses, with the fixed prompts and parameters. */
function coderPreset(
  preset: 'self-hosted' | 'ollama',
  protocol: InferenceProtocol,
  baseUrl: string,
  model: string,
): InferenceSettings {
  const spec = specPreset();
  return {
    preset,
    protocol,
    baseUrl,
    completion: { ...spec.completion, model },
    correction: { ...spec.correction, model },
    optimization: { ...spec.optimization, model },
  };
}

export function selfHostedPreset(
  baseUrl = 'http://127.0.0.1:8080',
  model = 'Qwen/Qwen2.5-Coder-1.5B',
): InferenceSettings {
  return coderPreset('self-hosted', 'openai', baseUrl, model);
}

export function ollamaPreset(
  baseUrl = 'http://127.0.0.1:11434',
  model = 'qwen2.5-coder:1.5b',
): InferenceSettings {
  return coderPreset('ollama', 'ollama', baseUrl, model);
}

/** The operation's fixed instruction with {language} filled in, followed by the code. */
export function instructionPrompt(template: string, language: string, code: string): string {
  return `${template.replaceAll('{language}', language)}:\n\n${code}\n`;
}
