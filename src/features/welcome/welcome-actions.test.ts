// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filesStore } from '../../state/files-store';
import { toastsStore } from '../../state/toasts-store';
import { backendStore } from '../../state/backend-status';
import { createSampleFile, setupStore, startBackend } from './welcome-actions';
import { SAMPLE_FILES } from './samples';

beforeEach(() => {
  localStorage.clear();
  toastsStore.setState({ toasts: [] });
  filesStore.setState({ entries: [], activeId: null, expanded: new Set() });
  setupStore.setState({ starting: false, guideOpen: false, completed: [] });
});

describe('sample files', () => {
  it('are the nine of the Quick Actions, in order, each with comments', () => {
    expect(SAMPLE_FILES.map((s) => s.name)).toEqual([
      'analyze-code.py',
      'security-config.json',
      'example.py',
      'example.js',
      'metrics.py',
      'getting-started.md',
      'setup-guide.md',
      'collaboration-demo.ts',
      'performance-demo.ts',
    ]);
    for (const s of SAMPLE_FILES) {
      expect(s.content).toMatch(/(#|\/\/|"""|\$comment)/);
    }
    const json = SAMPLE_FILES.find((s) => s.name === 'security-config.json')!;
    expect(() => JSON.parse(json.content)).not.toThrow();
  });

  it('creates and opens a sample once, then opens the same file again', () => {
    createSampleFile('example.py');
    const created = filesStore.getState().entries.filter((e) => e.name === 'example.py');
    expect(created).toHaveLength(1);
    expect(filesStore.getState().activeId).toBe(created[0]!.id);
    expect(created[0]!.content).toContain('def fizzbuzz');
    filesStore.getState().close();
    createSampleFile('example.py');
    expect(filesStore.getState().entries.filter((e) => e.name === 'example.py')).toHaveLength(1);
    expect(filesStore.getState().activeId).toBe(created[0]!.id);
  });
});

describe('One-Click Start Backend', () => {
  it("without an API base URL: shows 'Starting Backend...' while it checks this page's own server", async () => {
    let answer = (_: Response) => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const own = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => pending);
    const running = startBackend(null, own);
    expect(setupStore.getState().starting).toBe(true);
    answer(new Response(JSON.stringify({ status: 'ok' }), { status: 200 }));
    await running;
    expect(own.mock.calls[0]![0]).toBe('/api/health');
    expect(backendStore.getState().status).toBe('connected');
    expect(toastsStore.getState().toasts.at(-1)?.message).toBe("This page's own server answers.");
    expect(setupStore.getState().starting).toBe(false);
  });

  it('without an API base URL and no server here: logs, clears the starting state, opens the guide', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startBackend(
      null,
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    expect(error).toHaveBeenCalledWith('API base URL not configured');
    expect(setupStore.getState()).toMatchObject({ starting: false, guideOpen: true });
  });

  it('with an API base URL: checks its health endpoint and reports', async () => {
    const fetchImpl = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: 'ok' }), { status: 200 }),
    );
    const running = startBackend('http://127.0.0.1:9/', fetchImpl);
    expect(setupStore.getState().starting).toBe(true);
    await running;
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://127.0.0.1:9/api/health');
    expect(backendStore.getState().status).toBe('connected');
    expect(setupStore.getState().starting).toBe(false);

    const failing = vi.fn(async () => new Response('nope', { status: 502 }));
    await startBackend('http://127.0.0.1:9/', failing);
    expect(toastsStore.getState().toasts.at(-1)?.title).toBe('Backend not reachable');
    expect(setupStore.getState().guideOpen).toBe(true);
  });

  it('remembers the guide steps marked complete', () => {
    setupStore.getState().markComplete(1);
    setupStore.getState().markComplete(0);
    expect(localStorage.getItem('setupGuide.completedSteps')).toBe('[0,1]');
    setupStore.getState().resetSteps();
    expect(localStorage.getItem('setupGuide.completedSteps')).toBeNull();
  });
});
