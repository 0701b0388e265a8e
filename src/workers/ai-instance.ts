/**
 * The app's one AI engine: an `AiProvider` backed by the AI worker, started on first use so
 * neither the worker nor its linters are part of the first load. Every feature that asks the
 * AI engine something goes through this instance.
 */
import { createAiWorkerProvider, type AiWorkerProvider } from './ai-client';

let instance: AiWorkerProvider | null = null;

export function aiEngine(): AiWorkerProvider {
  instance ??= createAiWorkerProvider(
    new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'ai' }),
  );
  return instance;
}
