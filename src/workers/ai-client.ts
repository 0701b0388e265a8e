/**
 * The editor's side of the AI worker: an `AiProvider` whose calls are messages to the worker.
 * Aborting a call's signal rejects it at once with an AbortError and tells the worker to stop.
 * Works with a browser Worker and with anything shaped like one (Node's worker_threads in the
 * bench, a fake in tests).
 */
import { createRemoteProvider } from '../core/ai/protocol';
import type { InferenceSettings } from '../core/ai/inference/settings';
import { type AiProvider, abortError } from '../core/ai/types';
import type { ProviderStatus } from '../core/ai/inference/inference-provider';
import type { EgressRecord, FromAiWorker, SerializedError, ToAiWorker } from './ai-protocol';

export interface WorkerLike {
  postMessage(message: ToAiWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromAiWorker }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: FromAiWorker }) => void): void;
  terminate?(): void;
}

export interface AiWorkerProvider extends AiProvider {
  /** Switch the worker to an inference service (local answers as fallback), or to local (null). */
  configure(inference: InferenceSettings | null): Promise<void>;
  /** Switch the worker to the project's server at `origin` (/api/ai/*, local fallback). */
  configureBackend(origin: string): Promise<void>;
  /** Called for each HTTP request the worker sends out of the browser; returns a disposer. */
  onEgress(listener: (record: EgressRecord) => void): () => void;
  /** Called when the inference service fails or answers again (null: none configured). */
  onStatus(listener: (status: ProviderStatus | null) => void): () => void;
  /** Rejects pending calls, stops listening and terminates the worker. */
  dispose(): void;
}

function revive(error: SerializedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.status) Object.assign(revived, { status: error.status });
  return revived;
}

export function createAiWorkerProvider(worker: WorkerLike): AiWorkerProvider {
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const egressListeners = new Set<(record: EgressRecord) => void>();
  const statusListeners = new Set<(status: ProviderStatus | null) => void>();
  const onMessage = (event: { data: FromAiWorker }) => {
    const message = event.data;
    if (message.type === 'egress') {
      for (const listener of egressListeners) listener(message.record);
      return;
    }
    if (message.type === 'status') {
      for (const listener of statusListeners) listener(message.status);
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.result);
    else waiter.reject(revive(message.error));
  };
  worker.addEventListener('message', onMessage);

  const send = (build: (id: number) => ToAiWorker, signal?: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const id = nextId++;
      const onAbort = () => {
        if (!pending.delete(id)) return;
        worker.postMessage({ type: 'cancel', id });
        reject(abortError());
      };
      pending.set(id, {
        resolve: (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(build(id));
    });

  const provider = createRemoteProvider('local', (request, signal) =>
    send((id) => ({ type: 'request', id, request }), signal),
  );
  return {
    ...provider,
    async configure(inference) {
      await send((id) => ({ type: 'configure', id, inference }));
    },
    async configureBackend(origin) {
      await send((id) => ({ type: 'configure', id, inference: null, backend: origin }));
    },
    onEgress(listener) {
      egressListeners.add(listener);
      return () => egressListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    dispose() {
      worker.removeEventListener('message', onMessage);
      egressListeners.clear();
      statusListeners.clear();
      for (const waiter of pending.values()) waiter.reject(new Error('The AI worker was stopped'));
      pending.clear();
      worker.terminate?.();
    },
  };
}
