import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_LOST_TOAST,
  apiBase,
  backendStore,
  checkBackend,
  reportServerLost,
  startBackendPolling,
} from './backend-status';
import { toastsStore } from './toasts-store';

const respond = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

afterEach(() => {
  backendStore.setState({ status: 'checking' });
  toastsStore.setState({ toasts: [] });
});

describe('backend status check', () => {
  it('is connected when the health endpoint says ok', async () => {
    expect(await checkBackend(respond(200, { status: 'ok' }))).toBe('connected');
  });

  it('is demo mode for a static host, an error or no server', async () => {
    expect(await checkBackend(respond(404, {}))).toBe('demo');
    expect(await checkBackend(respond(200, '<html>'))).toBe('demo');
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await checkBackend(refused)).toBe('demo');
  });

  it('checks the configured API base, or this origin', async () => {
    const urls: string[] = [];
    const spy = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response('{"status":"ok"}');
    }) as typeof fetch;
    await checkBackend(spy);
    await checkBackend(spy, apiBase('http://127.0.0.1:8000/'));
    expect(urls).toEqual(['/api/health', 'http://127.0.0.1:8000/api/health']);
    expect(apiBase('')).toBe('');
    expect(apiBase('javascript:alert(1)')).toBe('');
    expect(apiBase(undefined)).toBe('');
  });
});

describe('a server that goes away', () => {
  it('is said once, when connected turns to demo mode', async () => {
    vi.useFakeTimers();
    let up = true;
    const health = (async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response('{"status":"ok"}');
    }) as typeof fetch;
    const stop = startBackendPolling(health, '');
    try {
      await vi.advanceTimersByTimeAsync(10);
      expect(backendStore.getState().status).toBe('connected');
      up = false;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(backendStore.getState().status).toBe('demo');
      const shown = vi.spyOn(toastsStore.getState(), 'show');
      const lostToasts = () =>
        toastsStore.getState().toasts.filter((t) => t.title === SERVER_LOST_TOAST.title);
      expect(lostToasts()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(shown).not.toHaveBeenCalled();
      up = true;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(backendStore.getState().status).toBe('connected');
      reportServerLost();
      expect(backendStore.getState().status).toBe('demo');
      expect(lostToasts()).toHaveLength(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('is not said when the first check finds no server', async () => {
    const stop = startBackendPolling(respond(404, {}), '');
    await vi.waitFor(() => expect(backendStore.getState().status).toBe('demo'));
    stop();
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
