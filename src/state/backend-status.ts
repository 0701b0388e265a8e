/**
 * Backend status: 'checking' at start, then 'connected' when the project's own server answers its
 * health endpoint, otherwise 'demo' (shown as 'Frontend Demo Mode'). Checked at start and every 30
 * s, on the API base set at build time (`VITE_API_BASE_URL`) or this page's own origin. When a
 * connected server goes away (a check fails, or an AI call through it does:
 * state/ai-provider-store.ts), the app says so once with a toast; the AI worker answers each call
 * the server cannot in the browser.
 */
import { create } from 'zustand';
import { toast } from './toasts-store';

export type BackendStatus = 'checking' | 'connected' | 'demo';
export const BACKEND_POLL_MS = 30_000;
const CHECK_TIMEOUT_MS = 4000;

export const backendStore = create<{ status: BackendStatus }>()(() => ({ status: 'checking' }));

/**
 * Where the API lives: the build-time `VITE_API_BASE_URL` without its trailing slash, or ''
 * for this page's own origin (the project's server serves both).
 */
export function apiBase(value: unknown = import.meta.env.VITE_API_BASE_URL): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.href.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export async function checkBackend(
  fetchImpl: typeof fetch = fetch,
  base: string = '',
): Promise<BackendStatus> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    const response = await fetchImpl(`${base}/api/health`, {
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

export const SERVER_LOST_TOAST = {
  title: 'Server disconnected',
  message: 'AI features now run in this browser (Frontend Demo Mode). Nothing was lost.',
};

/** Toasts once each time the status goes from connected to anything else; returns a disposer. */
export function watchServerLoss(): () => void {
  return backendStore.subscribe((state, previous) => {
    if (previous.status === 'connected' && state.status !== 'connected') {
      toast({ type: 'info', category: 'ai', ...SERVER_LOST_TOAST });
    }
  });
}

/** An AI call through the server failed as if it had gone: treat it so until a check connects. */
export function reportServerLost(): void {
  if (backendStore.getState().status === 'connected') backendStore.setState({ status: 'demo' });
}

export function startBackendPolling(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  base: string = apiBase(),
): () => void {
  const unwatch = watchServerLoss();
  const run = () =>
    void checkBackend(fetchImpl, base).then((status) => backendStore.setState({ status }));
  run();
  const interval = setInterval(run, BACKEND_POLL_MS);
  return () => {
    clearInterval(interval);
    unwatch();
  };
}
