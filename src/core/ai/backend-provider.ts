/**
 * The BackendProvider: the project's own server answers through `POST
 * {baseUrl}/api/ai/{op}` with the request (minus `op`) as JSON (see protocol.ts). Its answers
 * are labelled as the server's (`kind: 'backend'`, with the server's model or engine), never as
 * this browser's. Wrap it in `withFallbacks` so a server that goes away mid-session is answered
 * by the built-in engine.
 */
import { postJson, type FetchLike } from './inference/http';
import { createRemoteProvider } from './protocol';
import type { AiProvider, ProviderInfo } from './types';

export const BACKEND_TIMEOUT_MS = 30_000;

export function aiRoute(op: string): string {
  return `/api/ai/${op}`;
}

/** The server's answer, labelled as the server's: who inside it answered becomes `model`. */
export function asServerAnswer(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const inner = (answer as { provider?: Partial<ProviderInfo> }).provider;
  const provider: ProviderInfo = { kind: 'backend' };
  if (inner && typeof inner === 'object') {
    if (typeof inner.model === 'string') provider.model = inner.model;
    if (inner.fallback === true) provider.fallback = true;
    if (typeof inner.reason === 'string') provider.reason = inner.reason;
    if (typeof inner.advice === 'string') provider.advice = inner.advice;
  }
  return { ...answer, provider };
}

export function createBackendProvider(
  baseUrl: string,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): AiProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return createRemoteProvider('backend', async ({ op, ...body }, signal) =>
    asServerAnswer(
      await postJson(`${base}${aiRoute(op)}`, body, {
        timeoutMs: options.timeoutMs ?? BACKEND_TIMEOUT_MS,
        signal,
        fetch: options.fetch,
      }),
    ),
  );
}
