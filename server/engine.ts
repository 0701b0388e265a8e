/**
 * The AI engine the server answers with: the same `src/core/ai` engine the browser's worker runs,
 * on worker threads (server/engine-pool.ts).
 * With no inference service configured it is the LocalProvider (ESLint, Ruff with its wasm read
 * from node_modules, Prettier, the editor's rules); with one, an InferenceProvider behind the fallback
 * chain, whose other operations are the LocalProvider's. Its token stays here: health
 * says which provider and models answer, never the token, and every log line passes `redact`.
 */
import type { InferenceProvider } from '../src/core/ai/inference/inference-provider';
import { createInferenceProvider } from '../src/core/ai/inference/inference-provider';
import type { AiDescription } from '../src/core/ai/api-schema';
import type { AiProvider } from '../src/core/ai/types';
import { type AiConfig, inferenceSettings } from './config';
import { type EnginePoolOptions, PooledLocalProvider } from './engine-pool';

export interface Engine {
  provider: AiProvider;
  local: PooledLocalProvider;
  inference: InferenceProvider | null;
  describe(): AiDescription;
  /** Stops the worker threads. */
  close(): Promise<void>;
}

export type Logger = (message: string, detail: string) => void;

/** `text` with every secret replaced, so a token in an upstream URL or error never gets out. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}

export function createEngine(ai: AiConfig, warn: Logger, pool: EnginePoolOptions): Engine {
  const local = new PooledLocalProvider(pool);
  const close = () => local.close();
  const settings = inferenceSettings(ai);
  if (!settings) {
    return {
      provider: local,
      local,
      inference: null,
      close,
      describe: () => ({ provider: 'local', preset: 'local' }),
    };
  }
  const { provider, inference } = createInferenceProvider(settings, {
    local,
    warn: (message, error) =>
      warn(message, redact(error instanceof Error ? error.message : String(error), [ai.token])),
  });
  return {
    provider,
    local,
    inference,
    close,
    describe: () => ({
      provider: 'inference',
      preset: ai.provider,
      protocol: settings.protocol,
      models: {
        completion: settings.completion.model,
        correction: settings.correction.model,
        optimization: settings.optimization.model,
      },
      state: inference.status.state,
      tokenConfigured: Boolean(settings.token),
    }),
  };
}
