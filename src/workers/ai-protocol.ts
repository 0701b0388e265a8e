/**
 * The messages between the editor and the AI worker. Every request has an id; the worker
 * answers each id exactly once with a result or an error. `cancel` aborts a request: the worker
 * stops at its next checkpoint and the client has already rejected the call with an AbortError.
 * `configure` chooses who answers in the worker: the LocalProvider alone (settings `null`), or an
 * inference service with SPEC §8's fallbacks.
 */
import type { AiRequest } from '../core/ai/protocol';
import type { InferenceSettings } from '../core/ai/inference/settings';

export type ToAiWorker =
  | { type: 'request'; id: number; request: AiRequest }
  | { type: 'cancel'; id: number }
  | { type: 'configure'; id: number; inference: InferenceSettings | null };

export interface SerializedError {
  name: string;
  message: string;
  /** InferenceError's status ('loading', 'rate-limited'...), when it is one. */
  status?: string;
}

export type FromAiWorker =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError };
