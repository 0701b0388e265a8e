/**
 * What the AI worker does with a message, independent of how messages arrive: the browser's
 * worker entry (ai.worker.ts) and Node's worker_threads (bench, tests) both use it. One handler
 * holds one provider (the LocalProvider by default) and one AbortController per running request.
 */
import { withFallbacks } from '../core/ai/fallbacks';
import { InferenceError } from '../core/ai/inference/http';
import { InferenceProvider } from '../core/ai/inference/inference-provider';
import { LocalProvider } from '../core/ai/local-provider';
import { dispatch, parseAiRequest } from '../core/ai/protocol';
import type { AiProvider } from '../core/ai/types';
import type { AutoFixTools } from '../core/ai/local/autofix/autofix';
import type { FromAiWorker, SerializedError, ToAiWorker } from './ai-protocol';

function serialize(error: unknown): SerializedError {
  if (error instanceof InferenceError)
    return { name: error.name, message: error.message, status: error.status };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export interface AiWorkerHandler {
  handle(message: ToAiWorker): Promise<void>;
  /** The provider answering now (for tests). */
  readonly provider: AiProvider;
}

export function createAiWorkerHandler(
  post: (message: FromAiWorker) => void,
  tools: AutoFixTools = {},
): AiWorkerHandler {
  const local = new LocalProvider({ tools });
  let provider: AiProvider = local;
  const running = new Map<number, AbortController>();

  return {
    get provider() {
      return provider;
    },
    async handle(message) {
      switch (message.type) {
        case 'cancel':
          running.get(message.id)?.abort();
          return;
        case 'configure':
          provider = message.inference
            ? withFallbacks(new InferenceProvider(message.inference, local), local)
            : local;
          post({ type: 'result', id: message.id, result: { kind: provider.kind } });
          return;
        case 'request': {
          const controller = new AbortController();
          running.set(message.id, controller);
          try {
            const result = await dispatch(
              provider,
              parseAiRequest(message.request),
              controller.signal,
            );
            post({ type: 'result', id: message.id, result });
          } catch (error) {
            post({ type: 'error', id: message.id, error: serialize(error) });
          } finally {
            running.delete(message.id);
          }
        }
      }
    },
  };
}
