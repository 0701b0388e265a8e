/**
 * The BackendProvider (DESIGN §5): the project's own server answers through `POST
 * {baseUrl}/api/ai/{op}` with the request (minus `op`) as JSON (see protocol.ts). Wrap it in
 * `withFallbacks` so a server that goes away mid-session is answered locally (SPEC §8).
 */
import { postJson, type FetchLike } from './inference/http';
import { createRemoteProvider } from './protocol';
import type { AiProvider } from './types';

export const BACKEND_TIMEOUT_MS = 30_000;

export function aiRoute(op: string): string {
  return `/api/ai/${op}`;
}

export function createBackendProvider(
  baseUrl: string,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): AiProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return createRemoteProvider('backend', ({ op, ...body }, signal) =>
    postJson(`${base}${aiRoute(op)}`, body, {
      timeoutMs: options.timeoutMs ?? BACKEND_TIMEOUT_MS,
      signal,
      fetch: options.fetch,
    }),
  );
}
