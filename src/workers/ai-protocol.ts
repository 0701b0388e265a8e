/**
 * The messages between the editor and the AI worker. Every request has an id; the worker answers
 * each id exactly once with a result or an error. `cancel` aborts a request: the worker stops at
 * its next checkpoint and the client has already rejected the call with an AbortError. `configure`
 * chooses who answers in the worker: the LocalProvider alone (settings `null`), or an inference
 * service that falls back to local answers, or the project's server (`backend`, its origin).
 * `egress` is not an answer: the worker reports each HTTP request it sent out of the browser
 * (where, for which operation, how many bytes, exactly what), for the Ethics tab's record. `status`
 * is not an answer either: the inference service failed (and how long until it is asked again) or
 * answers again.
 */
import type { AiRequest } from '../core/ai/protocol';
import type { EgressRecord } from '../core/ai/types';
import type { InferenceSettings } from '../core/ai/inference/settings';
import type { ProviderStatus } from '../core/ai/inference/inference-provider';

export type { EgressRecord };

export type ToAiWorker =
  | { type: 'request'; id: number; request: AiRequest }
  | { type: 'cancel'; id: number }
  | {
      type: 'configure';
      id: number;
      inference: InferenceSettings | null;
      /** The project's server origin: its /api/ai/* answers (with fallbacks); wins over `inference`. */
      backend?: string;
    };

export interface SerializedError {
  name: string;
  message: string;
  /** InferenceError's status ('loading', 'rate-limited'...), when it is one. */
  status?: string;
}

export type FromAiWorker =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'egress'; record: EgressRecord }
  /** The inference service's state after each change (null: no service configured). */
  | { type: 'status'; status: ProviderStatus | null };
