/**
 * What the AI worker does with a message, independent of how messages arrive: the browser's
 * worker entry (ai.worker.ts) and Node's worker_threads (bench, tests) both use it. One handler
 * holds one provider (the LocalProvider by default) and one AbortController per running request.
 */
import { createBackendProvider } from '../core/ai/backend-provider';
import { withFallbacks } from '../core/ai/fallbacks';
import { type FetchLike, InferenceError } from '../core/ai/inference/http';
import { isGenerationPrompt } from '../core/ai/inference/generation';
import { isExplainPrompt } from '../core/ai/inference/explain-prompt';
import { isHintPrompt } from '../core/ai/inference/hint-prompt';
import { InferenceProvider } from '../core/ai/inference/inference-provider';
import { LocalProvider } from '../core/ai/local-provider';
import { parseAiRequest } from '../core/ai/api-schema';
import { dispatch } from '../core/ai/protocol';
import type { AiProvider } from '../core/ai/types';
import type { AutoFixTools } from '../core/ai/local/autofix/autofix';
import type { InferenceSettings } from '../core/ai/inference/settings';
import type { EgressRecord, FromAiWorker, SerializedError, ToAiWorker } from './ai-protocol';

function serialize(error: unknown): SerializedError {
  if (error instanceof InferenceError)
    return { name: error.name, message: error.message, status: error.status };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Which of the three text-generation uses a request body is, from the instruction it starts with. */
export function inferenceOperation(settings: InferenceSettings, body: string): string {
  let prompt = '';
  try {
    const parsed = JSON.parse(body) as { inputs?: unknown; prompt?: unknown };
    const value = parsed.inputs ?? parsed.prompt;
    prompt = typeof value === 'string' ? value : '';
  } catch {
    // not JSON: counted as completion below
  }
  if (isGenerationPrompt(prompt)) return 'generation';
  if (isExplainPrompt(prompt)) return 'explanation';
  if (isHintPrompt(prompt)) return 'hints';
  for (const use of ['correction', 'optimization'] as const) {
    const head = settings[use].prompt?.split('{language}')[0] ?? '';
    if (head && prompt.startsWith(head)) return use;
  }
  return 'completion';
}

/** A fetch that reports every request it sends (EgressRecord) through `report`. */
export function recordingFetch(
  report: (record: EgressRecord) => void,
  operationOf: (url: string, body: string) => string,
  inner: FetchLike = (url, init) => fetch(url, init),
): FetchLike {
  return async (url, init) => {
    const body = typeof init.body === 'string' ? init.body : '';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const at = Date.now();
    const record = (outcome: EgressRecord['outcome']) =>
      report({
        at,
        url,
        operation: operationOf(url, body),
        body,
        bytes: new TextEncoder().encode(body).length,
        authorized: Object.keys(headers).some((h) => h.toLowerCase() === 'authorization'),
        outcome,
        durationMs: Date.now() - at,
      });
    try {
      const response = await inner(url, init);
      record(response.status);
      return response;
    } catch (error) {
      record(init.signal?.aborted ? 'cancelled' : 'failed');
      throw error;
    }
  };
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
  let stopStatus: (() => void) | null = null;
  const running = new Map<number, AbortController>();
  const report = (record: EgressRecord) => post({ type: 'egress', record });

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
          if (stopStatus) {
            stopStatus();
            stopStatus = null;
            post({ type: 'status', status: null });
          }
          if (message.backend) {
            const fetchImpl = recordingFetch(
              report,
              (url) => /\/api\/ai\/([^/?]+)/.exec(url)?.[1] ?? 'unknown',
            );
            // A call the server cannot answer (gone, 5xx, refused) is answered by the built-in
            // engine here, labelled as such; the egress record tells the app the server has gone.
            provider = withFallbacks(
              createBackendProvider(message.backend, { fetch: fetchImpl }),
              local,
            );
          } else if (message.inference) {
            const settings = message.inference;
            const fetchImpl = recordingFetch(report, (_url, body) =>
              inferenceOperation(settings, body),
            );
            const inference = new InferenceProvider(settings, local, { fetch: fetchImpl });
            stopStatus = inference.onStatus((status) => post({ type: 'status', status }));
            provider = withFallbacks(inference, local);
          } else provider = local;
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
