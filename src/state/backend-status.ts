/**
 * Backend status (SPEC §4): 'checking' at start, then 'connected' when the project's own
 * server answers its health endpoint, otherwise 'demo' (shown as 'Frontend Demo Mode').
 * Checked at start and every 30 s.
 */
import { create } from 'zustand';

export type BackendStatus = 'checking' | 'connected' | 'demo';
export const BACKEND_POLL_MS = 30_000;
const CHECK_TIMEOUT_MS = 4000;

export const backendStore = create<{ status: BackendStatus }>()(() => ({ status: 'checking' }));

export async function checkBackend(fetchImpl: typeof fetch = fetch): Promise<BackendStatus> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    const response = await fetchImpl('/api/health', {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    const body: unknown = response.ok ? await response.json() : null;
    return typeof body === 'object' &&
      body !== null &&
      (body as { status?: unknown }).status === 'ok'
      ? 'connected'
      : 'demo';
  } catch {
    return 'demo';
  } finally {
    clearTimeout(timer);
  }
}

export function startBackendPolling(): () => void {
  const run = () => void checkBackend().then((status) => backendStore.setState({ status }));
  run();
  const interval = setInterval(run, BACKEND_POLL_MS);
  return () => clearInterval(interval);
}
